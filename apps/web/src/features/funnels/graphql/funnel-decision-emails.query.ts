import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A funnel's decision e-mails, per decision and language. */
export const FunnelDecisionEmailsQuery = graphql(`
  query FunnelDecisionEmails($funnelId: ID!) {
    funnelDecisionEmails(funnelId: $funnelId) {
      _id
      action
      language
      subject
      body
      canEdit
      updatedAt
    }
  }
`);

export type DecisionEmailData = ResultOf<typeof FunnelDecisionEmailsQuery>['funnelDecisionEmails'][number];
