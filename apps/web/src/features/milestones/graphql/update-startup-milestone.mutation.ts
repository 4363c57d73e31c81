import { graphql } from '../../../lib/graphql.ts';
import { StartupMilestoneFieldsFragment } from './startup-milestone-fields.fragment.ts';

/** Changes a milestone: its name, description, due date or status (STARTUP_MILESTONE:EDIT). */
export const UpdateStartupMilestoneMutation = graphql(
  `
  mutation UpdateStartupMilestone($id: ID!, $input: StartupMilestoneInput!) {
    updateStartupMilestone(id: $id, input: $input) {
      ...StartupMilestoneFields
    }
  }
`,
  [StartupMilestoneFieldsFragment],
);
