import { TOKEN_STORAGE_KEY } from '@cohort/shared';

/** Where a signed-out visitor of a signed-in page is sent (spec 01 §2.2): the login, or the explore page. */
export const LOGIN_PATH = '/login';
export const EXPLORE_PATH = '/apply/explore';
export const HOME_PATH = '/';
/** The organisation's OpenID provider: start of the sign-in, and the federated logout (spec 01 §4). */
export const SSO_START_PATH = '/auth/oidc/start';
export const SSO_LOGOUT_PATH = '/auth/oidc/logout';
/** The client routes that start the external sign-in and receive its answer. */
export const SSO_URL_ROUTE = '/auth/url';
export const SSO_CALLBACK_ROUTE = '/auth/callback';
export const EMAIL_CONFIRMATION_PATH = '/account/confirmation';

/**
 * Pages where a GraphQL AuthenticationRequiredError does not log out but dispatches the
 * `authenticationRequired` window event instead (spec 01 §8).
 */
export const AUTHENTICATION_EXEMPT_PATHS = [
  '/login',
  '/reset',
  '/application/new',
  '/acceptinvitation',
  '/forgotpassword',
  '/share/forms',
  '/welcome',
] as const;

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isAuthenticationExemptPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return AUTHENTICATION_EXEMPT_PATHS.some((prefix) => startsWithSegment(path, prefix));
}

export type StorageEventAction = 'ignore' | 'reload' | 'logout';

/** What a tab does when another tab changed local storage (spec 01 §4): the token changed → reload; removed → log out. */
export function storageEventAction(
  event: { key: string | null; newValue: string | null },
  currentToken: string | null,
): StorageEventAction {
  // A null key means the other tab cleared the whole storage.
  if (event.key === null) return currentToken ? 'logout' : 'ignore';
  if (event.key !== TOKEN_STORAGE_KEY) return 'ignore';
  const next = event.newValue && event.newValue.trim() !== '' ? event.newValue : null;
  if (next === null) return currentToken ? 'logout' : 'ignore';
  return next === currentToken ? 'ignore' : 'reload';
}

export interface PathLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The path, query string and fragment of a location, to come back to after signing in. */
export function locationPath({ pathname, search = '', hash = '' }: PathLocation): string {
  return `${pathname}${search}${hash}`;
}

const AUTH_FLOW_PATHS = [LOGIN_PATH, SSO_URL_ROUTE, SSO_CALLBACK_ROUTE, '/auth/oidc'];

/**
 * A return path that is safe to follow: a path of this site (no scheme, no `//host`), and not one of the
 * sign-in pages themselves (which would loop). Anything else becomes the fallback.
 */
export function safeReturnPath(value: unknown, fallback: string = HOME_PATH): string {
  if (typeof value !== 'string') return fallback;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  if ([...path].some((character) => character.charCodeAt(0) < 0x20)) return fallback;
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (AUTH_FLOW_PATHS.some((prefix) => startsWithSegment(pathname, prefix))) return fallback;
  return path;
}

/** The navigation state a guard leaves for the login page: where the visitor wanted to go. */
export interface ReturnState {
  from: string;
}

export function returnState(location: PathLocation): ReturnState {
  return { from: locationPath(location) };
}

/** Where to go after signing in: the path remembered in the navigation state, else the home page. */
export function returnPathFromState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return HOME_PATH;
  const { from } = state as { from: unknown };
  if (typeof from === 'object' && from !== null && 'pathname' in from) {
    const location = from as { pathname: unknown; search?: unknown; hash?: unknown };
    if (typeof location.pathname !== 'string') return HOME_PATH;
    return safeReturnPath(
      locationPath({
        pathname: location.pathname,
        search: typeof location.search === 'string' ? location.search : '',
        hash: typeof location.hash === 'string' ? location.hash : '',
      }),
    );
  }
  return safeReturnPath(from);
}

/** Spec 01 §2.2: signed-out visitors go to the login, or to the explore page when the default path says so. */
export function signedOutRedirectPath(defaultPath: string | null | undefined): string {
  return defaultPath === 'explore' ? EXPLORE_PATH : LOGIN_PATH;
}

/** The server route that sends the browser to the organisation's OpenID provider. */
export function ssoStartUrl(returnTo: unknown): string {
  return `${SSO_START_PATH}?returnTo=${encodeURIComponent(safeReturnPath(returnTo))}`;
}

export type SsoCallbackResult =
  | { kind: 'success'; token: string; sessionId: string | null; returnTo: string }
  | { kind: 'error'; message: string }
  | { kind: 'invalid' };

/** Reads what the server put in the fragment of /auth/callback: `#token=…&sessionId=…&returnTo=…` or `#error=…`. */
export function parseSsoCallbackHash(hash: string): SsoCallbackResult {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const error = params.get('error');
  if (error !== null) return { kind: 'error', message: error.trim() };
  const token = params.get('token')?.trim();
  if (!token) return { kind: 'invalid' };
  const sessionId = params.get('sessionId')?.trim() || null;
  return { kind: 'success', token, sessionId, returnTo: safeReturnPath(params.get('returnTo')) };
}

/** Spec 01 §4: a user whose status is deleted is treated as signed out. */
export function isDeletedStatus(status: string | null | undefined): boolean {
  return typeof status === 'string' && status.toLowerCase() === 'deleted';
}

/** Spec 01 §4 Unconfirmed account: who sees 'You have not confirmed your email yet'. */
export function needsEmailConfirmation(user: {
  roleType: string | null | undefined;
  validated: boolean;
  status: string | null | undefined;
  pathname: string;
}): boolean {
  if (user.roleType === 'Applicant') return false;
  if (startsWithSegment(user.pathname, EMAIL_CONFIRMATION_PATH)) return false;
  return !user.validated || user.status?.toLowerCase() === 'pending';
}

/** A Retry-After header in seconds (the server sends seconds; an HTTP date is also accepted). */
export function retryAfterSeconds(header: string | null | undefined, now: number = Date.now()): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
