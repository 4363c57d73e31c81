import { PgBoss } from 'pg-boss';
import { fromPglite } from 'pg-boss/dist/adapters/pglite.js';
import type { Database } from '../db/client.ts';

export type JobHandler<Data> = (data: Data) => Promise<void>;

/**
 * The PostgreSQL-backed job queue (pg-boss): work queued by a request survives a restart and is picked up by any
 * instance. On PGlite the queue runs in-process on the same embedded database, woken by LISTEN/NOTIFY.
 */
export interface JobQueue {
  /** Queues a job; call it after the transaction that recorded the work has committed. */
  send(name: string, data: object): Promise<void>;
  /** Registers the handler of a queue (one per queue per process). A job that throws is retried. */
  work<Data extends object>(name: string, handler: JobHandler<Data>): Promise<void>;
  /** Queues a job of this queue on a cron schedule (UTC), once across every instance (pg-boss's scheduler). */
  schedule(name: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startJobQueue(database: Database): Promise<JobQueue> {
  const boss = createBoss(database);
  boss.on('error', (error) => console.error('Job queue error', error));
  await boss.start();
  const queues = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    // expireInSeconds: a worker that died mid-job releases it after this long, and another run resumes it.
    await boss.createQueue(name, { notify: true, retryLimit: 3, retryDelay: 5, expireInSeconds: 15 * 60 });
    queues.add(name);
  };
  let stopped = false;
  return {
    async send(name, data) {
      await ensureQueue(name);
      await boss.send(name, data);
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work<object>(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}

/** Installs or upgrades the queue's tables (part of the migration; the queue then starts without DDL). */
export async function migrateJobQueue(database: Database): Promise<void> {
  const boss = createBoss(database, { supervise: false, schedule: false });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}

function createBoss(database: Database, overrides: { supervise?: boolean; schedule?: boolean } = {}): PgBoss {
  // The queue's tables live in a schema of their own, not a tenant schema (jobs carry the organisation in their data).
  const common = { schema: database.jobsSchema, useListenNotify: true, ...overrides };
  if (database.kind === 'pglite' && database.pglite) {
    return new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' });
  }
  if (!database.url) throw new Error('The job queue needs the database connection string');
  return new PgBoss({ ...common, connectionString: database.url, max: 3 });
}
