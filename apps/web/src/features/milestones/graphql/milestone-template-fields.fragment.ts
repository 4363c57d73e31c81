import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** An incubator plan (milestone template) with its steps in order, as the templates page shows and edits it. */
export const MilestoneTemplateFieldsFragment = graphql(`
  fragment MilestoneTemplateFields on MilestoneTemplate {
    _id
    name
    description
    items {
      _id
      name
      description
      dueOffsetDays
    }
    createdAt
    updatedAt
  }
`);

export type MilestoneTemplateData = ResultOf<typeof MilestoneTemplateFieldsFragment>;
