import { graphql, type ResultOf } from '../../../lib/graphql.ts';
import { ProfileFieldValuesFragment } from '../../profile-fields/index.ts';

/**
 * What the print view of a startup shows: the profile with its custom fields and the latest posts the viewer sees
 * (milestones come apart, as they follow their feature flag).
 */
export const StartupPrintQuery = graphql(
  `
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
    profileFields(entityKind: startup, entityId: $id) {
      ...ProfileFieldValuesFields
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
`,
  [ProfileFieldValuesFragment],
);

/** The milestones of the print view, asked for only when the organisation has them. */
export const StartupPrintMilestonesQuery = graphql(`
  query StartupPrintMilestones($id: ID!) {
    startupMilestones(startupId: $id) {
      results {
        _id
        name
        status
        dueDate
      }
    }
  }
`);

export type StartupPrintData = ResultOf<typeof StartupPrintQuery>;
