import { graphql } from '../../../lib/graphql.ts';
import { MyApplicationFragment } from './my-application.fragment.ts';

export const InviteApplicationCofounderMutation = graphql(
  `
  mutation InviteApplicationCofounder($applicationId: ID!, $email: String!, $firstName: String!, $lastName: String!) {
    inviteApplicationCofounder(applicationId: $applicationId, email: $email, firstName: $firstName, lastName: $lastName) {
      ...MyApplication
    }
  }
`,
  [MyApplicationFragment],
);

export const RemoveApplicationCofounderMutation = graphql(
  `
  mutation RemoveApplicationCofounder($applicationId: ID!, $userId: ID!) {
    removeApplicationCofounder(applicationId: $applicationId, userId: $userId) {
      ...MyApplication
    }
  }
`,
  [MyApplicationFragment],
);
