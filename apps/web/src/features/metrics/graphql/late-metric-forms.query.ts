import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The startups late with their data (pending past the deadline), 25 a page. */
export const LateMetricFormsQuery = graphql(`
  query LateMetricForms($page: Int) {
    lateMetricForms(page: $page) {
      total
      items {
        formId
        startupId
        startupName
        dueDate
        deadline
        daysLate
      }
    }
  }
`);

export type LateMetricFormData = ResultOf<typeof LateMetricFormsQuery>['lateMetricForms']['items'][number];
