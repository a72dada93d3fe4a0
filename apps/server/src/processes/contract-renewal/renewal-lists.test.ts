import { addDays, businessToday } from '@hris/contract';
import { and, count, eq, type SQLWrapper, sql } from 'drizzle-orm';
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
import { buildStoreTeam, type StoreTeam } from '../../../test/workflow-helpers';
import { employee, work } from '../../db/schema';
import { systemActor } from '../../workflow/system-actor';

const RENEWALS = '/api/ContractRenewal/GetContractRenewalPageList';
const RENEWALS_EXPORT = '/api/ContractRenewal/ExportContractRenewalPageList';
const EVALUATIONS = '/api/Evaluation/GetEvaluationPageList';
const EVALUATIONS_EXPORT = '/api/Evaluation/ExportEvaluationPageList';
const COUNTS = '/api/Dashboard/GetExpiringCounts';

const today = businessToday();
const day = (offset: number) => addDays(today, offset);
const DAY_MS = 24 * 3600_000;

let t: TestApp;
let a: StoreTeam;
let b: StoreTeam;
let a2: { store: Awaited<ReturnType<typeof buildStore>>; hr: Awaited<ReturnType<typeof buildUser>> };
let systemUserId: number;

type Store = StoreTeam['store'];
type Person = Awaited<ReturnType<typeof buildEmployee>>;

/**
 * A work of flow 14 or 13 as the engine would have left it (the flows are not registered here):
 * the work row and the form fields the lists read.
 */
async function insertWork(options: {
  flowId: 13 | 14;
  person: Person;
  store: Store;
  starterUserId: number;
  state: 'running' | 'finished' | 'terminated' | 'stopped';
  nodeId?: number;
  daysAgo: number;
  form: Record<string, unknown>;
}) {
  const startedAt = new Date(Date.now() - options.daysAgo * DAY_MS);
  const ended = options.state !== 'running';
  const [row] = await t.db
    .insert(work)
    .values({
      flowId: options.flowId,
      targetEmployeeRef: options.person.id,
      orgUnitId: options.store.unitId,
      orgPath: options.store.orgPath,
      shopId: options.store.id,
      starterUserId: options.starterUserId,
      status: options.state === 'finished' ? 'finished' : options.state === 'running' ? 'running' : 'stopped',
      currentNodeId: options.state === 'running' || options.state === 'stopped' ? (options.nodeId ?? null) : null,
      stopReason: options.state === 'stopped' ? '无人处理' : options.state === 'terminated' ? '终止' : null,
      startedAt,
      finishedAt: ended ? new Date(startedAt.getTime() + 2 * DAY_MS) : null,
      formData: { employeeId: options.person.employeeId, employeeName: options.person.name, ...options.form },
    })
    .returning({ id: work.id });
  return row.id;
}

/** The renewals and evaluations of the scenario, by what they show. */
const r = {} as Record<'systemStart' | 'overdue' | 'finished' | 'stoppedA2' | 'otherRegion', number>;
const v = {} as Record<'running' | 'passed' | 'extendedA2' | 'otherRegion', number>;
const people = {} as Record<keyof typeof r | `v_${keyof typeof v}`, Person>;

beforeAll(async () => {
  t = await buildTestApp();
  a = await buildStoreTeam(t);
  b = await buildStoreTeam(t);
  const store = await buildStore(t, { regionId: a.store.region.id });
  a2 = { store, hr: await buildUser(t, { orgUnitId: store.unitId, roleIds: ['020'] }) };
  systemUserId = (await systemActor(t.db)).auth.userId;

  for (const key of Object.keys({ systemStart: 0, overdue: 0, finished: 0 }) as (keyof typeof r)[])
    people[key] = await buildEmployee(t, { shopId: a.store.id });
  people.stoppedA2 = await buildEmployee(t, { shopId: a2.store.id });
  people.otherRegion = await buildEmployee(t, { shopId: b.store.id });

  // Started by the daily job 40 days before the contract ends, waiting for the store HR's proposal.
  r.systemStart = await insertWork({
    flowId: 14,
    person: people.systemStart,
    store: a.store,
    starterUserId: systemUserId,
    state: 'running',
    nodeId: 1402,
    daysAgo: 1,
    form: {
      shopCode: a.store.code,
      shopName: a.store.name,
      positionName: '店员',
      currentContractEndDay: day(40),
      jzsj: day(10),
      isThreePeriodsTitle: '否',
      startedBySystem: true,
    },
  });
  // Proposed (a renewal in the 三期) and waiting at the region, its deadline passed three days ago.
  r.overdue = await insertWork({
    flowId: 14,
    person: people.overdue,
    store: a.store,
    starterUserId: a.storeHr.id,
    state: 'running',
    nodeId: 1403,
    daysAgo: 20,
    form: {
      positionName: '收银员',
      currentContractEndDay: day(27),
      jzsj: day(-3),
      isThreePeriodsTitle: '是',
      threePeriodEndDay: day(200),
      contractReviewResult: 'renew',
      contractTypeText: 'fixed',
      contractBeginDay: day(28),
      contractEndDay: day(28 + 3 * 365),
    },
  });
  // Not renewed, finished: a past deadline does not make it overdue.
  r.finished = await insertWork({
    flowId: 14,
    person: people.finished,
    store: a.store,
    starterUserId: a.storeHr.id,
    state: 'finished',
    daysAgo: 40,
    form: {
      currentContractEndDay: day(-5),
      jzsj: day(-35),
      isThreePeriodsTitle: '否',
      contractReviewResult: 'notRenew',
    },
  });
  // Stopped for want of a handler at head office, in the other store of the region; open-ended.
  r.stoppedA2 = await insertWork({
    flowId: 14,
    person: people.stoppedA2,
    store: a2.store,
    starterUserId: a2.hr.id,
    state: 'stopped',
    nodeId: 1404,
    daysAgo: 10,
    form: {
      currentContractEndDay: day(50),
      jzsj: day(-1),
      contractReviewResult: 'renew',
      contractTypeText: 'open_ended',
      contractBeginDay: day(51),
    },
  });
  // Another region's, ended by a handler.
  r.otherRegion = await insertWork({
    flowId: 14,
    person: people.otherRegion,
    store: b.store,
    starterUserId: b.storeHr.id,
    state: 'terminated',
    daysAgo: 3,
    form: { currentContractEndDay: day(20), jzsj: day(-10), contractReviewResult: 'employeeDeclines' },
  });

  people.v_running = await buildEmployee(t, { shopId: a.store.id });
  people.v_passed = await buildEmployee(t, { shopId: a.store.id });
  people.v_extendedA2 = await buildEmployee(t, { shopId: a2.store.id });
  people.v_otherRegion = await buildEmployee(t, { shopId: b.store.id });
  v.running = await insertWork({
    flowId: 13,
    person: people.v_running,
    store: a.store,
    starterUserId: systemUserId,
    state: 'running',
    nodeId: 1302,
    daysAgo: 2,
    form: { positionName: '店员', entryDate: day(-170), probationPeriodEndDay: day(12) },
  });
  v.passed = await insertWork({
    flowId: 13,
    person: people.v_passed,
    store: a.store,
    starterUserId: systemUserId,
    state: 'finished',
    daysAgo: 30,
    form: {
      positionName: '收银员',
      entryDate: day(-200),
      probationPeriodEndDay: day(-20),
      evaluationResult: 'pass',
      regularDate: day(-19),
    },
  });
  v.extendedA2 = await insertWork({
    flowId: 13,
    person: people.v_extendedA2,
    store: a2.store,
    starterUserId: systemUserId,
    state: 'finished',
    daysAgo: 15,
    form: {
      entryDate: day(-100),
      probationPeriodEndDay: day(-5),
      evaluationResult: 'extend',
      newProbationEndDay: day(55),
    },
  });
  v.otherRegion = await insertWork({
    flowId: 13,
    person: people.v_otherRegion,
    store: b.store,
    starterUserId: systemUserId,
    state: 'running',
    nodeId: 1303,
    daysAgo: 4,
    form: { probationPeriodEndDay: day(3), evaluationResult: 'fail' },
  });
});
afterAll(async () => t?.close());

type Row = Record<string, any>;
async function list(path: string, token: string, body: Record<string, unknown> = {}) {
  const res = await call(t, path, token, { pageIndex: 1, pageSize: 100, ...body });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data as { list: Row[]; total: number };
}
const ids = (page: { list: Row[] }) => page.list.map((row) => row.workId).sort((x, y) => x - y);
const sorted = (...values: number[]) => [...values].sort((x, y) => x - y);
const inOrder = (page: { list: Row[] }) => page.list.map((row) => row.workId);

describe('[STATS][CONTRACT-RENEWAL] 合同续签列表', () => {
  it('shows a regional HR the renewals started in their region, any state, with the proposal and its deadline', async () => {
    const page = await list(RENEWALS, a.regionHr.token);
    expect(ids(page)).toEqual(sorted(r.systemStart, r.overdue, r.finished, r.stoppedA2));
    expect(page.total).toBe(4);
    // Newest first by default.
    expect(inOrder(page)).toEqual([r.systemStart, r.stoppedA2, r.overdue, r.finished]);
    const byId = new Map(page.list.map((row) => [row.workId, row]));
    expect(byId.get(r.systemStart)).toMatchObject({
      flowId: 14,
      flowNo: `14-${String(r.systemStart).padStart(6, '0')}`,
      employeeName: people.systemStart.name,
      employeeLabel: `${people.systemStart.name}-${people.systemStart.employeeId}`,
      shopName: a.store.name,
      regionName: a.store.region.name,
      positionName: '店员',
      currentContractEndDay: day(40),
      jzsj: day(10),
      isThreePeriods: false,
      isThreePeriodsText: '否',
      contractReviewResult: null,
      contractReviewResultText: '',
      contractTermText: '',
      status: 'running',
      statusText: '进行中',
      nodeId: 1402,
      overdue: false,
      overdueText: '否',
      startedBySystem: true,
      starterName: '系统',
      finishedTime: null,
    });
    expect(byId.get(r.overdue)).toMatchObject({
      isThreePeriods: true,
      threePeriodEndDay: day(200),
      contractReviewResult: 'renew',
      contractReviewResultText: '续签',
      contractType: 'fixed',
      contractTypeText: '固定期限',
      contractTermText: `${day(28)} 至 ${day(28 + 3 * 365)}`,
      nodeId: 1403,
      overdue: true,
      overdueText: '是',
      startedBySystem: false,
      starterName: a.storeHr.displayName,
    });
    expect(byId.get(r.finished)).toMatchObject({
      status: 'finished',
      statusText: '已办结',
      nodeId: null,
      nodeName: '',
      contractReviewResultText: '公司不续签',
      overdue: false,
    });
    expect(byId.get(r.finished)!.finishedTime).not.toBeNull();
    expect(byId.get(r.stoppedA2)).toMatchObject({
      shopName: a2.store.name,
      status: 'stopped',
      statusText: '已停止',
      nodeId: 1404,
      contractTypeText: '无固定期限',
      contractTermText: `${day(51)} 起`,
      isThreePeriods: null,
      isThreePeriodsText: '',
      // Stopped, not running: its passed deadline is not 超期.
      overdue: false,
    });

    const other = await list(RENEWALS, b.regionHr.token);
    expect(ids(other)).toEqual([r.otherRegion]);
    expect(other.list[0]).toMatchObject({ status: 'terminated', statusText: '已终止', nodeId: null });
  });

  it('shows a store-scoped user only their store, and refuses callers without the key', async () => {
    const storeUser = await tokenWithMenus(t, {
      menus: { Infotatistics: 0, ContractRenewal: 0, Evaluation: 0 },
      scopeKind: 'store',
      unitCode: a2.store.code,
    });
    expect(ids(await list(RENEWALS, storeUser.token))).toEqual([r.stoppedA2]);
    expect(ids(await list(EVALUATIONS, storeUser.token))).toEqual([v.extendedA2]);
    // Store HR (020) holds no statistics menus; a holder of Evaluation alone cannot read renewals.
    expect((await call(t, RENEWALS, a.storeHr.token, {})).body.code).toBe(40301);
    expect((await call(t, EVALUATIONS, a.storeHr.token, {})).body.code).toBe(40301);
    const evaluationsOnly = await tokenWithMenus(t, { menus: { Evaluation: 0 }, scopeKind: 'all' });
    expect((await call(t, RENEWALS, evaluationsOnly.token, {})).body.code).toBe(40301);
    expect((await call(t, RENEWALS_EXPORT, evaluationsOnly.token, {})).body.code).toBe(40301);
  });

  it('keeps another region out: its region filter finds nothing, and its work refuses to open (40303)', async () => {
    const page = await list(RENEWALS, a.regionHr.token, {
      filters: { regionId: { search: String(b.store.region.id) } },
    });
    expect(page).toEqual({ list: [], total: 0 });
    // The row's link opens the work: another region's is outside the scope like any other id.
    for (const path of ['/api/WF/GetWorkDetail', '/api/WF/GetApprovalProgress']) {
      const res = await call(t, path, a.regionHr.token, { flowId: 14, workId: r.otherRegion });
      expect(res.body.code, path).toBe(40303);
    }
    const evaluation = await call(t, '/api/WF/GetWorkDetail', a.regionHr.token, { flowId: 13, workId: v.otherRegion });
    expect(evaluation.body.code).toBe(40303);
  });

  it('filters by store, region, dates, result, 三期, state, overdue and employee', async () => {
    const f = async (filters: Record<string, unknown>) => ids(await list(RENEWALS, a.hqHr.token, { filters }));
    const mine = [r.systemStart, r.overdue, r.finished, r.stoppedA2, r.otherRegion];
    const only = (found: number[]) => found.filter((id) => mine.includes(id));
    expect(only(await f({ shop: { search: a2.store.code } }))).toEqual([r.stoppedA2]);
    expect(only(await f({ shop: { search: b.store.name } }))).toEqual([r.otherRegion]);
    expect(only(await f({ regionId: { search: String(a.store.region.id) } }))).toEqual(
      sorted(r.systemStart, r.overdue, r.finished, r.stoppedA2),
    );
    expect(only(await f({ currentContractEndDay: { search: day(20), searchTwo: day(40) } }))).toEqual(
      sorted(r.systemStart, r.overdue, r.otherRegion),
    );
    expect(only(await f({ currentContractEndDay: { search: day(41) } }))).toEqual([r.stoppedA2]);
    expect(only(await f({ startedTime: { search: day(-2), searchTwo: today } }))).toEqual([r.systemStart]);
    expect(only(await f({ contractReviewResult: { search: 'renew' } }))).toEqual(sorted(r.overdue, r.stoppedA2));
    expect(only(await f({ contractReviewResult: { search: 'notRenew,employeeDeclines' } }))).toEqual(
      sorted(r.finished, r.otherRegion),
    );
    expect(only(await f({ isThreePeriods: { search: 'true' } }))).toEqual([r.overdue]);
    expect(only(await f({ isThreePeriods: { search: false } }))).toEqual(sorted(r.systemStart, r.finished));
    expect(only(await f({ status: { search: 'running' } }))).toEqual(sorted(r.systemStart, r.overdue));
    expect(only(await f({ status: { search: 'terminated,stopped' } }))).toEqual(sorted(r.stoppedA2, r.otherRegion));
    expect(only(await f({ overdue: { search: 'true' } }))).toEqual([r.overdue]);
    expect(only(await f({ overdue: { search: 'false' } }))).toEqual(
      sorted(r.systemStart, r.finished, r.stoppedA2, r.otherRegion),
    );
    expect(await f({ employee: { search: people.finished.employeeId } })).toEqual([r.finished]);
    expect(await f({ employee: { search: people.overdue.name }, status: { search: 'running' } })).toEqual([r.overdue]);
  });

  it('sorts by start, current contract end and deadline', async () => {
    const by = async (sortFieldName: string, sortDirection: 'asc' | 'desc') =>
      inOrder(await list(RENEWALS, a.regionHr.token, { sortFieldName, sortDirection }));
    expect(await by('startedTime', 'asc')).toEqual([r.finished, r.overdue, r.stoppedA2, r.systemStart]);
    expect(await by('currentContractEndDay', 'asc')).toEqual([r.finished, r.overdue, r.systemStart, r.stoppedA2]);
    expect(await by('jzsj', 'desc')).toEqual([r.systemStart, r.stoppedA2, r.overdue, r.finished]);
  });

  it('exports the rows the list shows', async () => {
    const body = { sortFieldName: 'jzsj', sortDirection: 'asc' };
    const page = await list(RENEWALS, a.regionHr.token, body);
    const file = await download(t, RENEWALS_EXPORT, a.regionHr.token, body);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('合同续签列表'));
    const [header, ...rows] = await readSheet(file.body);
    expect(header).toEqual([
      '流程编号',
      '员工',
      '门店',
      '区域',
      '岗位',
      '现合同结束日期',
      '审批截止日期',
      '是否三期',
      '续签结果',
      '新合同类型',
      '新合同期限',
      '当前步骤',
      '状态',
      '是否超期',
      '发起人',
      '发起时间',
      '办结时间',
    ]);
    const col = (name: string) => rows.map((row) => row[header.indexOf(name)]);
    expect(col('流程编号')).toEqual(page.list.map((row) => row.flowNo));
    expect(col('员工')).toEqual(page.list.map((row) => row.employeeLabel));
    expect(col('审批截止日期')).toEqual([day(-35), day(-3), day(-1), day(10)]);
    expect(col('是否超期')).toEqual(['否', '是', '否', '否']);
    expect(col('续签结果')).toEqual(['公司不续签', '续签', '续签', '']);
    expect(col('新合同期限')[1]).toBe(`${day(28)} 至 ${day(28 + 3 * 365)}`);
    expect(col('状态')).toEqual(['已办结', '进行中', '已停止', '进行中']);
    expect(col('发起人')).toEqual([a.storeHr.displayName, a.storeHr.displayName, a2.hr.displayName, '系统']);
    for (const time of col('发起时间')) expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(col('办结时间')[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(col('办结时间')[3]).toBe('');
  });

  it('answers 40001, never 500, to a bad filter or sort', async () => {
    for (const body of [
      { filters: { status: { search: 'bogus' } } },
      { filters: { contractReviewResult: { search: 'renew,nope' } } },
      { filters: { currentContractEndDay: { search: '2026-02-30' } } },
      { filters: { overdue: { search: 'maybe' } } },
      { filters: { regionId: { search: 'abc' } } },
      { filters: { evaluationResult: { search: 'pass' } } },
      { sortFieldName: 'probationPeriodEndDay' },
      { pageSize: 0 },
    ]) {
      expect((await call(t, RENEWALS, a.hqHr.token, body)).body.code, JSON.stringify(body)).toBe(40001);
      expect((await call(t, RENEWALS_EXPORT, a.hqHr.token, body)).body.code, JSON.stringify(body)).toBe(40001);
    }
  });
});

describe('[STATS][EVALUATION] 试用期考核列表', () => {
  it('shows a regional HR the evaluations of their region with the result and its dates', async () => {
    const page = await list(EVALUATIONS, a.regionHr.token);
    expect(inOrder(page)).toEqual([v.running, v.extendedA2, v.passed]);
    const byId = new Map(page.list.map((row) => [row.workId, row]));
    expect(byId.get(v.running)).toMatchObject({
      flowNo: `13-${String(v.running).padStart(6, '0')}`,
      employeeName: people.v_running.name,
      shopName: a.store.name,
      positionName: '店员',
      entryDate: day(-170),
      probationPeriodEndDay: day(12),
      evaluationResult: null,
      evaluationResultText: '',
      statusText: '进行中',
      nodeId: 1302,
      starterName: '系统',
    });
    expect(byId.get(v.passed)).toMatchObject({
      evaluationResult: 'pass',
      evaluationResultText: '转正',
      regularDate: day(-19),
      newProbationEndDay: '',
      statusText: '已办结',
      nodeId: null,
    });
    expect(byId.get(v.extendedA2)).toMatchObject({
      shopName: a2.store.name,
      evaluationResultText: '延长试用',
      newProbationEndDay: day(55),
    });
    expect(ids(await list(EVALUATIONS, b.regionHr.token))).toEqual([v.otherRegion]);
  });

  it('filters by probation end, result, state, store, region and employee, and sorts by probation end', async () => {
    const f = async (filters: Record<string, unknown>) => ids(await list(EVALUATIONS, a.regionHr.token, { filters }));
    expect(await f({ probationPeriodEndDay: { search: day(-10), searchTwo: day(30) } })).toEqual(
      sorted(v.running, v.extendedA2),
    );
    expect(await f({ evaluationResult: { search: 'pass,extend' } })).toEqual(sorted(v.passed, v.extendedA2));
    expect(await f({ evaluationResult: { search: 'fail' } })).toEqual([]);
    expect(await f({ status: { search: 'running' } })).toEqual([v.running]);
    expect(await f({ shop: { search: a2.store.name } })).toEqual([v.extendedA2]);
    expect(await f({ regionId: { search: String(a.store.region.id) } })).toEqual(
      sorted(v.running, v.passed, v.extendedA2),
    );
    expect(await f({ employee: { search: people.v_passed.employeeId } })).toEqual([v.passed]);
    expect(await f({ startedTime: { search: day(-3), searchTwo: today } })).toEqual([v.running]);

    const byEnd = await list(EVALUATIONS, a.regionHr.token, {
      sortFieldName: 'probationPeriodEndDay',
      sortDirection: 'asc',
    });
    expect(inOrder(byEnd)).toEqual([v.passed, v.extendedA2, v.running]);
    for (const body of [
      { filters: { evaluationResult: { search: 'renew' } } },
      { filters: { overdue: { search: 'true' } } },
      { sortFieldName: 'jzsj' },
    ]) {
      expect((await call(t, EVALUATIONS, a.hqHr.token, body)).body.code, JSON.stringify(body)).toBe(40001);
    }
  });

  it('exports the rows the list shows', async () => {
    const body = { filters: { regionId: { search: String(a.store.region.id) } } };
    const page = await list(EVALUATIONS, a.hqHr.token, body);
    const file = await download(t, EVALUATIONS_EXPORT, a.hqHr.token, body);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('试用期考核列表'));
    const [header, ...rows] = await readSheet(file.body);
    expect(header.slice(0, 10)).toEqual([
      '流程编号',
      '员工',
      '门店',
      '区域',
      '岗位',
      '入职日期',
      '试用期结束日期',
      '考核结果',
      '延长至',
      '转正日期',
    ]);
    const col = (name: string) => rows.map((row) => row[header.indexOf(name)]);
    expect(col('流程编号')).toEqual(page.list.map((row) => row.flowNo));
    expect(col('考核结果')).toEqual(['', '延长试用', '转正']);
    expect(col('延长至')).toEqual(['', day(55), '']);
    expect(col('状态')).toEqual(['进行中', '已办结', '已办结']);
  });
});

describe('[DASHBOARD] 60天内到期合同 / 30天内试用期到期', () => {
  /** People of the counts: ends today or on the last day count, the day before and after do not. */
  async function person(store: Store, dates: { contract?: string; probation?: string }, status = 1) {
    const p = await buildEmployee(t, { shopId: store.id, status });
    await t.db
      .update(employee)
      .set({ contractEndDate: dates.contract ?? null, probationEndDate: dates.probation ?? null })
      .where(eq(employee.id, p.id));
    return p;
  }

  let c: StoreTeam;
  let c2: Store;
  beforeAll(async () => {
    c = await buildStoreTeam(t);
    c2 = await buildStore(t, { regionId: c.store.region.id });
    // The team's own employee has no dates.
    await person(c.store, { contract: today, probation: today });
    await person(c.store, { contract: day(60), probation: day(30) });
    await person(c.store, { contract: day(-1), probation: day(-1) });
    await person(c.store, { contract: day(61), probation: day(31) });
    await person(c.store, { contract: day(10), probation: day(10) }, 0); // left: not counted
    await person(c.store, { contract: day(30) }, 3); // still being hired: not counted
    await person(c2, { contract: day(59) });
    await person(c2, { probation: day(29) });
  });

  async function counts(token: string) {
    const res = await call(t, COUNTS, token, {});
    expect(res.body.code, res.body.msg).toBe(0);
    return res.body.data;
  }

  it('counts the active employees of the caller scope whose contract or probation ends soon', async () => {
    expect(await counts(c.storeHr.token)).toEqual({
      contractsEnding: 2,
      contractRange: { from: today, to: day(60) },
      probationsEnding: 2,
      probationRange: { from: today, to: day(30) },
      // A store HR holds HealthOfList too (modules/health tests these counts).
      health: expect.objectContaining({ expiringRange: { from: today, to: day(30) } }),
      // And TrainParticipation (modules/train tests the overdue count).
      train: { overdue: expect.any(Number) },
    });
    expect(await counts(c.regionHr.token)).toMatchObject({ contractsEnding: 3, probationsEnding: 3 });

    // Head office counts the company: the demo's people too.
    const active = (column: SQLWrapper, to: string) =>
      t.db
        .select({ n: count() })
        .from(employee)
        .where(and(eq(employee.status, 1), sql`${column} between ${today}::date and ${to}::date`));
    const [[contracts], [probations]] = await Promise.all([
      active(employee.contractEndDate, day(60)),
      active(employee.probationEndDate, day(30)),
    ]);
    expect(await counts(c.hqHr.token)).toMatchObject({
      contractsEnding: contracts.n,
      probationsEnding: probations.n,
    });
  });

  it('gives the same people as the staff list it opens, and refuses callers without either key', async () => {
    const staff = async (filters: Record<string, unknown>) => {
      const res = await call(t, '/api/Staff/GetStaffList', c.regionHr.token, { pageIndex: 1, pageSize: 50, filters });
      expect(res.body.code, res.body.msg).toBe(0);
      return res.body.data.total as number;
    };
    const status = { search: '1' };
    expect(await staff({ status, contractEndDate: { search: today, searchTwo: day(60) } })).toBe(3);
    expect(await staff({ status, probationEndDate: { search: today, searchTwo: day(30) } })).toBe(3);

    const contractsOnly = await tokenWithMenus(t, {
      menus: { EmployeeContract: 0 },
      scopeKind: 'store',
      unitCode: c2.code,
    });
    expect(await counts(contractsOnly.token)).toMatchObject({ contractsEnding: 1, probationsEnding: 1 });
    const neither = await tokenWithMenus(t, { menus: { ContractRenewal: 0 }, scopeKind: 'all' });
    expect((await call(t, COUNTS, neither.token, {})).body.code).toBe(40301);
  });
});
