import { randomUUID } from 'node:crypto';
import { APPLICATION_MESSAGES, formatMessage } from '@cohort/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { type ReceivedMail, startSmtpServer } from '../../../test/smtp.ts';
import {
  applicationsOrganisation,
  type Call,
  createCall,
  type Gql,
  INTAKE_ANSWERS,
  intakeQuestions,
  type Person,
  submittedApplication,
} from './application.fixtures.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: TestServer;

/** The next e-mail to this address, leaving aside the receipts of submitted applications (the apply part's). */
const mailTo = (address: string) =>
  smtp.waitFor(address, undefined, (mail) => !/was received|a bien été reçue/.test(mail.subject));
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const ACTIVITIES = `query ($id: ID!, $c: String) { applicationActivities(applicationId: $id, cursor: $c) {
  next
  results {
    __typename
    ... on ApplicationComment { _id message isPublic canDelete author { _id } attachments { _id name url userCanDownload }
      replies { _id message isPublic author { _id } } }
    ... on ApplicationStatusChange { _id fromStatus toStatus toRound actor { _id } }
  }
} }`;
const COMMENT = `mutation ($input: ApplicationCommentInput!) { createApplicationComment(input: $input) {
  _id message isPublic replies { _id message } attachments { _id name } } }`;
const DELETE_COMMENT = 'mutation ($id: ID!) { deleteApplicationComment(id: $id) }';
const MOVE = 'mutation ($id: ID!, $r: ID!) { moveApplication(applicationId: $id, roundId: $r) { _id status } }';
const APPLICATION = `query ($id: ID!) { application(id: $id) { _id status preparedDecision decidedAt
  startup { _id name } meeting { _id state sequence startsAt attendees { _id } } } }`;
const SCHEDULE = `mutation ($id: ID!, $s: DateTime!, $e: DateTime!, $l: String, $v: String, $m: String, $a: [ID!]) {
  scheduleApplicationMeeting(applicationId: $id, startsAt: $s, endsAt: $e, location: $l, conferenceUrl: $v, message: $m,
    attendeeIds: $a) { _id status meeting { _id state sequence attendees { _id } } } }`;
const RESCHEDULE = SCHEDULE.replace('scheduleApplicationMeeting', 'rescheduleApplicationMeeting');
const CANCEL =
  'mutation ($id: ID!) { cancelApplicationMeeting(applicationId: $id) { _id status meeting { state sequence } } }';
const PREPARE = `mutation ($id: ID!, $a: String) { prepareApplicationDecision(applicationId: $id, action: $a) {
  _id status preparedDecision } }`;
const PUBLISH =
  'mutation ($ids: [ID!]!) { publishApplicationDecisions(applicationIds: $ids) { _id status decidedAt preparedDecision } }';
const DECIDE = `mutation ($id: ID!, $a: String!) { decideApplication(applicationId: $id, action: $a) {
  _id status decidedAt startup { _id name } } }`;
const STARTUP_APPLICATIONS = `query ($s: ID!) { startupApplications(startupId: $s) {
  _id funnelName roundName status submittedAt decidedAt canOpen } }`;

type Kit = Awaited<ReturnType<typeof applicationsOrganisation>>;

/** A person of a role with a language (the organisation's people speak what they chose). */
async function person(
  kit: Kit,
  roleType: Parameters<Kit['sign']>[0],
  input: { firstName?: string; language?: string } = {},
) {
  const user = await server.createUser(kit.org, { roleType, ...input });
  const { token } = await server.signIn(kit.org, user.email);
  const gql: Gql = (query, variables = {}) => server.graphql(query, { host: hostOf(kit.org), token, variables });
  return { user, token, gql } satisfies Person;
}

function upload(kit: Kit, token: string, applicationId: string, name: string, content: Buffer) {
  const boundary = `----cohort${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.app.fastify.inject({
    method: 'POST',
    url: `/api/applications/${applicationId}/files`,
    headers: {
      host: hostOf(kit.org),
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

function download(kit: Kit, token: string, url: string) {
  return server.app.fastify.inject({
    method: 'GET',
    url,
    headers: { host: hostOf(kit.org), authorization: `Bearer ${token}` },
  });
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The notifications recorded in an organisation: type, recipient and message. */
async function notifications(kit: Kit) {
  return server.database.ownerQuery<{ type: string; user_id: string; message: string }>(
    `select n.notification_type as type, r.user_id, r.message from notification_recipients r
       join notifications n on n.incubator_id = r.incubator_id and n.id = r.notification_id
      where r.incubator_id = $1 order by r.created_at, r.id`,
    [kit.org.id],
  );
}

/** The calendar part of an e-mail, decoded, its folded lines unfolded (RFC 5545 §3.1). */
function calendarOf(mail: ReceivedMail): string {
  return decodedCalendar(mail).replace(/\r?\n[ \t]/g, '');
}

function decodedCalendar(mail: ReceivedMail): string {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => /content-type:\s*text\/calendar/i.test(p));
  if (!part) throw new Error(`No calendar part in:\n${mail.raw}`);
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n').split(/\r?\n--/)[0] ?? '';
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

/** The body of an e-mail (quoted-printable undone, UTF-8 read back). */
const textOf = (mail: ReceivedMail) => Buffer.from(mail.decoded, 'latin1').toString('utf8');

interface Activities {
  applicationActivities: {
    next: string | null;
    results: Array<{
      __typename: string;
      _id: string;
      message?: string;
      isPublic?: boolean;
      canDelete?: boolean;
      toStatus?: string;
      actor?: { _id: string } | null;
      attachments?: { _id: string; url: string; userCanDownload: boolean }[];
      replies?: { _id: string; message: string }[];
    }>;
  };
}

async function movedTo(admin: Gql, id: string, call: Call, kind: string) {
  const round = call.rounds.find((r) => r.kind === kind);
  const moved = await admin(MOVE, { id, r: round?._id });
  expect(moved.errors).toBeUndefined();
}

describe('the activities of an application', () => {
  it('shows public comments to the applicant, private ones to staff who may read them, with replies and files', async () => {
    const kit = await applicationsOrganisation(server);
    const admin = await kit.sign('Admin');
    const applicant = await kit.sign('Applicant');
    const stranger = await kit.sign('Applicant');
    const staffNoPrivate = await kit.sign('Staff');
    await server.database.ownerQuery(
      `update role_permissions set criteria = 'NONE' where key = 'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW'
        and role_id = (select role_id from users where id = $1)`,
      [staffNoPrivate.user.id],
    );
    const call = await createCall(admin.gql);
    const id = await submittedApplication(applicant.gql, call);

    const privately = await admin.gql<{ createApplicationComment: { _id: string } }>(COMMENT, {
      input: { applicationId: id, message: 'Strong team <script>alert(1)</script>', isPublic: false },
    });
    expect(privately.errors).toBeUndefined();
    const deck = await upload(kit, admin.token, id, 'questions.pdf', PDF);
    expect(deck.statusCode).toBe(201);
    const fileId = (JSON.parse(deck.body) as { _id: string })._id;
    const publicly = await admin.gql<{ createApplicationComment: { _id: string; message: string } }>(COMMENT, {
      input: { applicationId: id, message: 'Please send your deck', isPublic: true, attachmentIds: [fileId] },
    });
    expect(publicly.errors).toBeUndefined();
    expect(publicly.data?.createApplicationComment.message).toBe('<p>Please send your deck</p>');
    const privateId = privately.data?.createApplicationComment._id as string;
    const publicId = publicly.data?.createApplicationComment._id as string;
    // A file is claimed once: another comment cannot take it.
    const reused = await admin.gql(COMMENT, {
      input: { applicationId: id, message: 'Again', attachmentIds: [fileId] },
    });
    expect(reused.errors?.[0]?.message).toBe('This file was not found');

    const asApplicant = await applicant.gql<Activities>(ACTIVITIES, { id });
    expect(asApplicant.errors).toBeUndefined();
    const seen = asApplicant.data?.applicationActivities.results ?? [];
    expect(seen.map((entry) => entry.__typename)).toEqual(['ApplicationComment', 'ApplicationStatusChange']);
    expect(seen[0]).toMatchObject({ _id: publicId, isPublic: true, canDelete: false });
    // The applicant sees their own submission's author, and the public file downloads.
    expect(seen[1]).toMatchObject({ toStatus: 'under_review', actor: { _id: applicant.user.id } });
    const file = seen[0]?.attachments?.[0];
    expect(file).toMatchObject({ userCanDownload: true });
    expect((await download(kit, applicant.token, file?.url as string)).statusCode).toBe(200);
    expect((await download(kit, stranger.token, file?.url as string)).statusCode).toBe(404);

    const asAdmin = await admin.gql<Activities>(ACTIVITIES, { id });
    const adminSees = asAdmin.data?.applicationActivities.results ?? [];
    expect(adminSees.map((entry) => entry._id).slice(0, 2)).toEqual([publicId, privateId]);
    const privateMessage = adminSees.find((entry) => entry._id === privateId)?.message;
    expect(privateMessage).toContain('Strong team');
    expect(privateMessage).not.toContain('script');

    const asStaff = await staffNoPrivate.gql<Activities>(ACTIVITIES, { id });
    expect(asStaff.data?.applicationActivities.results.map((entry) => entry._id)).not.toContain(privateId);
    const staffPrivate = await staffNoPrivate.gql(COMMENT, {
      input: { applicationId: id, message: 'Hm', isPublic: false },
    });
    expect(staffPrivate.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.privateComment);
    const applicantPrivate = await applicant.gql(COMMENT, {
      input: { applicationId: id, message: 'Secret', isPublic: false },
    });
    expect(applicantPrivate.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const replyToPrivate = await applicant.gql(COMMENT, {
      input: { applicationId: id, message: 'Let me see', isPublic: true, parentId: privateId },
    });
    expect(replyToPrivate.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    expect((await stranger.gql(ACTIVITIES, { id })).errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const empty = await applicant.gql(COMMENT, { input: { applicationId: id, message: '<p> </p>', isPublic: true } });
    expect(empty.errors?.[0]?.extensions?.code).toBe('ValidationError');

    // The applicant replies; the reply joins the thread and is public, whatever was asked.
    const reply = await applicant.gql<{
      createApplicationComment: { _id: string; replies: { _id: string; message: string }[] };
    }>(COMMENT, { input: { applicationId: id, message: 'Here it is', isPublic: false, parentId: publicId } });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.createApplicationComment).toMatchObject({
      _id: publicId,
      replies: [{ message: '<p>Here it is</p>' }],
    });
    const replyId = reply.data?.createApplicationComment.replies[0]?._id as string;

    const rows = await notifications(kit);
    expect(rows.filter((row) => row.type === 'newCommentApplication').map((row) => row.user_id)).toEqual([
      applicant.user.id,
    ]);
    expect(rows.filter((row) => row.type === 'newCommentApplicationStaff').map((row) => row.user_id)).toEqual([
      admin.user.id,
    ]);
    expect(rows.find((row) => row.type === 'newCommentApplication')?.message).toContain(
      'commented on the application of SunSchool',
    );

    // Deleting: the applicant only their own; staff by NOTE_SINGLE:DELETE.
    expect((await applicant.gql(DELETE_COMMENT, { id: publicId })).errors?.[0]?.extensions?.code).toBe(
      'ForbiddenError',
    );
    expect((await applicant.gql(DELETE_COMMENT, { id: privateId })).errors?.[0]?.extensions?.code).toBe(
      'NotFoundError',
    );
    expect((await applicant.gql(DELETE_COMMENT, { id: replyId })).errors).toBeUndefined();
    expect((await admin.gql(DELETE_COMMENT, { id: publicId })).errors).toBeUndefined();
    expect((await download(kit, admin.token, file?.url as string)).statusCode).toBe(404);
    const after = await admin.gql<Activities>(ACTIVITIES, { id });
    expect(after.data?.applicationActivities.results.map((entry) => entry._id)).not.toContain(publicId);

    // Another organisation sees nothing of it.
    const other = await applicationsOrganisation(server);
    const otherAdmin = await other.sign('Admin');
    expect((await otherAdmin.gql(ACTIVITIES, { id })).errors?.[0]?.extensions?.code).toBe('NotFoundError');
  });

  it('pages the timeline newest first in a fixed number of statements, and refuses a bad cursor', async () => {
    const kit = await applicationsOrganisation(server);
    const admin = await kit.sign('Admin');
    const applicant = await kit.sign('Applicant');
    const call = await createCall(admin.gql);
    const id = await submittedApplication(applicant.gql, call);
    for (let index = 1; index <= 21; index += 1) {
      const posted = await admin.gql(COMMENT, {
        input: { applicationId: id, message: `Note ${index}`, isPublic: index % 2 === 0 },
      });
      expect(posted.errors).toBeUndefined();
    }
    const before = server.statementCount();
    const first = await admin.gql<Activities>(ACTIVITIES, { id });
    expect(server.statementCount() - before).toBeLessThanOrEqual(4);
    const page = first.data?.applicationActivities;
    expect(page?.results).toHaveLength(20);
    expect(page?.results[0]?.message).toBe('<p>Note 21</p>');
    const second = await admin.gql<Activities>(ACTIVITIES, { id, c: page?.next });
    expect(second.data?.applicationActivities.results.map((entry) => entry.message ?? entry.toStatus)).toEqual([
      '<p>Note 1</p>',
      'under_review',
    ]);
    expect(second.data?.applicationActivities.next).toBeNull();
    const mine = await applicant.gql<Activities>(ACTIVITIES, { id });
    expect(mine.data?.applicationActivities.results).toHaveLength(11);
    const bad = await admin.gql(ACTIVITIES, { id, c: 'not-a-cursor' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('ValidationError');
  });
});

describe('the answers', () => {
  it('reads the answers round by round with their files, drafts for the applicant only, downloads by permission', async () => {
    const kit = await applicationsOrganisation(server);
    const admin = await kit.sign('Admin');
    const applicant = await kit.sign('Applicant');
    const stranger = await kit.sign('Applicant');
    const noDownload = await kit.sign('Staff');
    await server.database.ownerQuery(
      `update role_permissions set criteria = 'NONE' where key = 'APPLICATION_DOCUMENT:DOWNLOAD'
        and role_id = (select role_id from users where id = $1)`,
      [noDownload.user.id],
    );
    const call = await createCall(admin.gql);
    const withDeck = await admin.gql(
      'mutation ($id: ID!, $input: FormInput!) { updateForm(id: $id, input: $input) { _id } }',
      {
        id: call.intakeFormId,
        input: {
          title: 'Intake with a deck',
          kind: 'intake',
          questions: [
            ...intakeQuestions(),
            { id: 'deck', questionType: 'file', label: [{ language: 'en', value: 'Deck' }] },
          ],
        },
      },
    );
    expect(withDeck.errors).toBeUndefined();
    const key = server.app.storage.newKey(kit.org.id);
    await server.app.storage.put(key, PDF);
    const fileId = randomUUID();
    await server.database.ownerQuery(
      `insert into attachments (incubator_id, id, storage_key, name, file_type, size, reference_type, reference_id, uploaded_by)
       values ($1, $2, $3, 'deck.pdf', 'application/pdf', $4, 'form', $5, $6)`,
      [kit.org.id, fileId, key, PDF.length, call.intakeFormId, applicant.user.id],
    );
    const started = await applicant.gql<{ startApplication: { _id: string } }>(
      'mutation ($f: ID!) { startApplication(funnelId: $f, startupName: "Decked") { _id } }',
      { f: call.funnelId },
    );
    const id = started.data?.startApplication._id as string;
    const submitted = await applicant.gql(
      'mutation ($id: ID!, $a: JSON!) { submitApplication(applicationId: $id, answers: $a) { _id } }',
      { id, a: { ...INTAKE_ANSWERS, deck: { files: [{ id: fileId, name: 'deck.pdf', size: PDF.length }] } } },
    );
    expect(submitted.errors).toBeUndefined();
    await movedTo(admin.gql, id, call, 'form');
    const draft = await applicant.gql(
      'mutation ($id: ID!, $r: ID!, $a: JSON!) { saveApplicationRoundDraft(applicationId: $id, roundId: $r, answers: $a) { _id } }',
      { id, r: call.rounds[0]?._id, a: { market: 'Schools in Kenya' } },
    );
    expect(draft.errors).toBeUndefined();

    const ANSWERS = `query ($id: ID!) { applicationAnswers(applicationId: $id) { currency sections {
      kind roundName formTitle status answers questions files { _id name url } } } }`;
    type Sections = {
      applicationAnswers: {
        currency: string;
        sections: {
          kind: string;
          roundName: string | null;
          status: string;
          files: { url: string }[];
          questions: unknown[];
        }[];
      };
    };
    const mine = await applicant.gql<Sections>(ANSWERS, { id });
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.applicationAnswers.sections.map((s) => [s.kind, s.roundName, s.status])).toEqual([
      ['intake', null, 'submitted'],
      ['round', 'Deeper questionnaire', 'draft'],
    ]);
    expect(mine.data?.applicationAnswers.currency).toBe('USD');
    const url = mine.data?.applicationAnswers.sections[0]?.files[0]?.url as string;
    expect(url).toBe(`/api/applications/${id}/files/${fileId}`);
    const staff = await admin.gql<Sections>(ANSWERS, { id });
    expect(staff.data?.applicationAnswers.sections.map((s) => s.kind)).toEqual(['intake']);
    expect(staff.data?.applicationAnswers.sections[0]?.questions).toHaveLength(4);

    const own = await download(kit, applicant.token, url);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect((await download(kit, admin.token, url)).statusCode).toBe(200);
    expect((await download(kit, noDownload.token, url)).statusCode).toBe(403);
    expect((await download(kit, stranger.token, url)).statusCode).toBe(404);
    expect((await stranger.gql(ANSWERS, { id })).errors?.[0]?.extensions?.code).toBe('NotFoundError');
  });
});

describe('the interview', () => {
  it('schedules, moves and cancels an interview with an .ics invitation, changing the status both ways', async () => {
    const kit = await applicationsOrganisation(server);
    const admin = await kit.sign('Admin');
    const coach = await kit.sign('Coach');
    const applicant = await person(kit, 'Applicant', { firstName: 'Léa', language: 'fr' });
    const call = await createCall(admin.gql);
    const id = await submittedApplication(applicant.gql, call);
    const start = new Date(Date.now() + 7 * 86_400_000);
    const end = new Date(start.getTime() + 45 * 60_000);
    const slot = { id, s: start.toISOString(), e: end.toISOString(), l: 'Room 4', v: 'https://meet.example.test/abc' };

    const early = await admin.gql(SCHEDULE, slot);
    expect(early.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.meetingRoundOnly);
    await movedTo(admin.gql, id, call, 'meeting');
    expect((await applicant.gql(SCHEDULE, slot)).errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const backwards = await admin.gql(SCHEDULE, { ...slot, e: new Date(start.getTime() - 60_000).toISOString() });
    expect(backwards.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.meetingEndsBeforeStart);
    const badAttendee = await admin.gql(SCHEDULE, { ...slot, a: [applicant.user.id] });
    expect(badAttendee.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.meetingAttendee);
    const badLink = await admin.gql(SCHEDULE, { ...slot, v: 'javascript:alert(1)' });
    expect(badLink.errors?.[0]?.message).toBe('Video link is not a valid url');

    const scheduled = await admin.gql<{
      scheduleApplicationMeeting: {
        status: string;
        meeting: { _id: string; state: string; sequence: number; attendees: { _id: string }[] };
      };
    }>(SCHEDULE, { ...slot, m: 'Bring a demo', a: [coach.user.id] });
    expect(scheduled.errors).toBeUndefined();
    const meeting = scheduled.data?.scheduleApplicationMeeting.meeting;
    expect(scheduled.data?.scheduleApplicationMeeting.status).toBe('ready_for_meeting');
    expect(meeting).toMatchObject({ state: 'meeting_scheduled', sequence: 0, attendees: [{ _id: coach.user.id }] });
    expect((await admin.gql(SCHEDULE, slot)).errors?.[0]?.message).toBe(APPLICATION_MESSAGES.meetingAlreadyScheduled);

    const invitation = await mailTo(applicant.user.email);
    expect(invitation.subject).toMatch(/^Entretien pour Call /);
    expect(textOf(invitation)).toContain('Bring a demo');
    expect(textOf(invitation)).toContain('Room 4');
    const ics = calendarOf(invitation);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toMatch(new RegExp(`UID:${meeting?._id}@`));
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain('LOCATION:Room 4');
    expect(ics).toContain(
      `DTSTART:${start
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    expect(ics).toMatch(/ATTENDEE;[^\n]*:mailto:/i);
    const coachInvite = await mailTo(coach.user.email);
    expect(calendarOf(coachInvite)).toContain('METHOD:REQUEST');
    const [recorded] = await server.database.ownerQuery<{ attachments: unknown; template: string; language: string }>(
      `select attachments, template, language from email_messages where incubator_id = $1 and to_address = $2
        and template <> 'applicationSubmitted'`,
      [kit.org.id, applicant.user.email],
    );
    expect(recorded).toMatchObject({
      template: 'applicationMeeting',
      language: 'fr',
      attachments: [
        {
          filename: 'invite.ics',
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
          size: expect.any(Number),
        },
      ],
    });

    const later = new Date(start.getTime() + 86_400_000);
    const moved = await admin.gql<{ rescheduleApplicationMeeting: { meeting: { sequence: number } } }>(RESCHEDULE, {
      ...slot,
      s: later.toISOString(),
      e: new Date(later.getTime() + 30 * 60_000).toISOString(),
      a: [coach.user.id],
    });
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.rescheduleApplicationMeeting.meeting.sequence).toBe(1);
    const update = calendarOf(await mailTo(applicant.user.email));
    expect(update).toContain('METHOD:REQUEST');
    expect(update).toMatch(new RegExp(`UID:${meeting?._id}@`));
    expect(update).toContain('SEQUENCE:1');
    await mailTo(coach.user.email);

    const canceled = await admin.gql<{
      cancelApplicationMeeting: { status: string; meeting: { state: string; sequence: number } };
    }>(CANCEL, { id });
    expect(canceled.data?.cancelApplicationMeeting).toMatchObject({
      status: 'ready_for_invitation',
      meeting: { state: 'meeting_canceled', sequence: 2 },
    });
    const cancellation = await mailTo(applicant.user.email);
    const cancelIcs = calendarOf(cancellation);
    expect(cancelIcs).toContain('METHOD:CANCEL');
    expect(cancelIcs).toContain('STATUS:CANCELLED');
    expect(cancelIcs).toContain('SEQUENCE:2');
    await mailTo(coach.user.email);
    expect((await admin.gql(CANCEL, { id })).errors?.[0]?.message).toBe(APPLICATION_MESSAGES.meetingNotScheduled);

    // One notification per change, to the applicant and the attendee (recipients of one change in no set order).
    const types = (await notifications(kit))
      .filter((row) => row.type.startsWith('meeting'))
      .map((row) => `${row.type} ${row.user_id === applicant.user.id ? 'applicant' : 'coach'}`);
    expect(types).toHaveLength(6);
    expect(types.slice(0, 2).sort()).toEqual(['meetingScheduled applicant', 'meetingScheduled coach']);
    expect(types.slice(2, 4).sort()).toEqual(['meetingChanged applicant', 'meetingChanged coach']);
    expect(types.slice(4).sort()).toEqual(['meetingDeleted applicant', 'meetingDeleted coach']);
    const timeline = await applicant.gql<Activities>(ACTIVITIES, { id });
    expect(timeline.data?.applicationActivities.results.map((entry) => entry.toStatus)).toEqual([
      'ready_for_invitation',
      'ready_for_meeting',
      'ready_for_invitation',
      'under_review',
    ]);
  });
});

describe('an interview left behind', () => {
  it('is cancelled, with its METHOD:CANCEL file, when staff move the application out of the interview round', async () => {
    const kit = await applicationsOrganisation(server);
    const admin = await kit.sign('Admin');
    const coach = await kit.sign('Coach');
    const applicant = await person(kit, 'Applicant');
    const call = await createCall(admin.gql);
    const id = await submittedApplication(applicant.gql, call);
    await movedTo(admin.gql, id, call, 'meeting');
    const start = new Date(Date.now() + 3 * 86_400_000);
    const scheduled = await admin.gql(SCHEDULE, {
      id,
      s: start.toISOString(),
      e: new Date(start.getTime() + 30 * 60_000).toISOString(),
      a: [coach.user.id],
    });
    expect(scheduled.errors).toBeUndefined();
    const hasCalendar = (method: string) => (mail: ReceivedMail) =>
      /content-type:\s*text\/calendar/i.test(mail.raw) && calendarOf(mail).includes(`METHOD:${method}`);
    await smtp.waitFor(applicant.user.email, undefined, hasCalendar('REQUEST'));
    await smtp.waitFor(coach.user.email, undefined, hasCalendar('REQUEST'));

    await movedTo(admin.gql, id, call, 'decision');
    const after = await admin.gql<{ application: { status: string; meeting: { state: string; sequence: number } } }>(
      APPLICATION,
      { id },
    );
    expect(after.data?.application).toMatchObject({
      status: 'pending_decision',
      meeting: { state: 'meeting_canceled', sequence: 1 },
    });
    for (const email of [applicant.user.email, coach.user.email]) {
      const cancellation = await smtp.waitFor(email, undefined, hasCalendar('CANCEL'));
      expect(calendarOf(cancellation)).toContain('STATUS:CANCELLED');
    }
    // A move within the funnel with no interview scheduled sends no cancellation.
    await movedTo(admin.gql, id, call, 'meeting');
    await expect(smtp.waitFor(applicant.user.email, 500, hasCalendar('CANCEL'))).rejects.toThrow();

    // An interview that took place stays as it was when the application moves on to the decision.
    const again = new Date(Date.now() + 86_400_000);
    const rescheduled = await admin.gql(SCHEDULE, {
      id,
      s: again.toISOString(),
      e: new Date(again.getTime() + 30 * 60_000).toISOString(),
    });
    expect(rescheduled.errors).toBeUndefined();
    await smtp.waitFor(applicant.user.email, undefined, hasCalendar('REQUEST'));
    await server.database.ownerQuery(
      `update application_meetings set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour'
        where incubator_id = $1 and application_id = $2 and state = 'meeting_scheduled'`,
      [kit.org.id, id],
    );
    await movedTo(admin.gql, id, call, 'decision');
    const held = await admin.gql<{ application: { meeting: { state: string } } }>(APPLICATION, { id });
    expect(held.data?.application.meeting.state).toBe('meeting_scheduled');
    await expect(smtp.waitFor(applicant.user.email, 500, hasCalendar('CANCEL'))).rejects.toThrow();
  });
});

describe('decisions', () => {
  it('refuses decisions the transitions forbid and decisions outside the viewer’s funnels', async () => {
    const kit = await applicationsOrganisation(server);
    const admin = await kit.sign('Admin');
    const coach = await kit.sign('Coach');
    const applicant = await kit.sign('Applicant');
    const other = await kit.sign('Applicant');
    await server.database.ownerQuery(
      `insert into role_permissions (incubator_id, role_id, key, criteria)
       select incubator_id, role_id, 'APPLICATION/DECIDE_ROUND:VIEW', 'ALL' from users where id = $1`,
      [coach.user.id],
    );
    const mine = await createCall(admin.gql);
    const theirs = await createCall(admin.gql);
    const setAdmins = await admin.gql(
      'mutation ($id: ID!, $u: [ID!]!) { setFunnelAdmins(id: $id, userIds: $u) { _id } }',
      {
        id: mine.funnelId,
        u: [admin.user.id, coach.user.id],
      },
    );
    expect(setAdmins.errors).toBeUndefined();

    const started = await applicant.gql<{ startApplication: { _id: string } }>(
      'mutation ($f: ID!) { startApplication(funnelId: $f, startupName: "Drafty") { _id } }',
      { f: mine.funnelId },
    );
    const draftId = started.data?.startApplication._id as string;
    const draft = await admin.gql(DECIDE, { id: draftId, a: 'accept' });
    expect(draft.errors?.[0]?.message).toBe(
      formatMessage(APPLICATION_MESSAGES.transition, { from: 'draft', to: 'accepted' }),
    );
    expect((await admin.gql(PREPARE, { id: draftId, a: 'reject' })).errors?.[0]?.extensions?.code).toBe(
      'ValidationError',
    );
    expect((await admin.gql(DECIDE, { id: draftId, a: 'maybe' })).errors?.[0]?.message).toBe('Invalid field');

    const inTheirs = await submittedApplication(other.gql, theirs, 'Elsewhere');
    const refused = await coach.gql(DECIDE, { id: inTheirs, a: 'reject' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NotFoundError');
    const untouched = await admin.gql<{ application: { status: string } }>(APPLICATION, { id: inTheirs });
    expect(untouched.data?.application.status).toBe('under_review');
    expect((await applicant.gql(DECIDE, { id: inTheirs, a: 'accept' })).errors?.[0]?.extensions?.code).toBe(
      'NotFoundError',
    );

    const third = await kit.sign('Applicant');
    const inMine = await submittedApplication(third.gql, mine, 'Mine');
    const decided = await coach.gql<{ decideApplication: { status: string } }>(DECIDE, { id: inMine, a: 'reject' });
    expect(decided.errors).toBeUndefined();
    expect(decided.data?.decideApplication.status).toBe('rejected');
    const again = await coach.gql(DECIDE, { id: inMine, a: 'accept' });
    expect(again.errors?.[0]?.message).toBe(
      formatMessage(APPLICATION_MESSAGES.transition, { from: 'rejected', to: 'accepted' }),
    );
    // Applicants never decide, even their own.
    const own = await submittedApplication(other.gql, mine, 'Own');
    expect((await other.gql(PREPARE, { id: own, a: 'accept' })).errors?.[0]?.extensions?.code).toBe('ForbiddenError');
  });

  it('keeps prepared decisions from applicants, publishes them together with the funnel’s e-mail per language', async () => {
    const kit = await applicationsOrganisation(server);
    const admin = await kit.sign('Admin');
    const french = await person(kit, 'Applicant', { firstName: 'Léa', language: 'fr' });
    const english = await person(kit, 'Applicant', { firstName: 'Sam', language: 'en' });
    const third = await person(kit, 'Applicant', { firstName: 'Kim', language: 'en' });
    const call = await createCall(admin.gql, { name: 'Spring call' });
    const template = await admin.gql(
      'mutation ($f: ID!, $i: FunnelDecisionEmailInput!) { saveFunnelDecisionEmail(funnelId: $f, input: $i) { _id } }',
      {
        f: call.funnelId,
        i: {
          action: 'reject',
          language: 'fr',
          subject: 'Décision pour {startupName}',
          body: 'Bonjour {firstName},\n\nNous ne retenons pas {startupName} pour {funnelName}.\n\n{organisationName}',
        },
      },
    );
    expect(template.errors).toBeUndefined();
    const first = await submittedApplication(french.gql, call, 'Solaris');
    const second = await submittedApplication(english.gql, call, 'Lumen');
    const unprepared = await submittedApplication(third.gql, call, 'Nova');

    const preview = await admin.gql<{
      applicationDecisionEmailPreview: {
        subject: string;
        paragraphs: string[];
        fromTemplate: boolean;
        language: string;
      };
    }>(
      'query ($id: ID!, $a: String!) { applicationDecisionEmailPreview(applicationId: $id, action: $a) { subject paragraphs fromTemplate language to } }',
      { id: first, a: 'reject' },
    );
    expect(preview.data?.applicationDecisionEmailPreview).toMatchObject({
      subject: 'Décision pour Solaris',
      paragraphs: ['Bonjour Léa,', 'Nous ne retenons pas Solaris pour Spring call.', kit.org.name],
      fromTemplate: true,
      language: 'fr',
    });
    expect(
      (
        await french.gql(
          'query ($id: ID!) { applicationDecisionEmailPreview(applicationId: $id, action: "reject") { subject } }',
          { id: first },
        )
      ).errors?.[0]?.extensions?.code,
    ).toBe('ForbiddenError');

    const prepared = await admin.gql<{ prepareApplicationDecision: { status: string; preparedDecision: string } }>(
      PREPARE,
      {
        id: first,
        a: 'reject',
      },
    );
    expect(prepared.data?.prepareApplicationDecision).toMatchObject({
      status: 'under_review',
      preparedDecision: 'reject',
    });
    expect((await admin.gql(PREPARE, { id: second, a: 'delay_reject' })).errors).toBeUndefined();
    const seenByApplicant = await french.gql<{ application: { status: string; preparedDecision: string | null } }>(
      APPLICATION,
      { id: first },
    );
    expect(seenByApplicant.data?.application).toMatchObject({ status: 'under_review', preparedDecision: null });
    expect(
      await server.database.ownerQuery(
        `select 1 from email_messages where incubator_id = $1 and template <> 'applicationSubmitted'`,
        [kit.org.id],
      ),
    ).toEqual([]);

    // All or none: one unprepared application refuses the whole publication.
    const partial = await admin.gql(PUBLISH, { ids: [first, unprepared] });
    expect(partial.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.noPreparedDecision);
    expect(
      (await admin.gql<{ application: { status: string } }>(APPLICATION, { id: first })).data?.application.status,
    ).toBe('under_review');

    const published = await admin.gql<{
      publishApplicationDecisions: { _id: string; status: string; decidedAt: string; preparedDecision: null }[];
    }>(PUBLISH, { ids: [first, second] });
    expect(published.errors).toBeUndefined();
    expect(published.data?.publishApplicationDecisions.map((a) => [a._id, a.status, a.preparedDecision])).toEqual([
      [first, 'rejected', null],
      [second, 'delay_rejected', null],
    ]);
    expect(published.data?.publishApplicationDecisions.every((a) => a.decidedAt)).toBe(true);

    const toFrench = await mailTo(french.user.email);
    expect(toFrench.subject).toBe('Décision pour Solaris');
    expect(textOf(toFrench)).toContain('Bonjour Léa,');
    expect(textOf(toFrench)).toContain('Nous ne retenons pas Solaris pour Spring call.');
    const toEnglish = await mailTo(english.user.email);
    expect(toEnglish.subject).toBe('Your application to Spring call');
    expect(textOf(toEnglish)).toContain('keeps your application for a later decision');
    const rows = await notifications(kit);
    expect(rows.find((row) => row.user_id === french.user.id)?.type).toBe('denialApplication');
    expect(rows.find((row) => row.user_id === english.user.id)).toMatchObject({
      type: 'changeApplicationStatus',
      message: 'The application of Lumen to Spring call is kept for a later decision',
    });
    expect((await admin.gql(PUBLISH, { ids: [first] })).errors?.[0]?.message).toBe(
      APPLICATION_MESSAGES.noPreparedDecision,
    );
  });

  it('tells the application’s people when staff move it', async () => {
    const kit = await applicationsOrganisation(server);
    const admin = await kit.sign('Admin');
    const applicant = await kit.sign('Applicant');
    const call = await createCall(admin.gql, { name: 'Moves' });
    const id = await submittedApplication(applicant.gql, call, 'Mover');
    await movedTo(admin.gql, id, call, 'decision');
    const rows = await notifications(kit);
    expect(rows).toEqual([
      {
        type: 'changeApplicationStatus',
        user_id: applicant.user.id,
        message: 'The application of Mover to Moves awaits a decision',
      },
    ]);
  });
});

describe('accepting', () => {
  it('creates the startup with the applicant as cofounder, in the programme, and lists it on the startup file', async () => {
    const kit = await applicationsOrganisation(server);
    const admin = await kit.sign('Admin');
    const applicant = await kit.sign('Applicant');
    const stranger = await kit.sign('Applicant');
    const call = await createCall(admin.gql, { name: 'Autumn call' });
    const id = await submittedApplication(applicant.gql, call, 'SunSchool');
    await movedTo(admin.gql, id, call, 'decision');

    const accepted = await admin.gql<{ decideApplication: { status: string; startup: { _id: string; name: string } } }>(
      DECIDE,
      { id, a: 'accept' },
    );
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.decideApplication).toMatchObject({ status: 'accepted', startup: { name: 'SunSchool' } });
    const startupId = accepted.data?.decideApplication.startup._id as string;
    const [member] = await server.database.ownerQuery<{ role_type: string; member: boolean; in_programme: boolean }>(
      `select r.type as role_type,
              exists (select 1 from startup_members m where m.incubator_id = u.incubator_id and m.user_id = u.id
                        and m.startup_id = $2) as member,
              exists (select 1 from startup_programs p where p.incubator_id = u.incubator_id and p.startup_id = $2
                        and p.program_id = $3) as in_programme
         from users u join roles r on r.incubator_id = u.incubator_id and r.id = u.role_id where u.id = $1`,
      [applicant.user.id, startupId, call.programId],
    );
    expect(member).toEqual({ role_type: 'Cofounder', member: true, in_programme: true });
    const changes = await server.database.ownerQuery<{ action: string }>(
      `select action from activity_events where incubator_id = $1 and entity_id = $2`,
      [kit.org.id, applicant.user.id],
    );
    expect(changes.map((row) => row.action)).toEqual(['user.role.updated']);
    const mail = await mailTo(applicant.user.email);
    expect(mail.subject).toBe('Your application to Autumn call is accepted');
    expect((await notifications(kit)).at(-1)).toMatchObject({
      type: 'approvalApplication',
      user_id: applicant.user.id,
    });

    // The applicant, now a cofounder, opens the startup file and finds the application on it.
    const file = await applicant.gql<{ startupFile: { _id: string } }>(
      'query ($id: ID!) { startupFile(id: $id) { _id } }',
      {
        id: startupId,
      },
    );
    expect(file.errors).toBeUndefined();
    const listed = await applicant.gql<{
      startupApplications: { _id: string; status: string; funnelName: string; canOpen: boolean; decidedAt: string }[];
    }>(STARTUP_APPLICATIONS, { s: startupId });
    expect(listed.data?.startupApplications).toEqual([
      expect.objectContaining({
        _id: id,
        status: 'accepted',
        funnelName: 'Autumn call',
        canOpen: true,
        roundName: 'Decision',
      }),
    ]);
    expect(listed.data?.startupApplications[0]?.decidedAt).toBeTruthy();
    const byAdmin = await admin.gql<{ startupApplications: unknown[] }>(STARTUP_APPLICATIONS, { s: startupId });
    expect(byAdmin.data?.startupApplications).toHaveLength(1);
    expect((await stranger.gql(STARTUP_APPLICATIONS, { s: startupId })).errors?.[0]?.extensions?.code).toBe(
      'NotFoundError',
    );
    const otherOrg = await (await applicationsOrganisation(server)).sign('Admin');
    expect((await otherOrg.gql(STARTUP_APPLICATIONS, { s: startupId })).errors?.[0]?.extensions?.code).toBe(
      'NotFoundError',
    );
  });

  it('links the startup the applicant already belongs to, and refuses when the programme is gone', async () => {
    const kit = await applicationsOrganisation(server);
    const admin = await kit.sign('Admin');
    const founder = await kit.sign('Cofounder');
    const existing = await admin.gql<{ createStartup: { _id: string } }>(
      'mutation ($input: StartupInput!) { createStartup(input: $input) { _id } }',
      { input: { name: 'Existing Co', memberIds: [founder.user.id] } },
    );
    expect(existing.errors).toBeUndefined();
    const startupId = existing.data?.createStartup._id as string;
    const call = await createCall(admin.gql);
    const id = await submittedApplication(founder.gql, call, 'existing co');
    const accepted = await admin.gql<{ decideApplication: { startup: { _id: string } } }>(DECIDE, { id, a: 'accept' });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.decideApplication.startup._id).toBe(startupId);
    const [count] = await server.database.ownerQuery<{ n: number }>(
      'select count(*)::int as n from startups where incubator_id = $1',
      [kit.org.id],
    );
    expect(count?.n).toBe(1);

    const gone = await createCall(admin.gql);
    const late = await submittedApplication((await kit.sign('Applicant')).gql, gone, 'Orphan');
    expect(
      (await admin.gql('mutation ($id: ID!) { deleteProgram(id: $id) }', { id: gone.programId })).errors,
    ).toBeUndefined();
    expect((await admin.gql(PREPARE, { id: late, a: 'accept' })).errors?.[0]?.message).toBe(
      APPLICATION_MESSAGES.programGone,
    );
    const refused = await admin.gql(DECIDE, { id: late, a: 'accept' });
    expect(refused.errors?.[0]?.message).toBe(APPLICATION_MESSAGES.programGone);
    expect(
      (await admin.gql<{ application: { status: string } }>(APPLICATION, { id: late })).data?.application.status,
    ).toBe('under_review');
    // Rejecting needs no programme.
    expect((await admin.gql(DECIDE, { id: late, a: 'reject' })).errors).toBeUndefined();
  });

  it('adds the people to a programme of people instead of making a startup', async () => {
    const kit = await applicationsOrganisation(server);
    const admin = await kit.sign('Admin');
    const applicant = await kit.sign('Applicant');
    const call = await createCall(admin.gql);
    await server.database.ownerQuery(`update programs set kind = 'user' where incubator_id = $1 and id = $2`, [
      kit.org.id,
      call.programId,
    ]);
    const id = await submittedApplication(applicant.gql, call, 'Fellow');
    const accepted = await admin.gql<{ decideApplication: { status: string; startup: null } }>(DECIDE, {
      id,
      a: 'accept',
    });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.decideApplication).toMatchObject({ status: 'accepted', startup: null });
    const members = await server.database.ownerQuery<{ user_id: string }>(
      'select user_id from program_members where incubator_id = $1 and program_id = $2',
      [kit.org.id, call.programId],
    );
    expect(members).toEqual([{ user_id: applicant.user.id }]);
    const [startups] = await server.database.ownerQuery<{ n: number }>(
      'select count(*)::int as n from startups where incubator_id = $1',
      [kit.org.id],
    );
    expect(startups?.n).toBe(0);
  });
});
