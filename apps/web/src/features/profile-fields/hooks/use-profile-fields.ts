import { ERROR_CODES } from '@cohort/shared';
import { useCallback, useState } from 'react';
import { type CombinedError, useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { graphqlErrorCode } from '../../../lib/graphql-errors.ts';
import { type ProfileFieldValuesData, ProfileFieldValuesFragment } from '../graphql/profile-field-values.fragment.ts';
import { ProfileFieldsQuery } from '../graphql/profile-fields.query.ts';

export type ProfileFieldsState =
  | { status: 'loading' }
  /** Fields the viewer may not read (hidden ones of their own startup or profile): nothing is shown. */
  | { status: 'refused' }
  | { status: 'failed'; error: CombinedError; retry: () => void }
  | { status: 'loaded'; values: ProfileFieldValuesData; saved: (values: ProfileFieldValuesData) => void };

/**
 * One profile form of a startup or a user with its answers. `saved` shows the answers a save returned at once and
 * asks the server again (the cache keeps these values inside their query, so a save does not update them by itself).
 */
export function useProfileFields(
  entityKind: 'startup' | 'user',
  entityId: string,
  hidden: boolean,
): ProfileFieldsState {
  const [{ data, error }, reexecute] = useQuery({
    query: ProfileFieldsQuery,
    variables: { entityKind, entityId, hidden },
    requestPolicy: 'cache-and-network',
  });
  const fetched = data?.profileFields;
  // What a save returned, shown until the answers fetched after it arrive.
  const [justSaved, setJustSaved] = useState<{ values: ProfileFieldValuesData; over: typeof fetched } | null>(null);
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const saved = useCallback(
    (values: ProfileFieldValuesData) => {
      setJustSaved({ values, over: fetched });
      reexecute({ requestPolicy: 'network-only' });
    },
    [fetched, reexecute],
  );
  if (justSaved && justSaved.over === fetched) return { status: 'loaded', values: justSaved.values, saved };
  if (fetched) return { status: 'loaded', values: readFragment(ProfileFieldValuesFragment, fetched), saved };
  if (error) {
    const code = graphqlErrorCode(error);
    if (code === ERROR_CODES.forbidden || code === ERROR_CODES.notFound) return { status: 'refused' };
    return { status: 'failed', error, retry };
  }
  return { status: 'loading' };
}
