/**
 * Vitest global setup of the API tests: the database every test file starts from is built once
 * per run, not once per file. Two templates per driver: `migrated` (every migration, no rows: for
 * files that build their data with factories) and `seeded` (migrated plus the demo seed).
 *
 * - PGlite: the data directory is dumped to a file (`dumpDataDir`), and each file loads it into a
 *   fresh in-memory instance (`loadDataDir`): about 1.5 s instead of initdb, migrations and seed.
 * - PostgreSQL: two template databases; each file gets `CREATE DATABASE … TEMPLATE` of one.
 */

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/client';
import { seedDemo } from '../src/seed/demo';
import { adminQuery, databaseUrl } from './pg-admin';

/** What the setup hands to the test files (`inject('dbTemplates')`). */
export type DbTemplates =
  | { driver: 'pglite'; migrated: string; seeded: string }
  | { driver: 'postgres'; migrated: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

async function pgliteTemplates(): Promise<{ templates: DbTemplates; teardown: () => void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hris-test-templates-'));
  const handle = await createDb({ dataDir: 'memory://' });
  const dump = async (name: string) => {
    const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const file = path.join(dir, `${name}.tar`);
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  await handle.migrate();
  const migrated = await dump('migrated');
  await seedDemo(handle.db);
  const seeded = await dump('seeded');
  await handle.close();
  return {
    templates: { driver: 'pglite', migrated, seeded },
    teardown: () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTemplates(baseUrl: string): Promise<{ templates: DbTemplates; teardown: () => Promise<void> }> {
  const prefix = `hris_tpl_${process.pid}`;
  const migrated = `${prefix}_migrated`;
  const seeded = `${prefix}_seeded`;
  const drop = async () => {
    for (const name of [seeded, migrated]) await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
  };
  await drop();
  await adminQuery(baseUrl, `create database ${migrated}`);
  const m = await createDb({ databaseUrl: databaseUrl(baseUrl, migrated), poolSize: 1 });
  await m.migrate();
  await m.close();
  await adminQuery(baseUrl, `create database ${seeded} template ${migrated}`);
  const s = await createDb({ databaseUrl: databaseUrl(baseUrl, seeded), poolSize: 1 });
  await seedDemo(s.db);
  await s.close();
  return { templates: { driver: 'postgres', migrated, seeded }, teardown: drop };
}

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).reduce(
    (newest, f) => Math.max(newest, statSync(path.join(dir, f)).mtimeMs),
    0,
  );
}

/** The fault tests run the built server: build it unless `npm test`'s build phase already did. */
function ensureServerBuilt() {
  const bundle = path.join(SERVER_DIR, 'dist/main.js');
  const sources = ['src', 'drizzle', '../../packages/contract/src'].map((d) => path.join(SERVER_DIR, d));
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= Math.max(...sources.map(newestMtime))) return;
  execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const postgres = project.config.env?.HRIS_TEST_DRIVER === 'postgres';
  if (postgres && !baseUrl) throw new Error('the postgres project needs TEST_DATABASE_URL');
  if (postgres) ensureServerBuilt();
  const { templates, teardown } = postgres ? await postgresTemplates(baseUrl as string) : await pgliteTemplates();
  project.provide('dbTemplates', templates);
  return teardown;
}
