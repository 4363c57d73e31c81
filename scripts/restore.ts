import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { extract as extractTar } from 'tar';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { ensureApplicationRole } from '../apps/server/src/platform/db/migrate.ts';
import {
  countFiles,
  isEmptyFolder,
  libpqConnection,
  MANIFEST,
  type Manifest,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  pgliteFolder,
  runTool,
  STORAGE,
} from './backup-format.ts';

/**
 * `npm run restore -- <archive>`
 * Puts back what `npm run backup` wrote, with the same settings as the server:
 * - an archive of the embedded database goes into COHORT_DATA_DIR, which must hold no database yet (DATABASE_URL
 *   unset);
 * - an archive of a PostgreSQL database goes into the database of DATABASE_URL, which must be empty (create it
 *   first: `createdb cohort`), with `pg_restore --no-owner`: the connecting user owns what it restores;
 * - the files go into COHORT_STORAGE_DIR (or <COHORT_DATA_DIR>/storage), which must be empty.
 * Start the server afterwards: it runs the migrations of its version on the restored database.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { input: { type: 'string', short: 'i' } },
});

class Refusal extends Error {}

function fail(message: string): never {
  throw new Refusal(message);
}

/** Whether a PostgreSQL database holds nothing of its own yet; if so, makes sure the application role exists. */
async function emptyAndReady(url: string): Promise<boolean> {
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    const [row] = await database.ownerQuery<{ count: number }>(
      `select (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'
                  and n.nspname not like 'pg\\_temp%')
            + (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                where n.nspname not in ('pg_catalog', 'information_schema'))
            + (select count(*) from pg_namespace n
                where n.nspname not in ('public', 'pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%')
            as count`,
    );
    if (Number(row?.count ?? 0) > 0) return false;
    // The role the requests run as: pg_restore grants it privileges.
    await ensureApplicationRole(database);
    return true;
  } finally {
    await database.close();
  }
}

async function restore(): Promise<void> {
  const archive = values.input ?? positionals[0];
  if (!archive) fail('Usage: npm run restore -- <archive written by npm run backup>');
  const file = path.resolve(archive);
  if (!existsSync(file)) fail(`There is no file ${file}.`);
  const config = loadConfig();
  const kind = config.databaseUrl ? 'postgres' : 'pglite';

  const unpacked = mkdtempSync(path.join(os.tmpdir(), 'cohort-restore-'));
  try {
    await extractTar({ file, cwd: unpacked, strict: true });
    const manifestFile = path.join(unpacked, MANIFEST);
    if (!existsSync(manifestFile)) fail(`${file} is not an archive of npm run backup (no ${MANIFEST}).`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    if (manifest.format !== 'cohort-backup' || manifest.version !== 1) {
      fail(`${file} is an archive this version cannot read (${manifest.format} ${manifest.version}).`);
    }
    if (manifest.database !== kind) {
      fail(
        manifest.database === 'pglite'
          ? 'This archive holds an embedded database: unset DATABASE_URL to restore it into COHORT_DATA_DIR.'
          : 'This archive holds a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.',
      );
    }
    // Nothing is written before both targets are known to be empty.
    const folder = pgliteFolder(config.dataDir);
    if (kind === 'pglite' && !isEmptyFolder(folder)) {
      fail(`${config.dataDir} holds a database already: restore into an empty data folder (COHORT_DATA_DIR).`);
    }
    if (kind === 'postgres' && !(await emptyAndReady(config.databaseUrl as string))) {
      fail('The database of DATABASE_URL is not empty: restore into a new, empty database (createdb).');
    }
    if (!isEmptyFolder(config.storageDir)) {
      fail(`The storage folder ${config.storageDir} is not empty: restore into an empty one (COHORT_STORAGE_DIR).`);
    }

    if (kind === 'pglite') {
      const dump = readFileSync(path.join(unpacked, PGLITE_DUMP));
      const database = await openDatabase({ dataDir: config.dataDir, loadDataDir: new Blob([dump]) });
      await database.close();
    } else {
      const connection = libpqConnection(config.databaseUrl as string);
      await runTool(
        'pg_restore',
        [
          '--no-owner',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${connection.dbname}`,
          path.join(unpacked, POSTGRES_DUMP),
        ],
        connection.env,
      );
    }

    const files = path.join(unpacked, STORAGE);
    mkdirSync(path.dirname(config.storageDir), { recursive: true });
    rmSync(config.storageDir, { recursive: true, force: true });
    try {
      renameSync(files, config.storageDir);
    } catch {
      cpSync(files, config.storageDir, { recursive: true });
    }
    const storage = countFiles(config.storageDir);
    if (storage.files !== manifest.storage.files || storage.bytes !== manifest.storage.bytes) {
      fail(
        `The storage folder holds ${storage.files} files (${storage.bytes} bytes) where the archive lists ` +
          `${manifest.storage.files} (${manifest.storage.bytes} bytes).`,
      );
    }
    console.log(
      `Restored the ${kind === 'pglite' ? `embedded database into ${config.dataDir}` : 'PostgreSQL database'} and ` +
        `${storage.files} stored files into ${config.storageDir}, from the backup of ${manifest.createdAt}.`,
    );
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}

try {
  await restore();
} catch (error) {
  console.error(error instanceof Refusal ? error.message : `The restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
