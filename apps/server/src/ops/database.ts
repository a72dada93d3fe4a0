// The database side of backup and restore, on either driver: row counts, applied migrations, the
// dump (pg_dump, PGlite's dumpDataDir) and its restore (pg_restore, a new PGlite data directory).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationJournal } from '../db/client';
import { OpsError } from './ops-error';

/** One statement, its rows: what both drivers answer alike. */
export type Query = <T = Record<string, unknown>>(text: string) => Promise<T[]>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables of the application (schema public), by name. */
async function userTables(query: Query): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => r.name);
}

/** Rows of every table of schema public. */
export async function tableRowCounts(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await userTables(query)) {
    const [row] = await query<{ n: string | number }>(`select count(*) as n from public.${quoted(table)}`);
    counts[table] = Number(row.n);
  }
  return counts;
}

/** The first table holding a row, if any: a target that is not empty. */
export async function firstTableWithRows(query: Query): Promise<string | undefined> {
  for (const table of await userTables(query)) {
    const rows = await query(`select 1 from public.${quoted(table)} limit 1`);
    if (rows.length > 0) return table;
  }
  return undefined;
}

export interface MigrationState {
  count: number;
  /** The journal's tag of the last migration applied; null when this version does not know it. */
  lastTag: string | null;
}

/** The migrations this version of the code carries (drizzle/meta/_journal.json), oldest first. */
/** What drizzle's migrator recorded (drizzle.__drizzle_migrations, one row per migration applied). */
export async function appliedMigrations(query: Query): Promise<MigrationState> {
  const [exists] = await query<{ t: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!exists.t) return { count: 0, lastTag: null };
  const rows = await query<{ n: string | number; last: string | number | null }>(
    'select count(*) as n, max(created_at) as last from drizzle.__drizzle_migrations',
  );
  const last = rows[0].last === null ? undefined : Number(rows[0].last);
  return {
    count: Number(rows[0].n),
    lastTag: migrationJournal().find((m) => m.when === last)?.tag ?? null,
  };
}

export async function serverVersion(query: Query): Promise<string> {
  const [row] = await query<{ server_version: string }>('show server_version');
  return row.server_version;
}

/** Opens the embedded database of `dbDir` (loading `loadDataDir` into a new one), runs `work`, closes it. */
export async function withPglite<T>(
  dbDir: string,
  work: (query: Query, client: PGlite) => Promise<T>,
  loadDataDir?: Blob,
): Promise<T> {
  const client = await PGlite.create(dbDir, loadDataDir ? { loadDataDir } : {});
  try {
    return await work(async (text) => (await client.query(text)).rows as never[], client);
  } finally {
    await client.close();
  }
}

export async function withPostgres<T>(databaseUrl: string, work: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new OpsError(`cannot connect to PostgreSQL (DATABASE_URL): ${(error as Error).message}`);
  }
  try {
    return await work(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

/**
 * libpq's settings for the tools: the URL without its password (a command line is visible to
 * every user of the host), the password in PGPASSWORD.
 */
function toolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs a PostgreSQL client tool; its last lines of stderr become the error. */
export function runPgTool(tool: string, args: string[], databaseUrl?: string): Promise<void> {
  const connection = databaseUrl ? toolConnection(databaseUrl) : undefined;
  const argv = connection ? [...args, `--dbname=${connection.dbname}`] : args;
  return new Promise((resolve, reject) => {
    const child = spawn(tool, argv, { env: connection?.env ?? process.env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', (error) => reject(new OpsError(`${tool} could not start: ${error.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const said = stderr.trim().split('\n').slice(-3).join(' / ');
      reject(new OpsError(`${path.basename(tool)} failed (${signal ?? `exit ${code}`}): ${said || 'no message'}`));
    });
  });
}

export function toolVersion(tool: string): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(tool, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.on('error', () => resolve('unknown'));
    child.on('close', () => resolve(out.trim() || 'unknown'));
  });
}

export interface PostgresDump {
  tables: Record<string, number>;
  migrations: MigrationState;
  serverVersion: string;
  dumpTool: string;
}

/**
 * pg_dump --format=custom into `file`, while the server keeps serving: the counts of the manifest
 * are read in the transaction whose snapshot pg_dump uses, so they are exactly what the dump holds.
 */
export async function dumpPostgres(databaseUrl: string, file: string, pgDump: string): Promise<PostgresDump> {
  const dumpTool = await toolVersion(pgDump);
  return withPostgres(databaseUrl, async (query) => {
    await query('begin isolation level repeatable read, read only');
    try {
      const [{ snapshot }] = await query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
      const dumped = runPgTool(
        pgDump,
        ['--format=custom', '--no-password', `--snapshot=${snapshot}`, `--file=${file}`],
        databaseUrl,
      );
      // Observed at once: a failing pg_dump must not leave an unhandled rejection while we count.
      dumped.catch(() => {});
      const tables = await tableRowCounts(query);
      const migrations = await appliedMigrations(query);
      const version = await serverVersion(query);
      await dumped;
      return { tables, migrations, serverVersion: version, dumpTool };
    } finally {
      await query('rollback');
    }
  });
}

/**
 * Empties a PostgreSQL database of the application's objects: every table, view, sequence,
 * routine and type of schema public (not those of an extension) and drizzle's schema. pg_restore
 * --clean alone would leave what the dump does not name (a table of a newer version) behind.
 */
export async function wipePostgres(query: Query): Promise<void> {
  const notOfExtension = (oid: string) =>
    `not exists (select 1 from pg_depend d where d.objid = ${oid} and d.deptype = 'e')`;
  const relations = await query<{ kind: string; name: string }>(
    `select c.relkind::text as kind, c.oid::regclass::text as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and c.relispartition = false
        and ${notOfExtension('c.oid')}`,
  );
  const routines = await query<{ name: string }>(
    `select p.oid::regprocedure::text as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind in ('f', 'p') and ${notOfExtension('p.oid')}`,
  );
  const types = await query<{ kind: string; name: string }>(
    `select t.typtype::text as kind, t.oid::regtype::text as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' and t.typtype in ('e', 'd', 'r') and ${notOfExtension('t.oid')}`,
  );
  const drop = (what: string, names: string[]) =>
    names.length > 0 ? [`drop ${what} if exists ${names.join(', ')} cascade`] : [];
  const ofKind = (kinds: string[]) => relations.filter((r) => kinds.includes(r.kind)).map((r) => r.name);
  const statements = [
    ...drop('materialized view', ofKind(['m'])),
    ...drop('view', ofKind(['v'])),
    ...drop('foreign table', ofKind(['f'])),
    ...drop('table', ofKind(['r', 'p'])),
    ...drop('sequence', ofKind(['S'])),
    ...drop(
      'routine',
      routines.map((r) => r.name),
    ),
    ...drop(
      'domain',
      types.filter((t) => t.kind === 'd').map((t) => t.name),
    ),
    ...drop(
      'type',
      types.filter((t) => t.kind !== 'd').map((t) => t.name),
    ),
    'drop schema if exists drizzle cascade',
  ];
  await query('begin');
  try {
    for (const statement of statements) await query(statement);
    await query('commit');
  } catch (error) {
    await query('rollback');
    throw new OpsError(`cannot empty the target database: ${(error as Error).message}`);
  }
}

/** pg_restore of a custom-format dump, in one transaction: it applies whole or not at all. */
export async function restorePostgres(databaseUrl: string, file: string, pgRestore: string): Promise<void> {
  await runPgTool(
    pgRestore,
    [
      '--no-owner',
      '--no-privileges',
      '--clean',
      '--if-exists',
      '--single-transaction',
      '--exit-on-error',
      '--no-password',
      file,
    ],
    databaseUrl,
  );
}
