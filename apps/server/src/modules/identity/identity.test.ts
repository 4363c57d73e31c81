import { LOGIN_LIMITS } from '@cohort/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, TEST_PASSWORD, type TestServer } from '../../../test/harness.ts';
import { linkIn, startSmtpServer } from '../../../test/smtp.ts';
import { newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import type { IncubatorRow } from '../organisations/index.ts';
import { SESSION_LOGGED_OUT } from './session.service.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let organisation: IncubatorRow;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url });
  organisation = await server.createOrganisationWithRoles({ name: 'Identity Lab' });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const CURRENT_USER = '{ currentUser { _id email fullName status validated role { type label } incubator { id } } }';

async function currentUser(token: string, org: { slug: string } = organisation) {
  return server.graphql<{ currentUser: { email: string; status: string } }>(CURRENT_USER, { host: hostOf(org), token });
}

async function execute(statement: ReturnType<typeof sql>, org: { id: string } = organisation) {
  await withTenant(server.database.db, org.id, (tx) => tx.execute(statement));
}

describe('POST /auth/local', () => {
  it('signs in with e-mail and password and returns a token that identifies the user', async () => {
    const user = await server.createUser(organisation, { email: 'Ada@Example.test', roleType: 'Coach' });
    const response = await server.rest('POST', '/auth/local', {
      host: hostOf(organisation),
      body: { email: 'ada@example.TEST', password: TEST_PASSWORD, incubator: organisation.slug },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ user: { _id: user.id, email: 'Ada@Example.test', role: { type: 'Coach' } } });
    const me = await currentUser(String(response.body.token));
    expect(me.data?.currentUser).toMatchObject({ email: 'Ada@Example.test', status: 'active' });
  });

  it('answers a wrong password and an unknown e-mail in exactly the same way', async () => {
    const user = await server.createUser(organisation);
    const wrong = await server.rest('POST', '/auth/local', {
      host: hostOf(organisation),
      body: { email: user.email, password: 'not the password at all' },
      ip: '10.1.0.1',
    });
    const unknown = await server.rest('POST', '/auth/local', {
      host: hostOf(organisation),
      body: { email: 'nobody@example.test', password: 'not the password at all' },
      ip: '10.1.0.1',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ error: 'InvalidCredentials', message: 'Invalid email or password' });
  });

  it('refuses an organisation that does not match the address, and an unknown organisation', async () => {
    const user = await server.createUser(organisation);
    const mismatch = await server.rest('POST', '/auth/local', {
      host: hostOf(organisation),
      body: { email: user.email, password: TEST_PASSWORD, incubator: 'someone-else' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toBe('OrganisationMismatch');
    const unknown = await server.rest('POST', '/auth/local', {
      host: 'nowhere-org.localhost',
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('IncubatorNotFoundError');
  });

  it('does not let a user of one organisation sign in to another', async () => {
    const other = await server.createOrganisationWithRoles();
    const user = await server.createUser(organisation);
    const response = await server.rest('POST', '/auth/local', {
      host: hostOf(other),
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(response.status).toBe(401);
  });

  it.each([
    ['unactive', 403, 'Your account is inactive'],
    ['archived', 403, 'archived'],
    ['deny', 403, 'denied'],
    ['deleted', 401, 'Invalid email or password'],
  ] as const)('enforces the %s status at sign-in', async (status, code, message) => {
    const user = await server.createUser(organisation, { status });
    const response = await server.rest('POST', '/auth/local', {
      host: hostOf(organisation),
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(response.status).toBe(code);
    expect(String(response.body.message)).toContain(message);
  });

  it('lets a pending (unconfirmed) user sign in', async () => {
    const user = await server.createUser(organisation, { status: 'pending', validated: false });
    const { token } = await server.signIn(organisation, user.email);
    expect((await currentUser(token)).data?.currentUser).toMatchObject({ status: 'pending', validated: false });
  });

  it('gives clear 4xx errors for bad input, in the language of the request', async () => {
    const host = hostOf(organisation);
    expect((await server.rest('POST', '/auth/local', { host, body: '[1, 2]' })).status).toBe(400);
    expect((await server.rest('POST', '/auth/local', { host, body: '{"email": ' })).status).toBe(400);
    const malformed = await server.rest('POST', '/auth/local', {
      host,
      body: { email: 'not-an-email', password: 'x' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      error: 'ValidationError',
      fields: [{ field: 'email', message: 'Email is not a valid email' }],
    });
    const french = await server.rest('POST', '/auth/local', {
      host,
      body: { email: 'not-an-email', password: 'x' },
      headers: { cookie: 'lang_pref=fr' },
    });
    expect(french.status).toBe(400);
    expect((french.body.fields as Array<{ message: string }>)[0]?.message).not.toBe('Email is not a valid email');
  });
});

describe('throttling failed sign-ins', () => {
  it(`answers 429 with Retry-After after ${LOGIN_LIMITS.consecutiveFailures} consecutive failures, even with the right password`, async () => {
    const user = await server.createUser(organisation);
    const attempt = (password: string, ip = '10.2.0.1') =>
      server.rest('POST', '/auth/local', { host: hostOf(organisation), body: { email: user.email, password }, ip });
    for (let i = 0; i < LOGIN_LIMITS.consecutiveFailures; i += 1)
      expect((await attempt('wrong password!!')).status).toBe(401);
    const blocked = await attempt(TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('TooManyAttempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not blocked by this address's consecutive failures.
    expect((await attempt(TEST_PASSWORD, '10.2.0.2')).status).toBe(200);
  });

  it('limits an unknown e-mail the same way, revealing nothing', async () => {
    const attempt = () =>
      server.rest('POST', '/auth/local', {
        host: hostOf(organisation),
        body: { email: 'ghost@example.test', password: 'whatever it is' },
        ip: '10.3.0.1',
      });
    for (let i = 0; i < LOGIN_LIMITS.consecutiveFailures; i += 1) await attempt();
    expect((await attempt()).status).toBe(429);
  });

  it(`allows at most ${LOGIN_LIMITS.failuresPerAccountPerHour} failures per account per hour, whatever the address`, async () => {
    const user = await server.createUser(organisation);
    await withTenant(server.database.db, organisation.id, (tx) =>
      tx.execute(sql`insert into login_failures (incubator_id, id, email, ip, created_at)
        select ${organisation.id}, gen_random_uuid(), ${user.email}, '10.4.' || (n / 250) || '.' || (n % 250), now() - interval '10 minutes'
          from generate_series(1, ${LOGIN_LIMITS.failuresPerAccountPerHour}) as n`),
    );
    const response = await server.rest('POST', '/auth/local', {
      host: hostOf(organisation),
      body: { email: user.email, password: TEST_PASSWORD },
      ip: '10.5.0.1',
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(2000);
  });

  it('clears the consecutive failures after a successful sign-in', async () => {
    const user = await server.createUser(organisation);
    const attempt = (password: string) =>
      server.rest('POST', '/auth/local', {
        host: hostOf(organisation),
        body: { email: user.email, password },
        ip: '10.6.0.1',
      });
    for (let i = 0; i < LOGIN_LIMITS.consecutiveFailures - 1; i += 1) await attempt('wrong password!!');
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.consecutiveFailures - 1; i += 1) await attempt('wrong password!!');
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('treats a forged token, a token of another organisation and an ended session as signed out', async () => {
    const user = await server.createUser(organisation);
    const { token } = await server.signIn(organisation, user.email);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await currentUser(forged)).errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
    const other = await server.createOrganisationWithRoles();
    expect((await currentUser(token, other)).errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
    expect((await currentUser(token)).data?.currentUser.email).toBe(user.email);
  });

  it('ends a session after the idle time and after the absolute lifetime of the organisation', async () => {
    const user = await server.createUser(organisation);
    const idle = await server.signIn(organisation, user.email);
    await execute(
      sql`update user_sessions set last_seen_at = now() - make_interval(mins => ${organisation.sessionIdleMinutes + 1}) where id = ${idle.sessionId}`,
    );
    expect((await currentUser(idle.token)).errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
    const old = await server.signIn(organisation, user.email);
    await execute(sql`update user_sessions set expires_at = now() - interval '1 second' where id = ${old.sessionId}`);
    expect((await currentUser(old.token)).errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
  });

  it('keeps a session alive with upsertSession and ends it with logoutSession', async () => {
    const user = await server.createUser(organisation);
    const { token, sessionId } = await server.signIn(organisation, user.email);
    await execute(sql`update user_sessions set last_seen_at = now() - interval '20 minutes' where id = ${sessionId}`);
    const upserted = await server.graphql<{ upsertSession: { _id: string; status: string } }>(
      'mutation ($id: ID!) { upsertSession(sessionId: $id) { _id status } }',
      { host: hostOf(organisation), token, variables: { id: sessionId } },
    );
    expect(upserted.data?.upsertSession).toEqual({ _id: sessionId, status: 'active' });
    await execute(
      sql`update user_sessions set last_seen_at = now() - make_interval(mins => ${organisation.sessionIdleMinutes - 1}) where id = ${sessionId}`,
    );
    expect((await currentUser(token)).data?.currentUser.email).toBe(user.email);
    const loggedOut = await server.graphql('mutation ($id: ID!) { logoutSession(sessionId: $id) }', {
      host: hostOf(organisation),
      token,
      variables: { id: sessionId },
    });
    expect(loggedOut.data).toEqual({ logoutSession: true });
    expect((await currentUser(token)).errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
  });

  it('lists my live sessions and lets me end another one, announcing it to that session', async () => {
    const user = await server.createUser(organisation);
    const first = await server.signIn(organisation, user.email);
    const second = await server.signIn(organisation, user.email);
    const listed = await server.graphql<{ mySessions: Array<{ _id: string; current: boolean }> }>(
      '{ mySessions { _id current } }',
      { host: hostOf(organisation), token: first.token },
    );
    expect(listed.data?.mySessions.map((s) => [s._id, s.current]).sort()).toEqual(
      [
        [first.sessionId, true],
        [second.sessionId, false],
      ].sort(),
    );
    const events = server.app.pubsub
      .subscribe(organisation.id, `${SESSION_LOGGED_OUT}:${second.sessionId}`)
      [Symbol.asyncIterator]();
    const next = events.next();
    await server.graphql('mutation ($id: ID!) { logoutSession(sessionId: $id) }', {
      host: hostOf(organisation),
      token: first.token,
      variables: { id: second.sessionId },
    });
    expect((await next).value).toEqual({ sessionId: second.sessionId });
    await events.return?.();
    expect((await currentUser(second.token)).errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
    expect((await currentUser(first.token)).data?.currentUser.email).toBe(user.email);
  });

  it('cannot end the session of another user', async () => {
    const alice = await server.createUser(organisation);
    const bob = await server.createUser(organisation);
    const a = await server.signIn(organisation, alice.email);
    const b = await server.signIn(organisation, bob.email);
    const result = await server.graphql('mutation ($id: ID!) { logoutSession(sessionId: $id) }', {
      host: hostOf(organisation),
      token: a.token,
      variables: { id: b.sessionId },
    });
    expect(result.data).toEqual({ logoutSession: false });
    expect((await currentUser(b.token)).data?.currentUser.email).toBe(bob.email);
  });

  it('stops at the maximum number of sessions, then replaces the oldest when asked', async () => {
    const limited = await server.createOrganisationWithRoles({ values: { maxSessions: 2 } });
    const user = await server.createUser(limited);
    const oldest = await server.signIn(limited, user.email);
    await server.signIn(limited, user.email);
    const third = await server.rest('POST', '/auth/local', {
      host: hostOf(limited),
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(third.status).toBe(409);
    expect(third.body).toEqual({ error: 'MaximumSessionsReached', message: 'Maximum number of sessions reached' });
    const replaced = await server.rest('POST', '/auth/local', {
      host: hostOf(limited),
      body: { email: user.email, password: TEST_PASSWORD, replaceOldestSession: true },
    });
    expect(replaced.status).toBe(200);
    expect((await currentUser(oldest.token, limited)).errors?.[0]?.extensions?.code).toBe(
      'AuthenticationRequiredError',
    );
    expect((await currentUser(String(replaced.body.token), limited)).data?.currentUser.email).toBe(user.email);
  });
});

describe('password reset by e-mail', () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    const user = await server.createUser(organisation, { email: `reset-${newId().slice(-8)}@example.test` });
    const before = await server.signIn(organisation, user.email);
    const request = await server.rest('POST', '/api/users/sendresetpassword', {
      host: hostOf(organisation),
      body: { email: user.email },
    });
    expect(request.status).toBe(200);
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toContain('Identity Lab');
    const link = linkIn(mail, '/reset/');
    expect(link.host).toBe(hostOf(organisation));
    const token = decodeURIComponent(link.pathname.split('/').pop() ?? '');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const [stored] = await server.database.ownerQuery<{ token_hash: string }>(
      'select token_hash from auth_tokens where user_id = $1',
      [user.id],
    );
    expect(stored?.token_hash).not.toContain(token);
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const weak = await server.rest('POST', '/api/users/resetpassword', {
      host: hostOf(organisation),
      body: { token, newPassword: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toEqual([
      { field: 'newPassword', message: 'Password must be greater than or equal to 12 characters' },
    ]);
    const common = await server.rest('POST', '/api/users/resetpassword', {
      host: hostOf(organisation),
      body: { token, newPassword: 'password1234' },
    });
    expect((common.body.fields as Array<{ message: string }>)[0]?.message).toBe('This password is too common');

    const reset = await server.rest('POST', '/api/users/resetpassword', {
      host: hostOf(organisation),
      body: { token, newPassword: 'a brand new passphrase' },
    });
    expect(reset.status).toBe(200);
    expect((await currentUser(before.token)).errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
    await server.signIn(organisation, user.email, 'a brand new passphrase');
    const again = await server.rest('POST', '/api/users/resetpassword', {
      host: hostOf(organisation),
      body: { token, newPassword: 'yet another passphrase' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: 'InvalidToken', message: 'This link is invalid or has expired' });
  });

  it('says the same for an unknown address and sends nothing', async () => {
    const response = await server.rest('POST', '/api/users/sendresetpassword', {
      host: hostOf(organisation),
      body: { email: 'unknown-person@example.test' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    await expect(smtp.waitFor('unknown-person@example.test', 500)).rejects.toThrow();
  });

  it('refuses an expired link, a forged link and a link of another organisation', async () => {
    const user = await server.createUser(organisation, { email: `expired-${newId().slice(-8)}@example.test` });
    await server.rest('POST', '/api/users/sendresetpassword', {
      host: hostOf(organisation),
      body: { email: user.email },
    });
    const token = decodeURIComponent(
      linkIn(await smtp.waitFor(user.email), '/reset/')
        .pathname.split('/')
        .pop() ?? '',
    );
    const other = await server.createOrganisationWithRoles();
    const elsewhere = await server.rest('POST', '/api/users/resetpassword', {
      host: hostOf(other),
      body: { token, newPassword: 'a brand new passphrase' },
    });
    expect(elsewhere.status).toBe(400);
    const forged = await server.rest('POST', '/api/users/resetpassword', {
      host: hostOf(organisation),
      body: { token: `${token.slice(0, -4)}AAAA`, newPassword: 'a brand new passphrase' },
    });
    expect(forged.status).toBe(400);
    await execute(sql`update auth_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    const expired = await server.rest('POST', '/api/users/resetpassword', {
      host: hostOf(organisation),
      body: { token, newPassword: 'a brand new passphrase' },
    });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe('InvalidToken');
  });

  it('expires reset links after 60 minutes', async () => {
    const user = await server.createUser(organisation, { email: `ttl-${newId().slice(-8)}@example.test` });
    await server.rest('POST', '/api/users/sendresetpassword', {
      host: hostOf(organisation),
      body: { email: user.email },
    });
    await smtp.waitFor(user.email);
    const [row] = await server.database.ownerQuery<{ minutes: number }>(
      `select round(extract(epoch from (expires_at - created_at)) / 60)::int as minutes from auth_tokens where user_id = $1`,
      [user.id],
    );
    expect(row?.minutes).toBe(60);
  });
});

describe('invitations', () => {
  it('lets an admin invite someone who sets a password from the e-mail and is signed in', async () => {
    const admin = await server.createUser(organisation, { roleType: 'Admin' });
    const { token } = await server.signIn(organisation, admin.email);
    const email = `invitee-${newId().slice(-8)}@example.test`;
    const invited = await server.graphql<{ inviteUser: { _id: string } }>(
      'mutation ($email: String!) { inviteUser(email: $email, firstName: "Ines", lastName: "Invited", roleType: Mentor) { _id } }',
      { host: hostOf(organisation), token, variables: { email } },
    );
    expect(invited.errors).toBeUndefined();
    const mail = await smtp.waitFor(email);
    const link = linkIn(mail, '/acceptinvitation');
    const invitationToken = link.searchParams.get('token') ?? '';
    const described = await server.rest('GET', `/api/users/invitation/${encodeURIComponent(invitationToken)}`, {
      host: hostOf(organisation),
    });
    expect(described.body).toEqual({ email, firstName: 'Ines', lastName: 'Invited', organisationName: 'Identity Lab' });
    const accepted = await server.rest('POST', '/api/users/acceptinvitation', {
      host: hostOf(organisation),
      body: { token: invitationToken, password: 'my own good passphrase', firstName: 'Inès', lastName: 'Invited' },
    });
    expect(accepted.status).toBe(200);
    const me = await currentUser(String(accepted.body.token));
    expect(me.data?.currentUser).toMatchObject({
      email,
      status: 'active',
      validated: true,
      fullName: 'Inès Invited',
      role: { type: 'Mentor' },
    });
    const reuse = await server.rest('POST', '/api/users/acceptinvitation', {
      host: hostOf(organisation),
      body: { token: invitationToken, password: 'my own good passphrase', firstName: 'X', lastName: 'Y' },
    });
    expect(reuse.status).toBe(400);
    await server.signIn(organisation, email, 'my own good passphrase');
  });

  it('refuses invitations from users outside the admin group, and a duplicate address', async () => {
    const mentor = await server.createUser(organisation, { roleType: 'Mentor' });
    const { token } = await server.signIn(organisation, mentor.email);
    const refused = await server.graphql(
      'mutation { inviteUser(email: "x@example.test", firstName: "X", lastName: "Y", roleType: Admin) { _id } }',
      { host: hostOf(organisation), token },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const admin = await server.createUser(organisation, { roleType: 'Admin' });
    const adminToken = (await server.signIn(organisation, admin.email)).token;
    const duplicate = await server.graphql(
      `mutation { inviteUser(email: "${mentor.email}", firstName: "X", lastName: "Y", roleType: Admin) { _id } }`,
      { host: hostOf(organisation), token: adminToken },
    );
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({
      code: 'ValidationError',
      fields: [{ field: 'email', message: 'A user with this email already exists' }],
    });
  });
});

describe('e-mail confirmation', () => {
  it('sends a confirmation link that validates the account', async () => {
    const user = await server.createUser(organisation, {
      status: 'pending',
      validated: false,
      email: `confirm-${newId().slice(-8)}@example.test`,
    });
    const { token } = await server.signIn(organisation, user.email);
    const resend = await server.graphql('mutation { resendConfirmationEmail }', { host: hostOf(organisation), token });
    expect(resend.data).toEqual({ resendConfirmationEmail: true });
    const confirmationToken =
      linkIn(await smtp.waitFor(user.email), '/account/confirmation').searchParams.get('token') ?? '';
    const confirmed = await server.rest('POST', `/api/users/validate/${encodeURIComponent(confirmationToken)}`, {
      host: hostOf(organisation),
      body: {},
    });
    expect(confirmed.status).toBe(200);
    expect((await currentUser(token)).data?.currentUser).toMatchObject({ status: 'active', validated: true });
    const again = await server.rest('POST', `/api/users/validate/${encodeURIComponent(confirmationToken)}`, {
      host: hostOf(organisation),
      body: {},
    });
    expect(again.status).toBe(400);
  });
});

describe('PUT /user', () => {
  it('changes names and, with the current password, the password, ending every other session', async () => {
    const user = await server.createUser(organisation);
    const other = await server.signIn(organisation, user.email);
    const mine = await server.signIn(organisation, user.email);
    const wrong = await server.rest('PUT', '/user', {
      host: hostOf(organisation),
      token: mine.token,
      body: { user: { currentPassword: 'not my password', password: 'a new long passphrase' } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('IncorrectPassword');
    const changed = await server.rest('PUT', '/user', {
      host: hostOf(organisation),
      token: mine.token,
      body: { user: { firstName: 'Renamed', currentPassword: TEST_PASSWORD, password: 'a new long passphrase' } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({ firstName: 'Renamed' });
    expect((await currentUser(other.token)).errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
    expect((await currentUser(mine.token)).errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
    expect((await currentUser(String(changed.body.token))).data?.currentUser.email).toBe(user.email);
  });

  it('needs a signed-in user', async () => {
    const response = await server.rest('PUT', '/user', {
      host: hostOf(organisation),
      body: { user: { firstName: 'X' } },
    });
    expect(response.status).toBe(401);
  });
});

describe('the outbox', () => {
  it('records every e-mail, and lets admins read it', async () => {
    const admin = await server.createUser(organisation, { roleType: 'Admin' });
    const { token } = await server.signIn(organisation, admin.email);
    await server.rest('POST', '/api/users/sendresetpassword', {
      host: hostOf(organisation),
      body: { email: admin.email },
    });
    await smtp.waitFor(admin.email);
    await expect
      .poll(async () => {
        const result = await server.graphql<{
          emailMessages: { results: Array<{ recipients: string[]; status: string; template: string }> };
        }>('{ emailMessages { results { recipients status template } totalCount } }', {
          host: hostOf(organisation),
          token,
        });
        return result.data?.emailMessages.results.find((m) => m.recipients.includes(admin.email));
      })
      .toMatchObject({ status: 'sent', template: 'reset' });
    const coach = await server.createUser(organisation, { roleType: 'Coach' });
    const coachToken = (await server.signIn(organisation, coach.email)).token;
    const refused = await server.graphql('{ emailMessages { totalCount } }', {
      host: hostOf(organisation),
      token: coachToken,
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
  });
});

describe("confirming the organisation's mailboxes", () => {
  it('uses a new support address only once a link sent to it is followed', async () => {
    const admin = await server.createUser(organisation, { roleType: 'Admin' });
    const { token } = await server.signIn(organisation, admin.email);
    const address = `support-${newId().slice(-8)}@example.test`;
    const requested = await server.graphql(
      'mutation ($a: String!) { requestIncubatorEmail(mailbox: support, address: $a) }',
      {
        host: hostOf(organisation),
        token,
        variables: { a: address },
      },
    );
    expect(requested.data).toEqual({ requestIncubatorEmail: true });
    const before = await server.graphql<{ publicIncubator: { supportEmail: { address: string } | null } }>(
      '{ publicIncubator { supportEmail { address } } }',
      { host: hostOf(organisation) },
    );
    expect(before.data?.publicIncubator.supportEmail?.address).not.toBe(address);
    const link = linkIn(await smtp.waitFor(address), '/confirmIncubatorEmail');
    const confirmation = link.searchParams.get('token') ?? '';
    const confirmed = await server.rest('POST', `/api/incubator/confirmemail/${encodeURIComponent(confirmation)}`, {
      host: hostOf(organisation),
      body: {},
    });
    expect(confirmed.body).toEqual({ ok: true, mailbox: 'support', address });
    const after = await server.graphql<{ publicIncubator: { supportEmail: { address: string } } }>(
      '{ publicIncubator { supportEmail { address } } }',
      { host: hostOf(organisation) },
    );
    expect(after.data?.publicIncubator.supportEmail.address).toBe(address);
    const again = await server.rest('POST', `/api/incubator/confirmemail/${encodeURIComponent(confirmation)}`, {
      host: hostOf(organisation),
      body: {},
    });
    expect(again.status).toBe(400);
  });

  it('is for admins, with a valid address', async () => {
    const coach = await server.createUser(organisation, { roleType: 'Coach' });
    const coachToken = (await server.signIn(organisation, coach.email)).token;
    const refused = await server.graphql(
      'mutation { requestIncubatorEmail(mailbox: general, address: "x@example.test") }',
      { host: hostOf(organisation), token: coachToken },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const admin = await server.createUser(organisation, { roleType: 'Admin' });
    const token = (await server.signIn(organisation, admin.email)).token;
    const invalid = await server.graphql(
      'mutation { requestIncubatorEmail(mailbox: general, address: "not an address") }',
      { host: hostOf(organisation), token },
    );
    expect(invalid.errors?.[0]?.extensions).toMatchObject({
      code: 'ValidationError',
      fields: [{ field: 'address', message: 'Email is not a valid email' }],
    });
  });
});
