import { graphql } from '../../../lib/graphql.ts';
import { MilestoneTemplateFieldsFragment } from './milestone-template-fields.fragment.ts';

/** Creates an incubator plan with its steps. */
export const CreateMilestoneTemplateMutation = graphql(
  `
  mutation CreateMilestoneTemplate($input: MilestoneTemplateInput!) {
    createMilestoneTemplate(input: $input) {
      ...MilestoneTemplateFields
    }
  }
`,
  [MilestoneTemplateFieldsFragment],
);
