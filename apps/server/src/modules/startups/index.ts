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
export { NamedItemRef, ProgramRef, StartupRef, StartupRefType } from './startup.refs.ts';
export { findStartupFile, type StartupWithViewer } from './startup-profile.service.ts';
// The portfolio's filter and rows, for exports (issue 6 point 8).
export { portfolioCondition, programAdminIds, startupViews } from './portfolio.service.ts';
// Programmes of people (issue 14 point 9): the programme lookup, the one writer of `program_members`, a person's programmes.
export {
  findProgram,
  findProgramWithMatches,
  joinProgramOfPeople,
  programMemberMatches,
  type ProgramView,
  programsOfUser,
  userProgramsJson,
} from './program.service.ts';
