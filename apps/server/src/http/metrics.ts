// What an operator's monitoring reads (issue 39, docs/operations.md): GET /metrics in Prometheus's
// text format behind METRICS_TOKEN, and one log line per request. Each app has a registry of its
// own (tests build several apps in one process).

import { ErrorCode } from '@hris/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client';
import { databaseFailure } from './db-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The envelope's code of the answer (0, 40001 …), read as it is sent. */
    hrisCode?: number;
  }
}

/** The connection pool as node-postgres counts it (PostgreSQL only). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsOptions {
  db: Db;
  /** The bearer token a scraper sends; unset, /metrics does not exist. */
  token: string | undefined;
  poolStats?: () => PoolStats;
}

/** Seconds: from a cached page to a slow export. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The envelope's code at the start of a JSON answer: `{"code":40001,…`. */
const CODE = /^\{"code":(-?\d+)/;

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function registerMetrics(app: FastifyInstance, options: MetricsOptions) {
  const registry = new Registry();
  // The event-loop delay is sampled every 50 ms, not prom-client's default 10 ms: that timer woke an
  // idle server some 200 times a second. A stall the alert looks for (p99 > 0.2 s) spans several samples.
  collectDefaultMetrics({ register: registry, prefix: 'hris_', eventLoopMonitoringPrecision: 50 });

  const duration = new Histogram({
    name: 'hris_http_request_duration_seconds',
    help: 'Time to answer a request, by route (the route pattern, never the URL) and HTTP status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'hris_http_refusals_total',
    help: 'Answers with an envelope code other than 0 (40001 bad input, 40301 forbidden, 50001 …), by route and code',
    labelNames: ['route', 'code'] as const,
    registers: [registry],
  });
  const timeouts = new Counter({
    name: 'hris_db_statement_timeouts_total',
    help: 'Statements PostgreSQL cancelled at DATABASE_QUERY_TIMEOUT_MS (answered 50302)',
    registers: [registry],
  });
  new Gauge({
    name: 'hris_db_pool_connections',
    help: 'Connections of the PostgreSQL pool by state: total, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = options.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  // The queues, read from the database at each scrape (partial indexes keep each a small scan).
  const jobsDepth = new Gauge({
    name: 'hris_jobs_due',
    help: 'Scheduled jobs due and not done, by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const jobsLag = new Gauge({
    name: 'hris_jobs_lag_seconds',
    help: 'How long the oldest due job of each kind has waited past its time',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const outbox = new Gauge({
    name: 'hris_notify_outbox',
    help: 'Notifications (e-mail, 企业微信, 钉钉, 飞书) waiting, being sent, or given up, by state',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const outboxLag = new Gauge({
    name: 'hris_notify_outbox_lag_seconds',
    help: 'How long the oldest due notification has waited',
    registers: [registry],
  });
  const runs = new Gauge({
    name: 'hris_interface_runs',
    help: 'Interface-centre runs (e-signature, payroll, directory) by integration and state',
    labelNames: ['integration', 'state'] as const,
    registers: [registry],
  });
  const lastRunFailed = new Gauge({
    name: 'hris_interface_last_run_failed',
    help: '1 when the latest finished run of an integration failed',
    labelNames: ['integration'] as const,
    registers: [registry],
  });

  async function readQueues() {
    const { db } = options;
    jobsDepth.reset();
    jobsLag.reset();
    for (const r of rows<{ kind: string; depth: number; lag: number | null }>(
      await db.execute(sql`select kind, count(*)::int as depth,
                                  extract(epoch from now() - min(run_at))::float8 as lag
                             from job where done_at is null and run_at <= now() group by kind`),
    )) {
      jobsDepth.set({ kind: r.kind }, r.depth);
      jobsLag.set({ kind: r.kind }, Math.max(0, Number(r.lag ?? 0)));
    }
    outbox.reset();
    for (const state of ['pending', 'sending', 'failed']) outbox.set({ state }, 0);
    for (const r of rows<{ status: string; n: number }>(
      await db.execute(sql`select status, count(*)::int as n from notify_outbox
                            where status in ('pending', 'sending', 'failed') group by status`),
    ))
      outbox.set({ state: r.status }, r.n);
    const [due] = rows<{ lag: number | null }>(
      await db.execute(sql`select extract(epoch from now() - min(next_attempt_at))::float8 as lag
                             from notify_outbox where status = 'pending' and next_attempt_at <= now()`),
    );
    outboxLag.set(Math.max(0, Number(due?.lag ?? 0)));
    runs.reset();
    lastRunFailed.reset();
    for (const r of rows<{ integration: string; status: string; n: number }>(
      await db.execute(sql`select integration, status, count(*)::int as n from interface_run group by 1, 2`),
    ))
      runs.set({ integration: r.integration, state: r.status }, r.n);
    for (const r of rows<{ integration: string; failed: boolean }>(
      await db.execute(sql`select distinct on (integration) integration, status = 'failed' as failed
                             from interface_run where status in ('succeeded', 'failed')
                            order by integration, id desc`),
    ))
      lastRunFailed.set({ integration: r.integration }, r.failed ? 1 : 0);
  }

  app.addHook('onSend', async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    if (typeof payload === 'string') {
      const code = CODE.exec(payload.slice(0, 24));
      if (code) request.hrisCode = Number(code[1]);
    }
    return payload;
  });
  app.addHook('onError', async (_request, _reply, error) => {
    if (databaseFailure(error) === ErrorCode.Timeout) timeouts.inc();
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, seconds);
    if (request.hrisCode !== undefined && request.hrisCode !== 0)
      refusals.inc({ route, code: String(request.hrisCode) });
    // One line per request (docs/operations.md, Logs): who (a user id, never a token), what, how it ended.
    request.log.info(
      {
        reqId: request.id,
        userId: request.auth?.userId,
        method: request.method,
        route,
        status: reply.statusCode,
        code: request.hrisCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  if (!options.token) return;
  const expected = `Bearer ${options.token}`;
  app.get('/metrics', { config: { access: { public: true } }, schema: { hide: true } }, async (request, reply) => {
    if (request.headers.authorization !== expected) {
      reply.code(401);
      return 'unauthorized\n';
    }
    await readQueues();
    reply.header('Content-Type', registry.contentType);
    return registry.metrics();
  });
}
