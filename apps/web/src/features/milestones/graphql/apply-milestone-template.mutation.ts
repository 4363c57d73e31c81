import { graphql } from '../../../lib/graphql.ts';
import { StartupMilestoneFieldsFragment } from './startup-milestone-fields.fragment.ts';

/** Gives a startup the milestones of an incubator plan, due from a start day on; returns all its milestones. */
export const ApplyMilestoneTemplateMutation = graphql(
  `
  mutation ApplyMilestoneTemplate($startupId: ID!, $templateId: ID!, $startDate: String!) {
    applyMilestoneTemplate(startupId: $startupId, templateId: $templateId, startDate: $startDate) {
      canCreate
      results {
        ...StartupMilestoneFields
      }
    }
  }
`,
  [StartupMilestoneFieldsFragment],
);
