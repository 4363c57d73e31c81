import { ERROR_CODES } from '@cohort/shared';
import { useCallback } from 'react';
import { type CombinedError, useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { graphqlErrorCode } from '../../../lib/graphql-errors.ts';
import { type ProfileData, ProfileFieldsFragment } from '../graphql/profile-fields.fragment.ts';
import { ProfileQuery } from '../graphql/profile.query.ts';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; error: CombinedError; retry: () => void }
  | { status: 'loaded'; profile: ProfileData; refresh: () => void };

/** A person's profile; someone the viewer may not see is not found (spec 01 §8), never a crash. */
export function useProfile(userId: string): ProfileState {
  const [{ data, error }, reexecute] = useQuery({
    query: ProfileQuery,
    variables: { id: userId },
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  if (data?.profile) return { status: 'loaded', profile: readFragment(ProfileFieldsFragment, data.profile), refresh };
  if (error) {
    const code = graphqlErrorCode(error);
    if (code === ERROR_CODES.notFound || code === ERROR_CODES.forbidden) return { status: 'notFound' };
    return { status: 'failed', error, retry: refresh };
  }
  return { status: 'loading' };
}
