import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readlinkSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What `npm run backup` writes and `npm run restore` reads: one gzipped tar archive holding
 *   cohort-backup.json          this manifest
 *   database/pglite.tar.gz      the embedded database (PGlite's dump of its data folder), or
 *   database/postgres.dump      the PostgreSQL database (pg_dump --format=custom)
 *   storage/...                 the uploaded and exported files (COHORT_STORAGE_DIR, or <COHORT_DATA_DIR>/storage)
 */
export const MANIFEST = 'cohort-backup.json';
export const PGLITE_DUMP = 'database/pglite.tar.gz';
export const POSTGRES_DUMP = 'database/postgres.dump';
export const STORAGE = 'storage';

export interface Manifest {
  format: 'cohort-backup';
  version: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** `select version()` of the database that was backed up. */
  serverVersion: string;
  storage: { files: number; bytes: number };
}

/** The embedded database's own folder inside the data folder (as openDatabase lays it out). */
export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Files (and their total size) under a folder; an absent folder holds none. */
export function countFiles(folder: string): { files: number; bytes: number } {
  const total = { files: 0, bytes: 0 };
  if (!existsSync(folder)) return total;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    total.files += 1;
    total.bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** Whether a folder is absent or has nothing in it. */
export function isEmptyFolder(folder: string): boolean {
  return !existsSync(folder) || readdirSync(folder).length === 0;
}

/**
 * The processes (other than this one) that have a file open under `folder`, read from /proc; null where /proc
 * cannot tell (not Linux). A running server keeps the files of its embedded database open.
 */
export function processesUsing(folder: string): number[] | null {
  if (!existsSync('/proc/self/fd')) return null;
  const prefix = `${path.resolve(folder)}${path.sep}`;
  const holders: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    let descriptors: string[];
    try {
      descriptors = readdirSync(`/proc/${name}/fd`);
    } catch {
      continue; // Gone, or not ours to read.
    }
    for (const descriptor of descriptors) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${name}/fd/${descriptor}`);
      } catch {
        continue;
      }
      if (target.startsWith(prefix)) {
        holders.push(Number(name));
        break;
      }
    }
  }
  return holders;
}

/** A PostgreSQL connection string without its password, and the password for PGPASSWORD (kept out of `ps`). */
export function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs one of PostgreSQL's client tools; resolves with its exit code and output, or says clearly it is missing. */
export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${command} was not found: install PostgreSQL's client tools (of the server's major version or newer), e.g. \`apt-get install postgresql-client\``
            : `${command} could not start: ${error.message}`,
        ),
      );
    });
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (exit code ${code}):\n${errors.trim()}`));
    });
  });
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
