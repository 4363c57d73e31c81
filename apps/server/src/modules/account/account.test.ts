import { ACCOUNT_MESSAGES } from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, TEST_PASSWORD, type TestServer } from '../../../test/harness.ts';
import { linkIn, startSmtpServer } from '../../../test/smtp.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { applicationsOrganisation, createCall, submittedApplication } from '../applications/application.fixtures.ts';
import { emailMessages } from '../mail/index.ts';
import type { IncubatorRow } from '../organisations/index.ts';
import { users } from '../users/index.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

type Gql = <T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: { field: string; message: string }[] } }[];
}>;

async function person(org: IncubatorRow, roleType: 'Admin' | 'Coach' | 'Cofounder' | 'Applicant' = 'Coach') {
  const user = await server.createUser(org, { roleType });
  const { token, sessionId } = await server.signIn(org, user.email);
  const gql: Gql = (query, variables = {}) => server.graphql(query, { host: hostOf(org), token, variables });
  return { user, token, sessionId, gql };
}

const PREFERENCES = 'language timezone dateFormat canDeleteAccount notificationPreferences { topic inApp email }';
const UPDATE = `mutation ($input: AccountPreferencesInput!) { updateMyPreferences(input: $input) { ${PREFERENCES} } }`;
const DELETE = 'mutation ($password: String!) { deleteMyAccount(password: $password) }';

interface Preferences {
  language: string | null;
  timezone: string | null;
  dateFormat: string | null;
  canDeleteAccount: boolean;
  notificationPreferences: { topic: string; inApp: boolean; email: boolean }[];
}

describe('updateMyPreferences', () => {
  it('saves the language, time zone, date format and switches, and answers them as saved', async () => {
    const org = await server.createOrganisationWithRoles();
    const coach = await person(org);
    const before = await coach.gql<{ currentUser: Preferences }>(`{ currentUser { ${PREFERENCES} } }`);
    expect(before.data?.currentUser).toEqual({
      language: null,
      timezone: null,
      dateFormat: null,
      canDeleteAccount: false,
      notificationPreferences: [
        { topic: 'appointment', inApp: true, email: true },
        { topic: 'message', inApp: true, email: false },
        { topic: 'startupFileUpdate', inApp: true, email: false },
        { topic: 'programChange', inApp: true, email: true },
        { topic: 'evaluation', inApp: false, email: true },
      ],
    });
    const saved = await coach.gql<{ updateMyPreferences: Preferences }>(UPDATE, {
      input: {
        language: 'fr',
        timezone: 'Asia/Tokyo',
        dateFormat: 'Do MMM, YYYY',
        notificationPreferences: [
          { topic: 'programChange', email: false },
          { topic: 'message', inApp: false },
        ],
      },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateMyPreferences).toMatchObject({
      language: 'fr',
      timezone: 'Asia/Tokyo',
      dateFormat: 'Do MMM, YYYY',
    });
    expect(saved.data?.updateMyPreferences.notificationPreferences).toContainEqual({
      topic: 'programChange',
      inApp: true,
      email: false,
    });
    expect(saved.data?.updateMyPreferences.notificationPreferences).toContainEqual({
      topic: 'message',
      inApp: false,
      email: false,
    });

    // A field left out stays; a switch turned back on is on again; null returns the time zone to the default.
    const again = await coach.gql<{ updateMyPreferences: Preferences }>(UPDATE, {
      input: { timezone: null, notificationPreferences: [{ topic: 'message', inApp: true }] },
    });
    expect(again.data?.updateMyPreferences).toMatchObject({
      language: 'fr',
      timezone: null,
      dateFormat: 'Do MMM, YYYY',
    });
    expect(again.data?.updateMyPreferences.notificationPreferences).toContainEqual({
      topic: 'message',
      inApp: true,
      email: false,
    });
    expect(again.data?.updateMyPreferences.notificationPreferences).toContainEqual({
      topic: 'programChange',
      inApp: true,
      email: false,
    });
  });

  it('refuses an unknown language, time zone, date format or channel with a clear message, changing nothing', async () => {
    const org = await server.createOrganisationWithRoles();
    const coach = await person(org);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ language: 'xx' }, 'language', ACCOUNT_MESSAGES.unknownLanguage],
      [{ timezone: 'Mars/Olympus_Mons' }, 'timezone', ACCOUNT_MESSAGES.unknownTimezone],
      [{ dateFormat: 'YYYY-MM-DD hh' }, 'dateFormat', ACCOUNT_MESSAGES.unknownDateFormat],
      [
        { notificationPreferences: [{ topic: 'message', email: false }] },
        'notificationPreferences.0.email',
        ACCOUNT_MESSAGES.unknownChannel,
      ],
    ];
    for (const [input, field, message] of cases) {
      const refused = await coach.gql(UPDATE, { input: { ...input, language: input.language ?? 'de' } });
      expect(refused.errors?.[0]?.extensions?.code).toBe('ValidationError');
      expect(refused.errors?.[0]?.extensions?.fields).toEqual([{ field, message }]);
    }
    const unknownTopic = await coach.gql(UPDATE, { input: { notificationPreferences: [{ topic: 'weather' }] } });
    expect(unknownTopic.errors?.[0]?.message).toContain('NotificationTopic');
    const after = await coach.gql<{ currentUser: Preferences }>(`{ currentUser { ${PREFERENCES} } }`);
    expect(after.data?.currentUser).toMatchObject({ language: null, timezone: null, dateFormat: null });
  });

  it('is for signed-in people only', async () => {
    const org = await server.createOrganisationWithRoles();
    const anonymous = await server.graphql(UPDATE, { host: hostOf(org), variables: { input: { language: 'fr' } } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
  });
});

describe('the preferences are honoured', () => {
  const TASK =
    'mutation ($due: DateTime!, $a: [AssigneeInput!]!) { createTask(name: "Read the guide", dueDate: $due, assignees: $a) { _id } }';
  const NOTIFICATIONS = '{ notifications { notifications { notification { notificationType } } } }';

  it('creates no in-app notification of a topic the person switched off, and still for the others', async () => {
    const org = await server.createOrganisationWithRoles();
    const admin = await person(org, 'Admin');
    const quiet = await person(org);
    const listening = await person(org);
    const off = await quiet.gql(UPDATE, {
      input: { notificationPreferences: [{ topic: 'startupFileUpdate', inApp: false }] },
    });
    expect(off.errors).toBeUndefined();
    const created = await admin.gql(TASK, {
      due: new Date(Date.now() + 86_400_000).toISOString(),
      a: [
        { type: 'User', value: quiet.user.id },
        { type: 'User', value: listening.user.id },
      ],
    });
    expect(created.errors).toBeUndefined();
    type Page = { notifications: { notifications: { notification: { notificationType: string } }[] } };
    const heard = await listening.gql<Page>(NOTIFICATIONS);
    expect(heard.data?.notifications.notifications.map((n) => n.notification.notificationType)).toEqual([
      'taskAssigned',
    ]);
    const silent = await quiet.gql<Page>(NOTIFICATIONS);
    expect(silent.data?.notifications.notifications).toEqual([]);
  });

  it('sends no e-mail of a kind the person switched off; security e-mails always go', async () => {
    const { org, sign } = await applicationsOrganisation(server);
    const admin = await sign('Admin');
    const call = await createCall(admin.gql, { name: `Preferences call ${Date.now()}` });
    const quiet = await sign('Applicant');
    const listening = await sign('Applicant');
    const off = await quiet.gql(UPDATE, {
      input: {
        notificationPreferences: ['appointment', 'programChange', 'evaluation'].map((topic) => ({
          topic,
          email: false,
        })),
      },
    });
    expect(off.errors).toBeUndefined();
    await submittedApplication(quiet.gql, call, 'QuietCo');
    await submittedApplication(listening.gql, call, 'LoudCo');

    // The one who kept application e-mails receives the confirmation over SMTP…
    const mail = await smtp.waitFor(listening.user.email);
    expect(mail.decoded).toContain('LoudCo');
    // …the one who switched them off receives nothing, and nothing is recorded for them.
    await expect(smtp.waitFor(quiet.user.email, 1_500)).rejects.toThrow();
    const recorded = await withTenant(server.database.db, org.id, (tx) =>
      tx
        .select({ template: emailMessages.template })
        .from(emailMessages)
        .where(and(eq(emailMessages.incubatorId, org.id), eq(emailMessages.toAddress, quiet.user.email))),
    );
    expect(recorded).toEqual([]);

    // A password reset is a security e-mail: it reaches them whatever they switched off.
    const reset = await server.rest('POST', '/api/users/sendresetpassword', {
      host: hostOf(org),
      body: { email: quiet.user.email },
    });
    expect(reset.status).toBe(200);
    const resetMail = await smtp.waitFor(quiet.user.email);
    expect(linkIn(resetMail, '/reset/').pathname).toContain('/reset/');
  });
});

describe('deleteMyAccount', () => {
  async function selfDeleteOrganisation(allowUserSelfDelete: boolean) {
    return server.createOrganisationWithRoles({ values: { allowUserSelfDelete } });
  }

  it('is refused when the organisation does not allow it, changing nothing', async () => {
    const org = await selfDeleteOrganisation(false);
    const coach = await person(org);
    const refused = await coach.gql(DELETE, { password: TEST_PASSWORD });
    expect(refused.errors?.[0]).toMatchObject({
      message: ACCOUNT_MESSAGES.selfDeleteNotAllowed,
      extensions: { code: 'ForbiddenError' },
    });
    const me = await coach.gql<{ currentUser: { status: string; canDeleteAccount: boolean } }>(
      '{ currentUser { status canDeleteAccount } }',
    );
    expect(me.data?.currentUser).toEqual({ status: 'active', canDeleteAccount: false });
  });

  it('answers a wrong password with its own message and changes nothing', async () => {
    const org = await selfDeleteOrganisation(true);
    const coach = await person(org);
    const wrong = await coach.gql(DELETE, { password: 'not my password at all' });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      code: 'ValidationError',
      fields: [{ field: 'password', message: ACCOUNT_MESSAGES.wrongPassword }],
    });
    const me = await coach.gql<{ currentUser: { status: string; fullName: string } }>(
      '{ currentUser { status fullName } }',
    );
    expect(me.data?.currentUser.status).toBe('active');
    expect((await server.signIn(org, coach.user.email)).token).toEqual(expect.any(String));
  });

  it('deletes the account: sessions end, sign-in is refused, personal data is erased, the address is freed, and what they wrote stays under "Deleted user"', async () => {
    const org = await selfDeleteOrganisation(true);
    const admin = await person(org, 'Admin');
    const founder = await person(org, 'Cofounder');
    const otherDevice = await server.signIn(org, founder.user.email);
    const startup = await admin.gql<{ createStartup: { _id: string } }>(
      'mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }',
      { input: { name: 'Solaris', memberIds: [founder.user.id] } },
    );
    const startupId = startup.data?.createStartup._id as string;
    await withTenant(server.database.db, org.id, (tx) =>
      tx
        .update(users)
        .set({ avatar: '/files/me.png', headline: 'Founder', profile: { phone: '+33 6 12 34 56 78', bio: 'Hello' } })
        .where(and(eq(users.incubatorId, org.id), eq(users.id, founder.user.id))),
    );
    const CREATE_POST = 'mutation ($input: TimelinePostInput!) { createTimelinePost(input: $input) { _id } }';
    const post = await admin.gql<{ createTimelinePost: { _id: string } }>(CREATE_POST, {
      input: { startupId, message: 'Welcome!' },
    });
    const postId = post.data?.createTimelinePost._id as string;
    const founderPost = await founder.gql<{ createTimelinePost: { _id: string } }>(CREATE_POST, {
      input: { startupId, message: 'Our first customer' },
    });
    const reply = await founder.gql<{ createTimelinePost: { _id: string } }>(CREATE_POST, {
      input: { startupId, message: 'Thank you!', parentId: postId },
    });
    expect(founderPost.errors).toBeUndefined();
    expect(reply.errors).toBeUndefined();

    const deleted = await founder.gql<{ deleteMyAccount: boolean }>(DELETE, { password: TEST_PASSWORD });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteMyAccount).toBe(true);

    // Every session has ended at once: this one and the other device.
    for (const token of [founder.token, otherDevice.token]) {
      const me = await server.graphql('{ currentUser { _id } }', { host: hostOf(org), token });
      expect(me.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
    }
    // Signing in again is answered as for an unknown e-mail.
    const signIn = await server.rest('POST', '/auth/local', {
      host: hostOf(org),
      body: { email: founder.user.email, password: TEST_PASSWORD },
      ip: '10.16.8.1',
    });
    expect(signIn.status).toBe(401);

    // Personal data is erased; the row stays so that what they wrote keeps its author.
    const [row] = await withTenant(server.database.db, org.id, (tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.incubatorId, org.id), eq(users.id, founder.user.id))),
    );
    expect(row).toMatchObject({
      status: 'deleted',
      firstName: '',
      lastName: '',
      avatar: null,
      headline: null,
      profile: {},
      passwordHash: null,
    });
    expect(row?.email).not.toBe(founder.user.email);

    // The address is free for a new account.
    const newcomer = await server.createUser(org, { email: founder.user.email, roleType: 'Cofounder' });
    expect(newcomer.id).not.toBe(founder.user.id);

    // The posts and the reply stay, under "Deleted user" in the reader's language.
    const TIMELINE = `query ($s: ID!) { startupEventTimeline(startupId: $s) { posts { results { ... on Event { _id message createdBy { fullName } replies { _id message createdBy { fullName } } } } } } }`;
    type Timeline = {
      startupEventTimeline: {
        posts: {
          results: {
            _id: string;
            message: string;
            createdBy: { fullName: string };
            replies: { _id: string; createdBy: { fullName: string } }[];
          }[];
        };
      };
    };
    const timeline = await admin.gql<Timeline>(TIMELINE, { s: startupId });
    expect(timeline.errors).toBeUndefined();
    const results = timeline.data?.startupEventTimeline.posts.results ?? [];
    expect(results.find((p) => p._id === founderPost.data?.createTimelinePost._id)?.createdBy.fullName).toBe(
      'Deleted user',
    );
    expect(results.find((p) => p._id === postId)?.replies).toEqual([
      expect.objectContaining({ _id: reply.data?.createTimelinePost._id, createdBy: { fullName: 'Deleted user' } }),
    ]);
    const inFrench = await server.graphql<Timeline>(TIMELINE, {
      host: hostOf(org),
      token: admin.token,
      variables: { s: startupId },
      headers: { cookie: 'lang_pref=fr' },
    });
    expect(
      inFrench.data?.startupEventTimeline.posts.results.find((p) => p._id === founderPost.data?.createTimelinePost._id)
        ?.createdBy.fullName,
    ).toBe('Utilisateur supprimé');
  });

  it('keeps the tasks they created, shown under "Deleted user"', async () => {
    const org = await selfDeleteOrganisation(true);
    const coach = await person(org, 'Coach');
    const admin = await person(org, 'Admin');
    const created = await coach.gql<{ createTask: { _id: string } }>(
      'mutation ($due: DateTime!, $a: [AssigneeInput!]!) { createTask(name: "Send the deck", dueDate: $due, assignees: $a) { _id } }',
      { due: new Date(Date.now() + 86_400_000).toISOString(), a: [{ type: 'User', value: admin.user.id }] },
    );
    expect(created.errors).toBeUndefined();
    expect((await coach.gql(DELETE, { password: TEST_PASSWORD })).errors).toBeUndefined();
    const tasks = await admin.gql<{
      tasks: { results: { _id: string; name: string; createdBy: { fullName: string } }[] };
    }>(
      '{ tasks(queryOptions: { approvalStatus: APPROVED }, cursor: { limit: 15 }) { results { _id name createdBy { fullName } } } }',
    );
    expect(tasks.errors).toBeUndefined();
    expect(tasks.data?.tasks.results).toEqual([
      { _id: created.data?.createTask._id, name: 'Send the deck', createdBy: { fullName: 'Deleted user' } },
    ]);
  });

  it('keeps the last administrator: they hand the role over first', async () => {
    const org = await selfDeleteOrganisation(true);
    const admin = await person(org, 'Admin');
    const refused = await admin.gql(DELETE, { password: TEST_PASSWORD });
    expect(refused.errors?.[0]).toMatchObject({
      message: ACCOUNT_MESSAGES.lastAdministrator,
      extensions: { code: 'ForbiddenError' },
    });
    await person(org, 'Admin');
    const deleted = await admin.gql<{ deleteMyAccount: boolean }>(DELETE, { password: TEST_PASSWORD });
    expect(deleted.data?.deleteMyAccount).toBe(true);
  });

  it('cannot reach another organisation: a token of one is refused at the other, whose account stays', async () => {
    const home = await selfDeleteOrganisation(true);
    const elsewhere = await selfDeleteOrganisation(true);
    const coach = await person(home);
    const twin = await server.createUser(elsewhere, { email: coach.user.email, roleType: 'Coach' });
    const crossed = await server.graphql(DELETE, {
      host: hostOf(elsewhere),
      token: coach.token,
      variables: { password: TEST_PASSWORD },
    });
    expect(crossed.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
    const [twinRow] = await withTenant(server.database.db, elsewhere.id, (tx) =>
      tx
        .select({ status: users.status })
        .from(users)
        .where(and(eq(users.incubatorId, elsewhere.id), eq(users.id, twin.id))),
    );
    expect(twinRow?.status).toBe('active');
    // Deleting at home leaves the other organisation's account of the same address untouched.
    expect((await coach.gql(DELETE, { password: TEST_PASSWORD })).errors).toBeUndefined();
    expect((await server.signIn(elsewhere, coach.user.email)).token).toEqual(expect.any(String));
  });
});
