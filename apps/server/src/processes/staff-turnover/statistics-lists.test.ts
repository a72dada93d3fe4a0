import { addDays, businessToday } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
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
import { buildStoreTeam, type StoreTeam, startDeduction, todoOf } from '../../../test/workflow-helpers';
import { systemLog, work } from '../../db/schema';
import { deduction } from '../deduction/tables';

const P = {
  turnover: '/api/StaffTurnover/GetStaffTurnoverPageList',
  turnoverExport: '/api/StaffTurnover/ExportStaffTurnoverPageList',
  modify: '/api/StaffTurnover/GetStaffTurnoverModifyPageList',
  modifyExport: '/api/StaffTurnover/ExportStaffTurnoverModifyPageList',
  entry: '/api/StaffEntry/GetStaffEntryPageList',
  entryExport: '/api/StaffEntry/ExportStaffEntryPageList',
  deduction: '/api/Deduction/GetDeductionPageList',
  deductionExport: '/api/Deduction/ExportDeductionPageList',
} as const;

const DAY_MS = 24 * 3600_000;

let t: TestApp;
let a: StoreTeam;
let b: StoreTeam;
let a2: Awaited<ReturnType<typeof buildStore>>;
/** A store-scoped reader of the four lists at a2 (store HR-like scope, statistics menus). */
let a2Reader: string;

type Store = StoreTeam['store'];
type Person = Awaited<ReturnType<typeof buildEmployee>>;
type State = 'running' | 'finished' | 'terminated';

/** A work as the engine would have left it: the work row and the form fields the lists read. */
async function insertWork(o: {
  flowId: 12 | 15 | 28 | 8;
  person: Person;
  store: Store;
  starterUserId: number;
  state: State;
  nodeId?: number;
  daysAgo: number;
  form: Record<string, unknown>;
}) {
  const startedAt = new Date(Date.now() - o.daysAgo * DAY_MS);
  const [row] = await t.db
    .insert(work)
    .values({
      flowId: o.flowId,
      targetEmployeeRef: o.person.id,
      orgUnitId: o.store.unitId,
      orgPath: o.store.orgPath,
      shopId: o.store.id,
      starterUserId: o.starterUserId,
      status: o.state === 'terminated' ? 'stopped' : o.state,
      currentNodeId: o.state === 'running' ? (o.nodeId ?? null) : null,
      stopReason: o.state === 'terminated' ? '终止' : null,
      startedAt,
      finishedAt: o.state === 'running' ? null : new Date(startedAt.getTime() + DAY_MS),
      formData: { employeeId: o.person.employeeId, employeeName: o.person.name, ...o.form },
    })
    .returning({ id: work.id });
  return row.id;
}

type Row = Record<string, any>;
async function list(path: string, token: string, body: Record<string, unknown> = {}) {
  const res = await call(t, path, token, { pageIndex: 1, pageSize: 100, ...body });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data as { list: Row[]; total: number; totals?: Row };
}
const ids = (page: { list: Row[] }) => page.list.map((row) => row.workId).sort((x, y) => x - y);
const sorted = (...values: number[]) => [...values].sort((x, y) => x - y);
const inOrder = (page: { list: Row[] }) => page.list.map((row) => row.workId);
const flowNo = (flowId: number, id: number) => `${flowId}-${String(id).padStart(6, '0')}`;

const tw = {} as Record<'running' | 'finished' | 'a2' | 'other', number>;
const tp = {} as Record<keyof typeof tw, Person>;
const mw = {} as Record<'a' | 'other', number>;
const ew = {} as Record<'running' | 'entered' | 'cancelledA2' | 'other', number>;
const ep = {} as Record<keyof typeof ew, Person>;
const dw = {} as Record<'march' | 'april' | 'a2' | 'other' | 'engine', number>;

async function book(person: Person, store: Store, month: string, cents: [number, number, number, number], daysAgo = 5) {
  const workId = await insertWork({
    flowId: 8,
    person,
    store,
    starterUserId: a.storeHr.id,
    state: 'finished',
    daysAgo,
    form: { deductionsMonth: month },
  });
  await t.db.insert(deduction).values({
    workId,
    employeeRef: person.id,
    shopId: store.id,
    orgPath: store.orgPath,
    deductionsMonth: month,
    lostDdeductions: cents[0],
    workClothesDeductions: cents[1],
    marketMealFeeDeductions: cents[2],
    marketFineDeductions: cents[3],
    totalCents: cents[0] + cents[1] + cents[2] + cents[3],
  });
  return workId;
}

async function approve(token: string, workId: number) {
  const todo = await todoOf(t, token, workId);
  expect(todo, 'the to-do is there').toBeDefined();
  const res = await call(t, '/api/WF/ProcessTask', token, { taskId: todo!.taskId, action: 'approve' });
  expect(res.body.code, res.body.msg).toBe(0);
}

beforeAll(async () => {
  t = await buildTestApp();
  a = await buildStoreTeam(t, { employees: 2 });
  b = await buildStoreTeam(t);
  a2 = await buildStore(t, { regionId: a.store.region.id });
  a2Reader = (
    await tokenWithMenus(t, {
      menus: { Infotatistics: 0, StaffTurnove: 0, StaffEntry: 0, Deduction: 0 },
      scopeKind: 'store',
      unitCode: a2.code,
    })
  ).token;
  const a2Hr = await buildUser(t, { orgUnitId: a2.unitId, roleIds: ['020'] });

  // ── 员工离职 (15) ──
  tp.running = await buildEmployee(t, { shopId: a.store.id, status: 4 });
  tp.finished = await buildEmployee(t, { shopId: a.store.id, status: 0 });
  tp.a2 = await buildEmployee(t, { shopId: a2.id });
  tp.other = await buildEmployee(t, { shopId: b.store.id, status: 4 });
  tw.running = await insertWork({
    flowId: 15,
    person: tp.running,
    store: a.store,
    starterUserId: a.storeHr.id,
    state: 'running',
    nodeId: 1501,
    daysAgo: 1,
    form: {
      positionName: '店员',
      entryDate: '2024-03-01',
      lastWorkingDay: '2026-04-15',
      dimissionMonth: '2026-04',
      dimissionType: 'resign',
      dimissionReason: 'other',
      dimissionResetReason: '回老家照顾父母',
      dishonorableDischarge: 0,
    },
  });
  tw.finished = await insertWork({
    flowId: 15,
    person: tp.finished,
    store: a.store,
    starterUserId: a.storeHr.id,
    state: 'finished',
    daysAgo: 30,
    form: {
      positionName: '收银员',
      lastWorkingDay: '2026-03-31',
      dimissionMonth: '2026-03',
      dimissionType: 'passive',
      dimissionReason: 'violation',
      dishonorableDischarge: 1,
      dishonorableRemark: '严重违纪',
    },
  });
  // No dimissionMonth kept on the form: the month of the last working day stands in.
  tw.a2 = await insertWork({
    flowId: 15,
    person: tp.a2,
    store: a2,
    starterUserId: a2Hr.id,
    state: 'terminated',
    daysAgo: 10,
    form: { lastWorkingDay: '2026-05-01', dimissionType: 'negotiate', dimissionReason: 'agreement' },
  });
  tw.other = await insertWork({
    flowId: 15,
    person: tp.other,
    store: b.store,
    starterUserId: b.storeHr.id,
    state: 'running',
    nodeId: 1502,
    daysAgo: 3,
    form: {
      lastWorkingDay: '2026-04-02',
      dimissionMonth: '2026-04',
      dimissionType: 'cancel',
      dimissionReason: 'cancel',
    },
  });

  // ── 离职信息变更 (28) ──
  mw.a = await insertWork({
    flowId: 28,
    person: tp.finished,
    store: a.store,
    starterUserId: a.storeHr.id,
    state: 'finished',
    daysAgo: 2,
    form: {
      resignationWorkId: tw.finished,
      resignationFlowNo: flowNo(15, tw.finished),
      reason: '离职类型录入错误',
      changes: [
        { field: 'dimissionType', label: '离职类型', old: '被动离职', new: '协商解除' },
        { field: 'lastWorkingDay', label: '最后工作日', old: '2026-03-31', new: '2026-04-10' },
      ],
    },
  });
  mw.other = await insertWork({
    flowId: 28,
    person: tp.other,
    store: b.store,
    starterUserId: b.storeHr.id,
    state: 'running',
    nodeId: 2801,
    daysAgo: 1,
    form: { resignationWorkId: tw.other, reason: '日期错误', changes: [] },
  });

  // ── 员工入职 (12) ──
  ep.running = await buildEmployee(t, { shopId: a.store.id, status: 3, name: '入职甲' });
  ep.entered = await buildEmployee(t, { shopId: a.store.id, name: '入职乙' });
  ep.cancelledA2 = await buildEmployee(t, { shopId: a2.id, status: 0, name: '入职丙' });
  ep.other = await buildEmployee(t, { shopId: b.store.id, name: '入职丁' });
  const entryForm = (person: Person, extra: Record<string, unknown>) => ({
    name: person.name,
    positionName: '店员',
    rank: 'S1',
    shopCode: a.store.code,
    ...extra,
  });
  ew.running = await insertWork({
    flowId: 12,
    person: ep.running,
    store: a.store,
    starterUserId: a.storeHr.id,
    state: 'running',
    nodeId: 1201,
    daysAgo: 1,
    form: entryForm(ep.running, { inductionType: 'new', preEntryTime: '2026-06-01' }),
  });
  ew.entered = await insertWork({
    flowId: 12,
    person: ep.entered,
    store: a.store,
    starterUserId: a.storeHr.id,
    state: 'finished',
    daysAgo: 20,
    form: entryForm(ep.entered, {
      inductionType: 'rehire',
      preEntryTime: '2026-05-10',
      entryDate: '2026-05-12',
      isArrivalTimeTitle: false,
    }),
  });
  ew.cancelledA2 = await insertWork({
    flowId: 12,
    person: ep.cancelledA2,
    store: a2,
    starterUserId: a2Hr.id,
    state: 'terminated',
    daysAgo: 8,
    form: entryForm(ep.cancelledA2, { inductionType: 'intern', preEntryTime: '2026-05-20' }),
  });
  ew.other = await insertWork({
    flowId: 12,
    person: ep.other,
    store: b.store,
    starterUserId: b.storeHr.id,
    state: 'finished',
    daysAgo: 4,
    form: entryForm(ep.other, {
      inductionType: 'new',
      preEntryTime: '2026-05-01',
      entryDate: '2026-05-01',
      isArrivalTimeTitle: true,
    }),
  });

  // ── 失物扣款 (8): booked rows, one booked through the engine, one still running ──
  const [p1, p2] = a.employees;
  dw.march = await book(p1, a.store, '2026-03', [12050, 8000, 0, 5001], 40);
  dw.april = await book(p2, a.store, '2026-04', [1, 2, 3, 4], 20);
  dw.a2 = await book(await buildEmployee(t, { shopId: a2.id }), a2, '2026-04', [33333, 0, 0, 0], 15);
  dw.other = await book(b.employees[0], b.store, '2026-04', [99999, 1, 0, 0], 10);
  const started = await startDeduction(t, a.storeHr.token, p1.employeeId);
  expect(started.body.code, started.body.msg).toBe(0);
  dw.engine = started.body.data.workId;
  await approve(a.regionHr.token, dw.engine);
  await approve(a.hqHr.token, dw.engine);
  // Waiting at the region: not booked, not listed.
  const running = await startDeduction(t, a.storeHr.token, p2.employeeId);
  expect(running.body.code, running.body.msg).toBe(0);
});
afterAll(async () => t?.close());

describe('[STATS][STAFF-TURNOVER] 员工离职列表', () => {
  it('shows a regional HR the resignations of their region with type, reason, month and 永不录用', async () => {
    const page = await list(P.turnover, a.regionHr.token);
    expect(ids(page)).toEqual(sorted(tw.running, tw.finished, tw.a2));
    expect(inOrder(page)).toEqual([tw.running, tw.a2, tw.finished]);
    const byId = new Map(page.list.map((row) => [row.workId, row]));
    expect(byId.get(tw.running)).toMatchObject({
      flowId: 15,
      flowNo: flowNo(15, tw.running),
      employeeLabel: `${tp.running.name}-${tp.running.employeeId}`,
      shopName: a.store.name,
      regionName: a.store.region.name,
      positionName: '店员',
      entryDate: '2024-03-01',
      lastWorkingDay: '2026-04-15',
      dimissionMonth: '2026-04',
      dimissionType: 'resign',
      dimissionTypeText: '辞职',
      dimissionReason: 'other',
      dimissionReasonText: '其他：回老家照顾父母',
      dishonorableDischarge: false,
      dishonorableDischargeText: '否',
      status: 'running',
      nodeId: 1501,
      nodeName: '区域HR审核',
      starterName: a.storeHr.displayName,
      finishedTime: null,
    });
    expect(byId.get(tw.finished)).toMatchObject({
      dimissionTypeText: '被动离职',
      dimissionReasonText: '违纪',
      dishonorableDischarge: true,
      dishonorableDischargeText: '是',
      status: 'finished',
      nodeId: null,
    });
    expect(byId.get(tw.finished)!.finishedTime).not.toBeNull();
    expect(byId.get(tw.a2)).toMatchObject({
      dimissionMonth: '2026-05',
      dimissionTypeText: '协商解除',
      dimissionReasonText: '协商一致',
      status: 'terminated',
    });
  });

  it('keeps to the caller scope and refuses callers without StaffTurnove', async () => {
    expect(ids(await list(P.turnover, a2Reader))).toEqual([tw.a2]);
    expect(ids(await list(P.turnover, b.regionHr.token))).toEqual([tw.other]);
    expect(
      await list(P.turnover, a.regionHr.token, { filters: { regionId: { search: String(b.store.region.id) } } }),
    ).toMatchObject({ list: [], total: 0 });
    // Store HR (020) holds no statistics menu; Deduction alone does not open the resignations.
    for (const path of [P.turnover, P.turnoverExport, P.modify, P.modifyExport]) {
      expect((await call(t, path, a.storeHr.token, {})).body.code, path).toBe(40301);
    }
    const deductionOnly = await tokenWithMenus(t, { menus: { Deduction: 0 }, scopeKind: 'all' });
    expect((await call(t, P.turnover, deductionOnly.token, {})).body.code).toBe(40301);
    // The row's link opens the work: another region's is out of scope.
    const res = await call(t, '/api/WF/GetWorkDetail', a.regionHr.token, { flowId: 15, workId: tw.other });
    expect(res.body.code).toBe(40303);
  });

  it('filters by type, month range, last working day, 永不录用, state, store and employee', async () => {
    const mine = Object.values(tw);
    const f = async (filters: Record<string, unknown>) =>
      ids(await list(P.turnover, a.hqHr.token, { filters })).filter((id) => mine.includes(id));
    expect(await f({ dimissionType: { search: 'resign,passive' } })).toEqual(sorted(tw.running, tw.finished));
    // A date range picks the months it touches.
    expect(await f({ dimissionMonth: { search: '2026-04-20', searchTwo: '2026-05-03' } })).toEqual(
      sorted(tw.running, tw.a2, tw.other),
    );
    expect(await f({ dimissionMonth: { search: '2026-03-01', searchTwo: '2026-03-31' } })).toEqual([tw.finished]);
    expect(await f({ lastWorkingDay: { search: '2026-04-01', searchTwo: '2026-04-15' } })).toEqual(
      sorted(tw.running, tw.other),
    );
    expect(await f({ dishonorableDischarge: { search: 'true' } })).toEqual([tw.finished]);
    expect(await f({ status: { search: 'running' } })).toEqual(sorted(tw.running, tw.other));
    expect(await f({ shop: { search: a2.code } })).toEqual([tw.a2]);
    expect(await f({ employee: { search: tp.other.employeeId } })).toEqual([tw.other]);
    for (const filters of [
      { dimissionType: { search: 'fired' } },
      { dimissionMonth: { search: '2026-04' } },
      { nothing: { search: '1' } },
    ]) {
      expect((await call(t, P.turnover, a.hqHr.token, { filters })).body.code, JSON.stringify(filters)).toBe(40001);
    }
  });

  it('sorts by last working day and month, and exports what the list shows', async () => {
    const body = { sortFieldName: 'lastWorkingDay', sortDirection: 'asc' };
    const page = await list(P.turnover, a.regionHr.token, body);
    expect(inOrder(page)).toEqual([tw.finished, tw.running, tw.a2]);
    const byMonth = await list(P.turnover, a.regionHr.token, {
      sortFieldName: 'dimissionMonth',
      sortDirection: 'desc',
    });
    expect(inOrder(byMonth)).toEqual([tw.a2, tw.running, tw.finished]);

    const file = await download(t, P.turnoverExport, a.regionHr.token, body);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('员工离职列表'));
    const [header, ...rows] = await readSheet(file.body);
    const col = (name: string) => rows.map((row) => row[header.indexOf(name)]);
    expect(col('流程编号')).toEqual(page.list.map((row) => row.flowNo));
    expect(col('离职原因')).toEqual(['违纪', '其他：回老家照顾父母', '协商一致']);
    expect(col('永不录用')).toEqual(['是', '否', '否']);
    expect(col('离职月份')).toEqual(['2026-03', '2026-04', '2026-05']);
  });
});

describe('[STATS][STAFF-TURNOVER-MODIFY] 离职信息变更列表', () => {
  it('shows each change with the resignation it corrects, in scope, and exports it', async () => {
    const page = await list(P.modify, a.regionHr.token);
    expect(ids(page)).toEqual([mw.a]);
    expect(page.list[0]).toMatchObject({
      flowId: 28,
      flowNo: flowNo(28, mw.a),
      resignationWorkId: tw.finished,
      resignationFlowNo: flowNo(15, tw.finished),
      employeeLabel: `${tp.finished.name}-${tp.finished.employeeId}`,
      reason: '离职类型录入错误',
      changes: [
        { field: 'dimissionType', label: '离职类型', old: '被动离职', new: '协商解除' },
        { field: 'lastWorkingDay', label: '最后工作日', old: '2026-03-31', new: '2026-04-10' },
      ],
      status: 'finished',
    });
    // A change without a stored flow number still names its resignation.
    const other = await list(P.modify, b.regionHr.token);
    expect(other.list.map((r) => [r.workId, r.resignationFlowNo, r.changes])).toEqual([
      [mw.other, flowNo(15, tw.other), []],
    ]);
    expect(ids(await list(P.modify, a2Reader))).toEqual([]);
    expect(ids(await list(P.modify, a.hqHr.token, { filters: { status: { search: 'running' } } }))).toContain(mw.other);

    const file = await download(t, P.modifyExport, a.regionHr.token, {});
    const [header, ...rows] = await readSheet(file.body);
    expect(rows).toHaveLength(1);
    expect(rows[0][header.indexOf('离职流程编号')]).toBe(flowNo(15, tw.finished));
    expect(rows[0][header.indexOf('变更内容')]).toBe(
      '离职类型：被动离职 → 协商解除\n最后工作日：2026-03-31 → 2026-04-10',
    );
  });
});

describe('[STATS][STAFF-ENTRY] 员工入职列表', () => {
  it('shows the onboardings in scope with their outcome', async () => {
    const page = await list(P.entry, a.regionHr.token);
    expect(inOrder(page)).toEqual([ew.running, ew.cancelledA2, ew.entered]);
    const byId = new Map(page.list.map((row) => [row.workId, row]));
    expect(byId.get(ew.running)).toMatchObject({
      flowId: 12,
      flowNo: flowNo(12, ew.running),
      employeeLabel: `入职甲-${ep.running.employeeId}`,
      inductionType: 'new',
      inductionTypeText: '新入职',
      preEntryTime: '2026-06-01',
      entryDate: '',
      positionName: '店员',
      rank: 'S1',
      isArrivalTime: null,
      status: 'running',
      nodeId: 1201,
      nodeName: '区域HR审核',
      shopName: a.store.name,
      regionName: a.store.region.name,
    });
    expect(byId.get(ew.entered)).toMatchObject({
      inductionTypeText: '返聘',
      entryDate: '2026-05-12',
      isArrivalTime: false,
      isArrivalTimeText: '否',
      status: 'finished',
      statusText: '已入职',
    });
    expect(byId.get(ew.cancelledA2)).toMatchObject({ status: 'terminated', statusText: '取消入职', nodeName: '' });
    expect(ids(await list(P.entry, a2Reader))).toEqual([ew.cancelledA2]);
    expect(ids(await list(P.entry, b.regionHr.token))).toEqual([ew.other]);
    expect((await call(t, P.entry, a.storeHr.token, {})).body.code).toBe(40301);
    const turnoverOnly = await tokenWithMenus(t, { menus: { StaffTurnove: 0 }, scopeKind: 'all' });
    expect((await call(t, P.entryExport, turnoverOnly.token, {})).body.code).toBe(40301);
  });

  it('filters by type, dates, outcome, store and region; sorts by dates; exports the filter', async () => {
    const mine = Object.values(ew);
    const f = async (filters: Record<string, unknown>) =>
      ids(await list(P.entry, a.hqHr.token, { filters })).filter((id) => mine.includes(id));
    expect(await f({ inductionType: { search: 'rehire,intern' } })).toEqual(sorted(ew.entered, ew.cancelledA2));
    expect(await f({ preEntryTime: { search: '2026-05-01', searchTwo: '2026-05-15' } })).toEqual(
      sorted(ew.entered, ew.other),
    );
    expect(await f({ entryDate: { search: '2026-05-02' } })).toEqual([ew.entered]);
    expect(await f({ status: { search: 'finished' } })).toEqual(sorted(ew.entered, ew.other));
    expect(await f({ status: { search: 'terminated' } })).toEqual([ew.cancelledA2]);
    expect(await f({ regionId: { search: String(b.store.region.id) } })).toEqual([ew.other]);
    expect(await f({ shop: { search: a2.name } })).toEqual([ew.cancelledA2]);
    expect(await f({ employee: { search: '入职乙' } })).toEqual([ew.entered]);

    const body = {
      sortFieldName: 'preEntryTime',
      sortDirection: 'asc',
      filters: { status: { search: 'running,finished,terminated' } },
    };
    const page = await list(P.entry, a.regionHr.token, body);
    expect(inOrder(page)).toEqual([ew.entered, ew.cancelledA2, ew.running]);
    const file = await download(t, P.entryExport, a.regionHr.token, body);
    const [header, ...rows] = await readSheet(file.body);
    const col = (name: string) => rows.map((row) => row[header.indexOf(name)]);
    expect(col('流程编号')).toEqual(page.list.map((row) => row.flowNo));
    expect(col('状态')).toEqual(['已入职', '取消入职', '进行中']);
    expect(col('入职类型')).toEqual(['返聘', '实习', '新入职']);
  });
});

describe('[STATS][DEDUCTION] 失物扣款列表', () => {
  it('lists the booked deductions in scope with the four amounts, their sum and totals over the filter', async () => {
    const page = await list(P.deduction, a.regionHr.token, { pageSize: 2 });
    // Month, newest first; only booked deductions (the running one is not there).
    expect(page.total).toBe(4);
    expect(page.list.map((r) => r.workId)).toEqual([dw.engine, dw.a2]);
    expect(page.list[0]).toMatchObject({
      flowId: 8,
      flowNo: flowNo(8, dw.engine),
      employeeLabel: `${a.employees[0].name}-${a.employees[0].employeeId}`,
      shopName: a.store.name,
      regionName: a.store.region.name,
      deductionsMonth: '2026-11',
      lostDdeductions: '120.50',
      workClothesDeductions: '80.00',
      marketMealFeeDeductions: '0.00',
      marketFineDeductions: '50.00',
      totalAmount: '250.50',
    });
    // Totals cover the whole filter, not the page: 120.50+0.01+333.33+120.50 …
    expect(page.totals).toEqual({
      count: 4,
      lostDdeductions: '574.34',
      workClothesDeductions: '160.02',
      marketMealFeeDeductions: '0.03',
      marketFineDeductions: '100.05',
      totalAmount: '834.44',
    });
    const april = await list(P.deduction, a.regionHr.token, {
      filters: { deductionsMonth: { search: '2026-04-01', searchTwo: '2026-04-30' } },
    });
    expect(ids(april)).toEqual(sorted(dw.april, dw.a2));
    expect(april.totals).toMatchObject({ count: 2, lostDdeductions: '333.34', totalAmount: '333.43' });
  });

  it('keeps to the scope, filters and sorts, and refuses callers without Deduction', async () => {
    const a2Page = await list(P.deduction, a2Reader);
    expect(ids(a2Page)).toEqual([dw.a2]);
    expect(a2Page.totals).toMatchObject({ count: 1, totalAmount: '333.33' });
    expect(ids(await list(P.deduction, b.regionHr.token))).toEqual([dw.other]);
    const mine = Object.values(dw);
    const f = async (filters: Record<string, unknown>) =>
      ids(await list(P.deduction, a.hqHr.token, { filters })).filter((id) => mine.includes(id));
    expect(await f({ shop: { search: a2.code } })).toEqual([dw.a2]);
    expect(await f({ regionId: { search: String(b.store.region.id) } })).toEqual([dw.other]);
    expect(await f({ employee: { search: a.employees[1].employeeId } })).toEqual([dw.april]);
    expect(await f({ deductionsMonth: { search: '2026-03-15' } })).toEqual(
      sorted(dw.april, dw.a2, dw.other, dw.engine, dw.march),
    );
    const byAmount = await list(P.deduction, a.regionHr.token, { sortFieldName: 'totalAmount', sortDirection: 'asc' });
    expect(inOrder(byAmount)).toEqual([dw.april, dw.engine, dw.march, dw.a2]);
    expect((await call(t, P.deduction, a.storeHr.token, {})).body.code).toBe(40301);
    const entryOnly = await tokenWithMenus(t, { menus: { StaffEntry: 0 }, scopeKind: 'all' });
    expect((await call(t, P.deductionExport, entryOnly.token, {})).body.code).toBe(40301);
    expect((await call(t, P.deduction, a.hqHr.token, { sortFieldName: 'startedTime' })).body.code).toBe(40001);
  });

  it('exports the payroll sheet of the filter with a 合计 row, cents exact, and logs the export', async () => {
    const body = {
      filters: { regionId: { search: String(a.store.region.id) } },
      sortFieldName: 'deductionsMonth',
      sortDirection: 'asc',
    };
    const page = await list(P.deduction, a.hqHr.token, body);
    const file = await download(t, P.deductionExport, a.hqHr.token, body);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('失物扣款列表'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values: unknown[][] = [];
    sheet.eachRow((row) => {
      values.push((row.values as unknown[]).slice(1));
    });
    const [header, ...rows] = values;
    expect(header.slice(0, 10)).toEqual([
      '扣款月份',
      '工号',
      '姓名',
      '门店',
      '区域',
      '失物扣款',
      '工服扣款',
      '商场餐费扣款',
      '商场罚款',
      '扣款合计',
    ]);
    const data = rows.slice(0, -1);
    const totals = rows.at(-1)!;
    expect(data.map((r) => r[header.indexOf('流程编号')])).toEqual(page.list.map((r) => r.flowNo));
    expect(data.map((r) => r[0])).toEqual(['2026-03', '2026-04', '2026-04', '2026-11']);
    const cents = (v: unknown) => Math.round(Number(v) * 100);
    expect(data.map((r) => cents(r[header.indexOf('扣款合计')]))).toEqual(page.list.map((r) => cents(r.totalAmount)));
    expect(totals[0]).toBe('合计');
    expect(totals.slice(5, 10).map((v) => typeof v)).toEqual(['number', 'number', 'number', 'number', 'number']);
    expect(totals.slice(5, 10).map(cents)).toEqual([57434, 16002, 3, 10005, 83444]);

    const [logged] = await t.db
      .select()
      .from(systemLog)
      .where(and(eq(systemLog.action, 'deduction.export')));
    expect(logged?.summary).toMatchObject({ total: 4 });
  });
});

describe('[STATS][STAFF-TURNOVER] a resignation started through the engine', () => {
  it('shows the facts the server wrote on the form (position, entry date, month) and its step', async () => {
    const person = await buildEmployee(t, { shopId: a.store.id });
    const lastWorkingDay = addDays(businessToday(), 20);
    const res = await call(t, '/api/WF/StartWork', a.storeHr.token, {
      flowId: 15,
      form: { employeeId: person.employeeId, lastWorkingDay, dimissionType: 'resign', dimissionReason: 'family' },
    });
    expect(res.body.code, res.body.msg).toBe(0);
    const workId = res.body.data.workId as number;
    const page = await list(P.turnover, a.regionHr.token, { filters: { employee: { search: person.employeeId } } });
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      workId,
      employeeLabel: `${person.name}-${person.employeeId}`,
      positionName: expect.any(String),
      entryDate: '2024-03-01',
      lastWorkingDay,
      dimissionMonth: lastWorkingDay.slice(0, 7),
      dimissionTypeText: '辞职',
      dimissionReasonText: '家庭原因',
      status: 'running',
      nodeId: 1501,
      nodeName: '区域HR审核',
      starterName: a.storeHr.displayName,
    });
    expect(page.list[0].positionName).not.toBe('');
  });
});
