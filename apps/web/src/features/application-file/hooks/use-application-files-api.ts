import i18next from 'i18next';
import { useMemo } from 'react';
import { useAuthServices } from '../../identity/index.ts';
import { type ApplicationFilesApi, applicationFilesApi } from '../api/application-files-api.ts';

/** The application file routes with the token of the current sign-in; a 401 ends the session as any other call. */
export function useApplicationFilesApi(): ApplicationFilesApi {
  const { session } = useAuthServices();
  return useMemo(
    () =>
      applicationFilesApi({
        getToken: () => session.store.getSnapshot().token,
        language: () => i18next.resolvedLanguage ?? i18next.language ?? 'en',
        onUnauthorized: (usedToken) => {
          if (session.store.getSnapshot().token === usedToken) session.authenticationRequired();
        },
      }),
    [session],
  );
}
