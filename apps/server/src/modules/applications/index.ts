export {
  type ApplicationRow,
  applicationComments,
  applicationMembers,
  applicationMeetings,
  applications,
  applicationStatusChanges,
  applicationTags,
} from './application.table.ts';
export { ApplicationRef } from './application.refs.ts';
export {
  anonymousApplicantCode,
  APPLICATION_SUBJECT,
  type ApplicationSheet,
  applicationViews,
  type ApplicationView,
  findApplicationView,
  refuseClosedCall,
  setApplicationState,
  setStartupName,
  staffReach,
  writeSheet,
} from './application.service.ts';
export { mailApplicationSubmitted, mailContextOf } from './application-mail.ts';
export { refuseUnclaimedLead } from './application-lead.service.ts';
// The application file (issue 14 points 4 and 5): decisions for the batch actions, status notifications.
export { decideApplication, notifyStatusChange, publishDecision } from './application-decision.service.ts';
