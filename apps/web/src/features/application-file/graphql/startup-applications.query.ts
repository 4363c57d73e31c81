import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The applications linked to a startup (its file's applications tab). */
export const StartupApplicationsQuery = graphql(`
  query StartupApplications($startupId: ID!) {
    startupApplications(startupId: $startupId) {
      _id
      funnelName
      roundName
      status
      createdAt
      submittedAt
      decidedAt
      canOpen
    }
  }
`);

export type StartupApplicationData = ResultOf<typeof StartupApplicationsQuery>['startupApplications'][number];
