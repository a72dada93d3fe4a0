// @postgres: the connection pool's gauges exist on PostgreSQL only
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp, testDriver } from '../../test/build-test-app';
import { job } from '../db/schema';

const TOKEN = 'metrics-token-for-tests';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => t?.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** A metric's sample value from the text format (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.split(' ').at(-1));
  }
  return undefined;
}

describe('[OPS] metrics', () => {
  it('[PG] answers only the scraper holding METRICS_TOKEN, and names every documented metric', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong-token-wrong-token')).statusCode).toBe(401);

    // A refusal, a due job: they show up in the next scrape.
    const token = await login(t, 'admin');
    const bad = await call(t, '/api/Staff/GetStaffDetail', token, { id: 'x' });
    expect(bad.body.code).toBe(40001);
    await t.db.insert(job).values({ kind: 'metrics.test', runAt: new Date(Date.now() - 60_000) });

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    for (const name of [
      'hris_http_request_duration_seconds_bucket',
      'hris_http_refusals_total',
      'hris_db_statement_timeouts_total',
      'hris_jobs_due',
      'hris_jobs_lag_seconds',
      'hris_notify_outbox',
      'hris_notify_outbox_lag_seconds',
      'hris_process_resident_memory_bytes',
      'hris_nodejs_eventloop_lag_seconds',
    ])
      expect(text, name).toContain(name);
    expect(sample(text, 'hris_http_refusals_total', { route: '/api/Staff/GetStaffDetail', code: '40001' })).toBe(1);
    expect(
      sample(text, 'hris_http_request_duration_seconds_count', { route: '/api/Staff/GetStaffDetail', status: '200' }),
    ).toBe(1);
    expect(sample(text, 'hris_jobs_due', { kind: 'metrics.test' })).toBe(1);
    expect(sample(text, 'hris_jobs_lag_seconds', { kind: 'metrics.test' })).toBeGreaterThanOrEqual(59);
    expect(sample(text, 'hris_notify_outbox', { state: 'pending' })).toBeGreaterThanOrEqual(0);
    if (testDriver === 'postgres') {
      expect(sample(text, 'hris_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(sample(text, 'hris_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else expect(text).not.toContain('hris_db_pool_connections{');
    // A URL never becomes a label: ids and tickets stay out of the metrics.
    expect(text).not.toContain('?');
  });

  it('logs one line per request: its id, the user id, route, status, code and time, never the token', async () => {
    const token = await login(t, 'admin');
    const res = await call(t, '/api/Task/GetTaskCounts', token, {});
    expect(res.body.code).toBe(0);
    const line = t.logs.recent.map((l) => JSON.parse(l)).findLast((l) => l.route === '/api/Task/GetTaskCounts');
    expect(line).toMatchObject({ msg: 'request', method: 'POST', status: 200, code: 0 });
    expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof line.userId).toBe('number');
    expect(typeof line.ms).toBe('number');
    expect(t.logs.recent.join('\n')).not.toContain(token);
    expect(t.logs.recent.filter((l) => l.includes('"request completed"'))).toEqual([]);
  });
});

describe('[OPS] liveness and readiness', () => {
  it('is live while the process runs, ready while the database answers and every migration is applied', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toMatchObject({ code: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toMatchObject({ code: 0 });
    const [last] = (
      (await t.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const notReady = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ code: 50301, msg: '服务尚未就绪：还有1个数据库迁移未完成' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
  });
});
