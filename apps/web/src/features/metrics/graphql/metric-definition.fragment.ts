import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A metric definition as the staff's definitions page shows and edits it (issue 17 point 1). */
export const MetricDefinitionFragment = graphql(`
  fragment MetricDefinitionFields on Metric {
    id
    coreKey
    archived
    category
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
    trackingRecurrence {
      amount
      type
    }
    validations {
      rule
      targetKind
      value
      metricIds
      label
    }
  }
`);

export type MetricDefinitionData = ResultOf<typeof MetricDefinitionFragment>;
