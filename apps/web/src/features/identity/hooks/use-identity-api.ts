import { useMemo } from 'react';
import { identityApi } from '../api/identity-api.ts';
import { useAuthServices } from '../auth-context.ts';

export function useIdentityApi() {
  const { rest } = useAuthServices();
  return useMemo(() => identityApi(rest), [rest]);
}
