import { and, eq, ne, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import { changedFields, recordActivity } from '../activity/index.ts';
import { getIncubator, INCUBATOR_UPDATED, incubators } from '../organisations/index.ts';

/** Who changes the settings of which organisation. */
export interface SettingsActor {
  actorId: string;
  incubatorId: string;
}

/** The organisation changed: open tabs re-brand once the transaction has committed. */
export function announceIncubatorUpdated(ctx: Ctx, incubatorId: string): void {
  ctx.afterCommit(() => ctx.pubsub.publish(incubatorId, INCUBATOR_UPDATED, {}));
}

/** Writes columns of the organisation, recording what changed in the activity feed. */
export async function updateIncubator(
  ctx: Ctx,
  { actorId, incubatorId }: SettingsActor,
  action: string,
  changes: Record<string, unknown>,
) {
  const before = (await getIncubator(ctx.db, incubatorId)) as unknown as Record<string, unknown>;
  if (Object.keys(changes).length > 0) {
    await ctx.db
      .update(incubators)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(incubators.id, incubatorId));
    const diff = changedFields(before, changes);
    if (Object.keys(diff.after).length > 0) {
      await recordActivity(ctx.db, {
        incubatorId,
        actorId,
        action,
        entityType: 'organisation',
        entityId: incubatorId,
        ...diff,
      });
    }
    announceIncubatorUpdated(ctx, incubatorId);
  }
  return getIncubator(ctx.db, incubatorId);
}

/** Which of a new slug and custom domain another organisation already uses. */
export async function addressClashes(
  db: Db,
  incubatorId: string,
  address: { slug?: string; customDomain?: string | null },
): Promise<{ slug: boolean; customDomain: boolean }> {
  const clash = await db
    .select({ slug: incubators.slug, customDomain: incubators.customDomain })
    .from(incubators)
    .where(
      and(
        ne(incubators.id, incubatorId),
        or(
          address.slug !== undefined ? eq(incubators.slug, address.slug) : undefined,
          address.customDomain ? eq(incubators.customDomain, address.customDomain) : undefined,
        ),
      ),
    );
  return {
    slug: clash.some((row) => row.slug === address.slug),
    customDomain: Boolean(address.customDomain) && clash.some((row) => row.customDomain === address.customDomain),
  };
}
