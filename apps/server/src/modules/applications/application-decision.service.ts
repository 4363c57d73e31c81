import {
  APPLICATION_MESSAGES,
  type ApplicationStatus,
  DECISION_STATUS,
  type DecisionAction,
  fillDecisionPlaceholders,
} from '@cohort/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { recordActivity } from '../activity/index.ts';
import { decisionEmailFor } from '../funnels/index.ts';
import { sendActionEmail } from '../mail/index.ts';
import type { IncubatorRow } from '../organisations/index.ts';
import {
  createStartup,
  programMembers,
  programs,
  startupMembers,
  startupPrograms,
  startups,
} from '../startups/index.ts';
import { defaultRoleId, users } from '../users/index.ts';
import {
  type ApplicationView,
  applicationViews,
  checkTransition,
  findApplicationView,
  setApplicationState,
} from './application.service.ts';
import { applications } from './application.table.ts';
import { type ApplicationRecipient, applicationLink, mailContextOf, recipientsOf } from './application-mail.ts';
import { applicationPeopleIds, notifyAboutApplication } from './application-notify.ts';

/** The most prepared decisions one call publishes together (they go out in one transaction, e-mails included). */
export const DECISIONS_PUBLISH_MAX = 200;

const EMAIL_TEMPLATES = {
  accept: 'applicationAccepted',
  reject: 'applicationRejected',
  delay_reject: 'applicationDelayRejected',
} as const;

/** The application, if the viewer may decide it (APPLICATION/DECIDE_ROUND:VIEW within reach); Forbidden otherwise. */
async function decidableApplication(ctx: Ctx, applicationId: string): Promise<ApplicationView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const application = await findApplicationView(ctx.db, incubatorId, viewer, applicationId);
  if (!application.viewerCan.decide) throw new ForbiddenError();
  return application;
}

/** The funnel's programme, which an acceptance joins; refused when it is gone. */
async function programOf(ctx: Ctx, application: ApplicationView) {
  const programId = application.funnel.programId;
  const [program] = programId
    ? await ctx.db
        .select({ id: programs.id, name: programs.name, kind: programs.kind })
        .from(programs)
        .where(and(eq(programs.incubatorId, application.incubatorId), eq(programs.id, programId)))
    : [];
  if (!program) throw new ValidationError([{ field: 'applicationId', message: APPLICATION_MESSAGES.programGone }]);
  return program;
}

/** Refuses a decision the application's status does not allow (a draft, an accepted or a rejected application). */
async function checkDecision(
  ctx: Ctx,
  application: ApplicationView,
  action: DecisionAction,
): Promise<ApplicationStatus> {
  const status = DECISION_STATUS[action];
  checkTransition(application.status, status);
  if (action === 'accept') await programOf(ctx, application);
  return status;
}

/**
 * The startup an accepted application joins: the one it names (`startup_id`), else one its applicant already belongs
 * to (the one of the same name first, else the oldest), else a new startup of the application's startup name.
 */
async function startupFor(ctx: Ctx, application: ApplicationView, peopleIds: readonly string[]) {
  const incubatorId = application.incubatorId;
  if (application.startup) return { id: application.startup.id, name: application.startup.name, created: false };
  if (application.applicantId) {
    const [own] = await ctx.db
      .select({ id: startups.id, name: startups.name })
      .from(startupMembers)
      .innerJoin(
        startups,
        and(eq(startups.incubatorId, startupMembers.incubatorId), eq(startups.id, startupMembers.startupId)),
      )
      .where(and(eq(startupMembers.incubatorId, incubatorId), eq(startupMembers.userId, application.applicantId)))
      .orderBy(
        sql`(lower(${startups.name}) = lower(${application.startupName ?? ''})) desc`,
        asc(startupMembers.createdAt),
        asc(startups.id),
      )
      .limit(1);
    if (own) return { ...own, created: false };
  }
  const name = application.startupName?.trim() || application.funnel.name;
  const created = await createStartup(ctx.db, incubatorId, { name, memberIds: peopleIds });
  return { id: created.id, name: created.name, created: true };
}

/** Applicant-role people become cofounders (the organisation's default Cofounder role), so they open the startup file. */
async function makeCofounders(ctx: Ctx, application: ApplicationView, people: readonly ApplicationRecipient[]) {
  const { viewer } = viewerOf(ctx);
  const applicants = people.filter((person) => person.roleType === 'Applicant');
  if (applicants.length === 0) return;
  const cofounderRoleId = await defaultRoleId(ctx.db, application.incubatorId, 'Cofounder');
  if (!cofounderRoleId) return;
  await ctx.db
    .update(users)
    .set({ roleId: cofounderRoleId, updatedAt: new Date() })
    .where(
      and(
        eq(users.incubatorId, application.incubatorId),
        inArray(
          users.id,
          applicants.map((person) => person.id),
        ),
      ),
    );
  for (const person of applicants) {
    await recordActivity(ctx.db, {
      incubatorId: application.incubatorId,
      actorId: viewer.userId,
      action: 'user.role.updated',
      entityType: 'user',
      entityId: person.id,
      before: { roleType: 'Applicant' },
      after: { roleId: cofounderRoleId, roleType: 'Cofounder', applicationId: application.id },
    });
  }
}

/**
 * Accepting (issue 14 point 5): a programme of startups gets the application's startup (created or linked, its
 * people made members, Applicant-role people made cofounders); a programme of people (`kind = 'user'`) gets the
 * people themselves. Everything in the decision's transaction.
 */
async function admit(ctx: Ctx, application: ApplicationView, people: readonly ApplicationRecipient[]) {
  const { viewer } = viewerOf(ctx);
  const incubatorId = application.incubatorId;
  const program = await programOf(ctx, application);
  const peopleIds = applicationPeopleIds(application);
  if (program.kind === 'user') {
    if (peopleIds.length > 0) {
      await ctx.db
        .insert(programMembers)
        .values(peopleIds.map((userId) => ({ incubatorId, programId: program.id, userId })))
        .onConflictDoNothing();
    }
    return null;
  }
  const startup = await startupFor(ctx, application, peopleIds);
  if (peopleIds.length > 0) {
    await ctx.db
      .insert(startupMembers)
      .values(peopleIds.map((userId) => ({ incubatorId, startupId: startup.id, userId })))
      .onConflictDoNothing();
  }
  await ctx.db
    .insert(startupPrograms)
    .values({ incubatorId, startupId: startup.id, targetId: program.id })
    .onConflictDoNothing();
  await ctx.db
    .update(applications)
    .set({ startupId: startup.id })
    .where(and(eq(applications.incubatorId, incubatorId), eq(applications.id, application.id)));
  if (startup.created) {
    await recordActivity(ctx.db, {
      incubatorId,
      actorId: viewer.userId,
      action: 'startup.created',
      entityType: 'startup',
      entityId: startup.id,
      after: { name: startup.name, applicationId: application.id },
    });
  }
  await makeCofounders(ctx, application, people);
  return startup;
}

/** A decision e-mail's body as paragraphs of text (a template written as HTML loses its markup). */
export function emailParagraphs(body: string): string[] {
  const text = /<[a-z][^>]*>/i.test(body)
    ? sanitizeHtml(body.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6]|blockquote)>/gi, '\n\n'), {
        allowedTags: [],
        allowedAttributes: {},
      })
        .replace(/&nbsp;/g, ' ')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&')
    : body;
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export interface DecisionEmail {
  subject: string;
  paragraphs: string[];
  language: string;
  /** Whether the funnel's template of this decision and language (or its fallback) was used, else the built-in text. */
  fromTemplate: boolean;
}

/**
 * The decision e-mail for one person: the funnel's template of the decision in their language (else the
 * organisation's, else English) with its placeholders filled, else the built-in text in their language.
 */
export async function decisionEmailOf(
  ctx: Ctx,
  application: ApplicationView,
  action: DecisionAction,
  person: Pick<ApplicationRecipient, 'firstName' | 'lastName' | 'language'>,
  incubator: Pick<IncubatorRow, 'name' | 'defaultLanguage'>,
): Promise<DecisionEmail> {
  const startupName = application.startup?.name ?? application.startupName ?? '';
  const template = await decisionEmailFor(ctx.db, application.incubatorId, application.funnelId, action, [
    person.language,
    incubator.defaultLanguage,
  ]);
  if (template) {
    const values = {
      firstName: person.firstName,
      lastName: person.lastName,
      startupName,
      funnelName: application.funnel.name,
      organisationName: incubator.name,
    };
    return {
      subject: fillDecisionPlaceholders(template.subject, values),
      paragraphs: emailParagraphs(fillDecisionPlaceholders(template.body, values)),
      language: template.language,
      fromTemplate: true,
    };
  }
  const values = { organisation: incubator.name, startup: startupName, funnel: application.funnel.name };
  const key = `email.${EMAIL_TEMPLATES[action]}`;
  return {
    subject: translate(person.language, `${key}.subject`, values),
    paragraphs: [
      translate(person.language, 'email.greeting', { ...values, name: person.firstName }),
      translate(person.language, `${key}.intro`, values),
      translate(person.language, `${key}.expiry`, values),
    ],
    language: person.language,
    fromTemplate: false,
  };
}

/**
 * Publishes a decision on an application (the caller checked the viewer may decide it): the status by the
 * transitions, `decided_at`, the prepared decision cleared; accepting admits the application; each of its people gets
 * the decision e-mail and a notification (approvalApplication, denialApplication, or changeApplicationStatus for a
 * delayed rejection). Everything in the caller's transaction.
 */
export async function publishDecision(ctx: Ctx, application: ApplicationView, action: DecisionAction): Promise<void> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const status = await checkDecision(ctx, application, action);
  const mail = await mailContextOf(ctx, incubatorId);
  const people = await recipientsOf(ctx, mail.incubator, applicationPeopleIds(application));
  const startup = action === 'accept' ? await admit(ctx, application, people) : null;
  await setApplicationState(ctx.db, application, { status, roundId: application.roundId }, viewer.userId, {
    decidedAt: new Date(),
    preparedDecision: null,
    preparedBy: null,
    preparedAt: null,
  });
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'application.decided',
    entityType: 'application',
    entityId: application.id,
    before: { status: application.status },
    after: { status, action, startupId: startup?.id ?? null },
  });
  const decided = startup
    ? { ...application, startup: { id: startup.id, name: startup.name, logo: null } }
    : application;
  for (const person of people) {
    const email = await decisionEmailOf(ctx, decided, action, person, mail.incubator);
    await sendActionEmail(mail, {
      template: EMAIL_TEMPLATES[action],
      to: person.email,
      userId: person.id,
      language: email.language,
      name: person.firstName,
      link: applicationLink(ctx, application.id),
      values: { funnel: application.funnel.name, startup: decided.startup?.name ?? application.startupName ?? '' },
      content: { subject: email.subject, paragraphs: email.paragraphs },
    });
  }
  const recipientIds = people.map((person) => person.id);
  if (action === 'accept') {
    await notifyAboutApplication(ctx, decided, { type: 'approvalApplication', recipientIds });
  } else if (action === 'reject') {
    await notifyAboutApplication(ctx, decided, { type: 'denialApplication', recipientIds });
  } else {
    await notifyStatusChange(ctx, decided, status);
  }
}

/** changeApplicationStatus to the application's people when staff change its status (a move, a delayed rejection). */
export async function notifyStatusChange(
  ctx: Ctx,
  application: Pick<ApplicationView, 'id' | 'startupName' | 'startup' | 'funnel' | 'applicantId' | 'members'>,
  status: ApplicationStatus,
): Promise<void> {
  await notifyAboutApplication(ctx, application, {
    type: 'changeApplicationStatus',
    messageKey: `applicationStatus.${status}`,
    recipientIds: applicationPeopleIds(application),
  });
}

/** Prepares a decision (published later with others), or clears it with null: staff only ever see it. */
export async function prepareApplicationDecision(
  ctx: Ctx,
  applicationId: string,
  action: DecisionAction | null,
): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const application = await decidableApplication(ctx, applicationId);
  if (action) await checkDecision(ctx, application, action);
  await ctx.db
    .update(applications)
    .set({
      preparedDecision: action,
      preparedBy: action ? viewer.userId : null,
      preparedAt: action ? new Date() : null,
      updatedAt: new Date(),
    })
    .where(and(eq(applications.incubatorId, incubatorId), eq(applications.id, application.id)));
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: viewer.userId,
    action: action ? 'application.decision.prepared' : 'application.decision.cleared',
    entityType: 'application',
    entityId: application.id,
    before: { preparedDecision: application.preparedDecision },
    after: { preparedDecision: action },
  });
  return application.id;
}

/**
 * Publishes the prepared decisions of these applications together, in one transaction: every one must be visible,
 * decidable by the viewer and prepared, or nothing is published.
 */
export async function publishApplicationDecisions(ctx: Ctx, applicationIds: readonly string[]): Promise<string[]> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const ids = [...new Set(applicationIds)];
  if (ids.length > DECISIONS_PUBLISH_MAX) {
    throw new ValidationError([
      { field: 'applicationIds', message: `At most ${DECISIONS_PUBLISH_MAX} decisions are published at once` },
    ]);
  }
  const views = await applicationViews(ctx.db, incubatorId, viewer, ids);
  const byId = new Map(views.map((view) => [view.id, view]));
  for (const id of ids) {
    const application = byId.get(id);
    if (!application) throw new NotFoundError('The application');
    if (!application.viewerCan.decide) throw new ForbiddenError();
    if (!application.preparedDecision) {
      throw new ValidationError([{ field: 'applicationIds', message: APPLICATION_MESSAGES.noPreparedDecision }]);
    }
  }
  for (const id of ids) {
    const application = byId.get(id) as ApplicationView;
    await publishDecision(ctx, application, application.preparedDecision as DecisionAction);
  }
  return ids;
}

/** Prepares and publishes a decision at once. */
export async function decideApplication(ctx: Ctx, applicationId: string, action: DecisionAction): Promise<string> {
  const application = await decidableApplication(ctx, applicationId);
  await publishDecision(ctx, application, action);
  return application.id;
}

/** The decision e-mail the applicant would receive, for staff who decide (the preview of the decision dialog). */
export async function decisionEmailPreview(
  ctx: Ctx,
  applicationId: string,
  action: DecisionAction,
): Promise<DecisionEmail & { to: string | null }> {
  const { incubatorId } = viewerOf(ctx);
  const application = await decidableApplication(ctx, applicationId);
  const mail = await mailContextOf(ctx, incubatorId);
  const [applicant] = application.applicantId ? await recipientsOf(ctx, mail.incubator, [application.applicantId]) : [];
  const person = applicant ?? { firstName: '', lastName: '', language: mail.incubator.defaultLanguage || 'en' };
  const email = await decisionEmailOf(ctx, application, action, person, mail.incubator);
  return { ...email, to: applicant?.email ?? null };
}
