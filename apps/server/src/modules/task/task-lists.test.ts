import { formatFlowNo } from '@hris/contract';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../../test/build-test-app';
import {
  activeEmployeeOf,
  colleagueOf,
  expectListsMatchRebuild,
  rows,
  startDeduction,
  todoOf,
} from '../../../test/workflow-helpers';
import { appUser, role, userRole, userTaskCounter } from '../../db/schema';

let t: TestApp;
const tok: Record<string, string> = {};
const uid: Record<string, number> = {};
/**
 * east_hr2 sits in 华东 beside east_hr and holds the regional HR role only around the transfer (a
 * to-do moves only to a holder of its step's role); otherwise every 801 to-do would reach it too.
 */
const ACCOUNTS = ['sh001_hr', 'east_hr', 'east_hr2', 'hq_hr'] as const;
type Account = (typeof ACCOUNTS)[number];

beforeAll(async () => {
  t = await buildTestApp();
  const colleague = await colleagueOf(t, 'east_hr', '010');
  tok.east_hr2 = colleague.token;
  uid.east_hr2 = colleague.id;
  // Its task menus come from a store HR role, which decides nothing at a region's unit.
  const [storeHr] = await t.db.select({ id: role.id }).from(role).where(eq(role.roleId, '020'));
  await t.db.insert(userRole).values({ userId: colleague.id, roleRef: storeHr.id });
  await regionalRole('revoke');
  for (const a of ACCOUNTS) {
    if (a === 'east_hr2') continue;
    tok[a] = await login(t, a);
    const [u] = await t.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.account, a));
    uid[a] = u.id;
  }
});
afterAll(async () => t?.close());

/** Grants or revokes east_hr2's regional HR role (010). */
async function regionalRole(change: 'grant' | 'revoke') {
  const [r] = await t.db.select({ id: role.id }).from(role).where(eq(role.roleId, '010'));
  if (change === 'grant') await t.db.insert(userRole).values({ userId: uid.east_hr2, roleRef: r.id });
  else await t.db.delete(userRole).where(and(eq(userRole.userId, uid.east_hr2), eq(userRole.roleRef, r.id)));
}

interface Counts {
  toDo: number;
  running: number;
  completed: number;
}

async function counts(account: Account): Promise<Counts> {
  const res = await call(t, '/api/Task/GetTaskCounts', tok[account], {});
  expect(res.body.code).toBe(0);
  const { toDo, running, completed } = res.body.data;
  // Each count is the total its list shows.
  const total = async (url: string) =>
    (await call(t, `/api/Task/${url}`, tok[account], { pageIndex: 1, pageSize: 1 })).body.data.total;
  expect([
    await total('GetToDoTaskList'),
    await total('GetRuningTaskList'),
    await total('GetCompletedTaskList'),
  ]).toEqual([toDo, running, completed]);
  return { toDo, running, completed };
}

/** Runs a step and checks how each user's counts moved, and that the lists still match a rebuild. */
let lastCounts: Record<string, Counts> | undefined;
async function expectMoves(step: () => Promise<unknown>, moves: Partial<Record<Account, Partial<Counts>>>) {
  const before = lastCounts ?? Object.fromEntries(await Promise.all(ACCOUNTS.map(async (a) => [a, await counts(a)])));
  await step();
  lastCounts = {};
  for (const a of ACCOUNTS) {
    const after = await counts(a);
    const m = moves[a] ?? {};
    expect(after, a).toEqual({
      toDo: before[a].toDo + (m.toDo ?? 0),
      running: before[a].running + (m.running ?? 0),
      completed: before[a].completed + (m.completed ?? 0),
    });
    lastCounts[a] = after;
  }
  await expectListsMatchRebuild(t);
}

async function act(account: Account, workId: number, action: string, extra: Record<string, unknown> = {}) {
  const todo = await todoOf(t, tok[account], workId);
  const res = await call(t, '/api/WF/ProcessTask', tok[account], { taskId: todo!.taskId, action, ...extra });
  expect(res.body.code, res.body.msg).toBe(0);
  return todo!.taskId;
}

describe('[WF][LISTS] counters and lists kept by the database', () => {
  it('move with start, approve, roll back, withdraw, transfer, batch and terminate', async () => {
    const emp = await activeEmployeeOf(t, 'SH001', 1);
    let workId = 0;
    await expectMoves(
      async () => {
        workId = (await startDeduction(t, tok.sh001_hr, emp.employeeId)).body.data.workId;
      },
      { sh001_hr: { running: 1 }, east_hr: { toDo: 1 } },
    );
    await expectMoves(() => act('east_hr', workId, 'approve'), {
      east_hr: { toDo: -1, running: 1 },
      hq_hr: { toDo: 1 },
    });
    await expectMoves(() => act('hq_hr', workId, 'rollback', { opinion: '请核对金额' }), {
      hq_hr: { toDo: -1, running: 1 },
      east_hr: { toDo: 1 },
    });
    await expectMoves(() => act('east_hr', workId, 'approve'), { east_hr: { toDo: -1 }, hq_hr: { toDo: 1 } });
    await expectMoves(
      async () => {
        const taskToDo = { taskActionType: 1, flowId: 8, workId, nodeId: 802, taskReturn: { currentNodeId: 802 } };
        expect((await call(t, '/api/WF/WithdrawTask', tok.east_hr, { taskToDo })).body.code).toBe(0);
      },
      { hq_hr: { toDo: -1 }, east_hr: { toDo: 1 } },
    );
    await expectMoves(
      async () => {
        await regionalRole('grant');
        const todo = await todoOf(t, tok.east_hr, workId);
        const res = await call(t, '/api/Task/TransferWork', tok.east_hr, {
          taskIds: [todo!.taskId],
          toUserId: uid.east_hr2,
        });
        expect(res.body.data).toMatchObject({ succeeded: 1 });
      },
      { east_hr: { toDo: -1 }, east_hr2: { toDo: 1 } },
    );
    await expectMoves(() => act('east_hr2', workId, 'approve'), {
      east_hr2: { toDo: -1, running: 1 },
      hq_hr: { toDo: 1 },
    });
    await regionalRole('revoke');
    await expectMoves(
      async () => {
        const todo = await todoOf(t, tok.hq_hr, workId);
        const res = await call(t, '/api/Task/BatchProcessingTasks', tok.hq_hr, {
          taskIds: [todo!.taskId],
          action: 'approve',
        });
        expect(res.body.data).toMatchObject({ succeeded: 1 });
      },
      {
        hq_hr: { toDo: -1, running: -1, completed: 1 },
        sh001_hr: { running: -1, completed: 1 },
        east_hr: { running: -1, completed: 1 },
        east_hr2: { running: -1, completed: 1 },
      },
    );
    const other = await activeEmployeeOf(t, 'SH001', 2);
    await expectMoves(
      async () => {
        const id = (await startDeduction(t, tok.sh001_hr, other.employeeId)).body.data.workId;
        await act('east_hr', id, 'finish', { opinion: '已现金赔付' });
      },
      { sh001_hr: { completed: 1 }, east_hr: { completed: 1 } },
    );
  });

  it('totals a filtered to-do list from the page itself, and apart for a page past its end', async () => {
    const names: string[] = [];
    for (const skip of [4, 5, 6]) {
      const emp = await activeEmployeeOf(t, 'SH001', skip);
      expect((await startDeduction(t, tok.sh001_hr, emp.employeeId)).body.code).toBe(0);
      names.push(emp.name);
    }
    const list = (pageIndex: number, filters: Record<string, { search: string }>) =>
      call(t, '/api/Task/GetToDoTaskList', tok.east_hr, { pageIndex, pageSize: 2, filters });
    const all = (await call(t, '/api/Task/GetToDoTaskList', tok.east_hr, { pageIndex: 1, pageSize: 100 })).body.data;
    expect(all.total).toBe(all.list.length);
    const byName = await list(1, { name: { search: names[1] } });
    const matching = all.list.filter((r: { name: string }) => r.name.includes(names[1]));
    expect(byName.body.data.total).toBe(matching.length);
    expect(byName.body.data.list.map((r: { taskId: number }) => r.taskId)).toEqual(
      matching.slice(0, 2).map((r: { taskId: number }) => r.taskId),
    );
    const shop = await list(1, { shopCode: { search: 'SH001' } });
    expect(shop.body.data.total).toBe(all.list.filter((r: { shopCode: string }) => r.shopCode === 'SH001').length);
    const past = await list(50, { shopCode: { search: 'SH001' } });
    expect(past.body.data).toEqual({ list: [], total: shop.body.data.total });
  });

  it('filters to-dos by employee name through the employee each task carries', async () => {
    for (const skip of [7, 8, 9]) {
      const emp = await activeEmployeeOf(t, 'SH001', skip);
      expect((await startDeduction(t, tok.sh001_hr, emp.employeeId)).body.code).toBe(0);
    }
    // Every to-do carries its work's target employee and that employee's name (migration 0005).
    const carried = () =>
      rows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from task k join work w on w.id = k.work_id
            left join employee e on e.id = w.target_employee_ref
            where k.status = 'todo' and (k.target_employee_ref is distinct from w.target_employee_ref
              or k.target_name is distinct from e.name)`,
      );
    expect((await carried())[0].n).toBe(0);
    const all = (await call(t, '/api/Task/GetToDoTaskList', tok.east_hr, { pageIndex: 1, pageSize: 100 })).body.data;
    const names: string[] = [...new Set(all.list.map((r: { name: string }) => r.name))] as string[];
    expect(names.length).toBeGreaterThan(2);
    const [first, second] = names;
    // One character (a surname), several in order, the same characters out of order, none.
    const searches = [
      [...first][0],
      first,
      [...second].slice(-2).join(''),
      [...second].reverse().join(''),
      '不存在的名字',
    ];
    for (const search of searches) {
      const res = await call(t, '/api/Task/GetToDoTaskList', tok.east_hr, {
        pageIndex: 1,
        pageSize: 100,
        filters: { name: { search } },
      });
      const expected = all.list.filter((r: { name: string }) => r.name.includes(search));
      expect(res.body.data.total, search).toBe(expected.length);
      expect(
        res.body.data.list.map((r: { taskId: number }) => r.taskId),
        search,
      ).toEqual(expected.map((r: { taskId: number }) => r.taskId));
    }

    // A rename reaches the person's open to-dos in the same transaction: found by the new name only.
    const renamed = all.list.find((r: { name: string }) => r.name === second);
    const [person] = await rows<{ id: number; version: number }>(
      t.db,
      sql`select e.id, e.version from employee e where e.employee_id = ${renamed.employeeId}`,
    );
    const update = await call(t, '/api/Staff/UpdateStaff', tok.hq_hr, {
      id: person.id,
      version: person.version,
      name: '欧阳改名',
    });
    expect(update.body.code, update.body.msg).toBe(0);
    expect((await carried())[0].n).toBe(0);
    const byName = async (search: string) =>
      (
        await call(t, '/api/Task/GetToDoTaskList', tok.east_hr, {
          pageIndex: 1,
          pageSize: 100,
          filters: { name: { search } },
        })
      ).body.data.list.map((r: { taskId: number }) => r.taskId);
    expect(await byName('欧阳改名')).toEqual(
      all.list.filter((r: { name: string }) => r.name === second).map((r: { taskId: number }) => r.taskId),
    );
    expect(await byName(second)).not.toContain(renamed.taskId);
  });

  it("names each row's regional HR: the first enabled 区域HR of the region the work is in", async () => {
    const hrs = await rows<{ path: string; name: string }>(
      t.db,
      sql`select o.path, u.display_name as name from app_user u
          join user_role ur on ur.user_id = u.id join role r on r.id = ur.role_ref and r.role_id = '010'
          join org_unit o on o.id = u.org_unit_id and o.kind = 'region'
          where u.is_enabled order by u.id`,
    );
    let named = 0;
    for (const url of ['GetToDoTaskList', 'GetRuningTaskList', 'GetCompletedTaskList']) {
      for (const account of ['hq_hr', 'east_hr'] as const) {
        const list = (await call(t, `/api/Task/${url}`, tok[account], { pageIndex: 1, pageSize: 100 })).body.data.list;
        for (const row of list as { workId: number; rhrEmployeeName: string | null }[]) {
          const [w] = await rows<{ org_path: string }>(t.db, sql`select org_path from work where id = ${row.workId}`);
          const expected = hrs.find((h) => w.org_path.startsWith(h.path))?.name ?? null;
          expect(row.rhrEmployeeName, `${url} ${row.workId}`).toBe(expected);
          if (expected) named++;
        }
      }
    }
    expect(named).toBeGreaterThan(0);
  });

  it('folds a pile of counter deltas into one row per type and state, counts unchanged', async () => {
    const before = await counts('hq_hr');
    // Deltas that cancel out, as a long day of to-dos arriving and being decided leaves them.
    await t.db.insert(userTaskCounter).values(
      Array.from({ length: 100 }, (_, i) => ({
        userId: uid.hq_hr,
        flowId: 8,
        state: 'toDo' as const,
        n: i % 2 ? 1 : -1,
      })),
    );
    expect(await counts('hq_hr')).toEqual(before);
    const left = await t.db.select().from(userTaskCounter).where(eq(userTaskCounter.userId, uid.hq_hr));
    expect(left.length).toBeLessThanOrEqual(6);
    expect(await counts('hq_hr')).toEqual(before);
  });
});

describe('[WF][LISTS] a long history', () => {
  const WORKS = 2_100;
  let expected: (where: string, order: string) => Promise<number[]>;

  beforeAll(async () => {
    // A real work to copy its form and target from; the history is loaded the way the bench seed
    // loads it (INSERT … SELECT), so the statement triggers see thousands of rows at once.
    const emp = await activeEmployeeOf(t, 'SH001', 3);
    const model = (await startDeduction(t, tok.sh001_hr, emp.employeeId)).body.data.workId as number;
    await t.db.execute(sql`
      with w as (
        insert into work (flow_id, target_employee_ref, org_unit_id, org_path, shop_id, starter_user_id, form_data,
                          status, current_node_id, stop_reason, started_at, finished_at)
        select m.flow_id, m.target_employee_ref, m.org_unit_id, m.org_path, m.shop_id, m.starter_user_id, m.form_data,
               case when i % 10 = 0 then 'stopped' else 'finished' end, null,
               case when i % 10 = 0 then '由东区HR终止' end,
               timestamptz '2025-01-01 08:00:00+08' + i * interval '20 minutes',
               -- seven works share each completion time, so ties cross every page boundary
               timestamptz '2025-01-01 09:00:00+08' + (i / 7) * interval '1 hour'
          from work m, generate_series(1, ${WORKS}::int) i where m.id = ${model}::int
        returning id, started_at, finished_at)
      insert into task (work_id, node_id, assignee_user_id, status, result, opinion, arrived_at, completed_at)
      select w.id, 801, ${uid.east_hr}::int, 'done', 0, '情况属实', w.started_at, w.finished_at from w
      union all
      select w.id, 802, ${uid.hq_hr}::int, 'done', 0, null, w.started_at, w.finished_at from w where w.id % 3 <> 0`);
    expected = async (where, order) =>
      (
        await rows<{ id: number }>(
          t.db,
          sql.raw(`select w.id from work w
             where w.status in ('finished', 'stopped')
               and (w.starter_user_id = ${uid.hq_hr}
                    or exists (select 1 from task d where d.work_id = w.id and d.assignee_user_id = ${uid.hq_hr}
                                                      and d.status = 'done'))
               and ${where} order by ${order}`),
        )
      ).map((r) => Number(r.id));
  });

  it('lists page 100 and the last page of the completed works in order, with the exact total', async () => {
    await expectListsMatchRebuild(t);
    const all = await expected('true', 'w.finished_at desc, w.id desc');
    expect(all.length).toBeGreaterThan(WORKS / 2);
    const page = async (pageIndex: number, body: Record<string, unknown> = {}) => {
      const res = await call(t, '/api/Task/GetCompletedTaskList', tok.hq_hr, { pageIndex, pageSize: 10, ...body });
      expect(res.body.code).toBe(0);
      return res.body.data as { total: number; list: { workId: number; flowNo: string; arrivedTime: string }[] };
    };
    const p100 = await page(100);
    expect(p100.total).toBe(all.length);
    expect(p100.list.map((r) => r.workId)).toEqual(all.slice(990, 1000));
    const last = Math.ceil(all.length / 10);
    expect((await page(last)).list.map((r) => r.workId)).toEqual(all.slice((last - 1) * 10));
    expect((await page(last + 1)).list).toEqual([]);

    const byStart = await expected('true', 'w.started_at asc, w.id asc');
    const asc = await page(37, { sortFieldName: 'startedTime', sortDirection: 'asc' });
    expect(asc.list.map((r) => r.workId)).toEqual(byStart.slice(360, 370));
    const byNo = await expected('true', 'w.id desc');
    expect((await page(12, { sortFieldName: 'flowNo' })).list.map((r) => r.workId)).toEqual(byNo.slice(110, 120));
  });

  it('filters by type, completion day and person, with totals to match', async () => {
    const typed = await call(t, '/api/Task/GetCompletedTaskList', tok.hq_hr, { pageIndex: 3, pageSize: 10, flowId: 8 });
    const all = await expected('w.flow_id = 8', 'w.finished_at desc, w.id desc');
    expect(typed.body.data.total).toBe(all.length);
    expect(typed.body.data.list.map((r: { workId: number }) => r.workId)).toEqual(all.slice(20, 30));

    const filters = { arrivedTime: { search: '2025-01-10', searchTwo: '2025-01-20' }, name: { search: '' } };
    const ranged = await call(t, '/api/Task/GetCompletedTaskList', tok.hq_hr, { pageIndex: 2, pageSize: 10, filters });
    const inRange = await expected(
      `w.finished_at >= '2025-01-10T00:00:00+08:00' and w.finished_at <= '2025-01-20T23:59:59.999+08:00'`,
      'w.finished_at desc, w.id desc',
    );
    expect(ranged.body.data.total).toBe(inRange.length);
    expect(ranged.body.data.list.map((r: { workId: number }) => r.workId)).toEqual(inRange.slice(10, 20));

    const mine = await call(t, '/api/Task/GetCompletedTaskList', tok.east_hr, { pageIndex: 1, pageSize: 5 });
    expect(mine.body.data.total).toBeGreaterThanOrEqual(WORKS);
  });

  it('filters completed works by their employee name: a surname, a whole name, characters out of order', async () => {
    // Completed works of six other people and one without an employee, decided by hq_hr; the
    // history above is all one person's.
    const people = await rows<{ id: number; name: string }>(
      t.db,
      sql`select id, name from employee where status = 1 and name <> (
            select e.name from employee e join work w on w.target_employee_ref = e.id order by w.id desc limit 1)
          order by id limit 6`,
    );
    await t.db.execute(sql`
      with w as (
        insert into work (flow_id, target_employee_ref, org_unit_id, org_path, shop_id, starter_user_id, form_data,
                          status, started_at, finished_at)
        select m.flow_id, p.ref, m.org_unit_id, m.org_path, m.shop_id, m.starter_user_id, m.form_data, 'finished',
               timestamptz '2025-03-01 08:00:00+08' + p.i * interval '1 hour',
               timestamptz '2025-03-01 09:00:00+08' + p.i * interval '1 hour'
          from (select * from work order by id desc limit 1) m,
               unnest(${`{${[...people.map((p) => p.id), 'NULL'].join(',')}}`}::int[]) with ordinality as p(ref, i)
        returning id, started_at, finished_at)
      insert into task (work_id, node_id, assignee_user_id, status, result, arrived_at, completed_at)
      select w.id, 802, ${uid.hq_hr}::int, 'done', 0, w.started_at, w.finished_at from w`);
    const named = (text: string) =>
      expected(
        `exists (select 1 from employee e where e.id = w.target_employee_ref
                   and strpos(lower(e.name), lower('${text}')) > 0)`,
        'w.finished_at desc, w.id desc',
      );
    const [first, second, third] = people.map((p) => p.name);
    const searches = [[...first][0], second, [...third].reverse().join(''), '不存在的名字'];
    for (const search of searches) {
      const want = await named(search);
      const res = await call(t, '/api/Task/GetCompletedTaskList', tok.hq_hr, {
        pageIndex: 1,
        pageSize: 50,
        filters: { name: { search } },
      });
      expect(res.body.code, search).toBe(0);
      expect(res.body.data.total, search).toBe(want.length);
      expect(
        res.body.data.list.map((r: { workId: number }) => r.workId),
        search,
      ).toEqual(want.slice(0, 50));
    }
    expect((await named(second)).length).toBeGreaterThan(0);
  });

  it('sorts by employee name, number and store with the works that have none last (first descending)', async () => {
    // Works of four other people, some without a store, and some without an employee.
    const people = await rows<{ id: number }>(
      t.db,
      sql`select id from employee where status = 1 order by id desc limit 4`,
    );
    await t.db.execute(sql`
      with w as (
        insert into work (flow_id, target_employee_ref, org_unit_id, org_path, shop_id, starter_user_id, form_data,
                          status, started_at, finished_at)
        select m.flow_id, case when i % 5 = 0 then null else (${`{${people.map((p) => p.id).join(',')}}`}::int[])[1 + i % 4] end,
               m.org_unit_id, m.org_path, case when i % 3 = 0 then null else m.shop_id end, m.starter_user_id,
               m.form_data, 'finished',
               timestamptz '2025-04-01 08:00:00+08' + i * interval '1 hour',
               timestamptz '2025-04-01 09:00:00+08' + i * interval '1 hour'
          from (select * from work order by id desc limit 1) m, generate_series(1, 40) i
        returning id, started_at, finished_at)
      insert into task (work_id, node_id, assignee_user_id, status, result, arrived_at, completed_at)
      select w.id, 802, ${uid.hq_hr}::int, 'done', 0, w.started_at, w.finished_at from w`);
    const columns: Record<string, string> = {
      name: '(select e.name from employee e where e.id = w.target_employee_ref)',
      employeeId: '(select e.employee_id from employee e where e.id = w.target_employee_ref)',
      shopCode: '(select s.code from shop s where s.id = w.shop_id)',
    };
    for (const [sortFieldName, column] of Object.entries(columns)) {
      for (const sortDirection of ['asc', 'desc'] as const) {
        const nulls = sortDirection === 'asc' ? 'nulls last' : 'nulls first';
        const all = await expected('true', `${column} ${sortDirection} ${nulls}, w.id ${sortDirection}`);
        const last = Math.ceil(all.length / 25);
        for (const pageIndex of [1, 2, Math.floor(last / 2), last]) {
          const res = await call(t, '/api/Task/GetCompletedTaskList', tok.hq_hr, {
            pageIndex,
            pageSize: 25,
            sortFieldName,
            sortDirection,
          });
          const label = `${sortFieldName} ${sortDirection} p.${pageIndex}`;
          expect(res.body.code, label).toBe(0);
          expect(res.body.data.total, label).toBe(all.length);
          expect(
            res.body.data.list.map((r: { workId: number }) => r.workId),
            label,
          ).toEqual(all.slice((pageIndex - 1) * 25, pageIndex * 25));
        }
      }
    }
    // With a filter on the same table, the works without one are out anyway.
    const mine = await call(t, '/api/Task/GetCompletedTaskList', tok.hq_hr, {
      pageIndex: 1,
      pageSize: 25,
      sortFieldName: 'shopCode',
      filters: { shopCode: { search: 'SH0' } },
    });
    const want = await expected(
      `exists (select 1 from shop s where s.id = w.shop_id and s.code ilike '%SH0%')`,
      `(select s.code from shop s where s.id = w.shop_id) desc, w.id desc`,
    );
    expect(mine.body.data.list.map((r: { workId: number }) => r.workId)).toEqual(want.slice(0, 25));
  });

  it('exports exactly the rows of the filter, in list order, across keyset pages with tied times', async () => {
    const filters = { arrivedTime: { search: '2025-01-03', searchTwo: '2025-02-28' } };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Task/ExportCompletedTaskList',
      payload: { pageIndex: 1, pageSize: 10, filters },
      headers: { AccessToken: tok.hq_hr },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const flowNos: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) flowNos.push(String(row.getCell(1).value));
    });
    const want = await expected(
      `w.finished_at >= '2025-01-03T00:00:00+08:00' and w.finished_at <= '2025-02-28T23:59:59.999+08:00'`,
      'w.finished_at desc, w.id desc',
    );
    expect(want.length).toBeGreaterThan(1_000);
    expect(flowNos).toEqual(want.map((id) => formatFlowNo(8, id)));
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toBe('失物扣款');
    expect(String(first.getCell(11).value)).toMatch(/^2025-0[12]-\d\d \d\d:\d\d$/);
  });
});
