import {
  type ApplicationStatus,
  type FormAnswers,
  type FormQuestion,
  scoreAnswers,
  validateFormAnswers,
} from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { newId } from '../platform/db/ids.ts';
import {
  applicationComments,
  applicationMeetings,
  applicationMembers,
  applications,
  applicationStatusChanges,
} from '../modules/applications/index.ts';
import { formResponses, forms } from '../modules/forms/index.ts';
import { funnelAdmins, funnelRounds, funnels } from '../modules/funnels/index.ts';
import { startupMembers, startupPrograms, startups } from '../modules/startups/index.ts';
import { users } from '../modules/users/index.ts';

/**
 * The demo's open call (issue 14 point 10): "Spring Accelerator 2027" with its intake form, a deeper questionnaire,
 * a committee review, an interview and the decision, and 60 applications spread over every status with their
 * history, comments, interviews and decisions, so the overview, the application file and the dashboard show
 * something real.
 */
export interface DemoApplicationsInput {
  userOf: (type: 'Admin' | 'AdminCoach' | 'Coach' | 'Applicant' | 'Staff') => string;
  applicantRoleId: string;
  cofounderRoleId: string;
  passwordHash: string;
  slug: string;
  timezone: string;
  programId: string;
}

const DAY = 86_400_000;

const FIRST = [
  'Amina',
  'Lucas',
  'Sofia',
  'Kenji',
  'Leila',
  'Mateo',
  'Chloé',
  'Omar',
  'Ingrid',
  'Tariq',
  'Yuna',
  'Diego',
];
const LAST = ['Haddad', 'Moreau', 'Rossi', 'Tanaka', 'Nasser', 'García', 'Laurent', 'Benali', 'Larsen', 'Kim'];
const NAME_START = ['Solar', 'Aqua', 'Agri', 'Medi', 'Edu', 'Fin', 'Grid', 'Urban', 'Carbon', 'Soil', 'Bio', 'Neo'];
const NAME_END = ['ly', 'wise', 'path', 'loop', 'nest', 'kit', 'lab', 'hub', 'flow', 'scan'];
const PITCHES = [
  'Solar cold storage for smallholder farmers in East Africa.',
  'An app that matches surplus restaurant food with shelters every evening.',
  'Bookkeeping by voice for market traders, in twelve languages.',
  'Sensors that tell farmers when to water, down to the square metre.',
  'Tutoring by text message for pupils without a smartphone.',
  'Micro-insurance for motorbike taxis, paid by the ride.',
];
const STAGES = ['idea', 'prototype', 'seed', 'series_a'];
const SECTORS = ['climate', 'health', 'fintech', 'climate', 'health'];

/** How many applications are in each place: [status, round index (null = the intake), count]. */
const SPREAD: [ApplicationStatus, number | null, number][] = [
  ['draft', null, 6],
  ['under_review', null, 10],
  ['under_review', 0, 9],
  ['under_review', 1, 8],
  ['ready_for_invitation', 2, 5],
  ['ready_for_meeting', 2, 5],
  ['pending_decision', 3, 6],
  ['accepted', 3, 4],
  ['rejected', 3, 5],
  ['delay_rejected', 3, 2],
  // Issue 15: more in the Committee review (after the others, so the names above stay), fourteen in all.
  ['under_review', 1, 6],
];

function deeperQuestions(): FormQuestion[] {
  const en = (value: string) => [{ language: 'en' as const, value }];
  return [
    {
      id: 'market',
      questionType: 'text_long',
      label: en('Who are your customers and how many are there?'),
      validations: { required: true },
    },
    { id: 'traction', questionType: 'text_long', label: en('What traction do you have so far?') },
    {
      id: 'revenue',
      questionType: 'currency',
      label: en('Revenue of the last twelve months'),
      validations: { min: 0 },
    },
  ];
}

/** A valid intake sheet for the n-th applicant: its answers and score, checked against the form. */
function intakeSheet(questions: FormQuestion[], n: number, startupName: string) {
  const stage = STAGES[n % STAGES.length] as string;
  const given: FormAnswers = {
    name: startupName,
    pitch: PITCHES[n % PITCHES.length] as string,
    phone: '+33 6 12 34 56 78',
    stage: { values: [stage] },
    ...(stage === 'seed' || stage === 'series_a' ? { raised: 50_000 * ((n % 9) + 1) } : {}),
    sector: { values: [SECTORS[n % SECTORS.length] as string] },
    founders: (n % 3) + 1,
    employees: n % 7,
    commitment: (n % 5) + 1,
  };
  const { answers, errors } = validateFormAnswers(questions, given, { roleType: null });
  if (errors.length > 0) throw new Error(`Demo application answers do not fit the intake form: ${errors[0]?.message}`);
  return { answers, score: scoreAnswers(questions, answers) };
}

export async function seedApplications(db: Db, incubatorId: string, input: DemoApplicationsInput): Promise<void> {
  const [intake] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.incubatorId, incubatorId), eq(forms.kind, 'intake'), eq(forms.isCurrent, true)));
  const [scorecard] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.incubatorId, incubatorId), eq(forms.kind, 'evaluation')));
  if (!intake) return;
  const adminId = input.userOf('Admin');
  const now = Date.now();
  const deeperId = newId();
  await db.insert(forms).values({
    incubatorId,
    id: deeperId,
    baseId: deeperId,
    kind: 'submission',
    title: 'Market and traction',
    description: 'The second round of the spring call.',
    tags: ['spring', 'applications'],
    languages: ['en'],
    questions: deeperQuestions(),
    shareId: newId(),
    createdBy: adminId,
    updatedBy: adminId,
  });

  const funnelId = newId();
  await db.insert(funnels).values({
    incubatorId,
    id: funnelId,
    programId: input.programId,
    name: 'Spring Accelerator 2027',
    slug: 'spring-accelerator-2027',
    description:
      'Twelve weeks to take your startup from first customers to a repeatable business: coaching every week, a ' +
      'network of mentors, and a demo day with investors.',
    eligibility: 'Startups with at least one full-time founder and a working prototype. Every sector is welcome.',
    opensAt: new Date(now - 30 * DAY),
    closesAt: new Date(now + 21 * DAY),
    intakeFormId: intake.baseId,
    publishedAt: new Date(now - 30 * DAY),
    createdBy: adminId,
    createdAt: new Date(now - 35 * DAY),
  });
  await db.insert(funnelAdmins).values([
    { incubatorId, funnelId, userId: adminId },
    { incubatorId, funnelId, userId: input.userOf('AdminCoach') },
  ]);
  const roundIds = [newId(), newId(), newId(), newId()];
  const rounds = [
    { kind: 'form', name: 'Market and traction', formId: deeperId },
    { kind: 'evaluation', name: 'Committee review', formId: scorecard?.id ?? null },
    { kind: 'meeting', name: 'Interview', formId: null },
    { kind: 'decision', name: 'Decision', formId: null },
  ];
  await db.insert(funnelRounds).values(
    rounds.map((round, position) => ({
      incubatorId,
      id: roundIds[position] as string,
      funnelId,
      position,
      ...round,
      deadline: round.kind === 'form' ? new Date(now + 28 * DAY) : null,
    })),
  );

  // The demo applicant (applicant@<slug>.cohort.test) is one of them, asked for the deeper questionnaire.
  const demoApplicantId = input.userOf('Applicant');
  let n = 0;
  const people: (typeof users.$inferInsert)[] = [];
  const rows: (typeof applications.$inferInsert)[] = [];
  const members: (typeof applicationMembers.$inferInsert)[] = [];
  const sheets: (typeof formResponses.$inferInsert)[] = [];
  const changes: (typeof applicationStatusChanges.$inferInsert)[] = [];
  const comments: (typeof applicationComments.$inferInsert)[] = [];
  const meetings: (typeof applicationMeetings.$inferInsert)[] = [];
  const accepted: { applicationId: string; applicantId: string; name: string; decidedAt: Date }[] = [];
  for (const [status, roundIndex, count] of SPREAD) {
    for (let i = 0; i < count; i += 1, n += 1) {
      const isDemoApplicant = status === 'under_review' && roundIndex === 0 && i === 0;
      const applicantId = isDemoApplicant ? demoApplicantId : newId();
      const first = FIRST[n % FIRST.length] as string;
      const last = LAST[(n * 7) % LAST.length] as string;
      if (!isDemoApplicant) {
        people.push({
          incubatorId,
          id: applicantId,
          email: `${first
            .toLowerCase()
            .normalize('NFKD')
            .replace(/[^a-z]/g, '')}.${n}@applicants.${input.slug}.cohort.test`,
          firstName: first,
          lastName: last,
          passwordHash: input.passwordHash,
          roleId: status === 'accepted' ? input.cofounderRoleId : input.applicantRoleId,
          status: 'active',
          validated: true,
          timezone: input.timezone,
        });
      }
      const startupName = `${NAME_START[n % NAME_START.length]}${NAME_END[(n * 3) % NAME_END.length]}`;
      const id = newId();
      // Spread over the month: created, submitted a day later, then a few days in each round passed.
      const created = new Date(now - (29 - (n % 28)) * DAY - (n % 5) * 3_600_000);
      const submitted = status === 'draft' ? null : new Date(created.getTime() + DAY);
      let at = submitted?.getTime() ?? created.getTime();
      let current: { status: ApplicationStatus; roundId: string | null } = { status: 'draft', roundId: null };
      changes.push({
        incubatorId,
        id: newId(),
        applicationId: id,
        funnelId,
        toStatus: 'draft',
        actorId: applicantId,
        createdAt: created,
      });
      const step = (to: { status: ApplicationStatus; roundId: string | null }, actorId: string) => {
        at = Math.min(at + (2 + (n % 3)) * DAY, now - 3_600_000);
        changes.push({
          incubatorId,
          id: newId(),
          applicationId: id,
          funnelId,
          fromStatus: current.status,
          toStatus: to.status,
          fromRoundId: current.roundId,
          toRoundId: to.roundId,
          actorId,
          createdAt: new Date(at),
        });
        current = to;
      };
      if (submitted) {
        at = submitted.getTime();
        changes.push({
          incubatorId,
          id: newId(),
          applicationId: id,
          funnelId,
          fromStatus: 'draft',
          toStatus: 'under_review',
          actorId: applicantId,
          createdAt: submitted,
        });
        current = { status: 'under_review', roundId: null };
        const reached = roundIndex ?? -1;
        for (let r = 0; r <= reached; r += 1) {
          const kind = rounds[r]?.kind;
          const roundStatus: ApplicationStatus =
            kind === 'meeting' ? 'ready_for_invitation' : kind === 'decision' ? 'pending_decision' : 'under_review';
          step({ status: roundStatus, roundId: roundIds[r] as string }, adminId);
        }
        if (status === 'ready_for_meeting') step({ status, roundId: roundIds[2] as string }, adminId);
        if (status === 'accepted' || status === 'rejected' || status === 'delay_rejected') {
          step({ status, roundId: roundIds[3] as string }, adminId);
        }
      }
      const { answers, score } = intakeSheet(intake.questions, n, startupName);
      sheets.push({
        incubatorId,
        id: newId(),
        formId: intake.id,
        baseId: intake.baseId,
        respondentId: applicantId,
        subjectKind: 'application',
        subjectId: id,
        subjectKey: id,
        status: submitted ? 'submitted' : 'draft',
        answers: submitted ? answers : { name: startupName, pitch: answers.pitch ?? null },
        language: 'en',
        score: submitted && score.max > 0 ? score.score : null,
        maxScore: submitted && score.max > 0 ? score.max : null,
        sectionScores: submitted ? score.sections : null,
        submittedAt: submitted,
        createdAt: created,
        updatedAt: submitted ?? created,
      });
      const pastForm = roundIndex !== null && roundIndex >= 1;
      if (pastForm || (roundIndex === 0 && i % 3 === 1)) {
        sheets.push({
          incubatorId,
          id: newId(),
          formId: deeperId,
          baseId: deeperId,
          respondentId: applicantId,
          subjectKind: 'application',
          subjectId: id,
          subjectKey: id,
          status: 'submitted',
          answers: {
            market: 'Smallholder farmers: 2 million in our first three countries.',
            traction: `${10 + n} paying customers and a pilot with a cooperative.`,
            revenue: 1_000 * (n + 3),
          },
          language: 'en',
          submittedAt: new Date(at),
        });
      }
      rows.push({
        incubatorId,
        id,
        funnelId,
        roundId: current.roundId,
        status: current.status,
        applicantId,
        startupName,
        language: 'en',
        preparedDecision: status === 'pending_decision' && i < 2 ? (i === 0 ? 'accept' : 'reject') : null,
        preparedBy: status === 'pending_decision' && i < 2 ? adminId : null,
        preparedAt: status === 'pending_decision' && i < 2 ? new Date(now - DAY) : null,
        submittedAt: submitted,
        decidedAt: ['accepted', 'rejected', 'delay_rejected'].includes(status) ? new Date(at) : null,
        roundEnteredAt: current.roundId ? new Date(at) : null,
        statusChangedAt: new Date(at),
        createdBy: applicantId,
        createdAt: created,
        updatedAt: new Date(at),
      });
      members.push({ incubatorId, applicationId: id, userId: applicantId, role: 'owner', createdAt: created });
      if (submitted && n % 4 === 0) {
        comments.push({
          incubatorId,
          id: newId(),
          applicationId: id,
          message: '<p>Strong team, but the market size needs checking before the committee.</p>',
          isPublic: false,
          createdBy: input.userOf('AdminCoach'),
          createdAt: new Date(submitted.getTime() + DAY),
        });
      }
      if (submitted && n % 5 === 0) {
        comments.push({
          incubatorId,
          id: newId(),
          applicationId: id,
          message: '<p>Thank you for applying! Could you add your pitch deck before the review?</p>',
          isPublic: true,
          createdBy: input.userOf('Staff'),
          createdAt: new Date(submitted.getTime() + 2 * DAY),
        });
      }
      if (status === 'ready_for_meeting') {
        const startsAt = new Date(now + (2 + i) * DAY);
        startsAt.setUTCHours(9 + i, 0, 0, 0);
        meetings.push({
          incubatorId,
          id: newId(),
          applicationId: id,
          roundId: roundIds[2] as string,
          state: 'meeting_scheduled',
          startsAt,
          endsAt: new Date(startsAt.getTime() + 45 * 60_000),
          conferenceUrl: `https://meet.${input.slug}.cohort.test/interview-${n}`,
          message: 'A 45-minute conversation with two members of the selection committee.',
          organiserId: adminId,
          attendeeIds: [adminId, input.userOf('AdminCoach')],
          sequence: 0,
        });
      }
      if (status === 'accepted')
        accepted.push({ applicationId: id, applicantId, name: startupName, decidedAt: new Date(at) });
    }
  }
  if (people.length > 0) await db.insert(users).values(people);
  await db.insert(applications).values(rows);
  await db.insert(applicationMembers).values(members);
  await db.insert(formResponses).values(sheets);
  await db.insert(applicationStatusChanges).values(changes);
  if (comments.length > 0) await db.insert(applicationComments).values(comments);
  if (meetings.length > 0) await db.insert(applicationMeetings).values(meetings);
  // Accepted applications became startups of the programme, their applicants its founders.
  for (const decision of accepted) {
    const startupId = newId();
    await db.insert(startups).values({
      incubatorId,
      id: startupId,
      name: decision.name,
      description: 'Accepted into the Spring Accelerator 2027.',
      createdBy: adminId,
      createdAt: decision.decidedAt,
    });
    await db.insert(startupMembers).values({ incubatorId, startupId, userId: decision.applicantId, label: 'CEO' });
    await db.insert(startupPrograms).values({ incubatorId, startupId, targetId: input.programId });
    await db
      .update(applications)
      .set({ startupId })
      .where(and(eq(applications.incubatorId, incubatorId), eq(applications.id, decision.applicationId)));
  }
}
