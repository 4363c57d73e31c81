import type { Database } from '../../platform/db/client.ts';

/**
 * What a portfolio aggregation is made of: the values, and the groups startups belong to. A committed change to any
 * of them (announced on the change feed: by this instance at commit, by the database's statement triggers of
 * migration 0032 for any other writer) forgets the organisation's results.
 */
export const METRIC_AGGREGATE_SOURCES = [
  'metric_data',
  'startup_programs',
  'startup_industries',
  'startup_tags',
  'programs',
  'industries',
  'tags',
  'startups',
] as const;

/** Results kept at most (metric × grouping × organisation); the oldest read goes first. */
const CAPACITY = 500;

/**
 * Portfolio aggregations kept in memory (issue 17's performance goal: 720,000 values read in well under 100 ms).
 * Reading 72,000 values of a metric takes 100–250 ms of database time on two cores, while they change a few times a
 * month; a result is forgotten as soon as anything it is made of changes, and nothing is served while the change
 * feed is not live (a change could be missed).
 */
export class MetricAggregateCache<T> {
  private readonly entries = new Map<string, { incubatorId: string; value: T }>();
  /** Bumped per organisation when its sources change; a result computed across a bump is not kept. */
  private readonly generations = new Map<string, number>();
  private resets = 0;
  private readonly database: Database;

  constructor(database: Database) {
    this.database = database;
    for (const table of METRIC_AGGREGATE_SOURCES) database.changes.on(table, (id) => this.forget(id));
    database.changes.onReset(() => this.forget(null));
  }

  private forget(incubatorId: string | null): void {
    if (incubatorId === null) {
      this.resets += 1;
      this.entries.clear();
      return;
    }
    this.generations.set(incubatorId, (this.generations.get(incubatorId) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.incubatorId === incubatorId) this.entries.delete(key);
  }

  private stamp(incubatorId: string): string {
    return `${this.resets}:${this.generations.get(incubatorId) ?? 0}`;
  }

  /** The result for `key`, from memory when it is known and the feed is live, else computed (and kept if it may be). */
  async get(incubatorId: string, key: string, compute: () => Promise<T>): Promise<T> {
    const fullKey = `${incubatorId}:${key}`;
    const live = this.database.changes.live;
    const known = live ? this.entries.get(fullKey) : undefined;
    if (known) {
      // Most recently read last: the first entry is the one to drop when full.
      this.entries.delete(fullKey);
      this.entries.set(fullKey, known);
      return known.value;
    }
    const stamp = this.stamp(incubatorId);
    const value = await compute();
    if (live && this.database.changes.live && stamp === this.stamp(incubatorId)) {
      this.entries.set(fullKey, { incubatorId, value });
      if (this.entries.size > CAPACITY) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    return value;
  }
}

const caches = new WeakMap<Database, MetricAggregateCache<unknown>>();

/** The aggregation cache of a database (one per server process and database). */
export function metricAggregateCache<T>(database: Database): MetricAggregateCache<T> {
  let cache = caches.get(database);
  if (!cache) {
    cache = new MetricAggregateCache<unknown>(database);
    caches.set(database, cache);
  }
  return cache as MetricAggregateCache<T>;
}
