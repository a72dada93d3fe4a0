import { addDays, businessToday, ReportPaths, type TEmployeeHistoryKind } from '@hris/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildStore, call, download, readSheet, tokenWithMenus } from '../../../test/factories';
import { buildStoreTeam, rows, type StoreTeam } from '../../../test/workflow-helpers';
import { employee, employeeHistory, shop, task, work } from '../../db/schema';
import { getProcess, nodeOf } from '../../workflow/registry';

// The week read (Monday–Sunday) and the week before it.
const WEEK = { from: '2026-01-05', to: '2026-01-11' };

let t: TestApp;
let a: StoreTeam;
let b: Awaited<ReturnType<typeof buildStore>>;
let other: StoreTeam;
let positionName: string;
/** A reader of every report with store A's scope (store HR's scope; the seed's 020 holds no report key). */
let storeReader: string;
let moved: Record<'m1' | 'm2' | 'q1', string>;

type Store = { id: number };
/** A person of a store with the dates the reports read. */
async function person(
  store: Store,
  o: { status?: number; entryDate?: string | null; leaveDate?: string; leaveType?: string } = {},
) {
  const p = await buildEmployee(t, { shopId: store.id, status: o.status ?? 1 });
  await t.db
    .update(employee)
    .set({
      entryDate: o.entryDate === undefined ? '2024-03-01' : o.entryDate,
      leaveDate: o.leaveDate ?? null,
      leaveType: o.leaveType ?? null,
    })
    .where(eq(employee.id, p.id));
  return p;
}

type Row = Record<string, string | number | null>;
type Report = {
  columns: { key: string; title: string; kind: string }[];
  rows: Row[];
  totals: Row | null;
  total: number;
  charts: { key: string; categories: string[]; series: { name: string; data: number[] }[] }[];
};
async function report(key: Parameters<typeof ReportPaths.get>[0], token: string, body: Record<string, unknown> = {}) {
  const res = await call(t, ReportPaths.get(key), token, { ...WEEK, ...body });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data as Report;
}
const chart = (r: Report, key: string) => r.charts.find((c) => c.key === key)!;

beforeAll(async () => {
  t = await buildTestApp();
  // Region R: store A (team, budget 5) and store B (budget 3); region R2: another team's store.
  a = await buildStoreTeam(t, { employees: 3 });
  b = await buildStore(t, { regionId: a.store.region.id });
  other = await buildStoreTeam(t, { employees: 1 });
  await t.db.update(shop).set({ budgetHeadcount: 5 }).where(eq(shop.id, a.store.id));
  await t.db.update(shop).set({ budgetHeadcount: 3 }).where(eq(shop.id, b.id));
  const [row] = await t.db
    .select({ entryDate: employee.entryDate })
    .from(employee)
    .where(eq(employee.id, a.employees[0].id));
  expect(row.entryDate).toBe('2024-03-01');

  const A = a.store;
  storeReader = (
    await tokenWithMenus(t, {
      menus: { Entryweekly: 0, Quitweekly: 0, Transferweekly: 0, ToEntryweekly: 0, Movement: 0 },
      scopeKind: 'store',
      unitCode: A.code,
    })
  ).token;
  await person(A, { status: 4 }); // resigning, still in post
  await person(A, { status: 3, entryDate: '2026-01-07' }); // onboarding: not a hire yet
  await person(A, { entryDate: '2026-01-05' });
  await person(A, { entryDate: '2026-01-07' });
  await person(A, { entryDate: '2025-12-30' }); // the week before
  const q1 = await person(A, { status: 0, leaveDate: '2026-01-06', leaveType: '辞职' });
  await person(A, { status: 0, entryDate: null, leaveDate: '2026-01-07', leaveType: '取消入职' });
  await person(b);
  await person(b, { entryDate: '2026-01-09' });
  await person(b, { status: 0, leaveDate: '2026-01-08', leaveType: '被动离职' });
  await person(other.store, { entryDate: '2026-01-06' });
  await person(other.store, { status: 0, leaveDate: '2026-01-06', leaveType: '辞职' });

  // q1 left through a finished 员工离职 work: its reason is the form's.
  await t.db.insert(work).values({
    flowId: 15,
    targetEmployeeRef: q1.id,
    orgUnitId: A.unitId,
    orgPath: A.orgPath,
    shopId: A.id,
    starterUserId: a.storeHr.id,
    status: 'finished',
    startedAt: new Date('2025-12-20T02:00:00Z'),
    finishedAt: new Date('2025-12-22T02:00:00Z'),
    formData: { employeeId: q1.employeeId, dimissionType: 'resign', dimissionReason: 'pressure' },
  });
  // Store moves (the history keeps stores by code) and a status change, in and before the week.
  const m1 = await person(b);
  const m2 = await person(A);
  const history = (employeeId: number, field: string, oldValue: string, newValue: string, effectiveDate: string) =>
    t.db.insert(employeeHistory).values({
      employeeId,
      kind: field === 'status' ? 'resignation' : 'transfer',
      field,
      oldValue,
      newValue,
      effectiveDate,
      actorUserId: null,
    });
  await history(m1.id, 'shopId', A.code, b.code, '2026-01-06');
  await history(m2.id, 'shopId', other.store.code, A.code, '2026-01-08');
  await history(q1.id, 'status', '1', '0', '2026-01-06');
  await history(m1.id, 'shopId', other.store.code, A.code, '2025-12-31');
  moved = { m1: m1.employeeId, m2: m2.employeeId, q1: q1.employeeId };

  // Onboarding works of store A still running, 2, 10 and 40 days old, and one finished.
  const onboarding = async (nodeId: number | null, daysAgo: number, status: 'running' | 'finished' = 'running') => {
    const p = await person(A, { status: 3, entryDate: '2026-02-01' });
    const startedAt = new Date(Date.now() - daysAgo * 86_400_000);
    await t.db.insert(work).values({
      flowId: 12,
      targetEmployeeRef: p.id,
      orgUnitId: A.unitId,
      orgPath: A.orgPath,
      shopId: A.id,
      starterUserId: a.storeHr.id,
      status,
      currentNodeId: nodeId,
      startedAt,
      finishedAt: status === 'finished' ? new Date() : null,
      formData: { employeeId: p.employeeId },
    });
  };
  await onboarding(1201, 2);
  await onboarding(1201, 10);
  await onboarding(1202, 40);
  await onboarding(null, 5, 'finished');

  const [position] = await rows<{ name: string }>(
    t.db,
    sql`select p.name from position p join employee e on e.position_id = p.id where e.id = ${a.employees[0].id}`,
  );
  positionName = position.name;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('report request', () => {
  it('refuses a period longer than 13 weeks or ending before it starts, in Chinese', async () => {
    const long = await call(t, ReportPaths.get('entryweekly'), a.hqHr.token, { from: '2026-01-05', to: '2026-04-06' });
    expect(long.body).toMatchObject({ code: 40001, msg: expect.stringContaining('统计期间最长13周，请缩短日期范围') });
    const ok = await call(t, ReportPaths.get('entryweekly'), a.hqHr.token, { from: '2026-01-05', to: '2026-04-05' });
    expect(ok.body.code).toBe(0);
    const reversed = await call(t, ReportPaths.get('entryweekly'), a.hqHr.token, {
      from: '2026-01-11',
      to: '2026-01-05',
    });
    expect(reversed.body).toMatchObject({ code: 40001, msg: expect.stringContaining('结束日期不能早于开始日期') });
  });

  it('checks the region and the store against the caller’s scope', async () => {
    const region = await call(t, ReportPaths.get('store'), a.regionHr.token, {
      ...WEEK,
      regionId: other.store.region.id,
    });
    expect(region.body.code).toBe(40303);
    const store = await call(t, ReportPaths.get('store'), a.regionHr.token, { ...WEEK, shopId: other.store.id });
    expect(store.body.code).toBe(40303);
    // A unit that is not a region (the store's own), whatever the ids happen to be.
    const unknown = await call(t, ReportPaths.get('store'), a.hqHr.token, { ...WEEK, regionId: a.store.unitId });
    expect(unknown.body).toMatchObject({ code: 40401, msg: '区域不存在' });
    // A store HR may name their own region: the scope still limits the rows to their store.
    const own = await report('store', storeReader, { regionId: a.store.region.id });
    expect(own.rows.map((r) => r.shopCode)).toEqual([a.store.code]);
  });

  it('guards each report by its own permission key; the store report by any', async () => {
    const quitOnly = await tokenWithMenus(t, { menus: { Quitweekly: 0 }, scopeKind: 'all' });
    expect((await call(t, ReportPaths.get('quitweekly'), quitOnly.token, WEEK)).body.code).toBe(0);
    expect((await call(t, ReportPaths.get('entryweekly'), quitOnly.token, WEEK)).body.code).toBe(40301);
    expect((await call(t, ReportPaths.get('store'), quitOnly.token, WEEK)).body.code).toBe(0);
    const none = await tokenWithMenus(t, { menus: { StaffList: 1 }, scopeKind: 'all' });
    expect((await call(t, ReportPaths.get('store'), none.token, WEEK)).body.code).toBe(40301);
    expect((await call(t, ReportPaths.getReportFilters, none.token, {})).body.code).toBe(40301);
  });

  it('offers the regions and stores of the caller’s scope as filters', async () => {
    const res = await call(t, ReportPaths.getReportFilters, a.regionHr.token, {});
    expect(res.body.data.regions).toEqual([{ id: a.store.region.id, name: a.store.region.name }]);
    expect(res.body.data.shops.map((s: { id: number }) => s.id).sort()).toEqual([a.store.id, b.id].sort());
  });
});

describe('store report', () => {
  it('counts each store’s headcount by status against its budget', async () => {
    const r = await report('store', a.regionHr.token);
    expect(r.rows).toEqual(
      [
        {
          regionName: a.store.region.name,
          shopCode: a.store.code,
          shopName: a.store.name,
          active: 7,
          resigning: 1,
          onboarding: 5,
          storeStaff: 8,
          officeStaff: 0,
          headcount: 8,
          budget: 5,
          gap: 3,
        },
        {
          regionName: a.store.region.name,
          shopCode: b.code,
          shopName: b.name,
          active: 3,
          resigning: 0,
          onboarding: 0,
          storeStaff: 3,
          officeStaff: 0,
          headcount: 3,
          budget: 3,
          gap: 0,
        },
      ].sort((x, y) => (x.shopCode < y.shopCode ? -1 : 1)),
    );
    expect(r.totals).toMatchObject({ regionName: '合计', headcount: 11, budget: 8, gap: 3 });
    expect(chart(r, 'regions')).toMatchObject({
      categories: [a.store.region.name],
      series: [
        { name: '在岗人数', data: [11] },
        { name: '编制人数', data: [8] },
      ],
    });
    // Head office reads the same for the region, and one store with the store filter.
    expect((await report('store', a.hqHr.token, { regionId: a.store.region.id })).rows).toEqual(r.rows);
    expect((await report('store', a.hqHr.token, { shopId: b.id })).rows).toEqual(
      r.rows.filter((x) => x.shopCode === b.code),
    );
  });
});

describe('entryweekly', () => {
  it('counts the week’s hires per region, store and position against the week before', async () => {
    const r = await report('entryweekly', a.regionHr.token);
    expect(r.rows).toEqual(
      [
        { regionName: a.store.region.name, shopName: a.store.name, positionName, hires: 2, previous: 1, change: 1 },
        { regionName: a.store.region.name, shopName: b.name, positionName, hires: 1, previous: 0, change: 1 },
      ].sort((x, y) => x.shopName.localeCompare(y.shopName)),
    );
    expect(r.totals).toMatchObject({ hires: 3, previous: 1, change: 2 });
    expect(chart(r, 'days').categories[0]).toBe('01-05 周一');
    expect(chart(r, 'days').series).toEqual([
      { name: '本期', nameEn: 'This period', data: [1, 0, 1, 0, 1, 0, 0] },
      { name: '上期', nameEn: 'Previous period', data: [0, 1, 0, 0, 0, 0, 0] },
    ]);
    const trend = chart(r, 'trend');
    expect(trend.categories).toHaveLength(12);
    expect(trend.categories.slice(-2)).toEqual(['12-29', '01-05']);
    expect(trend.series[0].data).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 3]);
    // Head office over the whole company sees the other region's hire as well.
    const all = await report('entryweekly', a.hqHr.token);
    const otherRow = all.rows.find((row) => row.shopName === other.store.name);
    expect(otherRow).toMatchObject({ regionName: other.store.region.name, hires: 1, previous: 0 });
  });

  it('exports exactly the table: the same rows and the 合计 row', async () => {
    const r = await report('entryweekly', a.hqHr.token, { regionId: a.store.region.id });
    const file = await download(t, ReportPaths.export('entryweekly'), a.hqHr.token, {
      ...WEEK,
      regionId: a.store.region.id,
    });
    expect(file.status).toBe(200);
    const sheet = await readSheet(file.body);
    expect(sheet[0]).toEqual(['区域', '门店', '岗位', '本期入职', '上期入职', '增减']);
    expect(sheet.slice(1)).toEqual(
      [...r.rows, r.totals!].map((row) => r.columns.map((c) => (row[c.key] == null ? '' : String(row[c.key])))),
    );
  });
});

describe('quitweekly', () => {
  it('counts leavers by type and reason, and the turnover rate per region', async () => {
    const r = await report('quitweekly', a.regionHr.token);
    // In post at the start: 3 + resigning + last week's hire + both leavers + B's one + the two
    // movers = 10; at the end: 3 + resigning + 3 hires + last week's hire + B's one + the movers =
    // 11 (onboarding people are not in post); average 10.5; 2 ÷ 10.5.
    expect(r.rows).toEqual([
      {
        regionName: a.store.region.name,
        leavers: 2,
        type_resign: 1,
        type_passive: 1,
        type_negotiate: 0,
        type_other: 0,
        startHeadcount: 10,
        endHeadcount: 11,
        averageHeadcount: 10.5,
        turnoverRate: 2 / 10.5,
      },
    ]);
    expect(chart(r, 'reasons')).toMatchObject({
      stacked: true,
      categories: [a.store.region.name],
      series: [
        { name: '辞职·工作压力太大', data: [1] },
        { name: '未记录原因', data: [1] },
      ],
    });
    const file = await download(t, ReportPaths.export('quitweekly'), a.regionHr.token, WEEK);
    const sheet = await readSheet(file.body);
    expect(sheet[1]).toEqual([a.store.region.name, '2', '1', '1', '0', '0', '10', '11', '10.5', '19.0%']);
    expect(sheet[2]).toEqual(['合计', '2', '1', '1', '0', '0', '10', '11', '10.5', '19.0%']);
  });

  it('keeps a regional HR to their region and the store HR to their store', async () => {
    const store = await report('quitweekly', storeReader);
    // Store A: the team's 3, the resigning one, last week's hire, the leaver and a mover at the start.
    expect(store.rows).toMatchObject([{ leavers: 1, type_resign: 1, startHeadcount: 7 }]);
    const hq = await report('quitweekly', a.hqHr.token, { regionId: other.store.region.id });
    expect(hq.rows).toMatchObject([{ regionName: other.store.region.name, leavers: 1, type_resign: 1 }]);
  });
});

describe('transfeweekly', () => {
  it('counts the moves in and out of each store of the scope, and the net', async () => {
    const r = await report('transfeweekly', a.regionHr.token);
    expect(r.rows).toEqual(
      [
        {
          regionName: a.store.region.name,
          shopCode: a.store.code,
          shopName: a.store.name,
          transfersIn: 1,
          transfersOut: 1,
          net: 0,
        },
        {
          regionName: a.store.region.name,
          shopCode: b.code,
          shopName: b.name,
          transfersIn: 1,
          transfersOut: 0,
          net: 1,
        },
      ].sort((x, y) => (x.shopCode < y.shopCode ? -1 : 1)),
    );
    expect(r.totals).toMatchObject({ transfersIn: 2, transfersOut: 1, net: 1 });
    expect(chart(r, 'trend').series[0].data.slice(-2)).toEqual([1, 2]);
    const hq = await report('transfeweekly', a.hqHr.token, { regionId: other.store.region.id });
    expect(hq.rows).toEqual([
      expect.objectContaining({ shopCode: other.store.code, transfersIn: 0, transfersOut: 1, net: -1 }),
    ]);
  });
});

describe('toEntryweekly', () => {
  it('counts the running onboarding works by step and age', async () => {
    // Ages count to today: the period ending today holds every work started so far.
    const today = businessToday();
    const res = await report('toEntryweekly', a.regionHr.token, { from: addDays(today, -6), to: today });
    const process = getProcess(12)!;
    expect(res.rows).toEqual([
      { stepName: nodeOf(process, 1201)!.name, d0_3: 1, d4_7: 0, d8_14: 1, d15_30: 0, d31: 0, works: 2 },
      { stepName: nodeOf(process, 1202)!.name, d0_3: 0, d4_7: 0, d8_14: 0, d15_30: 0, d31: 1, works: 1 },
    ]);
    expect(res.totals).toMatchObject({ stepName: '合计', works: 3 });
    expect(chart(res, 'steps').series[0]).toMatchObject({ name: '0–3天', data: [1, 0] });
  });

  it('counts, for a past period, the works pending at the end of its last day, at the step they stood at then', async () => {
    const c = await buildStoreTeam(t);
    const today = businessToday();
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
    const onboarding = async (
      startedDaysAgo: number,
      status: 'running' | 'finished' | 'stopped',
      steps: { nodeId: number; arrived: number; completed?: number }[],
      endedDaysAgo?: number,
    ) => {
      const p = await person(c.store, { status: 3, entryDate: '2026-02-01' });
      const [w] = await t.db
        .insert(work)
        .values({
          flowId: 12,
          targetEmployeeRef: p.id,
          orgUnitId: c.store.unitId,
          orgPath: c.store.orgPath,
          shopId: c.store.id,
          starterUserId: c.storeHr.id,
          status,
          currentNodeId: status === 'running' ? steps.at(-1)!.nodeId : null,
          startedAt: ago(startedDaysAgo),
          finishedAt: endedDaysAgo === undefined ? null : ago(endedDaysAgo),
          formData: { employeeId: p.employeeId },
        })
        .returning();
      for (const step of steps)
        await t.db.insert(task).values({
          workId: w.id,
          nodeId: step.nodeId,
          assigneeUserId: c.regionHr.id,
          status: step.completed === undefined ? 'todo' : 'done',
          result: step.completed === undefined ? null : 0,
          arrivedAt: ago(step.arrived),
          completedAt: step.completed === undefined ? null : ago(step.completed),
        });
    };
    // At 1201 at the end of the period (five days ago), at 1202 since three days ago.
    await onboarding(10, 'running', [
      { nodeId: 1201, arrived: 10, completed: 3 },
      { nodeId: 1202, arrived: 3 },
    ]);
    // Finished two days ago: still pending then.
    await onboarding(8, 'finished', [{ nodeId: 1201, arrived: 8, completed: 2 }], 2);
    // Stopped before the end, and started after it: not pending then.
    await onboarding(9, 'stopped', [{ nodeId: 1201, arrived: 9, completed: 6 }], 6);
    await onboarding(1, 'running', [{ nodeId: 1201, arrived: 1 }]);

    const past = await report('toEntryweekly', c.regionHr.token, { from: addDays(today, -11), to: addDays(today, -5) });
    const process = getProcess(12)!;
    expect(past.rows).toEqual([
      { stepName: nodeOf(process, 1201)!.name, d0_3: 1, d4_7: 1, d8_14: 0, d15_30: 0, d31: 0, works: 2 },
    ]);
    // The period reaching today: today's running works at their current step.
    const now = await report('toEntryweekly', c.regionHr.token, { from: addDays(today, -6), to: today });
    expect(now.rows).toEqual([
      { stepName: nodeOf(process, 1201)!.name, d0_3: 1, d4_7: 0, d8_14: 0, d15_30: 0, d31: 0, works: 1 },
      { stepName: nodeOf(process, 1202)!.name, d0_3: 0, d4_7: 0, d8_14: 1, d15_30: 0, d31: 0, works: 1 },
    ]);
  });
});

describe('movement', () => {
  it('lists every status, store and position change of the period with before and after, paged', async () => {
    const r = await report('movement', a.regionHr.token, { pageSize: 2 });
    expect(r.total).toBe(3);
    expect(r.rows).toEqual([
      expect.objectContaining({
        effectiveDate: '2026-01-08',
        employeeId: moved.m2,
        kindText: '人事异动',
        fieldText: '门店',
        before: `${other.store.name}（${other.store.code}）`,
        after: `${a.store.name}（${a.store.code}）`,
      }),
      expect.objectContaining({
        effectiveDate: '2026-01-06',
        employeeId: moved.q1,
        kindText: '离职',
        fieldText: '状态',
        before: '在职',
        after: '离职',
      }),
    ]);
    const second = await report('movement', a.regionHr.token, { pageSize: 2, pageIndex: 2 });
    expect(second.rows).toEqual([
      expect.objectContaining({
        employeeId: moved.m1,
        before: `${a.store.name}（${a.store.code}）`,
        after: `${b.name}（${b.code}）`,
      }),
    ]);
    expect(chart(r, 'days').series.find((x) => x.name === '门店')!.data).toEqual([0, 1, 0, 1, 0, 0, 0]);
    // The export holds every row of the period, not only the page.
    const file = await download(t, ReportPaths.export('movement'), a.regionHr.token, { ...WEEK, pageSize: 2 });
    const sheet = await readSheet(file.body);
    expect(sheet.slice(1).map((row) => row[1])).toEqual([moved.m2, moved.q1, moved.m1]);
  });
});

describe('AD report', () => {
  it('lists the accounts to create, change and disable for the period, one line per person and action', async () => {
    const history = (
      employeeId: number,
      kind: TEmployeeHistoryKind,
      field: string,
      oldValue: string | null,
      newValue: string,
      on: string,
    ) => t.db.insert(employeeHistory).values({ employeeId, kind, field, oldValue, newValue, effectiveDate: on });
    const joiner = await person(a.store, { entryDate: '2026-01-07' });
    await history(joiner.id, 'entry', 'status', '3', '1', '2026-01-07');
    await history(joiner.id, 'entry', 'shopId', null, a.store.code, '2026-01-07'); // the entry itself: no change line
    const m2 = (await t.db.select().from(employee).where(eq(employee.employeeId, moved.m2)))[0];
    await history(m2.id, 'transfer', 'orgUnitId', '1', String(a.store.unitId), '2026-01-09'); // m2's second move: one line, the last date
    const elsewhere = await person(other.store, { status: 0, leaveDate: '2026-01-07' });
    await history(elsewhere.id, 'resignation', 'status', '1', '0', '2026-01-07');

    const r = await report('accessData', a.regionHr.token, { pageSize: 2 });
    expect(r.total).toBe(4);
    expect(r.rows).toEqual([
      expect.objectContaining({
        effectiveDate: '2026-01-06',
        actionText: '变更账号',
        employeeId: moved.m1,
        store: b.name,
      }),
      expect.objectContaining({ effectiveDate: '2026-01-06', actionText: '停用账号', employeeId: moved.q1 }),
    ]);
    const second = await report('accessData', a.regionHr.token, { pageSize: 2, pageIndex: 2 });
    expect(second.rows).toEqual([
      expect.objectContaining({
        effectiveDate: '2026-01-07',
        actionText: '新建账号',
        employeeId: joiner.employeeId,
        employeeName: joiner.name,
        store: a.store.name,
      }),
      expect.objectContaining({ effectiveDate: '2026-01-09', actionText: '变更账号', employeeId: moved.m2 }),
    ]);
    const series = Object.fromEntries(chart(r, 'days').series.map((s) => [s.name, s.data]));
    expect(series).toEqual({
      新建账号: [0, 0, 1, 0, 0, 0, 0],
      变更账号: [0, 1, 0, 0, 1, 0, 0],
      停用账号: [0, 1, 0, 0, 0, 0, 0],
    });
    // Head office sees the other region's leaver too; the export holds every line of the period.
    const all = await report('accessData', a.hqHr.token);
    expect(all.rows.map((row) => row.employeeId)).toContain(elsewhere.employeeId);
    const file = await download(t, ReportPaths.export('accessData'), a.regionHr.token, { ...WEEK, pageSize: 2 });
    const sheet = await readSheet(file.body);
    expect(sheet[0]).toEqual(['生效日期', '账号操作', '工号', '姓名', '部门', '岗位', '门店']);
    expect(sheet.slice(1).map((row) => row[2])).toEqual([moved.m1, moved.q1, joiner.employeeId, moved.m2]);
    // Its own key: a reader of the other reports is refused it.
    expect((await call(t, ReportPaths.get('accessData'), storeReader, WEEK)).body.code).toBe(40301);
  });
});
