import { addDays, businessToday } from '@hris/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  buildEmployee,
  buildStore,
  buildUser,
  call,
  download,
  readSheet,
  tokenWithMenus,
} from '../../../test/factories';
import { buildStoreTeam, type StoreTeam, todoOf } from '../../../test/workflow-helpers';
import { employee, work } from '../../db/schema';
import { PERSONNEL_GROUP } from '../shared/personnel';

/** A promotion's effective day past every other work's (they take effect today). */
const LATER = addDays(businessToday(), 400);

const LIST = '/api/ChangeofPersonnel/GetChangeofPersonnelPageList';
const EXPORT = '/api/ChangeofPersonnel/ExportChangeofPersonnelPageList';

let t: TestApp;
let a: StoreTeam;
let b: StoreTeam;
let a2: { store: Awaited<ReturnType<typeof buildStore>>; hr: Awaited<ReturnType<typeof buildUser>> };
/** The works of the scenario, by what they show. */
const works = {} as Record<'finished' | 'running' | 'terminated' | 'position' | 'fromA2', number>;
const names = {} as Record<keyof typeof works, string>;

async function approve(token: string, workId: number) {
  const todo = await todoOf(t, token, workId);
  expect(todo, 'the to-do is there').toBeDefined();
  const res = await call(t, '/api/WF/ProcessTask', token, { taskId: todo!.taskId, action: 'approve' });
  expect(res.body.code, res.body.msg).toBe(0);
}

async function start(token: string, form: Record<string, unknown>) {
  const res = await call(t, '/api/WF/StartWork', token, {
    flowId: 18,
    form: { effectiveTime: businessToday(), reason: '门店人员调整', ...form },
  });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data.workId as number;
}

beforeAll(async () => {
  t = await buildTestApp();
  a = await buildStoreTeam(t);
  b = await buildStoreTeam(t);
  const store = await buildStore(t, { regionId: a.store.region.id });
  a2 = { store, hr: await buildUser(t, { orgUnitId: store.unitId, roleIds: ['020'] }) };

  // A → B, finished (and applied today).
  const e1 = await buildEmployee(t, { shopId: a.store.id });
  works.finished = await start(a.storeHr.token, {
    employeeId: e1.employeeId,
    changeTheType: 'shop',
    newShopCode: b.store.code,
  });
  for (const u of [a.regionHr, b.regionHr, b.storeHr, a.hqHr]) await approve(u.token, works.finished);
  names.finished = e1.name;
  // A → A2 with a new rank, waiting for the releasing region.
  const e2 = await buildEmployee(t, { shopId: a.store.id });
  const [placed] = await t.db.select({ positionId: employee.positionId }).from(employee).where(eq(employee.id, e2.id));
  works.running = await start(a.storeHr.token, {
    employeeId: e2.employeeId,
    changeTheType: 'shopAndPosition',
    newShopCode: a2.store.code,
    newPosition: placed.positionId,
    newRank: 'S2',
  });
  names.running = e2.name;
  // B → A, terminated by the releasing region.
  const e3 = await buildEmployee(t, { shopId: b.store.id });
  works.terminated = await start(b.storeHr.token, {
    employeeId: e3.employeeId,
    changeTheType: 'shop',
    newShopCode: a.store.code,
  });
  const todo = await todoOf(t, b.regionHr.token, works.terminated);
  const ended = await call(t, '/api/WF/ProcessTask', b.regionHr.token, {
    taskId: todo!.taskId,
    action: 'finish',
    opinion: '不同意',
  });
  expect(ended.body.code, ended.body.msg).toBe(0);
  names.terminated = e3.name;
  // A position change (flow 32, built elsewhere): only its work row and the form fields the list reads.
  const e4 = await buildEmployee(t, { shopId: a.store.id });
  const [w4] = await t.db
    .insert(work)
    .values({
      flowId: 32,
      flowGroup: PERSONNEL_GROUP,
      targetEmployeeRef: e4.id,
      orgUnitId: a.store.unitId,
      orgPath: a.store.orgPath,
      shopId: a.store.id,
      starterUserId: a.storeHr.id,
      status: 'running',
      currentNodeId: 3201,
      formData: {
        employeeId: e4.employeeId,
        changeKind: 'promotion',
        positionName: '店员',
        newPositionName: '店长',
        rank: 'S1',
        newRank: 'S3',
        effectiveTime: LATER,
      },
    })
    .returning({ id: work.id });
  works.position = w4.id;
  names.position = e4.name;
  // A2 → A, started by A2's store HR.
  const e5 = await buildEmployee(t, { shopId: a2.store.id });
  works.fromA2 = await start(a2.hr.token, {
    employeeId: e5.employeeId,
    changeTheType: 'shop',
    newShopCode: a.store.code,
  });
  names.fromA2 = e5.name;
});
afterAll(async () => t?.close());

type Row = Record<string, any>;
async function list(token: string, body: Record<string, unknown> = {}) {
  const res = await call(t, LIST, token, { pageIndex: 1, pageSize: 100, ...body });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data as { list: Row[]; total: number };
}
const ids = (page: { list: Row[] }) => page.list.map((r) => r.workId).sort((x, y) => x - y);
const sorted = (...values: number[]) => [...values].sort((x, y) => x - y);

describe('[STATS][CHANGE-OF-PERSONNEL] 人事异动列表', () => {
  it('shows a regional HR the changes started in their region, with both placements and the state', async () => {
    const page = await list(a.regionHr.token);
    expect(ids(page)).toEqual(sorted(works.finished, works.running, works.position, works.fromA2));
    expect(page.total).toBe(4);
    const byId = new Map(page.list.map((r) => [r.workId, r]));
    expect(byId.get(works.finished)).toMatchObject({
      flowNo: `18-${String(works.finished).padStart(6, '0')}`,
      typeText: '调店',
      employeeName: names.finished,
      shopName: a.store.name,
      newShopName: b.store.name,
      regionName: a.store.region.name,
      newRegionName: b.store.region.name,
      effectiveTime: businessToday(),
      status: 'finished',
      statusText: '已办结',
      nodeName: '',
      starterName: a.storeHr.displayName,
      applied: true,
      appliedText: '已生效',
    });
    expect(byId.get(works.finished)!.finishedTime).not.toBeNull();
    expect(byId.get(works.running)).toMatchObject({
      typeText: '调店并调岗',
      newShopName: a2.store.name,
      newRank: 'S2',
      rank: 'S1',
      statusText: '进行中',
      nodeName: '调出区域HR审核',
      applied: null,
      finishedTime: null,
    });
    expect(byId.get(works.position)).toMatchObject({
      flowId: 32,
      typeText: '调岗',
      changeKindText: '晋升',
      employeeName: names.position,
      shopName: a.store.name,
      newShopName: '',
      positionName: '店员',
      newPositionName: '店长',
      newRank: 'S3',
      statusText: '进行中',
    });
    // Newest first by default.
    expect(page.list[0].workId).toBe(Math.max(...ids(page)));

    expect(ids(await list(b.regionHr.token))).toEqual([works.terminated]);
  });

  it('shows a store-scoped user only the changes of their store', async () => {
    const storeUser = await tokenWithMenus(t, {
      menus: { Infotatistics: 0, ChangeOfPersonnel: 0 },
      scopeKind: 'store',
      unitCode: a2.store.code,
    });
    expect(ids(await list(storeUser.token))).toEqual([works.fromA2]);
    // Store HR (020) does not hold the statistics menus.
    expect((await call(t, LIST, a.storeHr.token, {})).body.code).toBe(40301);
  });

  it('filters by type, status, store, region, employee and dates', async () => {
    const f = (filters: Record<string, unknown>) => list(a.hqHr.token, { filters });
    expect(ids(await f({ type: { search: 'shopAndPosition' } }))).toEqual([works.running]);
    expect(ids(await f({ type: { search: 'position' } }))).toEqual([works.position]);
    expect(ids(await f({ status: { search: 'terminated' } }))).toEqual([works.terminated]);
    const terminated = (await f({ status: { search: 'terminated' } })).list[0];
    expect(terminated).toMatchObject({ statusText: '已终止', nodeName: '' });
    expect(ids(await f({ status: { search: 'finished' }, employee: { search: names.finished } }))).toEqual([
      works.finished,
    ]);
    // The store before or after the change.
    expect(ids(await f({ shop: { search: b.store.name } }))).toEqual(sorted(works.finished, works.terminated));
    expect(ids(await f({ shop: { search: a2.store.code } }))).toEqual(sorted(works.running, works.fromA2));
    expect(ids(await f({ regionId: { search: String(b.store.region.id) } }))).toEqual(
      sorted(works.finished, works.terminated),
    );
    const today = businessToday();
    const mine = { employee: { search: names.position } };
    expect(ids(await f({ ...mine, effectiveTime: { search: LATER, searchTwo: LATER } }))).toEqual([works.position]);
    expect(ids(await f({ ...mine, startedTime: { search: today, searchTwo: today } }))).toEqual([works.position]);
    expect(ids(await f({ ...mine, startedTime: { search: '2000-01-01', searchTwo: '2000-01-02' } }))).toEqual([]);

    const byDate = await list(a.regionHr.token, { sortFieldName: 'effectiveTime', sortDirection: 'desc' });
    expect(byDate.list[0].workId).toBe(works.position);
  });

  it('exports the rows the list shows', async () => {
    const body = { sortFieldName: 'startedTime', sortDirection: 'asc' };
    const page = await list(a.regionHr.token, body);
    const file = await download(t, EXPORT, a.regionHr.token, body);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('人事异动列表'));
    const [header, ...rows] = await readSheet(file.body);
    expect(header.slice(0, 3)).toEqual(['流程编号', '异动类型', '员工']);
    expect(rows.map((r) => r[0])).toEqual(page.list.map((r) => r.flowNo));
    expect(rows.map((r) => r[2])).toEqual(page.list.map((r) => r.employeeLabel));
    expect(rows.map((r) => r[header.indexOf('状态')])).toEqual(page.list.map((r) => r.statusText));
  });

  it('answers 40001, never 500, to a bad filter or sort', async () => {
    for (const body of [
      { filters: { status: { search: 'bogus' } } },
      { filters: { type: { search: 'shop,nope' } } },
      { filters: { startedTime: { search: '2026-13-01' } } },
      { filters: { effectiveTime: { search: '2026-02-30' } } },
      { filters: { regionId: { search: 'abc' } } },
      { filters: { nothing: { search: 'x' } } },
      { filters: { employee: { search: 'x'.repeat(500) } } },
      { sortFieldName: 'flowNo' },
      { pageSize: 0 },
    ]) {
      const res = await call(t, LIST, a.hqHr.token, body);
      expect(res.body.code, JSON.stringify(body)).toBe(40001);
      expect((await call(t, EXPORT, a.hqHr.token, body)).body.code, JSON.stringify(body)).toBe(40001);
    }
  });
});
