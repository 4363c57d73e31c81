import type { Database, Db } from '../../platform/db/client.ts';
import { getIncubator, type IncubatorRow } from './organisation.service.ts';

/**
 * The organisation records, kept in memory: every page asks for them (the public record, the branded index.html)
 * and they change rarely. A record is forgotten as soon as a change to it commits (the database's change feed),
 * and nothing is served from memory while the feed is not live.
 */
class IncubatorCache {
  private readonly rows = new Map<string, Readonly<IncubatorRow>>();
  private generation = 0;
  private readonly database: Database;

  constructor(database: Database) {
    this.database = database;
    database.changes.on('incubators', (incubatorId) => this.forget(incubatorId));
    database.changes.onReset(() => this.forget(null));
  }

  private forget(incubatorId: string | null): void {
    this.generation += 1;
    if (incubatorId === null) this.rows.clear();
    else this.rows.delete(incubatorId);
  }

  async get(db: Db, incubatorId: string): Promise<Readonly<IncubatorRow>> {
    const live = this.database.changes.live;
    const known = live ? this.rows.get(incubatorId) : undefined;
    if (known) return known;
    const generation = this.generation;
    const row = Object.freeze(await getIncubator(db, incubatorId));
    // A change that committed while we read may not be in what we read: keep it only if none did.
    if (live && this.database.changes.live && generation === this.generation) this.rows.set(incubatorId, row);
    return row;
  }
}

const caches = new WeakMap<Database, IncubatorCache>();

/**
 * The organisation's record, from memory when possible. Only for reads that change nothing: inside a transaction
 * that writes, read with getIncubator (an uncommitted change must never reach the cache).
 */
export function cachedIncubator(database: Database, db: Db, incubatorId: string): Promise<Readonly<IncubatorRow>> {
  let cache = caches.get(database);
  if (!cache) {
    cache = new IncubatorCache(database);
    caches.set(database, cache);
  }
  return cache.get(db, incubatorId);
}
