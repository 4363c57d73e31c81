import { graphql } from '../../../lib/graphql.ts';
import { MilestoneTemplateFieldsFragment } from './milestone-template-fields.fragment.ts';

/** The organisation's incubator plans, by name (startup managers only). */
export const MilestoneTemplatesQuery = graphql(
  `
  query MilestoneTemplates {
    milestoneTemplates {
      ...MilestoneTemplateFields
    }
  }
`,
  [MilestoneTemplateFieldsFragment],
);
