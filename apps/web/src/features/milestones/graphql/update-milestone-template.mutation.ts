import { graphql } from '../../../lib/graphql.ts';
import { MilestoneTemplateFieldsFragment } from './milestone-template-fields.fragment.ts';

/** Changes an incubator plan; milestones already given to startups keep their own copy. */
export const UpdateMilestoneTemplateMutation = graphql(
  `
  mutation UpdateMilestoneTemplate($id: ID!, $input: MilestoneTemplateInput!) {
    updateMilestoneTemplate(id: $id, input: $input) {
      ...MilestoneTemplateFields
    }
  }
`,
  [MilestoneTemplateFieldsFragment],
);
