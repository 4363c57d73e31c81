import { ERROR_CODES } from '@cohort/shared';
import { useCallback } from 'react';
import { type CombinedError, useQuery } from 'urql';
import { graphqlErrorCode } from '../../../lib/graphql-errors.ts';
import { type ApplicationFileData, ApplicationFileQuery } from '../graphql/application-file.query.ts';

export type ApplicationFileState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; error: CombinedError; retry: () => void }
  | { status: 'loaded'; application: ApplicationFileData; refresh: () => void };

/** An application's file; one the viewer may not open is not found (spec 01 §8), never a crash. */
export function useApplicationFile(applicationId: string): ApplicationFileState {
  const [{ data, error }, reexecute] = useQuery({
    query: ApplicationFileQuery,
    variables: { id: applicationId },
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  if (data?.application) return { status: 'loaded', application: data.application, refresh };
  if (error) {
    const code = graphqlErrorCode(error);
    if (code === ERROR_CODES.notFound || code === ERROR_CODES.forbidden) return { status: 'notFound' };
    return { status: 'failed', error, retry: refresh };
  }
  return { status: 'loading' };
}
