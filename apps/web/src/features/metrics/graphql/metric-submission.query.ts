import { graphql } from '../../../lib/graphql.ts';

/** What a TopLevelDataSubmittedEvent post reported: each value and its change from the last period. */
export const MetricSubmissionQuery = graphql(`
  query MetricSubmission($postId: ID!) {
    metricSubmission(postId: $postId) {
      postId
      dueDate
      editedAt
      data {
        id
        value
        dateValue
        currency
        unit
        isPoint0
        metadata {
          diff
          change
          useArrow
        }
        metric {
          _id
          name {
            language
            value
          }
        }
      }
    }
    incubator {
      currency
    }
  }
`);
