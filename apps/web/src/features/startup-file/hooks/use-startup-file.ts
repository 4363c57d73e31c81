import { ERROR_CODES } from '@cohort/shared';
import { useCallback } from 'react';
import { type CombinedError, useQuery } from 'urql';
import { graphqlErrorCode } from '../../../lib/graphql-errors.ts';
import { type StartupFileData, StartupFileQuery } from '../graphql/startup-file.query.ts';

export type StartupFileState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; error: CombinedError; retry: () => void }
  | { status: 'loaded'; startup: StartupFileData };

/** The header of a startup file; a startup the viewer may not open is not found (spec 01 §8), never a crash. */
export function useStartupFile(startupId: string): StartupFileState {
  const [{ data, error }, reexecute] = useQuery({
    query: StartupFileQuery,
    variables: { id: startupId },
    requestPolicy: 'cache-and-network',
  });
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  if (data?.startupFile) return { status: 'loaded', startup: data.startupFile };
  if (error) {
    const code = graphqlErrorCode(error);
    if (code === ERROR_CODES.notFound || code === ERROR_CODES.forbidden) return { status: 'notFound' };
    return { status: 'failed', error, retry };
  }
  return { status: 'loading' };
}
