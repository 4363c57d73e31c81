/** The tabs of an application file (spec 01 §2.2: /application/:id shows activities). */
export const APPLICATION_TABS = ['activities', 'form', 'meeting'] as const;
export type ApplicationTab = (typeof APPLICATION_TABS)[number];
export const DEFAULT_APPLICATION_TAB: ApplicationTab = 'activities';

export function isApplicationTab(value: unknown): value is ApplicationTab {
  return typeof value === 'string' && (APPLICATION_TABS as readonly string[]).includes(value);
}

/** /application/{id}/{tab}. */
export function applicationPath(applicationId: string, tab: ApplicationTab = DEFAULT_APPLICATION_TAB): string {
  return `/application/${encodeURIComponent(applicationId)}/${tab}`;
}

/** The tab a path of an application file shows: its last segment, the default tab otherwise. */
export function applicationTabOf(pathname: string): ApplicationTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return isApplicationTab(last) ? last : DEFAULT_APPLICATION_TAB;
}
