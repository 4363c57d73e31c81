import { useQuery } from 'urql';
import { StartupAssessmentQuery } from '../graphql/startup-assessment.query.ts';

/**
 * The evaluations of a startup, per round, once the flag assessment is known to be on (`enabled`); asked again each
 * time the tab opens, since reviews keep coming in while a round runs.
 */
export function useStartupAssessment(startupId: string, enabled: boolean) {
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: StartupAssessmentQuery,
    variables: { startupId },
    requestPolicy: 'cache-and-network',
    pause: !enabled,
  });
  return {
    rounds: data?.startupAssessment ?? null,
    error,
    fetching,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
