import { request } from 'node:http';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'cohort-demo-2026';

/** A JSON request to the server under test with the Host of an organisation (fetch cannot set Host). */
function call(
  path: string,
  body: unknown,
  headers: Record<string, string>,
  organisation?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const port = inject('e2ePort');
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          host: `${organisation ? `${organisation}.` : ''}localhost:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'apollo-require-preflight': 'true',
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || '{}') as Record<string, unknown> }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** A POST to a REST route of the server under test (a reset link's password, say), as another client would. */
export function postByApi(
  path: string,
  body: unknown,
  organisation?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return call(path, body, {}, organisation);
}

/** Signs in through the REST API, as another client would, to set up a scenario. */
export async function signInByApi(email: string, password: string, organisation?: string): Promise<string> {
  const { body } = await call('/auth/local', { email, password, replaceOldestSession: true }, {}, organisation);
  if (typeof body.token !== 'string') throw new Error(`Sign-in of ${email} failed: ${String(body.message)}`);
  return body.token;
}

export async function graphqlByApi<T>(
  query: string,
  variables: Record<string, unknown>,
  token: string | null,
  organisation?: string,
): Promise<T> {
  const { body } = await call(
    '/graphql',
    { query, variables },
    token ? { authorization: `Bearer ${token}` } : {},
    organisation,
  );
  const errors = body.errors as Array<{ message: string }> | undefined;
  if (errors?.length) throw new Error(errors.map((e) => e.message).join('; '));
  return body.data as T;
}
