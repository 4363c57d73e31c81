import type { startupSchema } from '@cohort/shared';
import { and, eq, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { allExist, newId } from '../../platform/db/ids.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import {
  canChangeStartupTeam,
  canOpenStartup,
  canViewStartupFile,
  type StartupAccess,
  type StartupViewerCan,
  startupViewerCan,
} from '../../policies/index.ts';
import { recordActivity } from '../activity/index.ts';
import { industries } from '../industries/index.ts';
import { tags } from '../taxonomy/index.ts';
import { users } from '../users/index.ts';
import {
  deleteStartupsWithFiles,
  replaceLinks,
  replaceMembers,
  type StartupView,
  startupViews,
} from './portfolio.service.ts';
import { refuseProgramsOfPeople } from './program.service.ts';
import { programs, startupIndustries, startupPrograms, startups, startupTags } from './startup.table.ts';

/** A startup with what the viewer may do to it (computed by the policies, exposed as `viewerCan`). */
export type StartupWithViewer = StartupView & { viewerCan: StartupViewerCan };

export type StartupInput = ReturnType<ReturnType<typeof startupSchema>['parse']>;

function accessOf(view: StartupView): StartupAccess {
  return { startupId: view.id, name: view.name, founderIds: view.memberIds, assignedUserIds: view.assignedUserIds };
}

/** Startups as the viewer sees them: each with its viewerCan. */
export function withViewer(ctx: Ctx, views: StartupView[]): StartupWithViewer[] {
  const { viewer } = viewerOf(ctx);
  return views.map((view) => ({ ...view, viewerCan: startupViewerCan(viewer, accessOf(view)) }));
}

/** A startup of the portfolio the viewer may open (canOpenStartup); NotFound otherwise. */
export async function findStartup(ctx: Ctx, id: string): Promise<StartupWithViewer> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!z.string().uuid().safeParse(id).success) throw new NotFoundError('The startup');
  const rows = await ctx.db
    .select()
    .from(startups)
    .where(and(eq(startups.incubatorId, incubatorId), eq(startups.id, id)));
  const [view] = withViewer(ctx, await startupViews(ctx.db, incubatorId, rows));
  if (!view) throw new NotFoundError('The startup');
  if (!canOpenStartup(viewer, accessOf(view))) throw new NotFoundError('The startup');
  return view;
}

/** The startup of a startup file: its people, anyone with STARTUP_FILE:VIEW (ALL, or ASSIGNED to it). */
export async function findStartupFile(ctx: Ctx, id: string): Promise<StartupWithViewer> {
  const { viewer } = viewerOf(ctx);
  const view = await findStartup(ctx, id);
  if (!canViewStartupFile(viewer, accessOf(view))) throw new NotFoundError('The startup');
  return view;
}

/** Every id must name a row of this organisation. */
async function checkIds(
  db: Db,
  incubatorId: string,
  field: string,
  ids: readonly string[],
  table: typeof industries | typeof tags | typeof programs,
) {
  if (!(await allExist(db, table, incubatorId, ids))) {
    throw new ValidationError([{ field, message: 'This item was not found' }]);
  }
}

async function checkMembers(db: Db, incubatorId: string, ids: readonly string[]) {
  if (!(await allExist(db, users, incubatorId, ids, notInArray(users.status, ['deleted'])))) {
    throw new ValidationError([{ field: 'memberIds', message: 'This person was not found' }]);
  }
}

async function saveStartup(ctx: Ctx, incubatorId: string, startupId: string, input: StartupInput) {
  await checkIds(ctx.db, incubatorId, 'industryIds', input.industryIds, industries);
  await checkIds(ctx.db, incubatorId, 'tagIds', input.tagIds, tags);
  await checkIds(ctx.db, incubatorId, 'programIds', input.programIds, programs);
  await refuseProgramsOfPeople(ctx.db, incubatorId, 'programIds', input.programIds);
  await checkMembers(ctx.db, incubatorId, input.memberIds);
  await replaceLinks(ctx.db, incubatorId, startupIndustries, startupId, input.industryIds);
  await replaceLinks(ctx.db, incubatorId, startupTags, startupId, input.tagIds);
  await replaceLinks(ctx.db, incubatorId, startupPrograms, startupId, input.programIds);
  await replaceMembers(ctx.db, incubatorId, startupId, input.memberIds, input.memberLabels);
}

/** Adds a startup to the portfolio (the caller checked canCreateStartup). */
export async function addStartup(ctx: Ctx, input: StartupInput): Promise<StartupWithViewer> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const id = newId();
  await ctx.db.insert(startups).values({
    incubatorId,
    id,
    name: input.name,
    description: input.description,
    website: input.website,
    foundingYear: input.foundingYear,
    createdBy: viewer.userId,
  });
  await saveStartup(ctx, incubatorId, id, input);
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'startup.created',
    entityType: 'startup',
    entityId: id,
    after: { name: input.name },
  });
  return findStartup(ctx, id);
}

/**
 * Changes a startup the viewer may edit (the caller checked viewerCan.edit): its own people do not rename it without
 * STARTUP/NAME:EDIT, and do not change its programmes or its team.
 */
export async function updateStartup(
  ctx: Ctx,
  startup: StartupWithViewer,
  input: StartupInput,
): Promise<StartupWithViewer> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const staff = canChangeStartupTeam(viewer);
  if (input.name !== startup.name && !startup.viewerCan.editName) {
    throw new ValidationError([{ field: 'name', message: 'You cannot rename this startup' }]);
  }
  await ctx.db
    .update(startups)
    .set({
      name: input.name,
      description: input.description,
      website: input.website,
      foundingYear: input.foundingYear,
      updatedAt: new Date(),
    })
    .where(and(eq(startups.incubatorId, incubatorId), eq(startups.id, startup.id)));
  // The startup's own people do not change its programmes or its team.
  // Tags one cannot see are kept as they are (the form could not show them).
  if (!startup.viewerCan.seeTags) input.tagIds = startup.tags.map((tag) => tag.id);
  await saveStartup(
    ctx,
    incubatorId,
    startup.id,
    staff
      ? input
      : {
          ...input,
          programIds: startup.programs.map((p) => p.id),
          memberIds: startup.memberIds,
          memberLabels: startup.people,
        },
  );
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'startup.updated',
    entityType: 'startup',
    entityId: startup.id,
    before: { name: startup.name },
    after: { name: input.name },
  });
  return findStartup(ctx, startup.id);
}

/** Deletes a startup with its answers and files' records; the files' bytes go once the transaction commits. */
export async function deleteStartup(ctx: Ctx, startup: StartupWithViewer): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const files = await deleteStartupsWithFiles(ctx.db, incubatorId, [startup.id]);
  ctx.afterCommit(() => {
    for (const storageKey of files) void ctx.storage.remove(storageKey);
  });
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'startup.deleted',
    entityType: 'startup',
    entityId: startup.id,
    before: { name: startup.name },
  });
  return startup.id;
}
