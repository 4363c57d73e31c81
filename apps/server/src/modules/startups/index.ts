export {
  programAdmins,
  programs,
  startupIndustries,
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
} from './startup.service.ts';
export { StartupRefType } from './startup.graphql.ts';
import './portfolio.graphql.ts';
