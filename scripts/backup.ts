import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { create as createTar } from 'tar';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import {
  countFiles,
  libpqConnection,
  MANIFEST,
  type Manifest,
  megabytes,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  pgliteFolder,
  processesUsing,
  runTool,
  STORAGE,
} from './backup-format.ts';

/**
 * `npm run backup [-- --output <file>] [-- --force]`
 * Writes one archive (gzipped tar) with the database and the uploaded files, from the same settings as the server:
 * - without DATABASE_URL, the embedded database of COHORT_DATA_DIR (PGlite's dump of its data folder). The server
 *   must be stopped: the script refuses while a process has the database open (read from /proc on Linux; elsewhere
 *   it refuses while the database's postmaster.pid is there, unless --force).
 * - with DATABASE_URL, `pg_dump --format=custom` of that database (the server may keep running).
 * The files are those of COHORT_STORAGE_DIR, or <COHORT_DATA_DIR>/storage.
 */
const { values } = parseArgs({
  options: {
    output: { type: 'string', short: 'o' },
    force: { type: 'boolean', default: false },
  },
});

/** A refusal with a message for the operator (no stack). */
class Refusal extends Error {}

function fail(message: string): never {
  throw new Refusal(message);
}

/** Refuses to read an embedded database that a running server has open. */
function checkNotInUse(folder: string) {
  const holders = processesUsing(folder);
  if (holders && holders.length > 0) {
    fail(
      `The embedded database in ${folder} is in use by process ${holders.join(', ')} (a running Cohort server?).\n` +
        'Stop it first (Ctrl+C or SIGTERM), then run `npm run backup` again.',
    );
  }
  if (holders === null && existsSync(path.join(folder, 'postmaster.pid')) && !values.force) {
    fail(
      `The embedded database in ${folder} looks in use (its postmaster.pid is there). Stop the server first; if it ` +
        'is stopped already (it was killed), run `npm run backup -- --force`.',
    );
  }
}

async function backup(): Promise<void> {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const output = path.resolve(values.output ?? `cohort-backup-${stamp}.tar.gz`);
  if (existsSync(output)) fail(`${output} exists already; choose another --output`);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  mkdirSync(path.dirname(output), { recursive: true });
  const staging = mkdtempSync(path.join(path.dirname(output), '.cohort-backup-'));
  let linked = false;
  try {
    mkdirSync(path.join(staging, 'database'));
    let serverVersion: string;
    if (kind === 'pglite') {
      const folder = pgliteFolder(config.dataDir);
      if (!existsSync(path.join(folder, 'PG_VERSION'))) fail(`There is no embedded database in ${config.dataDir}.`);
      checkNotInUse(folder);
      const database = await openDatabase({ dataDir: config.dataDir });
      try {
        const [row] = await database.ownerQuery<{ version: string }>('select version()');
        serverVersion = row?.version ?? '';
        const dump = await database.dumpDataDir?.();
        if (!dump) fail('PGlite could not dump its data folder.');
        writeFileSync(path.join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await database.close();
      }
    } else {
      const url = config.databaseUrl as string;
      const connection = libpqConnection(url);
      const database = await openDatabase({ url, poolSize: 1 });
      try {
        const [row] = await database.ownerQuery<{ version: string }>('select version()');
        serverVersion = row?.version ?? '';
      } finally {
        await database.close();
      }
      await runTool(
        'pg_dump',
        ['--format=custom', `--file=${path.join(staging, POSTGRES_DUMP)}`, `--dbname=${connection.dbname}`],
        connection.env,
      );
    }

    // The storage folder goes in as it is: a link to it, followed when the archive is written.
    const storage = countFiles(config.storageDir);
    if (existsSync(config.storageDir)) {
      symlinkSync(config.storageDir, path.join(staging, STORAGE), 'dir');
      linked = true;
    } else mkdirSync(path.join(staging, STORAGE));
    const manifest: Manifest = {
      format: 'cohort-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: kind,
      serverVersion,
      storage,
    };
    writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    const partial = `${output}.partial`;
    await createTar({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, [
      MANIFEST,
      'database',
      STORAGE,
    ]);
    renameSync(partial, output);
    console.log(
      `Backed up the ${kind === 'pglite' ? `embedded database of ${config.dataDir}` : 'PostgreSQL database'} and ` +
        `${storage.files} stored files (${megabytes(storage.bytes)}) to ${output} (${megabytes(statSync(output).size)}).`,
    );
  } finally {
    rmSync(`${output}.partial`, { force: true });
    if (linked) unlinkSync(path.join(staging, STORAGE));
    rmSync(staging, { recursive: true, force: true });
  }
}

try {
  await backup();
} catch (error) {
  console.error(error instanceof Refusal ? error.message : `The backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
