import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The decision e-mail the applicant would receive (the decision dialog's preview). */
export const DecisionEmailPreviewQuery = graphql(`
  query DecisionEmailPreview($applicationId: ID!, $action: String!) {
    applicationDecisionEmailPreview(applicationId: $applicationId, action: $action) {
      to
      subject
      paragraphs
      language
      fromTemplate
    }
  }
`);

export type DecisionEmailPreviewData = ResultOf<typeof DecisionEmailPreviewQuery>['applicationDecisionEmailPreview'];
