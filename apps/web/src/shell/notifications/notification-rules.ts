import { BADGE_CAP, POST_PREVIEW_LENGTH } from '@cohort/shared';

/** Spec 01 §9: the next page loads when the sentinel at the list end is this visible. */
export const SENTINEL_VISIBILITY = 0.2;
/** Spec 01 §4, §9: after a live notification the unseen count is read again this much later. */
export const RECOUNT_AFTER_NOTIFICATION_MS = 1_000;

/** The badge of a count: nothing at 0, the number up to the cap, '99+' above it (spec 01 §9). */
export function badgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

/** A post preview cut at 80 characters plus an ellipsis (spec 01 §4, §9); whitespace runs fold to one space. */
export function previewOf(content: string | null | undefined, length = POST_PREVIEW_LENGTH): string {
  const text = (content ?? '').replace(/\s+/g, ' ').trim();
  const characters = Array.from(text); // by code point: an emoji is never split in half
  return characters.length > length ? `${characters.slice(0, length).join('').trimEnd()}…` : text;
}

/** Epoch seconds of a moment, rounded down. */
export function epochSeconds(moment: Date | number = Date.now()): number {
  return Math.floor((typeof moment === 'number' ? moment : moment.getTime()) / 1_000);
}

/**
 * The opening time sent as last seen (epoch seconds, spec 01 §4), rounded up: rounded down, a notification that
 * arrived in the same second just before the opening would still count as unseen. (The server never stores a
 * marker later than its own clock.)
 */
export function openingTimestamp(moment: Date | number = Date.now()): number {
  return Math.ceil((typeof moment === 'number' ? moment : moment.getTime()) / 1_000);
}

export interface GroupedNotifications<T> {
  /** Created after the last-seen marker. */
  fresh: T[];
  /** Created at or before it. */
  earlier: T[];
  /** The 'Earlier' header shows only when both groups have items (spec 01 §4). */
  showEarlierHeader: boolean;
}

/**
 * Splits notifications into 'New' (created after the last-seen marker, in epoch seconds) and 'Earlier' (spec 01 §4),
 * keeping their order. Without a marker (never opened) everything is new.
 */
export function groupNotifications<T extends { createdAt: string }>(
  items: readonly T[],
  lastSeenSeconds: number | null | undefined,
): GroupedNotifications<T> {
  const fresh: T[] = [];
  const earlier: T[] = [];
  for (const item of items) {
    const created = Date.parse(item.createdAt);
    const isNew = lastSeenSeconds == null || Number.isNaN(created) || created > lastSeenSeconds * 1_000;
    (isNew ? fresh : earlier).push(item);
  }
  return { fresh, earlier, showEarlierHeader: fresh.length > 0 && earlier.length > 0 };
}

/** The notification fields that decide where a click goes. */
export interface NotificationLink {
  url?: string | null;
  notificationType: string;
  note?: { id: string } | null;
  parentNote?: { id: string } | null;
}

export type NotificationTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

const REACTION_TYPES = new Set(['newReaction']);
const REPLY_TYPES = new Set(['newNoteReply', 'siblingNoteReply']);

/**
 * Where a click on a notification goes (spec 01 §4). A reaction opens its post: /community/post/{postId}; a reply
 * opens the post at the reply: /community/post/{postId}?comment={commentId}. The post is the parent note when there is
 * one (the note is then a comment on it), else the note itself; the comment is the note, and is left out when it is
 * the post itself. Any other notification follows its url: an internal one (a path, or an address on this origin)
 * through the router, an external one as a plain link. Null when there is nowhere to go.
 */
export function notificationTarget(notification: NotificationLink, origin: string): NotificationTarget | null {
  const { note, parentNote } = notification;
  if (note && (REACTION_TYPES.has(notification.notificationType) || REPLY_TYPES.has(notification.notificationType))) {
    const postId = parentNote?.id ?? note.id;
    const path = `/community/post/${encodeURIComponent(postId)}`;
    if (REACTION_TYPES.has(notification.notificationType) || postId === note.id) return { kind: 'internal', path };
    return { kind: 'internal', path: `${path}?comment=${encodeURIComponent(note.id)}` };
  }
  return urlTarget(notification.url, origin);
}

/** An url of a notification as a router path when it is internal, or as an external address. */
export function urlTarget(url: string | null | undefined, origin: string): NotificationTarget | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(value)) {
    let parsed: URL;
    try {
      parsed = new URL(value, origin);
    } catch {
      return null;
    }
    if (parsed.origin === origin) return { kind: 'internal', path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
    // Only web and mail addresses leave the app; anything else (javascript:, data:) goes nowhere.
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? { kind: 'external', href: parsed.href } : null;
  }
  return { kind: 'internal', path: value.startsWith('/') ? value : `/${value}` };
}

/** Pages of notifications as one list in page order, each notification once (pages shift when new ones arrive). */
export function mergePages<T extends { _id: string }>(pages: readonly (readonly T[] | undefined)[]): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const page of pages) {
    for (const item of page ?? []) {
      if (seen.has(item._id)) continue;
      seen.add(item._id);
      merged.push(item);
    }
  }
  return merged;
}

/** Whether another page exists after the loaded ones (0-based pages, spec 01 §7.2). */
export function hasNextPage(loadedPages: number, totalPages: number): boolean {
  return loadedPages < totalPages;
}
