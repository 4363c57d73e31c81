import type { ProfileFormKind } from '@cohort/shared';
import { useCallback, useMemo } from 'react';
import { type CombinedError, useQuery } from 'urql';
import { ProfileFormsQuery } from '../graphql/profile-forms.query.ts';
import { type ProfileFormView, readProfileForm } from '../utils/read-profile-form.ts';

export type ProfileFormOfKindState =
  | { status: 'loading' }
  | { status: 'failed'; error: CombinedError; retry: () => void }
  | { status: 'loaded'; form: ProfileFormView | null };

/** One of the four profile forms, picked by kind from the `profileForms` list. */
export function useProfileFormOfKind(kind: ProfileFormKind): ProfileFormOfKindState {
  const [{ data, error }, reexecute] = useQuery({ query: ProfileFormsQuery, requestPolicy: 'cache-and-network' });
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const form = useMemo(() => {
    const found = data?.profileForms.find((candidate) => readProfileForm(candidate).kind === kind);
    return found ? readProfileForm(found) : null;
  }, [data, kind]);
  if (data) return { status: 'loaded', form };
  if (error) return { status: 'failed', error, retry };
  return { status: 'loading' };
}
