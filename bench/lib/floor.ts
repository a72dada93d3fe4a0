/**
 * The floor of an endpoint: the SQL it runs (captured from the server with capture-sql.mjs),
 * replayed straight through node-postgres (or PGlite) at the same concurrency, with the same
 * shape (queries the server ran side by side are replayed side by side), no HTTP, no JSON, and
 * no row parsing. Statements the server runs as named prepared statements are replayed under the
 * same names, so each connection plans them once here too. API time / floor time is what the
 * server adds on top of the database.
 */
import { performance } from 'node:perf_hooks';
import { TaskPaths, ZTaskListRequestSchema, ZTaskPageResponseSchema } from '@hris/contract';
import pg from 'pg';
import { type LatencySummary, summarize } from './stats';

/** The task lists' schemas, those task.routes.ts declares: the lists the Fastify floor serves. */
const TASK_LIST = { body: ZTaskListRequestSchema, response: { 200: ZTaskPageResponseSchema } };
export const FASTIFY_FLOOR_ROUTES: Readonly<Record<string, typeof TASK_LIST>> = {
  [TaskPaths.getToDoTaskList]: TASK_LIST,
  [TaskPaths.getCompletedTaskList]: TASK_LIST,
};

export interface CapturedQuery {
  text: string;
  /** The prepared statement's name, for a named one. */
  name: string | null;
  values: unknown[];
  rowMode: string | null;
  start: number;
  end: number;
}

/** Queries that ran side by side; waves run one after the other. */
export type Wave = CapturedQuery[];

export function toWaves(queries: CapturedQuery[]): Wave[] {
  const sorted = [...queries].sort((a, b) => a.start - b.start);
  const waves: Wave[] = [];
  let waveEnd = Number.NEGATIVE_INFINITY;
  for (const q of sorted) {
    const current = waves[waves.length - 1];
    if (current && q.start < waveEnd) {
      current.push(q);
      waveEnd = Math.max(waveEnd, q.end);
    } else {
      waves.push([q]);
      waveEnd = q.end;
    }
  }
  return waves;
}

export interface SqlExecutor {
  run(q: CapturedQuery): Promise<unknown>;
  close(): Promise<void>;
}

// Keep every value as the text PostgreSQL sent: the SQL floor does no type parsing.
const rawTypes = { getTypeParser: () => (value: string) => value };

/**
 * Captured statements run over a pool of `max` connections, named ones under their names. Values
 * stay text unless `parseTypes` (node-postgres' own parsers, as the driver floor's server uses).
 */
export function pgExecutor(url: string, max: number, { parseTypes = false } = {}): SqlExecutor {
  const pool = new pg.Pool({ connectionString: url, max });
  return {
    run: (q) =>
      pool.query({
        text: q.text,
        ...(q.name ? { name: q.name } : {}),
        values: q.values,
        ...(parseTypes ? {} : { types: rawTypes as never }),
        ...(q.rowMode ? { rowMode: 'array' as const } : {}),
      }),
    close: () => pool.end(),
  };
}

export async function replay(
  exec: SqlExecutor,
  waves: Wave[],
  concurrency: number,
  amount: number,
  warmup: number,
): Promise<LatencySummary> {
  const once = async () => {
    const t0 = performance.now();
    for (const wave of waves) await Promise.all(wave.map((q) => exec.run(q)));
    return performance.now() - t0;
  };
  const drive = async (n: number, record: number[] | null) => {
    let next = 0;
    const worker = async () => {
      while (next < n) {
        next++;
        const ms = await once();
        record?.push(ms);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, n) }, worker));
  };
  await drive(warmup, null);
  const latencies: number[] = [];
  const t0 = performance.now();
  await drive(amount, latencies);
  return summarize(latencies, 0, (performance.now() - t0) / 1000);
}
