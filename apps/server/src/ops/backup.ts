// `npm run backup`: the database, DATA_DIR/files and DATA_DIR/exports in one checksummed archive.
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type EntryDigest, TarGzWriter } from './archive';
import { appliedMigrations, dumpPostgres, serverVersion, tableRowCounts, withPglite } from './database';
import { appVersion, BACKUP_FORMAT_VERSION, type BackupManifest, DATABASE_ENTRY, MANIFEST_ENTRY } from './manifest';
import { OpsError } from './ops-error';
import { assertPgliteClosed, driverOf, FILE_FOLDERS, findPgTool, type InstanceTarget, pgliteDir } from './target';

export interface BackupOptions {
  target: InstanceTarget;
  /** The folder the archive is written to (made when missing). */
  outDir: string;
  /** The id of the PII key in use (`currentPiiKeyId()`), null when none is configured. Never the key. */
  piiKeyId: string | null;
  now?: Date;
  log?: (line: string) => void;
}

export interface BackupResult {
  archive: string;
  bytes: number;
  manifest: BackupManifest;
}

const two = (n: number) => String(n).padStart(2, '0');

/** hris-backup-YYYYMMDD-HHmmss.tar.gz in the host's time, as the operator reads a clock. */
function archiveName(now: Date, attempt: number): string {
  const day = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}`;
  const time = `${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
  return `hris-backup-${day}-${time}${attempt > 1 ? `-${attempt}` : ''}.tar.gz`;
}

/** The regular files under `dir`, relative, sorted; `files/tmp` holds uploads still being received. */
async function filesUnder(dir: string, skip: (relative: string) => boolean): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relative: string) => {
    const entries = await readdir(path.join(dir, relative), { withFileTypes: true });
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (skip(child)) continue;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  if (existsSync(dir)) await walk('');
  return found.sort();
}

export async function backup(options: BackupOptions): Promise<BackupResult> {
  const { target } = options;
  const log = options.log ?? (() => {});
  const driver = driverOf(target);
  const now = options.now ?? new Date();
  const outDir = path.resolve(options.outDir);
  await mkdir(outDir, { recursive: true });
  let attempt = 1;
  while (existsSync(path.join(outDir, archiveName(now, attempt)))) attempt += 1;
  const archive = path.join(outDir, archiveName(now, attempt));
  const partial = path.join(outDir, `.${path.basename(archive)}.partial`);
  const dumpFile = path.join(outDir, `.${path.basename(archive)}.dump`);

  let pgDump: string | undefined;
  if (driver === 'pglite') {
    const dbDir = pgliteDir(target);
    if (!existsSync(path.join(dbDir, 'PG_VERSION')))
      throw new OpsError(`no embedded database at ${dbDir}: set DATA_DIR to the server's data directory`);
    assertPgliteClosed(dbDir);
  } else pgDump = findPgTool('pg_dump');

  const writer = new TarGzWriter(partial);
  try {
    const entries: EntryDigest[] = [];
    let database: Omit<BackupManifest['database'], 'entry'>;
    let tables: Record<string, number>;
    if (driver === 'pglite') {
      const dumped = await withPglite(pgliteDir(target), async (query, client) => ({
        tables: await tableRowCounts(query),
        migrations: await appliedMigrations(query),
        serverVersion: await serverVersion(query),
        // Uncompressed: the archive is compressed as a whole.
        dataDir: Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()),
      }));
      entries.push(await writer.addBuffer(DATABASE_ENTRY.pglite, dumped.dataDir, now));
      database = { serverVersion: dumped.serverVersion, migrations: dumped.migrations };
      tables = dumped.tables;
    } else {
      try {
        const dumped = await dumpPostgres(target.databaseUrl as string, dumpFile, pgDump as string);
        const digest = await writer.addFile(DATABASE_ENTRY.postgres, dumpFile);
        if (!digest) throw new OpsError('pg_dump wrote no file');
        entries.push(digest);
        database = { serverVersion: dumped.serverVersion, dumpTool: dumped.dumpTool, migrations: dumped.migrations };
        tables = dumped.tables;
      } finally {
        await rm(dumpFile, { force: true });
      }
    }
    log(`database dumped: ${Object.keys(tables).length} tables, ${sum(Object.values(tables))} rows`);

    // After the database: a file the dump names was stored before it (uploads are renamed into
    // place, then recorded), so it is here too. A file purged meanwhile is left out.
    for (const folder of FILE_FOLDERS) {
      const dir = path.join(target.dataDir, folder);
      const skip = (relative: string) => folder === 'files' && relative === 'tmp';
      for (const relative of await filesUnder(dir, skip)) {
        const digest = await writer.addFile(`${folder}/${relative}`, path.join(dir, relative));
        if (digest) entries.push(digest);
        else log(`skipped ${folder}/${relative}: deleted while the backup ran`);
      }
    }

    const manifest: BackupManifest = {
      format: 'hris-backup',
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      appVersion: appVersion(),
      driver,
      database: { entry: DATABASE_ENTRY[driver], ...database },
      tables,
      piiKeyId: options.piiKeyId,
      entries,
    };
    await writer.addBuffer(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), now);
    await writer.close();
    await rename(partial, archive);
    return { archive, bytes: (await stat(archive)).size, manifest };
  } catch (error) {
    await writer.abort();
    await rm(partial, { force: true });
    throw error;
  }
}

export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
