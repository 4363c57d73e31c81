import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel on which the database announces committed changes: `<table>:<organisation id>` (triggers). */
export const CHANGES_CHANNEL = 'cohort_changes';

type Listener = (incubatorId: string) => void;

/**
 * Committed changes to the tables that caches depend on (the organisation record, for instance), so that a cache
 * can serve without asking the database and still never serve stale data for long:
 * - a change made through this instance's tenant transactions is announced as soon as it commits, before the
 *   operation answers (see TenantScope);
 * - any other change (another instance, a job, a script, plain SQL) arrives through the database's own
 *   notifications (LISTEN/NOTIFY, sent by triggers at commit), within milliseconds.
 * While the listening connection is down `live` is false, and caches must not serve; when it comes back, every
 * `onReset` listener runs, since changes may have been missed meanwhile.
 */
export class ChangeFeed {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly resets = new Set<() => void>();
  private connected = false;
  private closed = false;
  private stopListening: (() => Promise<void>) | null = null;
  private starting: Promise<void> | null = null;
  private readonly source: { pglite: PGlite } | { url: string };

  constructor(source: { pglite: PGlite } | { url: string }) {
    this.source = source;
  }

  /** Whether changes made elsewhere are heard right now. */
  get live(): boolean {
    return this.connected && !this.closed;
  }

  /** Calls `listener` with the organisation of each committed change to `table`. */
  on(table: string, listener: Listener): () => void {
    let set = this.listeners.get(table);
    if (!set) {
      set = new Set();
      this.listeners.set(table, set);
    }
    set.add(listener);
    void this.start();
    return () => set.delete(listener);
  }

  /** Calls `listener` whenever changes may have been missed (the listening connection came back). */
  onReset(listener: () => void): () => void {
    this.resets.add(listener);
    void this.start();
    return () => this.resets.delete(listener);
  }

  /** Announces a change committed through this instance. */
  emit(table: string, incubatorId: string): void {
    const set = this.listeners.get(table);
    if (!set) return;
    for (const listener of set) listener(incubatorId);
  }

  /** Starts listening (once); resolves when the feed is live or has failed to connect for now. */
  start(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.starting ??= this.connect();
    return this.starting;
  }

  private receive(payload: string | undefined): void {
    if (!payload) return;
    const at = payload.indexOf(':');
    if (at > 0) this.emit(payload.slice(0, at), payload.slice(at + 1));
  }

  private reset(): void {
    for (const listener of this.resets) listener();
  }

  private async connect(): Promise<void> {
    if ('pglite' in this.source) {
      // PGlite is this process: nothing can be missed, and the single connection never drops.
      this.stopListening = await this.source.pglite.listen(CHANGES_CHANNEL, (payload) => this.receive(payload));
      this.connected = true;
      return;
    }
    await this.connectPostgres(this.source.url, 500);
  }

  private async connectPostgres(url: string, retryMs: number): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: url });
    const lost = () => {
      if (!this.connected) return;
      this.connected = false;
      this.stopListening = null;
      client.removeAllListeners();
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      this.reset();
      setTimeout(() => void this.connectPostgres(url, 500), retryMs).unref();
    };
    try {
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', (message) => this.receive(message.payload));
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.connected = true;
      this.stopListening = async () => {
        client.removeAllListeners();
        client.on('error', () => undefined);
        await client.end().catch(() => undefined);
      };
      this.reset();
    } catch {
      client.removeAllListeners();
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      setTimeout(() => void this.connectPostgres(url, Math.min(retryMs * 2, 10_000)), retryMs).unref();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.connected = false;
    await this.stopListening?.().catch(() => undefined);
    this.stopListening = null;
  }
}
