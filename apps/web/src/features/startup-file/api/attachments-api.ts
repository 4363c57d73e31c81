import { PREFLIGHT_HEADER } from '@cohort/shared';
import { NETWORK_ERROR_CODE, RestError, restErrorFromResponse } from '../../../lib/rest-client.ts';
import { authorizationHeader } from '../../../lib/session.ts';

/** A stored file as the attachment routes answer it (docs/decisions.md: REST shapes). */
export interface StoredFile {
  _id: string;
  name: string;
  fileType: string;
  size: number;
  url: string;
  pdfUrl: string | null;
  userCanDownload: boolean;
  /** Rename and delete (the server's rule: uploader, startup managers, the startup's people for its documents). */
  userCanManage: boolean;
  createdAt: string;
  uploadedBy?: string | null;
  referenceType?: string;
  referenceId?: string;
}

/** What an upload belongs to: the startup's documents, or a draft for a timeline post of that startup. */
export type UploadReference = 'startup' | 'draft';

export interface AttachmentsApiOptions {
  getToken(): string | null;
  /** The interface language: the server answers its error messages in it. */
  language(): string;
  /** A 401 on a request that carried this token. */
  onUnauthorized(token: string): void;
  fetch?: typeof fetch;
}

const segment = (value: string) => encodeURIComponent(value);

/**
 * The attachment REST routes of spec 01 §7.3, with the bearer token: multipart upload, the documents of a startup,
 * download as a blob, rename and delete. A failure is a RestError with the server's code and message.
 */
export function attachmentsApi(options: AttachmentsApiOptions) {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send(method: string, path: string, body?: BodyInit, json = false): Promise<Response> {
    const token = options.getToken();
    const headers: Record<string, string> = {
      Accept: json || method !== 'GET' ? 'application/json' : '*/*',
      'Accept-Language': options.language(),
      [PREFLIGHT_HEADER]: 'true',
    };
    const authorization = authorizationHeader(token);
    if (authorization) headers.Authorization = authorization;
    if (json) headers['Content-Type'] = 'application/json';
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

  const readJson = async <T>(response: Response): Promise<T> => (await response.json()) as T;

  return {
    /** POST /api/attachment/upload: the file in the multipart field `file`. */
    upload: async (file: Blob, name: string, reference: { type: UploadReference; startupId: string }) => {
      const form = new FormData();
      form.append('file', file, name);
      const query = new URLSearchParams({ referenceType: reference.type, referenceId: reference.startupId });
      return readJson<StoredFile>(await send('POST', `/api/attachment/upload?${query}`, form));
    },
    /** POST /api/users/file?kind=avatar|cover: the signed-in person's picture (the community profile), served at `url`. */
    uploadUserPicture: async (file: Blob, name: string, kind: 'avatar' | 'cover') => {
      const form = new FormData();
      form.append('file', file, name);
      const query = new URLSearchParams({ kind });
      return readJson<{ kind: 'avatar' | 'cover'; url: string }>(await send('POST', `/api/users/file?${query}`, form));
    },
    /** POST /api/programs/{id}/cover: a programme's cover picture (its admins and the admin group), served at `url`. */
    programCover: async (programId: string, file: Blob, name: string) => {
      const form = new FormData();
      form.append('file', file, name);
      return readJson<{ kind: 'cover'; url: string }>(
        await send('POST', `/api/programs/${segment(programId)}/cover`, form),
      );
    },
    /** POST /api/funnels/{id}/cover: a call's cover picture (those who may edit the funnel), served at `url`. */
    funnelCover: async (funnelId: string, file: Blob, name: string) => {
      const form = new FormData();
      form.append('file', file, name);
      return readJson<{ kind: 'cover'; url: string }>(
        await send('POST', `/api/funnels/${segment(funnelId)}/cover`, form),
      );
    },
    /** GET /api/attachments/reference/startup/{id}: the startup's documents (403 FeatureNotInPlanError without the plan feature). */
    documents: async (startupId: string) =>
      readJson<StoredFile[]>(
        await send('GET', `/api/attachments/reference/startup/${segment(startupId)}`, undefined, true),
      ),
    /** GET /api/attachments/{id}: the content (always served as an attachment). */
    download: async (fileId: string) => (await send('GET', `/api/attachments/${segment(fileId)}`)).blob(),
    /** GET /api/startups/{id}/pdf: the print view as a PDF rendered by the server's Chromium. */
    startupPdf: async (startupId: string) => (await send('GET', `/api/startups/${segment(startupId)}/pdf`)).blob(),
    /** PUT /api/attachments/{id} {name}. */
    rename: async (fileId: string, name: string) =>
      readJson<StoredFile>(await send('PUT', `/api/attachments/${segment(fileId)}`, JSON.stringify({ name }), true)),
    /** DELETE /api/attachments/{referenceId}/{id}. */
    remove: async (referenceId: string, fileId: string) => {
      await send('DELETE', `/api/attachments/${segment(referenceId)}/${segment(fileId)}`);
    },
  };
}

export type AttachmentsApi = ReturnType<typeof attachmentsApi>;
