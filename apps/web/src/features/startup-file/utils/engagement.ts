/** The periods the analytics tab offers, in weeks; 12 unless the address asks for another. */
export const ENGAGEMENT_PERIODS = [4, 12, 26, 52] as const;
export type EngagementPeriod = (typeof ENGAGEMENT_PERIODS)[number];
export const DEFAULT_ENGAGEMENT_PERIOD: EngagementPeriod = 12;

/** What the server counts for each week (there are no coaching sessions in Cohort, so no sessions series). */
export const ENGAGEMENT_METRICS = ['posts', 'replies', 'tasksDone', 'logins'] as const;
export type EngagementMetric = (typeof ENGAGEMENT_METRICS)[number];
export type EngagementCounts = Record<EngagementMetric, number>;

/** The period of `?weeks=`: one of the offered ones, the default otherwise. */
export function engagementPeriodOf(value: string | null | undefined): EngagementPeriod {
  const weeks = Number(value);
  return (ENGAGEMENT_PERIODS as readonly number[]).includes(weeks)
    ? (weeks as EngagementPeriod)
    : DEFAULT_ENGAGEMENT_PERIOD;
}

/** Nothing happened over the period: the tab shows a message instead of empty charts. */
export function isEngagementEmpty(totals: EngagementCounts): boolean {
  return ENGAGEMENT_METRICS.every((metric) => totals[metric] === 0);
}

/** One metric's values, week by week in time order. */
export function engagementSeries(weeks: readonly EngagementCounts[], metric: EngagementMetric): number[] {
  return weeks.map((week) => week[metric]);
}
