import { BADGE_CAP } from '@cohort/shared';

/** Spec 01 §9: the side panel is 384 px wide. */
export const TODAY_TASKS_PANEL_WIDTH = 384;

/** The counter's text: the count, capped at '99+' (spec 01 §9 badge cap). */
export function todayTasksBadge(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.max(0, count));
}
