import { PREFLIGHT_HEADER } from '@cohort/shared';
import { NETWORK_ERROR_CODE, RestError, restErrorFromResponse } from '../../../lib/rest-client.ts';
import { authorizationHeader } from '../../../lib/session.ts';

/** A file uploaded for a comment being written (POST /api/applications/{id}/files). */
export interface UploadedFile {
  _id: string;
  name: string;
  size: number;
  url: string;
}

export interface ApplicationFilesApiOptions {
  getToken(): string | null;
  /** The interface language: the server answers its error messages in it. */
  language(): string;
  /** A 401 on a request that carried this token. */
  onUnauthorized(token: string): void;
  fetch?: typeof fetch;
}

/**
 * The files of an application file, with the bearer token a plain link could not carry: uploads for a comment,
 * removing an upload not yet posted, and downloads (comments' files and answers' files) as blobs.
 */
export function applicationFilesApi(options: ApplicationFilesApiOptions) {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send(method: string, path: string, body?: BodyInit): Promise<Response> {
    const token = options.getToken();
    const headers: Record<string, string> = {
      Accept: method === 'GET' ? '*/*' : 'application/json',
      'Accept-Language': options.language(),
      [PREFLIGHT_HEADER]: 'true',
    };
    const authorization = authorizationHeader(token);
    if (authorization) headers.Authorization = authorization;
    let response: Response;
    try {
      response = await doFetch(path, { method, headers, credentials: 'same-origin', body });
    } catch {
      throw new RestError({ status: 0, code: NETWORK_ERROR_CODE, message: 'Network Error' });
    }
    if (!response.ok) {
      const error = await restErrorFromResponse(response);
      if (response.status === 401 && token) options.onUnauthorized(token);
      throw error;
    }
    return response;
  }

  const base = (applicationId: string) => `/api/applications/${encodeURIComponent(applicationId)}/files`;

  return {
    upload: async (applicationId: string, file: Blob, name: string): Promise<UploadedFile> => {
      const form = new FormData();
      form.append('file', file, name);
      return (await (await send('POST', base(applicationId), form)).json()) as UploadedFile;
    },
    remove: async (applicationId: string, fileId: string): Promise<void> => {
      await send('DELETE', `${base(applicationId)}/${encodeURIComponent(fileId)}`);
    },
    download: async (url: string): Promise<{ blob: Blob; disposition: string | null }> => {
      const response = await send('GET', url);
      return { blob: await response.blob(), disposition: response.headers.get('content-disposition') };
    },
  };
}

export type ApplicationFilesApi = ReturnType<typeof applicationFilesApi>;
