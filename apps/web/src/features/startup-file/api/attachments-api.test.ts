import { describe, expect, it } from 'vitest';
import { RestError } from '../../../lib/rest-client.ts';
import { attachmentsApi } from './attachments-api.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

function fakeServer(respond: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  const unauthorized: string[] = [];
  const api = attachmentsApi({
    getToken: () => 'token-1',
    language: () => 'fr',
    onUnauthorized: (token) => unauthorized.push(token),
    fetch: async (input, init = {}) => {
      const entry = { url: String(input), init };
      sent.push(entry);
      return respond(entry);
    },
  });
  return { api, sent, unauthorized };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the attachment routes', () => {
  it('uploads a draft as multipart with the token, the language and the CSRF header', async () => {
    const { api, sent } = fakeServer(() => json(201, { _id: 'f1', name: 'deck.pdf' }));
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const stored = await api.upload(file, 'deck.pdf', { type: 'draft', startupId: 's1' });
    expect(stored._id).toBe('f1');
    const [request] = sent;
    expect(request?.url).toBe('/api/attachment/upload?referenceType=draft&referenceId=s1');
    expect(request?.init.method).toBe('POST');
    const headers = request?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(headers['Accept-Language']).toBe('fr');
    expect(headers['apollo-require-preflight']).toBe('true');
    // The browser sets the multipart boundary itself.
    expect(headers['Content-Type']).toBeUndefined();
    const body = request?.init.body as FormData;
    const part = body.get('file') as File;
    expect(part.name).toBe('deck.pdf');
    expect(await part.text()).toBe('%PDF-1.4');
  });

  it("answers the server's error code and message", async () => {
    const { api } = fakeServer(() => json(413, { error: 'FileTooLargeError', message: 'Ce fichier est trop lourd' }));
    const failure = await api.upload(new Blob(['x']), 'big.pdf', { type: 'startup', startupId: 's1' }).catch((e) => e);
    expect(failure).toBeInstanceOf(RestError);
    expect(failure.status).toBe(413);
    expect(failure.code).toBe('FileTooLargeError');
    expect(failure.message).toBe('Ce fichier est trop lourd');
  });

  it('tells the session about a 401 on a request that carried the token', async () => {
    const { api, unauthorized } = fakeServer(() => json(401, { error: 'AuthenticationRequiredError', message: 'x' }));
    await expect(api.documents('s1')).rejects.toBeInstanceOf(RestError);
    expect(unauthorized).toEqual(['token-1']);
  });

  it('lists, downloads, renames and deletes with the right paths', async () => {
    const { api, sent } = fakeServer(({ url, init }) => {
      if (init.method === 'GET' && url.startsWith('/api/attachments/reference/')) return json(200, []);
      if (init.method === 'GET') return new Response('%PDF-1.4', { status: 200 });
      if (init.method === 'PUT') return json(200, { _id: 'f1', name: 'new.pdf' });
      return json(200, { _id: 'f1', deleted: true });
    });
    expect(await api.documents('s 1')).toEqual([]);
    expect(await (await api.download('f1')).text()).toBe('%PDF-1.4');
    expect((await api.rename('f1', 'new.pdf')).name).toBe('new.pdf');
    await api.remove('s1', 'f1');
    expect(sent.map((entry) => `${entry.init.method} ${entry.url}`)).toEqual([
      'GET /api/attachments/reference/startup/s%201',
      'GET /api/attachments/f1',
      'PUT /api/attachments/f1',
      'DELETE /api/attachments/s1/f1',
    ]);
    expect(sent[2]?.init.body).toBe('{"name":"new.pdf"}');
  });

  it("uploads the signed-in person's avatar or cover to /api/users/file", async () => {
    const { api, sent } = fakeServer(() => json(201, { kind: 'cover', url: '/api/pictures/p1' }));
    const answer = await api.uploadUserPicture(new Blob(['png'], { type: 'image/png' }), 'me.png', 'cover');
    expect(answer).toEqual({ kind: 'cover', url: '/api/pictures/p1' });
    expect(sent[0]?.url).toBe('/api/users/file?kind=cover');
    const body = sent[0]?.init.body as FormData;
    expect((body.get('file') as File).name).toBe('me.png');
  });

  it("uploads a programme's cover to /api/programs/{id}/cover, and reports the server's refusal", async () => {
    const { api, sent } = fakeServer(({ url }) =>
      url.includes('big')
        ? json(413, { error: 'FileTooLargeError', message: 'The file is too large (5 MB at most)' })
        : json(201, { kind: 'cover', url: '/api/pictures/c1' }),
    );
    const png = new Blob(['png'], { type: 'image/png' });
    expect(await api.programCover('p 1', png, 'cover.png')).toEqual({ kind: 'cover', url: '/api/pictures/c1' });
    const [request] = sent;
    if (!request) throw new Error('Nothing was sent');
    expect(`${request.init.method} ${request.url}`).toBe('POST /api/programs/p%201/cover');
    expect(((request.init.body as FormData).get('file') as File).name).toBe('cover.png');
    expect((request.init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    await expect(api.programCover('big', png, 'cover.png')).rejects.toMatchObject({
      status: 413,
      message: 'The file is too large (5 MB at most)',
    });
  });

  it('reports a network failure as such', async () => {
    const api = attachmentsApi({
      getToken: () => null,
      language: () => 'en',
      onUnauthorized: () => undefined,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(api.documents('s1')).rejects.toMatchObject({ code: 'NetworkError', status: 0 });
  });
});
