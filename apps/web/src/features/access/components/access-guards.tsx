import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useQuery } from 'urql';
import { FullScreenLoader } from '../../../ui/full-screen-loader.tsx';
import { type CurrentUser, useCurrentUserState } from '../../identity/index.ts';
import { IsUserAuthorizedQuery } from '../graphql/is-user-authorized.query.ts';
import { useFeatureFlag } from '../hooks/use-feature-flag.ts';
import { PLAN_PAGE_PATH, type RoleRule, reloadOnceWithoutRole, roleAllows } from '../utils/access-rules.ts';

/** Whether the signed-in user passes a role rule, startups included (hideWithStartup). */
function userAllowed(user: CurrentUser, rule: RoleRule): boolean {
  return roleAllows(user.role?.type, rule, { startupCount: user.startups.length });
}

/**
 * Role guard (spec 01 §6): the role type must be allowed (or not forbidden), and with hideWithStartup the user must
 * belong to no startup; otherwise the user goes to `/`. A user without a role type reloads the page once. Nothing
 * renders without a user.
 */
export function RequireRole({ children, ...rule }: RoleRule & { children: ReactNode }) {
  const state = useCurrentUserState();
  if (state.status === 'loading') return <FullScreenLoader />;
  if (state.status !== 'signedIn') return null;
  const roleType = state.user.role?.type;
  if (!roleType) {
    if (reloadOnceWithoutRole(window.sessionStorage, () => window.location.reload())) return <FullScreenLoader />;
    return <Navigate to="/" replace />;
  }
  return userAllowed(state.user, rule) ? children : <Navigate to="/" replace />;
}

/**
 * The role guard for a piece of a page (spec 01 §6): renders its children when the signed-in user passes the rule
 * (hideWithStartup included), the fallback (nothing by default) otherwise, and never redirects.
 */
export function RoleGate({
  children,
  fallback = null,
  ...rule
}: RoleRule & { children: ReactNode; fallback?: ReactNode }) {
  const state = useCurrentUserState();
  if (state.status !== 'signedIn') return fallback;
  return userAllowed(state.user, rule) ? children : fallback;
}

/** Permission guard: the server answers IsUserAuthorized; while it does, a loading indicator shows. */
export function RequirePermission({
  permission,
  data,
  children,
}: {
  permission: string;
  data?: Record<string, unknown>;
  children: ReactNode;
}) {
  const [{ data: answer, fetching, error }] = useQuery({
    query: IsUserAuthorizedQuery,
    variables: { permission, data: data ?? null },
    requestPolicy: 'cache-and-network',
  });
  if (fetching && !answer) return <FullScreenLoader />;
  if (error || !answer?.isUserAuthorized) return <Navigate to="/" replace />;
  return children;
}

/**
 * Permission guard for several keys: any one of them lets the user in (asked in order, the next only when the one
 * before is refused); the last refusal sends the user to `/`.
 */
export function RequireAnyPermission({
  permissions,
  children,
}: {
  permissions: readonly [string, ...string[]];
  children: ReactNode;
}) {
  const [first, ...rest] = permissions;
  const [{ data: answer, fetching, error }] = useQuery({
    query: IsUserAuthorizedQuery,
    variables: { permission: first, data: null },
    requestPolicy: 'cache-and-network',
  });
  if (fetching && !answer) return <FullScreenLoader />;
  if (!error && answer?.isUserAuthorized) return children;
  const [next, ...others] = rest;
  if (next === undefined) return <Navigate to="/" replace />;
  return <RequireAnyPermission permissions={[next, ...others]}>{children}</RequireAnyPermission>;
}

/** Shows its children only when the server says the permission is held (nothing while it answers). */
export function PermissionGate({ permission, children }: { permission: string; children: ReactNode }) {
  const [{ data: answer }] = useQuery({
    query: IsUserAuthorizedQuery,
    variables: { permission, data: null },
    requestPolicy: 'cache-and-network',
  });
  return answer?.isUserAuthorized ? children : null;
}

/**
 * Feature guard: a feature switched off or outside the plan sends the user to the plan page; while the flag loads,
 * a loading indicator shows.
 */
export function RequireFeature({ flag, children }: { flag: string; children: ReactNode }) {
  const enabled = useFeatureFlag(flag);
  if (enabled === null) return <FullScreenLoader />;
  if (!enabled) return <Navigate to={PLAN_PAGE_PATH} replace />;
  return children;
}
