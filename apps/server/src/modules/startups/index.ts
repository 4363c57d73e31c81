export {
  programAdmins,
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
  escapeLike,
  findStartups,
  listStartups,
  membersOfStartups,
  startupsOfUsers,
  type StartupSummary,
  startupSummaryJson,
} from './startup.service.ts';
export { StartupRefType } from './startup.graphql.ts';
import './portfolio.graphql.ts';
export {
  assignedStartupIds,
  canDownloadStartupDocuments,
  canSeePrivatePosts,
  canViewStartupFile,
  type StartupAccess,
  startupAccess,
  type StartupViewer,
} from './access.ts';
export { findStartupFile, StartupRef, type StartupWithViewer } from './portfolio.graphql.ts';
// The portfolio's filter and rows, for exports (issue 6 point 8).
export { portfolioCondition, programAdminIds, startupViews } from './portfolio.service.ts';
import './import.graphql.ts';
export { registerStartupJobs } from './batch.ts';
import './batch.graphql.ts';
