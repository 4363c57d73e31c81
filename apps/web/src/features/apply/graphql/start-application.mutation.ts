import { graphql } from '../../../lib/graphql.ts';

export const StartApplicationMutation = graphql(`
  mutation StartApplication($funnelId: ID!, $language: String) {
    startApplication(funnelId: $funnelId, language: $language) {
      _id
      status
    }
  }
`);
