/** The six reactions a timeline post can receive (docs/decisions.md: the spec names the count, not the kinds). */
export const TIMELINE_REACTIONS = ['LIKE', 'LOVE', 'CELEBRATE', 'CLAP', 'INSIGHTFUL', 'CURIOUS'] as const;
export type TimelineReaction = (typeof TIMELINE_REACTIONS)[number];

export const TIMELINE_REACTION_EMOJI: Record<TimelineReaction, string> = {
  LIKE: '👍',
  LOVE: '❤️',
  CELEBRATE: '🎉',
  CLAP: '👏',
  INSIGHTFUL: '💡',
  CURIOUS: '🤔',
};

/** Which posts a timeline shows (the `type` of StartupEventTimeline). */
export const TIMELINE_FILTERS = ['ALL', 'PUBLIC', 'PRIVATE', 'UPDATES'] as const;
export type TimelineFilter = (typeof TIMELINE_FILTERS)[number];

export const TIMELINE_MESSAGE_MAX = 20_000;
export const TIMELINE_PAGE_SIZE = 10;
export const TIMELINE_ATTACHMENTS_MAX = 10;

/** The default upload limit; the server's COHORT_UPLOAD_LIMIT_MB changes it and `uploadLimit` tells the client. */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;

/** What uploads may hold, decided from the content's first bytes (never from the name or the declared type). */
export const ACCEPTED_FILE_KINDS = ['pdf', 'png', 'jpeg', 'gif', 'webp', 'office', 'text'] as const;

export const ATTACHMENT_MESSAGES = {
  tooLarge: 'This file is larger than the {limit} MB limit',
  unsupportedType: 'This type of file is not accepted: upload a PDF, an image, an office document or a text file',
  empty: 'This file is empty',
  missing: 'Choose a file to upload',
  nameRequired: 'Name is a required field',
} as const;

/** Megabytes of a byte limit, as people read them (25 MB). */
export function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}
