// `npm run restore -- ARCHIVE [--force]`: checks the whole archive before changing anything,
// then replaces the database and the files of the configured target with the backup's.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, openAsBlob, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, utimes } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { migrationJournal } from '../db/client';
import { type EntrySink, readTarGz, writeChunk } from './archive';
import {
  appliedMigrations,
  firstTableWithRows,
  restorePostgres,
  tableRowCounts,
  wipePostgres,
  withPglite,
  withPostgres,
} from './database';
import { BACKUP_FORMAT_VERSION, type BackupManifest, MANIFEST_ENTRY, ZBackupManifest } from './manifest';
import { OpsError } from './ops-error';
import {
  assertPgliteClosed,
  type Driver,
  driverOf,
  FILE_FOLDERS,
  findPgTool,
  type InstanceTarget,
  pgliteDir,
} from './target';

export interface RestoreOptions {
  archive: string;
  target: InstanceTarget;
  /** Replace a target that holds data (its database and files are emptied first). */
  force?: boolean;
  /** The id of the target's PII key (`currentPiiKeyId()`), null when none is configured. */
  piiKeyId: string | null;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Rows of every table, counted in the restored database. */
  tables: Record<string, number>;
  files: number;
}

/** archive paths: database/…, files/…, exports/…, no '..', nothing absolute. */
const SAFE_PATH = /^(database|files|exports)(\/[^/\\\0]+)+$/;
const isSafe = (p: string) => SAFE_PATH.test(p) && !p.split('/').some((s) => s === '.' || s === '..');
const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;

interface Staged {
  manifest: BackupManifest;
  /** Staged file of each archive path. */
  files: Map<string, string>;
}

/** Extracts the archive into `staging`, checking each entry's size and SHA-256 against the manifest. */
async function extractVerified(archive: string, staging: string): Promise<Staged> {
  const digests = new Map<string, { size: number; sha256: string }>();
  const files = new Map<string, string>();
  let manifestText: string | undefined;

  await readTarGz(archive, async (entry): Promise<EntrySink> => {
    if (entry.path === MANIFEST_ENTRY) {
      if (manifestText !== undefined) throw new OpsError('archive holds manifest.json twice');
      const chunks: Buffer[] = [];
      let size = 0;
      return {
        write: (chunk) => {
          size += chunk.length;
          if (size > MANIFEST_MAX_BYTES) throw new OpsError('manifest.json is implausibly large');
          chunks.push(chunk);
        },
        end: () => {
          manifestText = Buffer.concat(chunks).toString('utf8');
        },
      };
    }
    if (!isSafe(entry.path)) throw new OpsError(`archive holds an unexpected entry: ${entry.path}`);
    if (files.has(entry.path)) throw new OpsError(`archive holds ${entry.path} twice`);
    const file = path.join(staging, ...entry.path.split('/'));
    files.set(entry.path, file);
    await mkdir(path.dirname(file), { recursive: true });
    const out = createWriteStream(file, { flags: 'wx' });
    const hash = createHash('sha256');
    let size = 0;
    return {
      write: async (chunk) => {
        hash.update(chunk);
        size += chunk.length;
        await writeChunk(out, chunk);
      },
      end: async () => {
        out.end();
        await finished(out);
        await utimes(file, entry.mtime, entry.mtime);
        digests.set(entry.path, { size, sha256: hash.digest('hex') });
      },
      abort: async () => {
        out.destroy();
        await finished(out).catch(() => {});
      },
    };
  });

  if (manifestText === undefined) throw new OpsError('archive holds no manifest.json: not an HRIS backup');
  let manifest: BackupManifest;
  try {
    manifest = ZBackupManifest.parse(JSON.parse(manifestText));
  } catch {
    throw new OpsError('manifest.json cannot be read: not an HRIS backup, or a damaged one');
  }
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
    throw new OpsError(
      `backup format ${manifest.formatVersion} is newer than this HRIS reads: restore with HRIS ${manifest.appVersion}`,
    );
  const listed = new Set<string>();
  for (const expected of manifest.entries) {
    listed.add(expected.path);
    const actual = digests.get(expected.path);
    if (!actual) throw new OpsError(`archive damaged: ${expected.path} is missing`);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256)
      throw new OpsError(`archive damaged: ${expected.path} does not match its SHA-256 in the manifest`);
  }
  const unlisted = [...digests.keys()].find((p) => !listed.has(p));
  if (unlisted) throw new OpsError(`archive damaged: ${unlisted} is not in the manifest`);
  if (!digests.has(manifest.database.entry)) throw new OpsError('archive holds no database dump');
  return { manifest, files };
}

async function hasAnyFile(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return false;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isFile() || (entry.isDirectory() && (await hasAnyFile(path.join(dir, entry.name))))) return true;
  }
  return false;
}

/** What the target already holds, in a few words; undefined when it is empty. */
async function targetContents(target: InstanceTarget): Promise<string | undefined> {
  if (target.databaseUrl) {
    const table = await withPostgres(target.databaseUrl, firstTableWithRows);
    if (table) return `table ${table} has rows`;
  } else {
    const dbDir = pgliteDir(target);
    if (existsSync(path.join(dbDir, 'PG_VERSION'))) {
      const table = await withPglite(dbDir, firstTableWithRows);
      if (table) return `table ${table} has rows`;
    } else if (existsSync(dbDir) && (await readdir(dbDir)).length > 0) return `${dbDir} holds files`;
  }
  const filesDir = path.join(target.dataDir, 'files');
  if (await hasAnyFile(filesDir)) return `${filesDir} holds files`;
  return undefined;
}

/** Refusals that depend on what the backup is: driver, version, key. */
function checkManifest(manifest: BackupManifest, options: RestoreOptions, driver: Driver, log: (l: string) => void) {
  if (manifest.driver !== driver)
    throw new OpsError(
      `this is a backup of a ${manifest.driver} database and the target is ${driver}: ` +
        (manifest.driver === 'postgres' ? 'set DATABASE_URL to the target database' : 'unset DATABASE_URL'),
    );
  const known = migrationJournal();
  const { count, lastTag } = manifest.database.migrations;
  if (count > known.length || (count > 0 && lastTag === null)) {
    const why = `the backup was taken by a newer HRIS (${manifest.appVersion}, ${count} migrations; this one has ${known.length})`;
    if (!options.force) throw new OpsError(`${why}: restore it with that version, or add --force`);
    log(`warning: ${why}`);
  } else if (count < known.length) {
    log(`note: the server applies ${known.length - count} newer migrations at its next start`);
  }
  if (manifest.piiKeyId && manifest.piiKeyId !== options.piiKeyId) {
    const why = options.piiKeyId
      ? `the PII key in use (${options.piiKeyId}) is not the backup's (${manifest.piiKeyId})`
      : `no PII key is configured (PII_KEY or DATA_DIR/pii.key; the backup's is ${manifest.piiKeyId})`;
    if (!options.force)
      throw new OpsError(`${why}: identity numbers would not open; configure the backup's key, or add --force`);
    log(`warning: ${why}: identity numbers will not open until that key is configured`);
  }
}

function compareCounts(restored: Record<string, number>, manifest: BackupManifest) {
  const names = new Set([...Object.keys(restored), ...Object.keys(manifest.tables)]);
  const differ = [...names]
    .sort()
    .filter((name) => restored[name] !== manifest.tables[name])
    .map((name) => `${name} ${restored[name] ?? 'missing'} (backup ${manifest.tables[name] ?? 'none'})`);
  if (differ.length > 0) throw new OpsError(`restored database differs from the backup: ${differ.join(', ')}`);
}

/** A new data directory from PGlite's dump, checked, then put in place of DATA_DIR/db. */
async function restorePglite(target: InstanceTarget, dump: string, manifest: BackupManifest) {
  const dbDir = pgliteDir(target);
  const fresh = `${dbDir}.restoring-${randomBytes(4).toString('hex')}`;
  try {
    const tables = await withPglite(
      fresh,
      async (query) => {
        const counts = await tableRowCounts(query);
        compareCounts(counts, manifest);
        return counts;
      },
      await openAsBlob(dump),
    );
    if (existsSync(dbDir)) {
      const replaced = `${dbDir}.replaced-${randomBytes(4).toString('hex')}`;
      await rename(dbDir, replaced);
      await rename(fresh, dbDir);
      await rm(replaced, { recursive: true, force: true });
    } else await rename(fresh, dbDir);
    return tables;
  } catch (error) {
    await rm(fresh, { recursive: true, force: true });
    throw error;
  }
}

async function restoreToPostgres(databaseUrl: string, dump: string, manifest: BackupManifest) {
  const pgRestore = findPgTool('pg_restore');
  await withPostgres(databaseUrl, wipePostgres);
  await restorePostgres(databaseUrl, dump, pgRestore).catch((error: Error) => {
    // --single-transaction: nothing of the dump stayed.
    throw new OpsError(`${error.message} (the target database was left empty)`);
  });
  return withPostgres(databaseUrl, async (query) => {
    const counts = await tableRowCounts(query);
    compareCounts(counts, manifest);
    const migrations = await appliedMigrations(query);
    if (migrations.count !== manifest.database.migrations.count)
      throw new OpsError(
        `restored database has ${migrations.count} migrations, the backup ${manifest.database.migrations.count}`,
      );
    return counts;
  });
}

export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const { target } = options;
  const log = options.log ?? (() => {});
  const driver = driverOf(target);
  const archive = path.resolve(options.archive);
  if (!existsSync(archive) || !statSync(archive).isFile()) throw new OpsError(`no such archive: ${archive}`);

  if (driver === 'pglite') assertPgliteClosed(pgliteDir(target));
  if (!options.force) {
    const contents = await targetContents(target);
    if (contents)
      throw new OpsError(
        `the target is not empty (${contents}): restore into an empty one, or add --force to replace it`,
      );
  }

  const createdDataDir = !existsSync(target.dataDir);
  await mkdir(target.dataDir, { recursive: true });
  // Staged inside DATA_DIR: same file system, so the files are moved into place, not copied.
  const staging = await mkdtemp(path.join(target.dataDir, '.restore-'));
  let restored = false;
  try {
    const staged = await extractVerified(archive, staging);
    const { manifest } = staged;
    log(
      `archive verified: ${staged.files.size + 1} entries; a ${manifest.driver} backup of ${manifest.createdAt} ` +
        `by HRIS ${manifest.appVersion}, ${manifest.database.migrations.count} migrations`,
    );
    checkManifest(manifest, options, driver, log);

    const dump = staged.files.get(manifest.database.entry) as string;
    const tables =
      driver === 'pglite'
        ? await restorePglite(target, dump, manifest)
        : await restoreToPostgres(target.databaseUrl as string, dump, manifest);
    restored = true;
    log('database restored');

    if (options.force)
      for (const folder of FILE_FOLDERS) await rm(path.join(target.dataDir, folder), { recursive: true, force: true });
    let files = 0;
    for (const [archivePath, file] of staged.files) {
      if (!FILE_FOLDERS.some((folder) => archivePath.startsWith(`${folder}/`))) continue;
      const destination = path.join(target.dataDir, ...archivePath.split('/'));
      await mkdir(path.dirname(destination), { recursive: true });
      await rename(file, destination);
      files += 1;
    }
    return { manifest, tables, files };
  } finally {
    // A write stream cut off by a damaged archive may still be creating its file: retry, and never
    // let the clean-up hide why the restore stopped.
    await rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch((error: Error) =>
      log(`could not remove ${staging}: ${error.message}`),
    );
    // A refused or damaged archive leaves the target as it was found.
    if (!restored && createdDataDir)
      await rm(target.dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  }
}
