// Instances for the backup and restore tests (src/ops): the test database where the server keeps
// it (DATA_DIR/db, or a PostgreSQL database), empty targets, and what a target holds.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { createDb, type Db } from '../src/db/client';
import { type Query, withPglite } from '../src/ops/database';
import { FILE_FOLDERS, type InstanceTarget, pgliteDir } from '../src/ops/target';
import { type TestApp, testDriver } from './build-test-app';
import { adminQuery, databaseUrl } from './pg-admin';

/** The ops functions' query over a drizzle database. */
export const queryOf =
  (db: Db): Query =>
  async (text) =>
    ((await db.execute(sql.raw(text))) as unknown as { rows: never[] }).rows;

/**
 * The test app as the server would keep it: on PostgreSQL its database as it is (backed up while
 * the app serves); on PGlite the in-memory database written to DATA_DIR/db, where `npm start`
 * keeps it (a copy as of now: build the data first).
 */
export async function sourceOf(t: TestApp): Promise<InstanceTarget> {
  if (t.databaseUrl) return { databaseUrl: t.databaseUrl, dataDir: t.config.dataDir };
  const client = (t.db as unknown as { $client: PGlite }).$client;
  const target = { dataDir: t.config.dataDir };
  await withPglite(pgliteDir(target), async () => {}, await client.dumpDataDir('none'));
  return target;
}

/** A new DATA_DIR, and on PostgreSQL a new database with nothing in it (not even the migrations). */
export async function emptyTarget(): Promise<{ target: InstanceTarget; drop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hris-restore-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (testDriver !== 'postgres') return { target: { dataDir }, drop: removeDir };
  const baseUrl = process.env.TEST_DATABASE_URL as string;
  const name = `hris_restore_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  return {
    target: { databaseUrl: databaseUrl(baseUrl, name), dataDir },
    drop: async () => {
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
      await removeDir();
    },
  };
}

/** The target's database through the server's own client (drizzle, sealed columns opened). */
export async function withTargetDb<T>(target: InstanceTarget, work: (db: Db) => Promise<T>): Promise<T> {
  const handle = await createDb(
    target.databaseUrl ? { databaseUrl: target.databaseUrl, poolSize: 1 } : { dataDir: pgliteDir(target) },
  );
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** Every file of DATA_DIR/files and DATA_DIR/exports with its SHA-256, by path under DATA_DIR. */
export async function filesOf(target: InstanceTarget): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const folder of FILE_FOLDERS) {
    const dir = path.join(target.dataDir, folder);
    if (!existsSync(dir)) continue;
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      found[path.relative(target.dataDir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
    }
  }
  return found;
}

/** Whether the target's database holds any table at all (a refused restore must create none). */
export async function hasDatabase(target: InstanceTarget): Promise<boolean> {
  if (!target.databaseUrl) return existsSync(pgliteDir(target));
  return withTargetDb(target, async (db) => {
    const rows = await queryOf(db)<{ n: string }>(`select count(*) as n from pg_tables where schemaname = 'public'`);
    return Number(rows[0].n) > 0;
  });
}
