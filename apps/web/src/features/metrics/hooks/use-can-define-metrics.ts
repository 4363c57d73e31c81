import { useQuery } from 'urql';
import { MetricsCriteriaQuery } from '../graphql/metrics-criteria.query.ts';

/**
 * Whether the viewer defines metrics and collects from whole programmes: METRICS/EDIT:VIEW for every startup (ALL).
 * Coaches (ASSIGNED) read the definitions and collect from their startups only; the server decides either way.
 */
export function useCanDefineMetrics(): boolean {
  const [{ data }] = useQuery({ query: MetricsCriteriaQuery });
  return data?.criteriaForPermissions.some((entry) => entry.key === 'METRICS/EDIT:VIEW' && entry.all) ?? false;
}
