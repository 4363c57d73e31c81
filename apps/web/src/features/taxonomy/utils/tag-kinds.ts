/** The kinds of the taxonomy, in the order of spec 02 §2 (/taxonomy/tags/{kind}); `topic` is evaluation criteria. */
export const TAG_KINDS = [
  'user',
  'event',
  'forms',
  'mentortag',
  'startup',
  'community',
  'application',
  'other',
  'skills',
  'topic',
] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/** The kind the taxonomy opens on, and the one an unknown kind in the address falls back to. */
export const DEFAULT_TAG_KIND: TagKind = 'startup';

export const TAXONOMY_PATH = '/taxonomy';

export function isTagKind(value: string | null | undefined): value is TagKind {
  return value != null && (TAG_KINDS as readonly string[]).includes(value);
}

/** The kind named in the address; anything else is the startup kind. */
export function parseTagKind(value: string | null | undefined): TagKind {
  return isTagKind(value) ? value : DEFAULT_TAG_KIND;
}

/** The page of one kind of tags: /taxonomy/tags/{kind}. */
export function tagsPath(kind: TagKind = DEFAULT_TAG_KIND): string {
  return `${TAXONOMY_PATH}/tags/${kind}`;
}
