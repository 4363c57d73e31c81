import { useCallback } from 'react';
import { useQuery } from 'urql';
import { EvaluationRoundQuery } from '../graphql/evaluation-round.query.ts';

/** Applications of a round per page (the API's page size). */
export const ROUND_APPLICATIONS_PAGE_SIZE = 50;

/** One evaluation round with a page of its applications (page from 1 here, from 0 in the API). */
export function useEvaluationRound(roundId: string | null, search: string, page: number) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: EvaluationRoundQuery,
    variables: { id: roundId ?? '', search: search || null, page: Math.max(0, page - 1) },
    pause: !roundId,
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const round = data?.evaluationRound;
  return { round: round && round._id === roundId ? round : null, fetching, error, refresh };
}
