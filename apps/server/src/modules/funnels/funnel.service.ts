import {
  APPLICATION_MESSAGES,
  DECISION_ACTIONS,
  type DecisionAction,
  type FunnelValues,
  isCallOpen,
  type RoundKind,
  type RoundValues,
  slugify,
} from '@cohort/shared';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isUuid, newId } from '../../platform/db/ids.ts';
import { escapeLike, outer } from '../../platform/db/sql.ts';
import { NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import {
  canDeleteFunnel,
  canEditDecisionEmail,
  canEditFunnel,
  canRunAFunnel,
  listsEveryFunnel,
  type PolicyViewer,
} from '../../policies/index.ts';
import { recordActivity } from '../activity/index.ts';
import { type AvatarData, avatarJson } from '../directory/index.ts';
import { forms } from '../forms/index.ts';
import { programs } from '../startups/index.ts';
import { selectUsersWithRole, users } from '../users/index.ts';
import {
  type FunnelDecisionEmailRow,
  type FunnelRoundRow,
  type FunnelRow,
  funnelAdmins,
  funnelDecisionEmails,
  funnelRounds,
  funnels,
} from './funnel.table.ts';

export interface FunnelProgram {
  id: string;
  name: string;
  kind: 'startup' | 'user';
}
export interface FunnelIntakeForm {
  /** The current version's id (what the form renderer loads). */
  id: string;
  baseId: string;
  title: string;
}

/** A funnel with everything its pages show: one statement for any number of funnels. */
export interface FunnelView extends FunnelRow {
  program: FunnelProgram | null;
  rounds: FunnelRoundRow[];
  adminIds: string[];
  /** The admins as avatars, by name. */
  admins: AvatarData[];
  intakeForm: FunnelIntakeForm | null;
  /** Every application, drafts included, and the submitted ones. */
  applicationCount: number;
  submittedCount: number;
  isOpen: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/** The applications table is read by name so that this module needs nothing of the applications module. */
const applicationsTable = sql.raw('applications');

function selectFunnelViews(db: Db) {
  return db
    .select({
      funnel: funnels,
      program: sql<FunnelProgram | null>`(select json_build_object('id', p.id, 'name', p.name, 'kind', p.kind)
        from ${programs} p where p.incubator_id = ${outer(funnels.incubatorId)} and p.id = ${outer(funnels.programId)})`,
      rounds: sql<Record<string, unknown>[] | null>`(select json_agg(to_json(r) order by r.position)
        from ${funnelRounds} r where r.incubator_id = ${outer(funnels.incubatorId)} and r.funnel_id = ${outer(funnels.id)})`,
      adminIds: sql<string[] | null>`(select array_agg(a.user_id::text order by a.user_id)
        from ${funnelAdmins} a where a.incubator_id = ${outer(funnels.incubatorId)} and a.funnel_id = ${outer(funnels.id)})`,
      admins: sql<
        (AvatarData | null)[] | null
      >`(select json_agg(${avatarJson(sql`fa_u.user_id`, sql`fa_u.incubator_id`)})
        from ${funnelAdmins} fa_u where fa_u.incubator_id = ${outer(funnels.incubatorId)} and fa_u.funnel_id = ${outer(funnels.id)})`,
      intakeForm: sql<FunnelIntakeForm | null>`(select json_build_object('id', f.id, 'baseId', f.base_id, 'title', f.title)
        from ${forms} f where f.incubator_id = ${outer(funnels.incubatorId)} and f.base_id = ${outer(funnels.intakeFormId)}
          and f.is_current)`,
      counts: sql<{ all: number; submitted: number }>`(select json_build_object('all', count(*),
          'submitted', count(*) filter (where ap.status <> 'draft'))
        from ${applicationsTable} ap where ap.incubator_id = ${outer(funnels.incubatorId)} and ap.funnel_id = ${outer(funnels.id)})`,
    })
    .from(funnels);
}

type SelectedFunnel = Awaited<ReturnType<ReturnType<typeof selectFunnelViews>['where']>>[number];

function roundFromJson(json: Record<string, unknown>): FunnelRoundRow {
  return {
    incubatorId: String(json.incubator_id),
    id: String(json.id),
    funnelId: String(json.funnel_id),
    position: Number(json.position),
    kind: String(json.kind),
    name: String(json.name),
    description: (json.description as string | null) ?? null,
    formId: (json.form_id as string | null) ?? null,
    deadline: json.deadline ? new Date(String(json.deadline)) : null,
    createdAt: new Date(String(json.created_at)),
  };
}

function toView(viewer: PolicyViewer | null, row: SelectedFunnel, now = new Date()): FunnelView {
  const adminIds = row.adminIds ?? [];
  const access = { adminIds, createdBy: row.funnel.createdBy };
  return {
    ...row.funnel,
    program: row.program,
    rounds: (row.rounds ?? []).map(roundFromJson),
    adminIds,
    admins: (row.admins ?? [])
      .filter((admin): admin is AvatarData => admin !== null)
      .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`)),
    intakeForm: row.intakeForm,
    applicationCount: Number(row.counts?.all ?? 0),
    submittedCount: Number(row.counts?.submitted ?? 0),
    isOpen: isCallOpen(row.funnel, now) && !row.funnel.archivedAt,
    canEdit: viewer ? canEditFunnel(viewer, access) : false,
    canDelete: viewer ? canDeleteFunnel(viewer, access) : false,
  };
}

/** The funnels a viewer administers (for FUNNELS:VIEW:LIST ASSIGNED and the funnel admins' exception). */
export function administeredFunnelIds(userId: string, incubatorId: string | SQL): SQL {
  return sql`(select fa.funnel_id from ${funnelAdmins} fa where fa.incubator_id = ${incubatorId} and fa.user_id = ${userId})`;
}

/** Whether the person administers at least one funnel (funnel admins always reach the management list). */
export async function administersAFunnel(db: Db, incubatorId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(funnelAdmins)
    .where(and(eq(funnelAdmins.incubatorId, incubatorId), eq(funnelAdmins.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export interface FunnelFilter {
  search?: string | null;
  archived?: boolean | null;
  programId?: string | null;
}

/** The funnels management list: every funnel (FUNNELS:VIEW:LIST ALL) or the viewer's own, newest first. */
export async function listFunnels(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer,
  filter: FunnelFilter = {},
): Promise<FunnelView[]> {
  const conditions: (SQL | undefined)[] = [
    eq(funnels.incubatorId, incubatorId),
    filter.archived ? isNotNull(funnels.archivedAt) : isNull(funnels.archivedAt),
  ];
  if (!listsEveryFunnel(viewer)) {
    conditions.push(sql`${funnels.id} in ${administeredFunnelIds(viewer.userId, incubatorId)}`);
  }
  if (filter.search) conditions.push(ilike(funnels.name, `%${escapeLike(filter.search)}%`));
  if (filter.programId && isUuid(filter.programId)) conditions.push(eq(funnels.programId, filter.programId));
  const rows = await selectFunnelViews(db)
    .where(and(...conditions))
    .orderBy(desc(funnels.createdAt), asc(funnels.id))
    .limit(500);
  return rows.map((row) => toView(viewer, row));
}

/** The funnels of the given ids, as views (one statement). */
export async function funnelViews(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer | null,
  ids: readonly string[],
): Promise<FunnelView[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await selectFunnelViews(db).where(and(eq(funnels.incubatorId, incubatorId), inArray(funnels.id, valid)));
  return rows.map((row) => toView(viewer, row));
}

export async function findFunnelView(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer | null,
  id: string,
): Promise<FunnelView> {
  const [view] = await funnelViews(db, incubatorId, viewer, [id]);
  if (!view) throw new NotFoundError('The funnel');
  return view;
}

/** The calls on /apply/explore: published, not archived and not closed, soonest deadline first. */
export async function openCalls(db: Db, incubatorId: string, now: Date = new Date()): Promise<FunnelView[]> {
  const rows = await selectFunnelViews(db)
    .where(
      and(
        eq(funnels.incubatorId, incubatorId),
        isNotNull(funnels.publishedAt),
        isNull(funnels.archivedAt),
        or(isNull(funnels.closesAt), sql`${funnels.closesAt} > ${now.toISOString()}`),
      ),
    )
    .orderBy(sql`${funnels.closesAt} asc nulls last`, asc(funnels.name))
    .limit(200);
  return rows.map((row) => toView(null, row, now));
}

/** A published call by its address (/apply/program/:slug); NotFound for drafts and archived calls. */
export async function publishedCall(db: Db, incubatorId: string, slug: string): Promise<FunnelView> {
  const [row] = await selectFunnelViews(db).where(
    and(
      eq(funnels.incubatorId, incubatorId),
      eq(funnels.slug, slug.toLowerCase()),
      isNotNull(funnels.publishedAt),
      isNull(funnels.archivedAt),
    ),
  );
  if (!row) throw new NotFoundError('This call');
  return toView(null, row);
}

async function checkProgram(db: Db, incubatorId: string, programId: string): Promise<void> {
  const [program] = await db
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.incubatorId, incubatorId), eq(programs.id, programId)));
  if (!program) throw new ValidationError([{ field: 'programId', message: 'This programme was not found' }]);
}

/** The intake form must be an intake form of the organisation; returns its base id. */
async function intakeBaseId(db: Db, incubatorId: string, formId: string | null | undefined): Promise<string | null> {
  if (!formId) return null;
  const [form] = await db
    .select({ baseId: forms.baseId, kind: forms.kind })
    .from(forms)
    .where(and(eq(forms.incubatorId, incubatorId), eq(forms.id, formId)));
  if (form?.kind !== 'intake') {
    throw new ValidationError([{ field: 'intakeFormId', message: APPLICATION_MESSAGES.intakeMissing }]);
  }
  return form.baseId;
}

/** A slug free in the organisation: the given one (refused when taken), or one made from the name (-2, -3…). */
async function freeSlug(
  db: Db,
  incubatorId: string,
  wanted: string | null | undefined,
  name: string,
  exceptId?: string,
): Promise<string> {
  const taken = async (slug: string) => {
    const [row] = await db
      .select({ id: funnels.id })
      .from(funnels)
      .where(and(eq(funnels.incubatorId, incubatorId), eq(funnels.slug, slug)));
    return row !== undefined && row.id !== exceptId;
  };
  if (wanted) {
    if (await taken(wanted)) throw new ValidationError([{ field: 'slug', message: APPLICATION_MESSAGES.slugTaken }]);
    return wanted;
  }
  const base = slugify(name) || 'call';
  for (let n = 1; n < 1000; n += 1) {
    const slug = n === 1 ? base : `${base.slice(0, 75)}-${n}`;
    if (!(await taken(slug))) return slug;
  }
  return `${base.slice(0, 40)}-${newId().slice(0, 8)}`;
}

/** Creates a funnel with one decision round; its creator becomes its admin. */
export async function createFunnel(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer,
  values: FunnelValues,
): Promise<string> {
  await checkProgram(db, incubatorId, values.programId);
  const intakeFormId = await intakeBaseId(db, incubatorId, values.intakeFormId);
  const id = newId();
  const slug = await freeSlug(db, incubatorId, values.slug, values.name);
  await db.insert(funnels).values({
    incubatorId,
    id,
    programId: values.programId,
    name: values.name,
    slug,
    description: values.description,
    eligibility: values.eligibility,
    cover: values.cover,
    opensAt: values.opensAt,
    closesAt: values.closesAt,
    intakeFormId,
    allowCofounders: values.allowCofounders,
    anonymous: values.anonymous,
    createdBy: viewer.userId,
  });
  await db.insert(funnelAdmins).values({ incubatorId, funnelId: id, userId: viewer.userId });
  await db
    .insert(funnelRounds)
    .values({ incubatorId, id: newId(), funnelId: id, position: 0, kind: 'decision', name: 'Decision' });
  await recordActivity(db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'funnel.created',
    entityType: 'funnel',
    entityId: id,
    after: { name: values.name },
  });
  return id;
}

/** Changes a funnel's settings (the caller checked canEdit). */
export async function updateFunnel(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer,
  funnel: FunnelView,
  values: FunnelValues,
): Promise<void> {
  if (values.programId !== funnel.programId) await checkProgram(db, incubatorId, values.programId);
  const intakeFormId = await intakeBaseId(db, incubatorId, values.intakeFormId);
  const slug =
    values.slug && values.slug !== funnel.slug
      ? await freeSlug(db, incubatorId, values.slug, values.name, funnel.id)
      : funnel.slug;
  await db
    .update(funnels)
    .set({
      programId: values.programId,
      name: values.name,
      slug,
      description: values.description,
      eligibility: values.eligibility,
      cover: values.cover,
      opensAt: values.opensAt,
      closesAt: values.closesAt,
      intakeFormId,
      allowCofounders: values.allowCofounders,
      anonymous: values.anonymous,
      updatedAt: new Date(),
    })
    .where(and(eq(funnels.incubatorId, incubatorId), eq(funnels.id, funnel.id)));
  await recordActivity(db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'funnel.updated',
    entityType: 'funnel',
    entityId: funnel.id,
    before: { name: funnel.name },
    after: { name: values.name },
  });
}

/**
 * Replaces a funnel's rounds by the given list, in order: rounds with an id are kept (and changed), new ones are
 * created, missing ones removed, refused while applications are in them. Form rounds name a form of the organisation.
 */
export async function setFunnelRounds(
  db: Db,
  incubatorId: string,
  funnel: FunnelView,
  rounds: RoundValues[],
): Promise<void> {
  const existing = new Map(funnel.rounds.map((round) => [round.id, round]));
  const kept = new Set(rounds.flatMap((round) => (round.id && existing.has(round.id) ? [round.id] : [])));
  const removed = funnel.rounds.filter((round) => !kept.has(round.id)).map((round) => round.id);
  if (removed.length > 0) {
    const busy = (await db.execute(
      sql`select count(*)::int as n from ${applicationsTable} where incubator_id = ${incubatorId}
        and round_id in (${sql.join(
          removed.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
    )) as unknown as { rows: { n: number }[] };
    if ((busy.rows[0]?.n ?? 0) > 0) {
      throw new ValidationError([{ field: 'rounds', message: APPLICATION_MESSAGES.roundHasApplications }]);
    }
    await db
      .delete(funnelRounds)
      .where(and(eq(funnelRounds.incubatorId, incubatorId), inArray(funnelRounds.id, removed)));
  }
  const formIds = [...new Set(rounds.flatMap((round) => (round.formId ? [round.formId] : [])))];
  const known = formIds.length
    ? await db
        .select({ id: forms.id, baseId: forms.baseId })
        .from(forms)
        .where(and(eq(forms.incubatorId, incubatorId), inArray(forms.id, formIds)))
    : [];
  const baseOf = new Map(known.map((form) => [form.id, form.baseId]));
  for (const [index, round] of rounds.entries()) {
    let formId: string | null = null;
    if (round.formId && (round.kind === 'form' || round.kind === 'evaluation')) {
      formId = baseOf.get(round.formId) ?? null;
      if (!formId) {
        throw new ValidationError([{ field: `rounds.${index}.formId`, message: 'This form was not found' }]);
      }
    }
    const values = {
      position: index,
      kind: round.kind as RoundKind,
      name: round.name,
      description: round.description,
      formId,
      deadline: round.deadline,
    };
    if (round.id && existing.has(round.id)) {
      await db
        .update(funnelRounds)
        .set(values)
        .where(and(eq(funnelRounds.incubatorId, incubatorId), eq(funnelRounds.id, round.id)));
    } else {
      await db.insert(funnelRounds).values({ incubatorId, id: newId(), funnelId: funnel.id, ...values });
    }
  }
}

/**
 * Replaces the admins of a funnel: people of the organisation's team (`canRunAFunnel`), not deleted; a funnel keeps
 * at least one.
 */
export async function setFunnelAdmins(
  db: Db,
  incubatorId: string,
  funnelId: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.some((id) => !isUuid(id))) {
    throw new ValidationError([{ field: 'adminIds', message: 'This person was not found' }]);
  }
  const ids = [...new Set(userIds)];
  if (ids.length === 0) {
    throw new ValidationError([{ field: 'adminIds', message: APPLICATION_MESSAGES.funnelAdminMissing }]);
  }
  const known = await selectUsersWithRole(
    db,
    and(eq(users.incubatorId, incubatorId), inArray(users.id, ids), sql`${users.status} <> 'deleted'`),
  );
  if (known.length !== ids.length) {
    throw new ValidationError([{ field: 'adminIds', message: 'This person was not found' }]);
  }
  if (known.some((user) => !canRunAFunnel(user.role.type))) {
    throw new ValidationError([{ field: 'adminIds', message: APPLICATION_MESSAGES.funnelAdminRole }]);
  }
  await db
    .delete(funnelAdmins)
    .where(and(eq(funnelAdmins.incubatorId, incubatorId), eq(funnelAdmins.funnelId, funnelId)));
  await db.insert(funnelAdmins).values(ids.map((userId) => ({ incubatorId, funnelId, userId })));
}

/** Publishes a call on /apply/explore (it needs an intake form), or takes it off. */
export async function publishFunnel(
  db: Db,
  incubatorId: string,
  funnel: FunnelView,
  published: boolean,
): Promise<void> {
  if (published && !funnel.intakeFormId) {
    throw new ValidationError([{ field: 'intakeFormId', message: APPLICATION_MESSAGES.intakeMissing }]);
  }
  await db
    .update(funnels)
    .set({ publishedAt: published ? (funnel.publishedAt ?? new Date()) : null, updatedAt: new Date() })
    .where(and(eq(funnels.incubatorId, incubatorId), eq(funnels.id, funnel.id)));
}

export async function archiveFunnel(db: Db, incubatorId: string, funnel: FunnelView, archived: boolean) {
  await db
    .update(funnels)
    .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(funnels.incubatorId, incubatorId), eq(funnels.id, funnel.id)));
}

/** Deletes a funnel without submitted applications (drafts go with it); one with applications is closed instead. */
export async function deleteFunnel(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer,
  funnel: FunnelView,
): Promise<string> {
  if (funnel.submittedCount > 0) {
    throw new ValidationError([{ field: 'id', message: APPLICATION_MESSAGES.funnelHasApplications }]);
  }
  await db.delete(funnels).where(and(eq(funnels.incubatorId, incubatorId), eq(funnels.id, funnel.id)));
  await recordActivity(db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'funnel.deleted',
    entityType: 'funnel',
    entityId: funnel.id,
    before: { name: funnel.name },
  });
  return funnel.id;
}

export interface DecisionEmailView extends FunnelDecisionEmailRow {
  canEdit: boolean;
}

export async function listDecisionEmails(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer,
  funnelId: string,
): Promise<DecisionEmailView[]> {
  const rows = await db
    .select()
    .from(funnelDecisionEmails)
    .where(and(eq(funnelDecisionEmails.incubatorId, incubatorId), eq(funnelDecisionEmails.funnelId, funnelId)))
    .orderBy(asc(funnelDecisionEmails.action), asc(funnelDecisionEmails.language));
  return rows.map((row) => ({ ...row, canEdit: canEditDecisionEmail(viewer, row) }));
}

/**
 * The decision e-mail for an applicant: the funnel's template of the decision in their language, else in the
 * organisation's default language, else in English, else none (the built-in text is used).
 */
export async function decisionEmailFor(
  db: Db,
  incubatorId: string,
  funnelId: string,
  action: DecisionAction,
  languages: readonly string[],
): Promise<FunnelDecisionEmailRow | null> {
  if (!DECISION_ACTIONS.includes(action)) return null;
  const rows = await db
    .select()
    .from(funnelDecisionEmails)
    .where(
      and(
        eq(funnelDecisionEmails.incubatorId, incubatorId),
        eq(funnelDecisionEmails.funnelId, funnelId),
        eq(funnelDecisionEmails.action, action),
      ),
    );
  for (const language of [...languages, 'en']) {
    const found = rows.find((row) => row.language === language);
    if (found) return found;
  }
  return null;
}

export async function findDecisionEmail(db: Db, incubatorId: string, id: string): Promise<FunnelDecisionEmailRow> {
  if (!isUuid(id)) throw new NotFoundError('The e-mail');
  const [row] = await db
    .select()
    .from(funnelDecisionEmails)
    .where(and(eq(funnelDecisionEmails.incubatorId, incubatorId), eq(funnelDecisionEmails.id, id)));
  if (!row) throw new NotFoundError('The e-mail');
  return row;
}

/** Writes the funnel's e-mail of a decision in a language (one per funnel, decision and language). */
export async function saveDecisionEmail(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer,
  funnelId: string,
  values: { action: DecisionAction; language: string; subject: string; body: string },
): Promise<FunnelDecisionEmailRow> {
  const [row] = await db
    .insert(funnelDecisionEmails)
    .values({ incubatorId, id: newId(), funnelId, ...values, createdBy: viewer.userId })
    .onConflictDoUpdate({
      target: [
        funnelDecisionEmails.incubatorId,
        funnelDecisionEmails.funnelId,
        funnelDecisionEmails.action,
        funnelDecisionEmails.language,
      ],
      set: { subject: values.subject, body: values.body, updatedAt: new Date() },
    })
    .returning();
  return row as FunnelDecisionEmailRow;
}

export async function deleteDecisionEmail(db: Db, incubatorId: string, id: string): Promise<string> {
  await db
    .delete(funnelDecisionEmails)
    .where(and(eq(funnelDecisionEmails.incubatorId, incubatorId), eq(funnelDecisionEmails.id, id)));
  return id;
}
