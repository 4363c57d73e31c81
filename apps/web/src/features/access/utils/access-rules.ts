import type { RoleType } from '@cohort/shared';

/** What a route asks of the user's role (spec 01 §6 role guards). */
export interface RoleRule {
  /** Role types let through; absent means every role type. */
  allowed?: readonly RoleType[];
  /** Role types kept out. */
  forbidden?: readonly RoleType[];
  /** Content hidden from users who belong to at least one startup (spec 01 §6). */
  hideWithStartup?: boolean;
}

/** What a role guard knows of the user besides the role type. */
export interface RoleRuleContext {
  /** How many startups the user belongs to; unknown counts as having one when the rule hides content from them. */
  startupCount?: number;
}

/**
 * A role guard (spec 01 §6) lets content through when the role type is in the allowed list or, without one, not in the
 * forbidden list; nothing passes without a role type. With hideWithStartup, a user of at least one startup (or whose
 * startups are unknown) is kept out too.
 */
export function roleAllows(
  roleType: string | null | undefined,
  rule: RoleRule,
  { startupCount }: RoleRuleContext = {},
): boolean {
  if (!roleType) return false;
  if (rule.hideWithStartup && (startupCount === undefined || startupCount > 0)) return false;
  if (rule.allowed) return (rule.allowed as readonly string[]).includes(roleType);
  if (rule.forbidden) return !(rule.forbidden as readonly string[]).includes(roleType);
  return true;
}

/** Where a route gated by a feature outside the plan or switched off sends the user (spec 01 §2.2). */
export const PLAN_PAGE_PATH = '/admin/configuration/plan';

const RELOAD_MARKER = 'aa:reload-without-role';

/**
 * A signed-in user without a role type is a half-loaded state: reload once (spec 01 §2.2), never in a loop.
 * Returns true when the page is reloading.
 */
export function reloadOnceWithoutRole(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  reload: () => void,
): boolean {
  if (storage.getItem(RELOAD_MARKER)) {
    storage.removeItem(RELOAD_MARKER);
    return false;
  }
  storage.setItem(RELOAD_MARKER, '1');
  reload();
  return true;
}
