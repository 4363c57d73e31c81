import { graphql } from '../../../lib/graphql.ts';
import { EvaluationRoundFragment } from './evaluation-round.fragment.ts';

/** One evaluation round: settings, pool, and its applications 50 a page (search by name). */
export const EvaluationRoundQuery = graphql(
  `
  query EvaluationRound($id: ID!, $search: String, $page: Int) {
    evaluationRound(id: $id, search: $search, page: $page) {
      ...EvaluationRoundFields
    }
  }
`,
  [EvaluationRoundFragment],
);
