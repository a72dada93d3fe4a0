// @postgres: a PostgreSQL cluster stopped and started under a running server
import { ErrorCode, TaskPaths, UserPaths, WfPaths } from '@hris/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  call,
  faultsEnabled,
  login,
  type ServerProcess,
  seedDatabase,
  startServer,
  startThrowawayCluster,
} from './support';

const CALL_DEADLINE_MS = 10_000;

/**
 * The database goes away for a moment: on a PostgreSQL cluster of the test's own (the shared one
 * is never touched), the cluster is stopped, and later every server connection is terminated.
 * Calls fail fast with a readable Chinese message and no internals, a failed approval leaves
 * nothing behind, and the same server process works again once the database is back.
 */
describe.skipIf(!faultsEnabled)('[FAULTS][OUTAGE][PG] database unreachable for a moment', () => {
  let cluster: Awaited<ReturnType<typeof startThrowawayCluster>>;
  let server: ServerProcess;
  let sql: pg.Client;
  let url: string;

  beforeAll(async () => {
    cluster = await startThrowawayCluster();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database hris_outage');
    await admin.end();
    url = cluster.url.replace(/\/postgres$/, '/hris_outage');
    await seedDatabase(url);
    // Short limits so a frozen database fails calls quickly: connect 2 s, statements 4 s (+2 s read).
    server = await startServer({
      databaseUrl: url,
      env: { DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_QUERY_TIMEOUT_MS: '4000' },
    });
  }, 180_000);

  afterAll(async () => {
    await sql?.end().catch(() => {});
    await server?.stop('SIGKILL');
    await cluster?.destroy();
  });

  async function openSql() {
    sql = new pg.Client({ connectionString: url });
    sql.on('error', () => {});
    await sql.connect();
  }

  function expectCleanFailure(ans: Answer, what: string) {
    expect(ans.code, what).toBe(ErrorCode.Unavailable);
    expect(ans.status, what).toBe(503);
    expect(ans.msg, what).toContain('数据库暂时无法连接，本次操作未执行');
    expect(ans.ms, `${what} answered within the deadline`).toBeLessThan(CALL_DEADLINE_MS);
    // A readable Chinese message, never a driver error or a stack trace.
    expect(ans.msg, what).toMatch(/[\u4e00-\u9fff]/);
    expect(ans.msg, what).not.toMatch(/ECONNREFUSED|terminat|Error:|at \w+ \(|\.ts:\d+/i);
  }

  async function waitUntilServing(token: string) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const ans = await call(server.baseUrl, TaskPaths.getToDoTaskList, token, { pageIndex: 1, pageSize: 10 });
      if (ans.code === 0) return ans;
      if (Date.now() > deadline) throw new Error(`server did not recover: ${ans.code} ${ans.msg}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /**
   * sh001_hr starts a lost-item deduction for the `nth` active employee of SH001 (one running
   * deduction per employee is allowed); east_hr's to-do for it. Leaves `sql` closed.
   */
  async function startDeductionForEast(nth: number) {
    const hq = await login(server.baseUrl, 'sh001_hr');
    await openSql();
    const { rows } = await sql.query<{ employee_id: string }>(
      `select e.employee_id from employee e join shop s on s.id = e.shop_id
        where e.status = 1 and s.code = 'SH001' order by e.employee_id offset $1 limit 1`,
      [nth],
    );
    const started = await call(server.baseUrl, WfPaths.startWork, hq, {
      flowId: 8,
      form: {
        employeeId: rows[0].employee_id,
        deductionsMonth: '2026-11',
        lostDdeductions: 88,
        workClothesDeductions: 0,
        marketMealFeeDeductions: 0,
        marketFineDeductions: 0,
      },
    });
    expect(started.code, started.msg).toBe(0);
    const workId = started.data.workId as number;
    const east = await login(server.baseUrl, 'east_hr');
    const list = await waitUntilServing(east);
    const todo = (list.data.list as { workId: number; taskId: number }[]).find((r) => r.workId === workId)!;
    expect(todo).toBeDefined();
    await sql.end();
    return { workId, todo, east };
  }

  it('fails fast and cleanly while the database is down, applies nothing, and recovers without a restart', async () => {
    const { workId, todo, east } = await startDeductionForEast(0);

    cluster.stop('fast');
    const during = await Promise.all([
      call(server.baseUrl, TaskPaths.getToDoTaskList, east, { pageIndex: 1, pageSize: 10 }, CALL_DEADLINE_MS + 5_000),
      call(server.baseUrl, WfPaths.processTask, east, { taskId: todo.taskId, action: 'approve', opinion: '同意' }),
      call(server.baseUrl, UserPaths.login, undefined, { account: 'east_hr', password: 'Hris@2026' }),
    ]);
    expectCleanFailure(during[0], 'list while down');
    expectCleanFailure(during[1], 'approve while down');
    expectCleanFailure(during[2], 'login while down');

    cluster.start();
    await waitUntilServing(east);
    await openSql();
    // The approval that failed left nothing: the task is open, the work still at 801, no event.
    const task = await sql.query(`select status from task where id = $1`, [todo.taskId]);
    expect(task.rows[0].status).toBe('todo');
    const work = await sql.query(`select status, current_node_id from work where id = $1`, [workId]);
    expect(work.rows[0]).toMatchObject({ status: 'running', current_node_id: 801 });
    const events = await sql.query(`select kind from work_event where work_id = $1 order by id`, [workId]);
    expect(events.rows.map((e) => e.kind)).toEqual(['start']);

    // Every server connection killed (a failover, an administrator): the next calls still work.
    await sql.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = 'hris_outage' and pid <> pg_backend_pid()`,
    );
    await waitUntilServing(east);
    const approved = await call(server.baseUrl, WfPaths.processTask, east, {
      taskId: todo.taskId,
      action: 'approve',
      opinion: '同意',
    });
    expect(approved).toMatchObject({ code: 0, data: { currentNodeId: 802 } });
    const after = await sql.query(`select kind from work_event where work_id = $1 order by id`, [workId]);
    expect(after.rows.map((e) => e.kind)).toEqual(['start', 'approve']);
  });

  it('fails calls within the timeout while the database does not answer at all, and commits nothing late', async () => {
    const { workId, todo, east } = await startDeductionForEast(1);

    // Catch the approval inside its transaction: another session holds the work row, so the
    // approval has begun and waits on the lock when the database freezes.
    const holder = new pg.Client({ connectionString: url });
    holder.on('error', () => {});
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from work where id = $1 for update', [workId]);
    await openSql();
    const approving = call(
      server.baseUrl,
      WfPaths.processTask,
      east,
      { taskId: todo.taskId, action: 'approve', opinion: '同意' },
      20_000,
    );
    for (let waited = 0; ; waited += 100) {
      const blocked = await sql.query(
        `select count(*)::int as n from pg_stat_activity where datname = 'hris_outage' and wait_event_type = 'Lock'`,
      );
      if (blocked.rows[0].n > 0) break;
      if (waited > 10_000) throw new Error('the approval never reached the locked work row');
      await new Promise((r) => setTimeout(r, 100));
    }
    await sql.end();

    // Every PostgreSQL process frozen: sockets stay open, nothing answers (a stalled host).
    cluster.signalAll('SIGSTOP');
    let during: Answer[];
    try {
      during = await Promise.all([
        approving,
        call(server.baseUrl, TaskPaths.getToDoTaskList, east, { pageIndex: 1, pageSize: 10 }, 20_000),
        call(server.baseUrl, UserPaths.login, undefined, { account: 'east_hr', password: 'Hris@2026' }, 20_000),
      ]);
    } finally {
      cluster.signalAll('SIGCONT');
    }
    expectCleanFailure(during[0], 'approve while frozen');
    expectCleanFailure(during[1], 'list while frozen');
    expectCleanFailure(during[2], 'login while frozen');
    await holder.query('rollback');
    await holder.end();

    // Thawed, the abandoned transaction must not live on in a pooled connection (holding the
    // lock, or waiting for the next request to commit it); the same server serves again.
    await waitUntilServing(east);
    await openSql();
    const stuck = await sql.query(
      `select count(*)::int as n from pg_stat_activity
        where datname = 'hris_outage' and state like 'idle in transaction%' and pid <> pg_backend_pid()`,
    );
    expect(stuck.rows[0].n).toBe(0);
    const task = await sql.query(`select status from task where id = $1`, [todo.taskId]);
    expect(task.rows[0].status).toBe('todo');
    const events = await sql.query(`select kind from work_event where work_id = $1 order by id`, [workId]);
    expect(events.rows.map((e) => e.kind)).toEqual(['start']);
    const approved = await call(server.baseUrl, WfPaths.processTask, east, {
      taskId: todo.taskId,
      action: 'approve',
      opinion: '同意',
    });
    expect(approved).toMatchObject({ code: 0, data: { currentNodeId: 802 } });
    const after = await sql.query(`select kind from work_event where work_id = $1 order by id`, [workId]);
    expect(after.rows.map((e) => e.kind)).toEqual(['start', 'approve']);
  });
});
