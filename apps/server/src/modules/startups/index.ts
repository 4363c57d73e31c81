export { startupMembers, startups } from './startup.table.ts';
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
