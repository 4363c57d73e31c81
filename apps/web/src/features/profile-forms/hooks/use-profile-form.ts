import { ERROR_CODES } from '@cohort/shared';
import { useCallback, useMemo } from 'react';
import { type CombinedError, useQuery } from 'urql';
import { graphqlErrorCode } from '../../../lib/graphql-errors.ts';
import { ProfileFormQuery } from '../graphql/profile-form.query.ts';
import { type ProfileFormView, readProfileForm } from '../utils/read-profile-form.ts';

export type ProfileFormState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; error: CombinedError; retry: () => void }
  | { status: 'loaded'; form: ProfileFormView };

/** The form a builder edits; an id that names no form of the organisation is not found (spec 01 §8). */
export function useProfileForm(formId: string): ProfileFormState {
  const [{ data, error }, reexecute] = useQuery({
    query: ProfileFormQuery,
    variables: { id: formId },
    requestPolicy: 'cache-and-network',
  });
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const form = useMemo(() => (data?.profileForm ? readProfileForm(data.profileForm) : null), [data]);
  if (form) return { status: 'loaded', form };
  if (error) {
    return graphqlErrorCode(error) === ERROR_CODES.notFound
      ? { status: 'notFound' }
      : { status: 'failed', error, retry };
  }
  return { status: 'loading' };
}
