import { type FileRef, PREFLIGHT_HEADER } from '@cohort/shared';
import { restErrorFromResponse } from '../../../lib/rest-client.ts';
import { authorizationHeader, readAccessToken } from '../../../lib/session.ts';
import type { UploadFile } from '../renderer/index.ts';

/**
 * Sends a picked file to a form's upload route (multipart field `file`): the share link's route for anyone, the
 * form's own route for a signed-in person. The answer is the file's reference kept in the answers.
 */
export function formUploader(
  path: string,
  language: () => string,
  fetcher: typeof fetch = globalThis.fetch,
): UploadFile {
  return async (file) => {
    const body = new FormData();
    body.append('file', file, file.name);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': language(),
      [PREFLIGHT_HEADER]: 'true',
    };
    const authorization = authorizationHeader(readAccessToken());
    if (authorization) headers.Authorization = authorization;
    const response = await fetcher(path, { method: 'POST', headers, body, credentials: 'same-origin' });
    if (!response.ok) throw await restErrorFromResponse(response);
    return (await response.json()) as FileRef;
  };
}

export const shareUploadPath = (shareId: string) => `/api/share/forms/${encodeURIComponent(shareId)}/upload`;
export const surveyUploadPath = (formId: string) => `/api/forms/${encodeURIComponent(formId)}/upload`;
