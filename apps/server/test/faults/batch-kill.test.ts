// @postgres: a server killed mid-batch leaves PostgreSQL consistent (real server processes)
import { TaskPaths } from '@hris/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createDatabase, faultsEnabled, login, type ServerProcess, startServer } from './support';

/**
 * To-dos in the batch: enough that the kill (after 40 are done) lands with some committed and some
 * not. What is tested is the crash, not the batch's size limit; 500 took about a minute of CI.
 */
const BATCH = 200;

/**
 * A server SIGKILLed in the middle of a 200-task BatchProcessingTasks: each to-do runs in its own
 * transaction, so afterwards every task is either fully processed (done, its approve event, the
 * work finished with its finish event and its deduction booked) or untouched, and the batch can
 * be run again on the rest by a new server process.
 */
describe.skipIf(!faultsEnabled)('[FAULTS][CRASH][PG] SIGKILL during a 200-task batch', () => {
  let db: Awaited<ReturnType<typeof createDatabase>>;
  let server: ServerProcess | undefined;
  let sql: pg.Client;
  let taskIds: number[] = [];

  beforeAll(async () => {
    db = await createDatabase(process.env.TEST_DATABASE_URL!);
    server = await startServer({ databaseUrl: db.url });
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    // BATCH deductions waiting for head-office HR at 802 (a batch node), as the engine leaves them
    // after the regional HR approved: 801 done, 802 open for hq_hr, start and approve in the history.
    await sql.query('begin');
    await sql.query(`create temp table fx on commit drop as
      with emp as (
        select e.id, e.employee_id, e.name, e.org_unit_id, e.org_path, e.shop_id, s.code as shop_code,
               row_number() over (order by e.id) as k
          from employee e join shop s on s.id = e.shop_id
         where e.status = 1
           -- one running deduction per employee (work_one_running_uq): skip those the demo already has
           and not exists (select 1 from work w where w.flow_id = 8 and w.status = 'running' and w.target_employee_ref = e.id))
      select i, emp.*, (select id from app_user where account = 'hq_hr') as hq,
             (select id from app_user where account = 'sh001_hr') as starter,
             (select id from app_user where account = 'east_hr') as rhr
        from generate_series(1, ${BATCH}) i join emp on emp.k = 1 + (i - 1) % (select count(*) from emp)`);
    await sql.query(`create temp table fx_work on commit drop as with w as (
        insert into work (flow_id, target_employee_ref, org_unit_id, org_path, shop_id, starter_user_id, form_data,
                          status, current_node_id, version, started_at)
        select 8, id, org_unit_id, org_path, shop_id, starter,
               jsonb_build_object('employeeId', employee_id, 'employeeName', name, 'shopCode', shop_code,
                 'deductionsMonth', '2026-11', 'lostDdeductions', 10 + i, 'workClothesDeductions', 0,
                 'marketMealFeeDeductions', 0, 'marketFineDeductions', 0),
               'running', 802, 3, now() - interval '2 days'
          from fx order by i returning id, starter_user_id)
      -- Started by a store HR: head-office HR may then confirm (nobody approves what they started).
      select w.id, w.starter_user_id as starter, (select hq from fx limit 1) as hq, (select rhr from fx limit 1) as rhr from w`);
    await sql.query(`create temp table fx_801 on commit drop as with t as (
        insert into task (work_id, node_id, assignee_user_id, status, result, opinion, arrived_at, completed_at)
        select id, 801, rhr, 'done', 0, '情况属实', now() - interval '2 days', now() - interval '1 day' from fx_work
        returning id, work_id) select * from t`);
    await sql.query(`insert into task (work_id, node_id, assignee_user_id, status, arrived_at, from_task_id)
      select t.work_id, 802, w.hq, 'todo', now() - interval '1 day', t.id from fx_801 t join fx_work w on w.id = t.work_id`);
    await sql.query(`insert into work_event (work_id, node_id, kind, actor_user_id, created_at)
      select id, 800, 'start', starter, now() - interval '2 days' from fx_work`);
    await sql.query(`insert into work_event (work_id, task_id, node_id, kind, actor_user_id, msg, created_at)
      select t.work_id, t.id, 801, 'approve', w.rhr, '情况属实', now() - interval '1 day'
        from fx_801 t join fx_work w on w.id = t.work_id`);
    const { rows } = await sql.query<{ id: number }>(
      `select t.id from task t join fx_work w on w.id = t.work_id where t.node_id = 802 order by t.id`,
    );
    await sql.query('commit');
    taskIds = rows.map((r) => r.id);
  }, 180_000);

  afterAll(async () => {
    await sql?.end();
    await server?.stop('SIGKILL');
    await db?.drop();
  });

  async function states() {
    const { rows } = await sql.query<{
      task_id: number;
      status: string;
      result: number | null;
      completed: boolean;
      work_status: string;
      current_node_id: number | null;
      approvals: number;
      finishes: number;
      deductions: number;
    }>(
      `select t.id as task_id, t.status, t.result, t.completed_at is not null as completed, w.status as work_status,
              w.current_node_id,
              (select count(*)::int from work_event e where e.task_id = t.id and e.kind = 'approve') as approvals,
              (select count(*)::int from work_event e where e.work_id = w.id and e.kind = 'finish') as finishes,
              (select count(*)::int from deduction d where d.work_id = w.id) as deductions
         from task t join work w on w.id = t.work_id where t.id = any($1) order by t.id`,
      [taskIds],
    );
    return rows;
  }

  it('leaves every task fully processed or untouched, and the batch can be re-run', async () => {
    expect(taskIds).toHaveLength(BATCH);
    const token = await login(server!.baseUrl, 'hq_hr');
    const batch = call(
      server!.baseUrl,
      TaskPaths.batchProcessingTasks,
      token,
      { taskIds, action: 'approve', opinion: '批量确认' },
      120_000,
    ).catch((err: unknown) => err);

    // Kill the server once a part of the batch is committed.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await sql.query<{ n: number }>(
        `select count(*)::int as n from task where id = any($1) and status = 'done'`,
        [taskIds],
      );
      if (rows[0].n >= 40) break;
      if (Date.now() > deadline) throw new Error(`batch made no progress:\n${server!.output()}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    await server!.stop('SIGKILL');
    server = undefined;
    expect(await batch).toBeInstanceOf(Error);

    const afterKill = await states();
    const done = afterKill.filter((s) => s.status === 'done');
    const untouched = afterKill.filter((s) => s.status === 'todo');
    expect(done.length + untouched.length).toBe(BATCH);
    expect(done.length).toBeGreaterThan(0);
    expect(untouched.length, 'the kill landed in the middle of the batch').toBeGreaterThan(0);
    for (const s of done) {
      expect(s, `task ${s.task_id} fully processed`).toMatchObject({
        result: 0,
        completed: true,
        work_status: 'finished',
        current_node_id: null,
        approvals: 1,
        finishes: 1,
        deductions: 1,
      });
    }
    for (const s of untouched) {
      expect(s, `task ${s.task_id} untouched`).toMatchObject({
        result: null,
        completed: false,
        work_status: 'running',
        current_node_id: 802,
        approvals: 0,
        finishes: 0,
        deductions: 0,
      });
    }

    // A new server process finishes the rest; a second run over all of them changes nothing.
    server = await startServer({ databaseUrl: db.url });
    const rest = untouched.map((s) => s.task_id);
    const rerun = await call(
      server.baseUrl,
      TaskPaths.batchProcessingTasks,
      token,
      { taskIds: rest, action: 'approve' },
      120_000,
    );
    expect(rerun).toMatchObject({ code: 0, data: { succeeded: rest.length, failed: 0 } });
    const again = await call(
      server.baseUrl,
      TaskPaths.batchProcessingTasks,
      token,
      { taskIds, action: 'approve' },
      120_000,
    );
    expect(again).toMatchObject({ code: 0, data: { succeeded: 0, failed: BATCH } });
    expect(again.data.results[0].msg).toBe('该待办已被处理或已撤回，请刷新列表');

    const final = await states();
    for (const s of final)
      expect(s, `task ${s.task_id}`).toMatchObject({
        status: 'done',
        work_status: 'finished',
        approvals: 1,
        finishes: 1,
        deductions: 1,
      });
  }, 120_000);
});
