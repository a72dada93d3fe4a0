import { ReportPaths } from '@hris/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildStore, call, download, readSheet, tokenWithMenus } from '../../../test/factories';
import { buildStoreTeam, rows, type StoreTeam } from '../../../test/workflow-helpers';
import { employee, shop, work } from '../../db/schema';

// The week read (Monday–Sunday) and the week before it.
const WEEK = { from: '2026-01-05', to: '2026-01-11' };

let t: TestApp;
let a: StoreTeam;
let b: Awaited<ReturnType<typeof buildStore>>;
let other: StoreTeam;
let positionName: string;
/** A reader of every report with store A's scope (store HR's scope; the seed's 020 holds no report key). */
let storeReader: string;

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
    const unknown = await call(t, ReportPaths.get('store'), a.hqHr.token, { ...WEEK, regionId: a.store.id });
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
          active: 6,
          resigning: 1,
          onboarding: 1,
          storeStaff: 7,
          officeStaff: 0,
          headcount: 7,
          budget: 5,
          gap: 2,
        },
        {
          regionName: a.store.region.name,
          shopCode: b.code,
          shopName: b.name,
          active: 2,
          resigning: 0,
          onboarding: 0,
          storeStaff: 2,
          officeStaff: 0,
          headcount: 2,
          budget: 3,
          gap: -1,
        },
      ].sort((x, y) => (x.shopCode < y.shopCode ? -1 : 1)),
    );
    expect(r.totals).toMatchObject({ regionName: '合计', headcount: 9, budget: 8, gap: 1 });
    expect(chart(r, 'regions')).toMatchObject({
      categories: [a.store.region.name],
      series: [
        { name: '在岗人数', data: [9] },
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
    // In post at the start: 3 + resigning + last week's hire + both leavers + B's one = 8; at the
    // end: 3 + resigning + 3 hires + last week's hire + B's one = 9; average 8.5; 2 ÷ 8.5.
    expect(r.rows).toEqual([
      {
        regionName: a.store.region.name,
        leavers: 2,
        type_resign: 1,
        type_passive: 1,
        type_negotiate: 0,
        startHeadcount: 8,
        endHeadcount: 9,
        averageHeadcount: 8.5,
        turnoverRate: 0.2353,
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
    expect(sheet[1]).toEqual([a.store.region.name, '2', '1', '1', '0', '8', '9', '8.5', '23.5%']);
    expect(sheet[2]).toEqual(['合计', '2', '1', '1', '0', '8', '9', '8.5', '23.5%']);
  });

  it('keeps a regional HR to their region and the store HR to their store', async () => {
    const store = await report('quitweekly', storeReader);
    // Store A: the team's 3, the resigning one, last week's hire and the leaver at the start.
    expect(store.rows).toMatchObject([{ leavers: 1, type_resign: 1, startHeadcount: 6 }]);
    const hq = await report('quitweekly', a.hqHr.token, { regionId: other.store.region.id });
    expect(hq.rows).toMatchObject([{ regionName: other.store.region.name, leavers: 1, type_resign: 1 }]);
  });
});
