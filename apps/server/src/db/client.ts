import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { AUTH_CHANNEL, ChangeFeed } from './change-feed';
import { LIVE_CHANNEL, LiveFeed } from './live-feed';
import * as schema from './schema';

export type Schema = typeof schema;
/** One database type for both drivers: PGlite (embedded) and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository accepts either the database or an open transaction. */
export type Executor = Db | Tx;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Changes to what signed-in principals are read from (migration 0010's triggers). */
  authChanges: ChangeFeed;
  /** What changed for whom, for the browsers' event streams (migration 0033's triggers). */
  liveEvents: LiveFeed;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * How many transactions one request may run at once (a batch's lanes): half the pool on
   * PostgreSQL, so other requests keep connections; 1 on PGlite, whose one connection runs one.
   */
  parallelTransactions: number;
  /** The PostgreSQL pool's connections (total, idle, requests waiting); none for PGlite. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export interface DbOptions {
  /** postgres://… to use PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` keeps everything in memory (tests). */
  dataDir?: string;
  /** PGlite only: start from this dumped data directory (`dumpDataDir()`), e.g. the tests' template. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Wait for a pooled connection at most this long (default 5 s). */
  connectTimeoutMs?: number;
  /** A statement running longer is cancelled by PostgreSQL; one not answered at all fails here too (default 30 s). */
  queryTimeoutMs?: number;
}

/** Thrown by node-postgres when a query gets no answer within `query_timeout`. */
const READ_TIMEOUT = 'Query read timeout';

/**
 * A client that drops its connection when a query goes unanswered (a frozen database host, a
 * network partition). Reused, the connection would later deliver the late answer and keep the
 * abandoned transaction open for the next request to commit; closed, PostgreSQL rolls it back.
 */
class GuardedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection lost while checked out (destroyed below, or dropped by the server) rejects its
    // queries; the 'error' event on top of that must not crash the process.
    this.on('error', () => {});
  }

  // node-postgres' query() has a dozen overloads; this override only observes them.
  override query(...args: any[]): any {
    const result = (super.query as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) {
      result.catch((err: unknown) => {
        if (err instanceof Error && err.message === READ_TIMEOUT) {
          (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
        }
      });
    }
    return result;
  }
}

const migrationsFolder = resolveMigrationsFolder();

function resolveMigrationsFolder(): string {
  // Source (tsx, vitest): src/db → ../../drizzle. Bundle (dist/main.js): dist → ../drizzle.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  return candidates.find((c) => existsSync(path.join(c, 'meta'))) ?? candidates[0];
}

/** The migrations this build carries (drizzle/meta/_journal.json), read once. */
let journal: { tag: string; when: number }[] | undefined;
export function migrationJournal(): readonly { tag: string; when: number }[] {
  journal ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    }
  ).entries;
  return journal;
}

/**
 * How many of this build's migrations the database has not applied (readiness: 0). Drizzle
 * records each applied one in drizzle.__drizzle_migrations; a database it never migrated has none.
 */
export async function pendingMigrations(db: Db): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { n: number }[];
  };
  return Math.max(0, migrationJournal().length - Number(result.rows[0]?.n ?? 0));
}

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const queryTimeoutMs = options.queryTimeoutMs ?? 30_000;
    const authChanges = new ChangeFeed();
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      // Each new connection LISTENs for the principal cache before the pool hands it out.
      onConnect: (client) => authChanges.attach(client as pg.Client),
      max: options.poolSize ?? 10,
      Client: GuardedClient,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      // HR staff work in bursts with pauses between clicks: with node-postgres' default of 10 s
      // most requests after a pause opened a new connection (a new PostgreSQL backend with cold
      // caches, its prepared statements planned again). A dropped connection still leaves the
      // pool at once ('error' below).
      idleTimeoutMillis: 5 * 60_000,
      // PostgreSQL cancels a long statement itself; the client-side read timeout, a little later,
      // covers a server that does not answer at all.
      statement_timeout: queryTimeoutMs,
      query_timeout: queryTimeoutMs + 2_000,
    });
    // A dropped connection must not crash the server; the next query gets a fresh one.
    pool.on('error', () => {});
    pool.on('remove', (client) => authChanges.lost(client));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const liveEvents = new LiveFeed();
    liveEvents.listenOn(options.databaseUrl);
    return {
      db,
      driver: 'postgres',
      parallelTransactions: Math.max(1, Math.floor((options.poolSize ?? 10) / 2)),
      authChanges,
      liveEvents,
      // Migrations may build indexes on large tables: their own connection, without the timeouts.
      migrate: async () => {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        await client.connect();
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.end();
        }
      },
      close: async () => {
        await liveEvents.close();
        await pool.end();
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const pdb = drizzlePglite(client, { schema });
  // One connection, in this process: its notifications arrive before the statement that caused them returns.
  const authChanges = new ChangeFeed();
  await client.listen(AUTH_CHANNEL, () => authChanges.changed());
  authChanges.listening(client);
  const liveEvents = new LiveFeed();
  liveEvents.attached(await client.listen(LIVE_CHANNEL, (payload) => liveEvents.notify(payload)));
  return {
    db: pdb as unknown as Db,
    driver: 'pglite',
    parallelTransactions: 1,
    authChanges,
    liveEvents,
    migrate: () => migratePglite(pdb, { migrationsFolder }),
    close: () => client.close(),
  };
}
