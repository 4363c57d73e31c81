import { describe, expect, it, vi } from 'vitest';
import { createRestClient, RestError } from './rest-client.ts';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function client(response: Response | Error, token: string | null = 'tok') {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const onUnauthorized = vi.fn();
  const rest = createRestClient({ getToken: () => token, language: () => 'fr', onUnauthorized, fetch });
  return { rest, fetch, onUnauthorized };
}

describe('REST calls (spec 01 §7.3)', () => {
  it('posts JSON with the preflight header and the language, without the token unless asked', async () => {
    const { rest, fetch } = client(jsonResponse(200, { ok: true }));
    await expect(rest.request('POST', '/api/users/sendresetpassword', { email: 'a@b.co' })).resolves.toEqual({
      ok: true,
    });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/users/sendresetpassword');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.co"}');
    expect(init.headers).toMatchObject({
      'apollo-require-preflight': 'true',
      'Accept-Language': 'fr',
      'Content-Type': 'application/json',
    });
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('sends the bearer token on authenticated calls', async () => {
    const { rest, fetch } = client(jsonResponse(200, { user: {} }));
    await rest.request('PUT', '/user', { user: {} }, { authenticated: true });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('turns { error, message, fields } into a RestError', async () => {
    const { rest } = client(
      jsonResponse(400, {
        error: 'ValidationError',
        message: 'Invalid',
        fields: [{ field: 'newPassword', message: 'This password is too common' }, { nonsense: true }],
      }),
    );
    const error = await rest.request('POST', '/api/users/resetpassword', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({ status: 400, code: 'ValidationError', message: 'Invalid' });
    expect((error as RestError).fields).toEqual([{ field: 'newPassword', message: 'This password is too common' }]);
    expect((error as RestError).fieldMessage('newPassword')).toBe('This password is too common');
  });

  it('reads Retry-After of a 429', async () => {
    const { rest } = client(
      jsonResponse(429, { error: 'TooManyAttempts', message: 'Try again in 15 minutes.' }, { 'retry-after': '900' }),
    );
    await expect(rest.request('POST', '/auth/local', {})).rejects.toMatchObject({
      code: 'TooManyAttempts',
      retryAfter: 900,
      message: 'Try again in 15 minutes.',
    });
  });

  it('throws the response text when the body is not JSON', async () => {
    const { rest } = client(new Response('Service Unavailable', { status: 503 }));
    await expect(rest.request('POST', '/api/users/sendresetpassword', {})).rejects.toMatchObject({
      status: 503,
      code: 'HttpError',
      message: 'Service Unavailable',
    });
  });

  it('reports a network failure as NetworkError', async () => {
    const { rest } = client(new TypeError('Failed to fetch'));
    await expect(rest.request('GET', '/api/users/invitation/x')).rejects.toMatchObject({
      status: 0,
      code: 'NetworkError',
    });
  });

  it('hands a 401 of an authenticated call to the logout handling (spec 01 §8)', async () => {
    const { rest, onUnauthorized } = client(jsonResponse(401, { error: 'AuthenticationRequiredError', message: 'x' }));
    await expect(rest.request('PUT', '/user', {}, { authenticated: true })).rejects.toBeInstanceOf(RestError);
    expect(onUnauthorized).toHaveBeenCalledWith('tok');
  });

  it('does not log out for wrong credentials or a call without the token', async () => {
    const wrongPassword = client(
      jsonResponse(401, { error: 'InvalidCredentials', message: 'Invalid email or password' }),
    );
    await expect(wrongPassword.rest.request('POST', '/auth/local', {})).rejects.toMatchObject({
      code: 'InvalidCredentials',
    });
    expect(wrongPassword.onUnauthorized).not.toHaveBeenCalled();
    const incorrect = client(jsonResponse(401, { error: 'IncorrectPassword', message: 'x' }));
    await expect(incorrect.rest.request('PUT', '/user', {}, { authenticated: true })).rejects.toBeInstanceOf(RestError);
    expect(incorrect.onUnauthorized).not.toHaveBeenCalled();
  });
});
