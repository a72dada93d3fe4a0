// @postgres: two real servers on one PostgreSQL database
import { TaskPaths, WfPaths } from '@hris/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  call,
  createDatabase,
  faultsEnabled,
  login,
  rng,
  type ServerProcess,
  startServer,
} from './support';

/**
 * Two server processes on one PostgreSQL; 200 approve / rollback / withdraw / transfer calls on
 * the same 40 to-dos, fired at once and spread over both servers. Whatever the interleaving,
 * each to-do is decided at most once, every work stays in a possible state and every call that
 * answered code 0 left exactly one history event. And of 20 simultaneous starts for one person on
 * both servers, work_one_running_uq lets exactly one through.
 */
describe.skipIf(!faultsEnabled)('[FAULTS][CONCURRENCY][PG] two servers, 200 concurrent actions', () => {
  let db: Awaited<ReturnType<typeof createDatabase>>;
  let servers: ServerProcess[] = [];
  let sql: pg.Client;

  beforeAll(async () => {
    db = await createDatabase(process.env.TEST_DATABASE_URL!);
    // Both servers on one database copied from the seeded template.
    servers.push(await startServer({ databaseUrl: db.url }));
    servers.push(await startServer({ databaseUrl: db.url }));
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
  }, 180_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];
    await db?.drop();
  });

  it('decides each to-do once, keeps every work possible and the history complete', async () => {
    const [a, b] = servers;
    const accounts = ['hq_hr', 'east_hr', 'south_hr', 'north_hr', 'west_hr'];
    const tokens = new Map<string, string>();
    for (const [i, account] of accounts.entries()) tokens.set(account, await login(servers[i % 2].baseUrl, account));

    // 40 deductions started by head-office HR, spread over the regions, alternating servers.
    const { rows: targets } = await sql.query<{ employee_id: string }>(
      `select employee_id from employee where status = 1 and shop_id is not null order by md5(employee_id) limit 40`,
    );
    expect(targets).toHaveLength(40);
    const workIds: number[] = [];
    for (const [i, t] of targets.entries()) {
      const started = await call(servers[i % 2].baseUrl, WfPaths.startWork, tokens.get('hq_hr'), {
        flowId: 8,
        form: {
          employeeId: t.employee_id,
          deductionsMonth: '2026-11',
          lostDdeductions: 120.5,
          workClothesDeductions: 0,
          marketMealFeeDeductions: 0,
          marketFineDeductions: 0,
        },
      });
      expect(started, started.msg).toMatchObject({ code: 0 });
      workIds.push(started.data.workId);
    }
    const { rows: open } = await sql.query<{ work_id: number; task_id: number; account: string }>(
      `select t.work_id, t.id as task_id, u.account from task t join app_user u on u.id = t.assignee_user_id
        where t.work_id = any($1) and t.status = 'todo' order by t.work_id`,
      [workIds],
    );
    expect(open).toHaveLength(40);
    const { rows: users } = await sql.query<{ id: number; account: string }>(
      `select id, account from app_user where account = any($1)`,
      [accounts],
    );
    const userId = (account: string) => users.find((u) => u.account === account)!.id;
    // A second regional HR in each region: a to-do moves only to someone holding its step's role there.
    const { rows: colleagues } = await sql.query<{ id: number; of: string }>(
      `with peer as (
         insert into app_user (account, display_name, org_unit_id, password_hash)
         select account || '_peer', display_name || '同事', org_unit_id, password_hash from app_user
          where account = any($1) and account <> 'hq_hr'
         returning id, account, org_unit_id)
       , role_of as (insert into user_role (user_id, role_ref)
         select peer.id, r.id from peer, role r where r.role_id = '010' returning user_id)
       select peer.id, replace(peer.account, '_peer', '') as of from peer`,
      [accounts],
    );
    const colleagueOf = (account: string) => colleagues.find((c) => c.of === account)?.id ?? userId('hq_hr');

    // 5 calls per to-do, kinds drawn from a fixed seed, all 200 in flight together.
    const kinds = ['approve', 'rollback', 'withdraw', 'transfer'] as const;
    type Kind = (typeof kinds)[number];
    const random = rng(20261122);
    const plan: { workId: number; kind: Kind; run: () => Promise<Answer> }[] = [];
    // The first four to-dos each get five calls of one kind, so every kind is raced against
    // itself and must win exactly once whatever the timing; the rest get a random mix.
    const single = new Map(open.slice(0, kinds.length).map((o, i) => [o.task_id, kinds[i]]));
    for (const o of open) {
      for (let k = 0; k < 5; k++) {
        const kind = single.get(o.task_id) ?? kinds[Math.floor(random() * kinds.length)];
        const server = (plan.length % 2 === 0 ? a : b).baseUrl;
        const holder = tokens.get(o.account);
        const run = {
          approve: () => call(server, WfPaths.processTask, holder, { taskId: o.task_id, action: 'approve' }),
          rollback: () =>
            call(server, WfPaths.processTask, holder, { taskId: o.task_id, action: 'rollback', opinion: '请补充' }),
          withdraw: () =>
            call(server, TaskPaths.withdrawTask, tokens.get('hq_hr'), {
              taskToDo: { taskActionType: 1, flowId: 8, workId: o.work_id },
            }),
          transfer: () =>
            call(server, TaskPaths.transferWork, holder, {
              taskIds: [o.task_id],
              toUserId: colleagueOf(o.account),
              reason: '交接',
            }),
        }[kind];
        plan.push({ workId: o.work_id, kind, run });
      }
    }
    expect(plan).toHaveLength(200);
    const t0 = Date.now();
    const answers = await Promise.all(plan.map((p) => p.run()));
    const elapsed = Date.now() - t0;

    // Every call answered with success or a clear refusal: no 5xx, no unknown error, no hang.
    for (const [i, ans] of answers.entries()) {
      expect(ans.status, `${plan[i].kind}: ${ans.msg}`).toBe(200);
      expect([0, 40001, 40301, 40401, 40901], `${plan[i].kind}: ${ans.code} ${ans.msg}`).toContain(ans.code);
    }
    // TransferWork answers code 0 with a result per task; the others answer code 0 only on success.
    const ok = (ans: Answer, kind: Kind) => ans.code === 0 && (kind !== 'transfer' || ans.data.succeeded === 1);
    const succeeded = (kind: Kind, workId?: number) =>
      answers.filter(
        (ans, i) => plan[i].kind === kind && ok(ans, kind) && (workId === undefined || plan[i].workId === workId),
      ).length;
    // The plan reaches every kind of action (otherwise the test proves little): each kind raced
    // against itself on one to-do succeeded exactly once there.
    for (const [taskId, kind] of single) {
      const workId = open.find((o) => o.task_id === taskId)!.work_id;
      expect(succeeded(kind, workId), `${kind} on work ${workId}`).toBe(1);
    }
    expect(elapsed).toBeLessThan(60_000);

    const { rows: tasks } = await sql.query<{
      id: number;
      work_id: number;
      node_id: number;
      status: string;
      result: number | null;
      completed_at: Date | null;
      assignee_user_id: number;
    }>(
      `select id, work_id, node_id, status, result, completed_at, assignee_user_id from task where work_id = any($1)`,
      [workIds],
    );
    const { rows: events } = await sql.query<{ work_id: number; task_id: number | null; kind: string }>(
      `select work_id, task_id, kind from work_event where work_id = any($1)`,
      [workIds],
    );
    const { rows: works } = await sql.query<{
      id: number;
      status: string;
      current_node_id: number | null;
      stop_reason: string | null;
    }>(`select id, status, current_node_id, stop_reason from work where id = any($1)`, [workIds]);

    // Each task row is consistent, and a decided task has exactly one decision event.
    for (const t of tasks) {
      const decisions = events.filter(
        (e) => e.task_id === t.id && ['approve', 'rollback', 'terminate'].includes(e.kind),
      );
      if (t.status === 'done') {
        expect(t.result, `task ${t.id}`).not.toBeNull();
        expect(t.completed_at, `task ${t.id}`).not.toBeNull();
        expect(decisions, `task ${t.id} decided once`).toHaveLength(1);
      } else {
        expect(t.result, `task ${t.id}`).toBeNull();
        expect(decisions, `task ${t.id} never decided`).toHaveLength(0);
        if (t.status === 'todo') expect(t.completed_at).toBeNull();
        else expect(t.status).toBe('cancelled');
      }
    }
    // Of the racing approve / rollback on one to-do, at most one won.
    for (const o of open) {
      expect(
        succeeded('approve', o.work_id) + succeeded('rollback', o.work_id),
        `work ${o.work_id}`,
      ).toBeLessThanOrEqual(1);
    }
    // No work in an impossible state.
    for (const w of works) {
      const todos = tasks.filter((t) => t.work_id === w.id && t.status === 'todo');
      if (w.status === 'running') {
        expect(todos.length, `running work ${w.id} has an open task`).toBeGreaterThan(0);
        for (const t of todos) expect(t.node_id, `work ${w.id} open task at its current node`).toBe(w.current_node_id);
        const holders = todos.map((t) => t.assignee_user_id);
        expect(new Set(holders).size, `work ${w.id}: one open task per holder`).toBe(holders.length);
      } else {
        expect(todos, `ended work ${w.id} has no open task`).toHaveLength(0);
        if (w.status === 'stopped') expect(w.stop_reason).toBeTruthy();
      }
    }
    // History complete: one event per successful call, of its kind, on its work.
    for (const w of works) {
      for (const kind of kinds) {
        const logged = events.filter((e) => e.work_id === w.id && e.kind === kind).length;
        expect(logged, `work ${w.id}: ${kind} events = successful ${kind} calls`).toBe(succeeded(kind, w.id));
      }
      expect(events.filter((e) => e.work_id === w.id && e.kind === 'start')).toHaveLength(1);
    }
    // The to-do, running and completed counts and lists the triggers kept through all of it equal a
    // rebuild from task and work (no delta lost or doubled between concurrent transactions).
    const lists = async () => ({
      participants: (await sql.query('select * from work_participant order by work_id, user_id')).rows,
      counters: (
        await sql.query(`select user_id, flow_id, state, sum(n)::int as n from user_task_counter
                          group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3`)
      ).rows,
    });
    // The servers' job runners may still be starting the demo's automatic works (probation,
    // renewal): hold their writes off while both sides are read, so the two see the same tasks.
    await sql.query('begin');
    await sql.query('lock table work, task, work_participant, user_task_counter in share mode');
    const kept = await lists();
    await sql.query('select task_lists_rebuild()');
    const rebuilt = await lists();
    await sql.query('rollback');
    expect(kept).toEqual(rebuilt);
    // Both servers took part.
    expect(a.output()).not.toMatch(/unhandled error/);
    expect(b.output()).not.toMatch(/unhandled error/);
  });

  it('of 20 starts for one employee spread over both servers, exactly one runs', async () => {
    const token = [await login(servers[0].baseUrl, 'sh001_hr'), await login(servers[1].baseUrl, 'sh001_hr')];
    const { rows } = await sql.query<{ id: number; employee_id: string }>(
      `select e.id, e.employee_id from employee e join shop s on s.id = e.shop_id
        where e.status = 1 and s.code = 'SH001'
          and not exists (select 1 from work w where w.target_employee_ref = e.id and w.status = 'running')
        order by e.employee_id limit 1`,
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(servers[i % 2].baseUrl, WfPaths.startWork, token[i % 2], {
          flowId: 8,
          form: {
            employeeId: rows[0].employee_id,
            deductionsMonth: '2026-11',
            lostDdeductions: 10 + i,
            workClothesDeductions: 0,
            marketMealFeeDeductions: 0,
            marketFineDeductions: 0,
          },
        }),
      ),
    );
    expect(answers.filter((x) => x.code === 0)).toHaveLength(1);
    expect(answers.filter((x) => x.code === 40901)).toHaveLength(19);
    const running = await sql.query(
      `select id from work where flow_id = 8 and status = 'running' and target_employee_ref = $1`,
      [rows[0].id],
    );
    expect(running.rows).toHaveLength(1);
  });
});
