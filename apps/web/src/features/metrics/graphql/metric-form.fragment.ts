import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A data form as the founder fills it: its periods, one item per metric, with the rules the shared code applies. */
export const MetricFormFragment = graphql(`
  fragment MetricFormFields on MetricForm {
    id
    startupId
    date
    status
    currency
    upToDate
    message
    periods {
      from
      to
      data {
        id
        value
        dateValue
        metadata {
          customLabel
        }
        metric {
          id
          name {
            language
            value
          }
          description {
            language
            value
          }
          unitOfMeasure {
            unitType
            customName
          }
        }
        validations {
          rule
          targetKind
          value
          metricIds
          label
          message
        }
      }
    }
  }
`);

export type MetricFormData = ResultOf<typeof MetricFormFragment>;
