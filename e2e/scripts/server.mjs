#!/usr/bin/env node
// The server the Playwright specs run against (playwright.config.ts, webServer): the production
// build through scripts/start.mjs, which seeds the demo company into its empty database.
//
// With TEST_DATABASE_URL set (as .ci/run does), the server runs on a new database of that
// PostgreSQL server: production's driver, and its queries run in PostgreSQL's own processes beside
// the server and the browsers instead of inside the server's event loop (the embedded PGlite).
// Without it, on a fresh PGlite directory (DATA_DIR, set by the config).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = { ...process.env };

async function admin(url, statements) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

if (process.env.TEST_DATABASE_URL) {
  const base = process.env.TEST_DATABASE_URL;
  const name = `hris_e2e_${process.pid}`;
  // Databases left by earlier runs that were killed go first.
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  const { rows } = await client.query("select datname from pg_database where datname like 'hris\\_e2e\\_%'");
  await client.end();
  await admin(base, [
    ...rows.map((r) => `drop database if exists ${r.datname} with (force)`),
    `create database ${name}`,
  ]);
  const url = new URL(base);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
}

const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
