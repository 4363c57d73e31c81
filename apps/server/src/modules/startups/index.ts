export {
  programAdmins,
  programMembers,
  programs,
  startupIndustries,
  startupAssignations,
  startupMembers,
  startupPrograms,
  startups,
  startupTags,
} from './startup.table.ts';
export {
  countStartups,
  createStartup,
  findStartups,
  listStartups,
  membersOfStartups,
  startupsOfUsers,
  type StartupSummary,
  startupSummaryJson,
} from './startup.service.ts';
export { assignedStartupIds, startupAccess } from './access.ts';
export { StartupRef, StartupRefType } from './startup.refs.ts';
export { findStartupFile, type StartupWithViewer } from './startup-profile.service.ts';
// The portfolio's filter and rows, for exports (issue 6 point 8).
export { portfolioCondition, programAdminIds, startupViews } from './portfolio.service.ts';
