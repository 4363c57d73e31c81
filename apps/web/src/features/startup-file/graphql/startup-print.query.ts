import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** Everything the print view of a startup shows: the profile, its milestones and the latest posts the viewer sees. */
export const StartupPrintQuery = graphql(`
  query StartupPrint($id: ID!) {
    startupFile(id: $id) {
      _id
      name
      description
      website
      foundingYear
      createdAt
      programs {
        _id
        name
      }
      industries {
        _id
        name
      }
      tags {
        _id
        name
      }
      peopleIds
    }
    startupMilestones(startupId: $id) {
      results {
        _id
        name
        status
        dueDate
      }
    }
    startupEventTimeline(startupId: $id) {
      posts {
        results {
          ... on Event {
            _id
            message
            isPublic
            createdAt
            createdBy {
              _id
              fullName
            }
          }
        }
      }
    }
  }
`);

export type StartupPrintData = ResultOf<typeof StartupPrintQuery>;
