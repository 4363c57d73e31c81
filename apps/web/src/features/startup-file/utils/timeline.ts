import { TIMELINE_REACTIONS, type TimelineFilter, type TimelineReaction } from '@cohort/shared';

export interface ReactionCount {
  reaction: TimelineReaction;
  count: number;
  reactedByMe: boolean;
}

/** All six reactions in their fixed order, with the server's counts (a reaction nobody gave counts 0). */
export function allReactions(counts: readonly ReactionCount[]): ReactionCount[] {
  return TIMELINE_REACTIONS.map(
    (reaction) => counts.find((entry) => entry.reaction === reaction) ?? { reaction, count: 0, reactedByMe: false },
  );
}

/** The filters a viewer may choose: Private only for those who see private posts. */
export function timelineFilters(canSeePrivate: boolean): TimelineFilter[] {
  return canSeePrivate ? ['ALL', 'PUBLIC', 'PRIVATE', 'UPDATES'] : ['ALL', 'PUBLIC', 'UPDATES'];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Plain text of the composer as the paragraphs the server would make of it; sent as HTML so that text such as
 * "a<b" is never taken for markup. Blank text gives ''.
 */
export function plainTextToHtml(text: string): string {
  const trimmed = text.replace(/\r\n?/g, '\n').trim();
  if (trimmed === '') return '';
  return trimmed
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A stored (sanitized HTML) message as text to edit in the composer: paragraphs and line breaks kept. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h3|h4|blockquote|pre)>\s*/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A post needs words or at least one file. */
export function canSubmitPost(text: string, attachmentCount: number): boolean {
  return text.trim() !== '' || attachmentCount > 0;
}

/** Enter sends a reply; Shift+Enter (and Enter while an input method composes) makes a new line. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** Spec 01 §9: the next page of a list loads when the sentinel at its end is this visible. */
export const SENTINEL_VISIBILITY = 0.2;
