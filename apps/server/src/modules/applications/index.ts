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
