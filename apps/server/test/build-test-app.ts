import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, type DbHandle } from '../src/db/client';
import type { ServerPart } from '../src/server-part';
import { SensitiveLogSink } from './log-sink';
import { adminQuery, databaseUrl } from './pg-admin';

/** 'postgres' when the suite runs in its PostgreSQL project (TEST_DATABASE_URL set). */
export const testDriver = process.env.HRIS_TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh database, copied from the run's template (test/global-setup.ts): migrated and seeded
 * with the demo data, or only migrated with `seed: false` for files that build their data with
 * factories. In-memory PGlite, or a new database on TEST_DATABASE_URL. Each test file gets its own.
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    seed?: boolean;
    beforeReady?: (app: App) => void;
    /** Parts the product does not list (a process only tests run: test/example-process). */
    extraParts?: readonly ServerPart[];
  } = {},
) {
  const { handle, drop, databaseUrl } = await createTestDb(options.seed === false ? 'migrated' : 'seeded');
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'hris-test-')),
    LOGIN_MAX_FAILURES_PER_IP: '10000',
    SEED_DEMO: 'false',
    ...options.env,
  });
  // The whole API suite's log output is checked for sensitive values (test/log-sink.ts).
  const logs = new SensitiveLogSink();
  const app = await buildApp({
    config,
    db: handle.db,
    authChanges: handle.authChanges,
    liveEvents: handle.liveEvents,
    logger: { level: 'info', stream: logs },
    extraParts: options.extraParts,
    poolStats: handle.poolStats,
    parallelTransactions: handle.parallelTransactions,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    authChanges: handle.authChanges,
    liveEvents: handle.liveEvents,
    /** The test database on PostgreSQL (a second server may open it); undefined on PGlite. */
    databaseUrl,
    config,
    logs,
    async close() {
      await app.close();
      await handle.close();
      await drop();
      logs.check();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

async function createTestDb(
  kind: 'migrated' | 'seeded',
): Promise<{ handle: DbHandle; drop: () => Promise<void>; databaseUrl?: string }> {
  const templates = inject('dbTemplates');
  if (testDriver === 'pglite') {
    if (templates?.driver !== 'pglite') throw new Error('no PGlite template: run the tests through vitest.config.ts');
    const loadDataDir = new Blob([readFileSync(templates[kind])]);
    return { handle: await createDb({ dataDir: 'memory://', loadDataDir }), drop: async () => {} };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('HRIS_TEST_DRIVER=postgres needs TEST_DATABASE_URL');
  if (templates?.driver !== 'postgres')
    throw new Error('no PostgreSQL template: run the tests through vitest.config.ts');
  const name = `hris_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name} template ${templates[kind]}`);
  const url = databaseUrl(baseUrl, name);
  const handle = await createDb({ databaseUrl: url, poolSize: 5 });
  return {
    handle,
    databaseUrl: url,
    drop: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Signs in through the real login endpoint and returns the token. */
export async function login(t: TestApp, account: string, password = account === 'admin' ? 'Admin@2026' : 'Hris@2026') {
  const res = await t.app.inject({ method: 'POST', url: '/api/User/Login', payload: { account, password } });
  const body = res.json();
  if (body.code !== 0) throw new Error(`login ${account} failed: ${body.msg}`);
  return body.data.accessToken as string;
}

/** POST with a token; returns the parsed envelope and the HTTP status. */
export async function call(
  t: TestApp,
  url: string,
  token: string | undefined,
  payload: unknown = {},
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { ...headers, ...(token ? { AccessToken: token } : {}) },
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}
