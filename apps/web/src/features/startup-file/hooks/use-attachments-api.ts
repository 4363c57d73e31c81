import i18next from 'i18next';
import { useMemo } from 'react';
import { useAuthServices } from '../../identity/index.ts';
import { type AttachmentsApi, attachmentsApi } from '../api/attachments-api.ts';

/** The attachment routes with the token of the current sign-in; a 401 ends the session as on any other call. */
export function useAttachmentsApi(): AttachmentsApi {
  const { session } = useAuthServices();
  return useMemo(
    () =>
      attachmentsApi({
        getToken: () => session.store.getSnapshot().token,
        language: () => i18next.resolvedLanguage ?? i18next.language ?? 'en',
        onUnauthorized: (usedToken) => {
          if (session.store.getSnapshot().token === usedToken) session.authenticationRequired();
        },
      }),
    [session],
  );
}
