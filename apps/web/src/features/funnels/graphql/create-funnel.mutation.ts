import { graphql } from '../../../lib/graphql.ts';

/** Creates a funnel with its decision round; its creator becomes its admin. */
export const CreateFunnelMutation = graphql(`
  mutation CreateFunnel($input: FunnelInput!) {
    createFunnel(input: $input) {
      _id
    }
  }
`);
