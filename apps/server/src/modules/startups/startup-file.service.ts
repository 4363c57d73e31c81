import { isAuthorized, type RoleType, STARTUP_MANAGER_ROLES } from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { NotFoundError } from '../../platform/graphql/errors.ts';
import { seesAllStartups, type StartupView, startupViews } from './portfolio.service.ts';
import { canDownloadStartupDocuments, canSeePrivatePosts, canViewStartupFile } from './access.ts';
import { startups } from './startup.table.ts';

export type StartupWithViewer = StartupView & {
  viewerId: string;
  viewerRole: RoleType;
  canDelete: boolean;
  canRename: boolean;
  canViewFile: boolean;
  canSeePrivate: boolean;
  canDownload: boolean;
  /** TAGS:STARTUP:VIEW: startup tags are the programme's own labels (a founder does not see them by default). */
  canSeeTags: boolean;
};

/** Staff roles that manage startups (STARTUP_MANAGER_ROLES): create any, edit any. */
export function manages(roleType: RoleType): boolean {
  return (STARTUP_MANAGER_ROLES as readonly RoleType[]).includes(roleType);
}

/** The startups with what the viewer may do with each (the `can…` and `viewerCan` fields). */
export function withViewer(ctx: Ctx, views: StartupView[]): StartupWithViewer[] {
  const { viewer } = viewerOf(ctx);
  return views.map((view) => {
    const access = {
      startupId: view.id,
      name: view.name,
      founderIds: view.memberIds,
      assignedUserIds: view.assignedUserIds,
    };
    return {
      ...view,
      viewerId: viewer.userId,
      viewerRole: viewer.roleType,
      canDelete: isAuthorized(viewer, 'STARTUP:DELETE'),
      canRename: isAuthorized(viewer, 'STARTUP/NAME:EDIT'),
      canViewFile: canViewStartupFile(viewer, access),
      canSeePrivate: canSeePrivatePosts(viewer, access),
      canDownload: canDownloadStartupDocuments(viewer, access),
      canSeeTags: viewer.roleType === 'System' || isAuthorized(viewer, 'TAGS:STARTUP:VIEW'),
    };
  });
}

/** One startup the viewer may see (NotFound otherwise), with what they may do with it. */
export async function findStartup(ctx: Ctx, id: string): Promise<StartupWithViewer> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!z.string().uuid().safeParse(id).success) throw new NotFoundError('The startup');
  const rows = await ctx.db
    .select()
    .from(startups)
    .where(and(eq(startups.incubatorId, incubatorId), eq(startups.id, id)));
  const [view] = withViewer(ctx, await startupViews(ctx.db, incubatorId, rows));
  if (!view) throw new NotFoundError('The startup');
  const access = {
    startupId: view.id,
    name: view.name,
    founderIds: view.memberIds,
    assignedUserIds: view.assignedUserIds,
  };
  if (!seesAllStartups(viewer.roleType) && !canViewStartupFile(viewer, access)) throw new NotFoundError('The startup');
  return view;
}

/** The startup of a startup file: its people, anyone with STARTUP_FILE:VIEW (ALL, or ASSIGNED to it). */
export async function findStartupFile(ctx: Ctx, id: string): Promise<StartupWithViewer> {
  const { viewer } = viewerOf(ctx);
  const view = await findStartup(ctx, id);
  const access = {
    startupId: view.id,
    name: view.name,
    founderIds: view.memberIds,
    assignedUserIds: view.assignedUserIds,
  };
  if (!canViewStartupFile(viewer, access)) throw new NotFoundError('The startup');
  return view;
}
