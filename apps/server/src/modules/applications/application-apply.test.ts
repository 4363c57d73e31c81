import { APPLICATION_COFOUNDERS_MAX, APPLICATION_MESSAGES, APPLY_SIGN_UP_LIMIT, formatMessage } from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { linkIn, startSmtpServer } from '../../../test/smtp.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { emailMessages } from '../mail/index.ts';
import { users } from '../users/index.ts';
import {
  APPLICATION_FIELDS,
  applicationsOrganisation,
  type Call,
  createCall,
  type Gql,
  INTAKE_ANSWERS,
  intakeQuestions,
  submittedApplication,
} from './application.fixtures.ts';
import { applications } from './application.table.ts';

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

const SIGN_UP = `mutation ($call: String, $lead: String, $email: String!, $password: String!, $first: String!,
  $last: String!, $startup: String!, $language: String) {
  signUpToApply(call: $call, leadToken: $lead, email: $email, password: $password, firstName: $first,
    lastName: $last, startupName: $startup, language: $language) { token sessionId userId applicationId }
}`;
const START = `mutation ($f: ID!, $n: String) { startApplication(funnelId: $f, startupName: $n) { _id } }`;
const SAVE = `mutation ($id: ID!, $a: JSON!) { saveApplicationDraft(applicationId: $id, answers: $a) { ${APPLICATION_FIELDS} } }`;
const SUBMIT = `mutation ($id: ID!, $a: JSON!) { submitApplication(applicationId: $id, answers: $a) { ${APPLICATION_FIELDS} } }`;
const ONE = `query ($id: ID!) { application(id: $id) { ${APPLICATION_FIELDS} isLead members { role user { _id } } } }`;
const MINE = '{ myApplications { _id status startupName nextStep funnel { name } } }';
const INVITE = `mutation ($id: ID!, $email: String!, $first: String!, $last: String!) {
  inviteApplicationCofounder(applicationId: $id, email: $email, firstName: $first, lastName: $last) {
    _id members { role user { _id } }
  }
}`;
const REMOVE = `mutation ($id: ID!, $user: ID!) { removeApplicationCofounder(applicationId: $id, userId: $user) { _id members { role user { _id } } } }`;
const CREATE_LEAD = `mutation ($f: ID!, $email: String!, $first: String!, $last: String!, $startup: String!) {
  createApplicationLead(funnelId: $f, email: $email, firstName: $first, lastName: $last, startupName: $startup) {
    _id status isLead applicant { _id } startupName viewerCan { editDraft }
  }
}`;
const LEAD = `query ($t: String!) { applicationLead(token: $t) { firstName lastName email startupName claimed call { name slug isOpen closesAt } } }`;
const CLAIM = `mutation ($t: String!) { claimApplicationLead(token: $t) { _id status applicant { _id } members { role user { _id } } sheets { status answers } } }`;

const PASSWORD = 'a long enough passphrase';
let sequence = 0;
const address = (prefix: string) => {
  sequence += 1;
  return `${prefix}-${sequence}-${Date.now().toString(36)}@example.test`;
};
const person = (call: string | null, email: string, extra: Record<string, unknown> = {}) => ({
  call,
  email,
  password: PASSWORD,
  first: 'Amina',
  last: 'Diallo',
  startup: 'SunSchool',
  ...extra,
});

/** The e-mails recorded for an address (the outbox, whatever SMTP did). */
async function outbox(orgId: string, to: string) {
  return withTenant(server.database.db, orgId, (tx) =>
    tx
      .select({ template: emailMessages.template, subject: emailMessages.subject, language: emailMessages.language })
      .from(emailMessages)
      .where(and(eq(emailMessages.incubatorId, orgId), eq(emailMessages.toAddress, to))),
  );
}

async function userByEmail(orgId: string, email: string) {
  const [row] = await withTenant(server.database.db, orgId, (tx) =>
    tx
      .select()
      .from(users)
      .where(and(eq(users.incubatorId, orgId), eq(users.email, email))),
  );
  return row;
}

async function applicationCount(orgId: string) {
  return withTenant(server.database.db, orgId, (tx) => tx.$count(applications, eq(applications.incubatorId, orgId)));
}

const gqlOf =
  (token: string, org: { slug: string }): Gql =>
  (query, variables = {}) =>
    server.graphql(query, { host: hostOf(org), token, variables });

describe('signing up to apply (/application/new)', () => {
  it('creates a pending applicant, confirms the e-mail, starts the draft and signs in', async () => {
    const { org, sign, anonymous } = await applicationsOrganisation(server);
    const admin = await sign('Admin');
    const call = await createCall(admin.gql, { name: `Solar call ${Date.now()}` });
    const email = address('amina');

    const signed = await anonymous<{ signUpToApply: { token: string; applicationId: string; userId: string } }>(
      SIGN_UP,
      { ...person(call.slug, email.toUpperCase()), language: 'fr' },
    );
    expect(signed.errors).toBeUndefined();
    const { token, applicationId, userId } = signed.data?.signUpToApply ?? { token: '', applicationId: '', userId: '' };
    const account = await userByEmail(org.id, email);
    expect(account).toMatchObject({ id: userId, status: 'pending', validated: false, language: 'fr' });

    const applicant = gqlOf(token, org);
    const me = await applicant<{ currentUser: { role: { type: string } } }>('{ currentUser { role { type } } }');
    expect(me.data?.currentUser.role.type).toBe('Applicant');
    const mine = await applicant<{ myApplications: unknown[] }>(MINE);
    expect(mine.data?.myApplications).toEqual([
      {
        _id: applicationId,
        status: 'draft',
        startupName: 'SunSchool',
        nextStep: 'FILL_INTAKE',
        funnel: { name: expect.stringContaining('Solar call') },
      },
    ]);

    // The confirmation link arrives, in the applicant's language, and confirms the account.
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toContain('Confirmez');
    const confirmation = linkIn(mail, '/account/confirmation').searchParams.get('token') ?? '';
    const confirmed = await server.rest('POST', `/api/users/validate/${confirmation}`, { host: hostOf(org) });
    expect(confirmed.status).toBe(200);
    expect(await userByEmail(org.id, email)).toMatchObject({ status: 'active', validated: true });

    // Leaving and coming back: the password signs in again, the draft is there.
    const again = await server.signIn(org, email, PASSWORD);
    const back = await gqlOf(again.token, org)<{ myApplications: { _id: string }[] }>(MINE);
    expect(back.data?.myApplications.map((a) => a._id)).toEqual([applicationId]);
  });

  it('refuses a taken e-mail, a closed call, a signed-in caller and bad input, creating nothing', async () => {
    const { org, sign, anonymous } = await applicationsOrganisation(server);
    const admin = await sign('Admin');
    const call = await createCall(admin.gql);
    const before = await applicationCount(org.id);

    const taken = await anonymous(SIGN_UP, person(call.slug, admin.user.email));
    expect(taken.errors?.[0]).toMatchObject({
      message: APPLICATION_MESSAGES.emailTaken,
      extensions: { code: 'ValidationError', fields: [{ field: 'email', message: APPLICATION_MESSAGES.emailTaken }] },
    });

    const closed = await createCall(admin.gql, { closesAt: null });
    await admin.gql(`mutation ($id: ID!, $input: FunnelInput!) { updateFunnel(id: $id, input: $input) { _id } }`, {
      id: closed.funnelId,
      input: {
        name: 'Closed',
        programId: closed.programId,
        intakeFormId: closed.intakeFormId,
        closesAt: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    const lateEmail = address('late');
    const late = await anonymous(SIGN_UP, person(closed.slug, lateEmail));
    expect(late.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.callClosed);
    expect(await userByEmail(org.id, lateEmail)).toBeUndefined();

    const unpublished = await createCall(admin.gql, { publish: false });
    const hidden = await anonymous(SIGN_UP, person(unpublished.slug, address('hidden')));
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const other = await applicationsOrganisation(server);
    const foreign = await other.anonymous(SIGN_UP, person(call.slug, address('foreign')));
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NotFoundError');

    const signedIn = await admin.gql(SIGN_UP, person(call.slug, address('signed')));
    expect(signedIn.errors?.[0]).toMatchObject({
      message: APPLICATION_MESSAGES.signedIn,
      extensions: { code: 'ForbiddenError' },
    });

    const weak = await anonymous(SIGN_UP, { ...person(call.slug, address('weak')), password: 'short' });
    expect(weak.errors?.[0]?.message).toBe('Password must be greater than or equal to 12 characters');
    const noStartup = await anonymous(SIGN_UP, { ...person(call.slug, address('nostartup')), startup: '  ' });
    expect(noStartup.errors?.[0]?.message).toBe('Startup name is a required field');
    const badEmail = await anonymous(SIGN_UP, person(call.slug, 'not-an-address'));
    expect(badEmail.errors?.[0]?.message).toBe('Email is not a valid email');
    expect(await applicationCount(org.id)).toBe(before);
  });

  it('limits sign-ups per address and organisation', async () => {
    const { org, sign, anonymous } = await applicationsOrganisation(server);
    const admin = await sign('Admin');
    const call = await createCall(admin.gql);
    // Every attempt with valid input counts, a taken address too (cheap: no account is made).
    for (let i = 0; i < APPLY_SIGN_UP_LIMIT.perAddress; i += 1) {
      const taken = await anonymous(SIGN_UP, person(call.slug, admin.user.email));
      expect(taken.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.emailTaken);
    }
    const refused = await anonymous(SIGN_UP, person(call.slug, address('one-more')));
    expect(refused.errors?.[0]).toMatchObject({
      message: APPLICATION_MESSAGES.tooManySignUps,
      extensions: { code: 'TooManyRequestsError' },
    });
    // Another address is counted apart.
    const elsewhere = await server.app.fastify.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: '198.51.100.23',
      headers: { host: hostOf(org), 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      payload: JSON.stringify({ query: SIGN_UP, variables: person(call.slug, address('elsewhere')) }),
    });
    const answer = JSON.parse(elsewhere.body) as {
      data?: { signUpToApply: { applicationId: string } };
      errors?: unknown[];
    };
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.signUpToApply.applicationId).toEqual(expect.any(String));
  });

  it('refuses staff roles applying, and sends the applicant a confirmation when the application is submitted', async () => {
    const { org, sign } = await applicationsOrganisation(server);
    const admin = await sign('Admin');
    const coach = await sign('Coach');
    const call = await createCall(admin.gql, { name: `Confirmation call ${Date.now()}` });
    const refused = await coach.gql(START, { f: call.funnelId, n: 'Staff Startup' });
    expect(refused.errors?.[0]).toMatchObject({
      message: APPLICATION_MESSAGES.applicantRole,
      extensions: { code: 'ForbiddenError' },
    });

    const applicantUser = await server.createUser(org, { roleType: 'Applicant', language: 'de' });
    const { token } = await server.signIn(org, applicantUser.email);
    await submittedApplication(gqlOf(token, org), call, 'Sonnenschule');
    const mail = await smtp.waitFor(applicantUser.email);
    expect(mail.subject).toContain('Ihre Bewerbung für Confirmation call');
    expect(mail.decoded).toContain('Sonnenschule');
    expect(linkIn(mail, '/applications').pathname).toBe('/applications');
    const recorded = await outbox(org.id, applicantUser.email);
    expect(recorded).toEqual([expect.objectContaining({ template: 'applicationSubmitted', language: 'de' })]);
  });
});

describe('co-founders', () => {
  async function draftOf(call: Call, applicant: Gql) {
    const started = await applicant<{ startApplication: { _id: string } }>(START, { f: call.funnelId, n: 'TeamCo' });
    expect(started.errors).toBeUndefined();
    return started.data?.startApplication._id as string;
  }

  it('adds a person of the startup side at once and invites a new address; both work on the draft', async () => {
    const { org, sign } = await applicationsOrganisation(server);
    const admin = await sign('Admin');
    const owner = await sign('Applicant', { firstName: 'Olu' });
    const partner = await sign('Applicant');
    const call = await createCall(admin.gql, { name: `Team call ${Date.now()}` });
    const id = await draftOf(call, owner.gql);

    const added = await owner.gql<{
      inviteApplicationCofounder: { members: { role: string; user: { _id: string } }[] };
    }>(INVITE, { id, email: partner.user.email, first: 'Pat', last: 'Partner' });
    expect(added.errors).toBeUndefined();
    expect(added.data?.inviteApplicationCofounder.members).toEqual([
      { role: 'owner', user: { _id: owner.user.id } },
      { role: 'cofounder', user: { _id: partner.user.id } },
    ]);
    const told = await smtp.waitFor(partner.user.email);
    expect(told.subject).toContain('added you to an application to Team call');
    expect(linkIn(told, '/applications').pathname).toBe('/applications');

    // The co-founder sees the application and edits the one shared draft.
    const theirs = await partner.gql<{ myApplications: { _id: string }[] }>(MINE);
    expect(theirs.data?.myApplications.map((a) => a._id)).toEqual([id]);
    const saved = await partner.gql(SAVE, { id, a: { pitch: 'Written by the co-founder' } });
    expect(saved.errors).toBeUndefined();
    const ownerView = await owner.gql<{ application: { sheets: { answers: { pitch: string } }[] } }>(ONE, { id });
    expect(ownerView.data?.application.sheets[0]?.answers.pitch).toBe('Written by the co-founder');

    // A new address: a pending Applicant account with the identity invitation, on the application at once.
    const newcomer = address('newcomer');
    const invited = await owner.gql(INVITE, { id, email: newcomer, first: 'New', last: 'Comer' });
    expect(invited.errors).toBeUndefined();
    const account = await userByEmail(org.id, newcomer);
    expect(account).toMatchObject({ status: 'pending', firstName: 'New' });
    const invitation = await smtp.waitFor(newcomer);
    const acceptToken = linkIn(invitation, '/acceptinvitation').searchParams.get('token') ?? '';
    const accepted = await server.rest('POST', '/api/users/acceptinvitation', {
      host: hostOf(org),
      body: { token: acceptToken, password: PASSWORD, firstName: 'New', lastName: 'Comer' },
    });
    expect(accepted.status).toBe(200);
    const newcomerGql = gqlOf(String(accepted.body.token), org);
    const newcomerMine = await newcomerGql<{ myApplications: { _id: string }[] }>(MINE);
    expect(newcomerMine.data?.myApplications.map((a) => a._id)).toEqual([id]);

    // Refusals: again the same person, a staff address, a co-founder inviting, a stranger.
    const twice = await owner.gql(INVITE, { id, email: partner.user.email, first: 'Pat', last: 'Partner' });
    expect(twice.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.cofounderExists);
    const staff = await owner.gql(INVITE, { id, email: admin.user.email, first: 'Ad', last: 'Min' });
    expect(staff.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.cofounderRole);
    const byCofounder = await partner.gql(INVITE, { id, email: address('x'), first: 'X', last: 'Y' });
    expect(byCofounder.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const stranger = await sign('Applicant');
    const byStranger = await stranger.gql(INVITE, { id, email: address('y'), first: 'X', last: 'Y' });
    expect(byStranger.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const badEmail = await owner.gql(INVITE, { id, email: 'nope', first: 'X', last: 'Y' });
    expect(badEmail.errors?.[0]?.message).toBe('Email is not a valid email');

    // Removing: the owner stays; a co-founder leaves; the owner removes another.
    const ownerOut = await owner.gql(REMOVE, { id, user: owner.user.id });
    expect(ownerOut.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.ownerStays);
    const otherOut = await partner.gql(REMOVE, { id, user: account?.id });
    expect(otherOut.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const left = await partner.gql<{ removeApplicationCofounder: null }>(REMOVE, { id, user: partner.user.id });
    expect(left.errors).toBeUndefined();
    expect(left.data?.removeApplicationCofounder).toBeNull();
    expect((await partner.gql<{ myApplications: unknown[] }>(MINE)).data?.myApplications).toEqual([]);
    const removed = await owner.gql<{ removeApplicationCofounder: { members: unknown[] } }>(REMOVE, {
      id,
      user: account?.id,
    });
    expect(removed.data?.removeApplicationCofounder.members).toHaveLength(1);

    // After the submission the team is what staff reviewed.
    await owner.gql(SUBMIT, { id, a: INTAKE_ANSWERS });
    const late = await owner.gql(INVITE, { id, email: partner.user.email, first: 'Pat', last: 'Partner' });
    expect(late.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.alreadySubmitted);
  });

  it('refuses co-founders on a call that takes none, and beyond the limit', async () => {
    const { sign } = await applicationsOrganisation(server);
    const admin = await sign('Admin');
    const owner = await sign('Applicant');
    const call = await createCall(admin.gql);
    const id = await draftOf(call, owner.gql);
    for (let i = 0; i < APPLICATION_COFOUNDERS_MAX; i += 1) {
      const ok = await owner.gql(INVITE, { id, email: address(`team${i}`), first: 'Team', last: `Mate ${i}` });
      expect(ok.errors).toBeUndefined();
    }
    const beyond = await owner.gql(INVITE, { id, email: address('beyond'), first: 'One', last: 'Too many' });
    expect(beyond.errors?.[0]?.message).toBe(
      formatMessage(APPLICATION_MESSAGES.cofoundersMax, { max: APPLICATION_COFOUNDERS_MAX }),
    );

    const solo = await createCall(admin.gql);
    await admin.gql(`mutation ($id: ID!, $input: FunnelInput!) { updateFunnel(id: $id, input: $input) { _id } }`, {
      id: solo.funnelId,
      input: {
        name: 'Solo founders',
        programId: solo.programId,
        intakeFormId: solo.intakeFormId,
        allowCofounders: false,
        closesAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    const soloId = await draftOf(solo, owner.gql);
    const refused = await owner.gql(INVITE, { id: soloId, email: address('solo'), first: 'No', last: 'Body' });
    expect(refused.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.cofoundersNotAllowed);
  });
});

describe('uploads for the application forms', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  function upload(org: { slug: string }, token: string, applicationId: string, query = '') {
    const boundary = `----apply${Math.random().toString(16).slice(2)}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="deck.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return server.app.fastify.inject({
      method: 'POST',
      url: `/api/applications/${applicationId}/upload${query}`,
      headers: {
        host: hostOf(org),
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
  }

  it("takes files for the intake from the application's people, checks them on submission, refuses others", async () => {
    const { org, sign } = await applicationsOrganisation(server);
    const admin = await sign('Admin');
    const owner = await sign('Applicant');
    const stranger = await sign('Applicant');
    const call = await createCall(admin.gql);
    const withFile = await admin.gql(
      'mutation ($id: ID!, $input: FormInput!) { updateForm(id: $id, input: $input) { _id } }',
      {
        id: call.intakeFormId,
        input: {
          title: 'Intake with a deck',
          kind: 'intake',
          questions: [
            ...intakeQuestions(),
            {
              id: 'deck',
              questionType: 'file',
              label: [{ language: 'en', value: 'Deck' }],
              validations: { required: true },
            },
          ],
        },
      },
    );
    expect(withFile.errors).toBeUndefined();
    const started = await owner.gql<{ startApplication: { _id: string } }>(START, { f: call.funnelId, n: 'Decked' });
    const id = started.data?.startApplication._id as string;

    const stored = await upload(org, owner.token, id);
    expect(stored.statusCode).toBe(201);
    const ref = JSON.parse(stored.body) as { id: string; name: string; size: number };
    expect(ref).toMatchObject({ name: 'deck.pdf', size: PDF.length });
    expect((await upload(org, stranger.token, id)).statusCode).toBe(404);
    expect((await upload(org, owner.token, 'not-a-uuid')).statusCode).toBe(404);
    expect((await upload(org, owner.token, id, `?roundId=${call.rounds[0]?._id}`)).statusCode).toBe(404);

    // A file that is not an upload of this form is refused on submission, as the forms engine does.
    const forged = await owner.gql(SUBMIT, {
      id,
      a: {
        ...INTAKE_ANSWERS,
        deck: { files: [{ id: '00000000-0000-7000-8000-000000000000', name: 'x.pdf', size: 1 }] },
      },
    });
    expect(forged.errors?.[0]?.message).toContain('Deck');
    const submitted = await owner.gql<{ submitApplication: { sheets: { answers: { deck: unknown } }[] } }>(SUBMIT, {
      id,
      a: { ...INTAKE_ANSWERS, deck: { files: [{ ...ref, name: 'renamed.pdf' }] } },
    });
    expect(submitted.errors).toBeUndefined();
    // The kept answer names the stored file, not what the client claimed.
    expect(submitted.data?.submitApplication.sheets[0]?.answers.deck).toEqual({ files: [ref] });
    // Submitted: no more uploads to its intake.
    expect((await upload(org, owner.token, id)).statusCode).toBe(404);
  });
});

describe('application leads', () => {
  async function leadSetup() {
    const kit = await applicationsOrganisation(server);
    const admin = await kit.sign('Admin');
    const staff = await kit.sign('Staff');
    const call = await createCall(admin.gql, { name: `Lead call ${Date.now()}` });
    const email = address('lead');
    const created = await staff.gql<{ createApplicationLead: { _id: string } }>(CREATE_LEAD, {
      f: call.funnelId,
      email,
      first: 'Lena',
      last: 'Lead',
      startup: 'LeadCo',
    });
    expect(created.errors).toBeUndefined();
    const mail = await smtp.waitFor(email);
    const token = linkIn(mail, '/leads/transfer/').pathname.split('/').at(-1) ?? '';
    return { ...kit, admin, staff, call, email, token, mail, id: created.data?.createApplicationLead._id as string };
  }

  it('lets staff make a lead, fill its intake, and its person claim it with their own account', async () => {
    const { org, staff, call, email, token, mail, id, sign, anonymous } = await leadSetup();
    expect(mail.subject).toContain('An application to Lead call');
    expect(mail.decoded).toContain('LeadCo');

    const lead = await staff.gql<{ application: { isLead: boolean; applicant: null; status: string } }>(ONE, { id });
    expect(lead.data?.application).toMatchObject({ isLead: true, applicant: null, status: 'draft' });
    const shown = await anonymous<{ applicationLead: Record<string, unknown> }>(LEAD, { t: token });
    expect(shown.data?.applicationLead).toEqual({
      firstName: 'Lena',
      lastName: 'Lead',
      email,
      startupName: 'LeadCo',
      claimed: false,
      call: { name: expect.stringContaining('Lead call'), slug: call.slug, isOpen: true, closesAt: expect.any(String) },
    });

    // Staff fill half the intake for the person; they do not submit it for them.
    const saved = await staff.gql(SAVE, { id, a: { pitch: 'Typed by staff' } });
    expect(saved.errors).toBeUndefined();
    const submitted = await staff.gql(SUBMIT, { id, a: INTAKE_ANSWERS });
    expect(submitted.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.leadUnclaimed);

    // The person claims it: they own it and the answers staff typed.
    const person = await sign('Applicant');
    const claimed = await person.gql<{
      claimApplicationLead: { _id: string; applicant: { _id: string }; sheets: { answers: { pitch: string } }[] };
    }>(CLAIM, { t: token });
    expect(claimed.errors).toBeUndefined();
    expect(claimed.data?.claimApplicationLead).toMatchObject({
      _id: id,
      applicant: { _id: person.user.id },
      sheets: [{ status: 'draft', answers: { pitch: 'Typed by staff' } }],
    });
    const mine = await person.gql<{ myApplications: { _id: string }[] }>(MINE);
    expect(mine.data?.myApplications.map((a) => a._id)).toEqual([id]);
    // Now it is theirs: staff no longer type in it, the person submits it.
    const staffAfter = await staff.gql(SAVE, { id, a: { pitch: 'Staff again' } });
    expect(staffAfter.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const done = await person.gql<{ submitApplication: { status: string } }>(SUBMIT, { id, a: INTAKE_ANSWERS });
    expect(done.data?.submitApplication.status).toBe('under_review');

    // Claiming twice, by anyone, is refused; the page says it is claimed.
    const again = await (await sign('Applicant')).gql(CLAIM, { t: token });
    expect(again.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.leadClaimed);
    const after = await anonymous<{ applicationLead: { claimed: boolean } }>(LEAD, { t: token });
    expect(after.data?.applicationLead.claimed).toBe(true);
    expect(org.id).toBeDefined();
  });

  it('refuses leads to those who do not run the funnel, a second lead, foreign tokens and people who applied', async () => {
    const { sign, staff, call, email, token, admin } = await leadSetup();
    const lead = { f: call.funnelId, email: address('other'), first: 'O', last: 'Ther', startup: 'OtherCo' };
    const coach = await sign('Coach');
    expect((await coach.gql(CREATE_LEAD, lead)).errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const applicant = await sign('Applicant');
    expect((await applicant.gql(CREATE_LEAD, lead)).errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const second = await staff.gql(CREATE_LEAD, { ...lead, email: email.toUpperCase() });
    expect(second.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.leadExists);
    // Someone who applied already is not sent a lead to the same call.
    await submittedApplication(applicant.gql, call);
    const applied = await staff.gql(CREATE_LEAD, { ...lead, email: applicant.user.email });
    expect(applied.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.leadExists);
    // Claiming a lead of a call one applied to is the duplicate refusal.
    const claim = await applicant.gql(CLAIM, { t: token });
    expect(claim.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.duplicate);
    // Staff roles never claim.
    expect((await admin.gql(CLAIM, { t: token })).errors?.[0]?.message).toBe(APPLICATION_MESSAGES.applicantRole);

    // Another organisation knows nothing of this token.
    const other = await applicationsOrganisation(server);
    const foreignPage = await other.anonymous(LEAD, { t: token });
    expect(foreignPage.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const foreignApplicant = await other.sign('Applicant');
    const foreignClaim = await foreignApplicant.gql(CLAIM, { t: token });
    expect(foreignClaim.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    expect((await other.anonymous(LEAD, { t: 'not-a-token' })).errors?.[0]?.extensions?.code).toBe('NotFoundError');
  });

  it('lets the person sign up from the transfer link: the account claims the lead', async () => {
    const { org, token, anonymous } = await leadSetup();
    const email = address('lead-signup');
    const signed = await anonymous<{ signUpToApply: { token: string; applicationId: string; userId: string } }>(
      SIGN_UP,
      { ...person(null, email), lead: token, startup: 'LeadCo Renamed' },
    );
    expect(signed.errors).toBeUndefined();
    const mine = await gqlOf(
      signed.data?.signUpToApply.token ?? '',
      org,
    )<{
      myApplications: { _id: string; startupName: string }[];
    }>(MINE);
    expect(mine.data?.myApplications).toEqual([
      expect.objectContaining({ _id: signed.data?.signUpToApply.applicationId, startupName: 'LeadCo Renamed' }),
    ]);
    // A second sign-up with the same link creates nothing.
    const secondEmail = address('lead-second');
    const second = await anonymous(SIGN_UP, { ...person(null, secondEmail), lead: token });
    expect(second.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.leadClaimed);
    expect(await userByEmail(org.id, secondEmail)).toBeUndefined();
  });
});
