import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** How the custom fields of one kind are answered: fill rates, option counts, number statistics, dates by month. */
export const CustomFieldAnalyticsQuery = graphql(`
  query CustomFieldAnalytics($entityKind: CustomFieldEntityKind!) {
    customFieldAnalytics(entityKind: $entityKind) {
      entityKind
      entityCount
      fields {
        answered
        field {
          _id
          label
          description
          type
          currency
        }
        options {
          _id
          label
          count
        }
        number {
          min
          max
          average
          median
          sum
        }
        months {
          month
          count
        }
      }
    }
  }
`);

export type CustomFieldAnalytics = ResultOf<typeof CustomFieldAnalyticsQuery>['customFieldAnalytics'];
export type CustomFieldStats = CustomFieldAnalytics['fields'][number];
