import { useMemo } from 'react';
import { useQuery } from 'urql';
import { StartupsViewerPermissionsQuery } from '../graphql/viewer-permissions.query.ts';
import { allowedBatchActions, type StartupBatchActionType } from '../utils/startup-batch.ts';

/** The batch actions the signed-in startup manager may run, from their permissions; none while unknown. */
export function useStartupBatchActions(): readonly StartupBatchActionType[] {
  const [{ data }] = useQuery({ query: StartupsViewerPermissionsQuery, requestPolicy: 'cache-and-network' });
  return useMemo(() => (data ? allowedBatchActions(data.currentUserPermissions) : []), [data]);
}
