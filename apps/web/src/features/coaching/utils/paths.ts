/** Spec 01 §2.2: a coaching session's page. */
export function coachingSessionPath(sessionId: string): string {
  return `/coaching/session/${encodeURIComponent(sessionId)}`;
}

/** The founder's booking screen, for a startup (the viewer's first one without it). */
export const BOOK_SESSION_PATH = '/coaching/book';

export function bookSessionPath(startupId?: string | null, hostId?: string | null): string {
  const search = new URLSearchParams();
  if (startupId) search.set('startupId', startupId);
  if (hostId) search.set('hostId', hostId);
  const query = search.toString();
  return query ? `${BOOK_SESSION_PATH}?${query}` : BOOK_SESSION_PATH;
}

/** A startup's file (its default tab); written here because the startup file links to the booking screen. */
export function startupPath(startupId: string): string {
  return `/startup/${encodeURIComponent(startupId)}/file`;
}
