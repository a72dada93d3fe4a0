// @postgres: two servers' automatic starts race for one contract (claim row)
import { addDays, addWorkingDays, addYears, businessToday, startOfBusinessDay } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildStore, buildUser, call } from '../../../test/factories';
import { buildStoreTeam, type StoreTeam, todoOf, unreadMessages } from '../../../test/workflow-helpers';
import {
  appUser,
  autoStart,
  employee,
  employeeContract,
  employeeHistory,
  job,
  task,
  threePeriod,
  work,
  workChange,
  workEvent,
} from '../../db/schema';
import { runAutoStart, scheduleAutoStarts } from '../../workflow/auto-start';
import { REACHABLE_DEADLINE_WORKING_DAYS } from '../../workflow/engine/nodes';
import { renewalSubject } from './definition';

let t: TestApp;
let a: StoreTeam;
let b: StoreTeam;
type User = Awaited<ReturnType<typeof buildUser>>;
let aManager: User;
const today = businessToday();

beforeAll(async () => {
  t = await buildTestApp();
  a = await buildStoreTeam(t);
  b = await buildStoreTeam(t);
  aManager = await buildUser(t, { orgUnitId: a.store.region.id, roleIds: ['011'] });
  await buildUser(t, { orgUnitId: b.store.region.id, roleIds: ['011'] });
});
afterAll(async () => t?.close());

/**
 * An active employee of team a with fixed-term contracts: the last one ends `endsIn` days from
 * today; `fixedTerms` contracts in all (rows), and the employee record's copy of the last one.
 */
async function withContract(endsIn: number, options: { fixedTerms?: number; team?: StoreTeam; shopId?: number } = {}) {
  const emp = await buildEmployee(t, { shopId: options.shopId ?? (options.team ?? a).store.id });
  const end = addDays(today, endsIn);
  const terms = options.fixedTerms ?? 1;
  let begin = addDays(addYears(end, -terms * 3), 1);
  for (let sequence = 1; sequence <= terms; sequence++) {
    const termEnd = addDays(addYears(begin, 3), -1);
    await t.db.insert(employeeContract).values({
      employeeRef: emp.id,
      contractType: 'fixed',
      sequence,
      beginDate: begin,
      endDate: termEnd,
    });
    if (sequence === terms) {
      await t.db
        .update(employee)
        .set({ contractBeginDate: begin, contractEndDate: termEnd })
        .where(eq(employee.id, emp.id));
    }
    begin = addDays(termEnd, 1);
  }
  return { ...emp, end };
}

const autoStartNow = (now = new Date()) => t.db.transaction((tx) => runAutoStart(tx, 14, now));

async function renewalOf(employeeRef: number) {
  return t.db
    .select()
    .from(work)
    .where(and(eq(work.flowId, 14), eq(work.targetEmployeeRef, employeeRef)));
}

async function approve(token: string, workId: number, form?: Record<string, unknown>) {
  const todo = await todoOf(t, token, workId);
  expect(todo, 'the to-do is there').toBeDefined();
  const res = await call(t, '/api/WF/ProcessTask', token, { taskId: todo!.taskId, action: 'approve', form });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data as { currentNodeId: number | null; status: string };
}

async function refusal(token: string, workId: number, form: Record<string, unknown>) {
  const todo = await todoOf(t, token, workId);
  const res = await call(t, '/api/WF/ProcessTask', token, { taskId: todo!.taskId, action: 'approve', form });
  expect(res.body.code).not.toBe(0);
  return res.body.msg as string;
}

const start = (token: string, form: Record<string, unknown>, flowId = 14) =>
  call(t, '/api/WF/StartWork', token, { flowId, form });

describe('[WF][RENEWAL] the daily start', () => {
  it('[PG] starts one renewal per contract ending within the window, as 系统, however often it runs', async () => {
    const due = await withContract(40);
    const later = await withContract(90);
    const first = await autoStartNow();
    expect(first.started).toBeGreaterThanOrEqual(1);
    await autoStartNow();
    // Two servers at once: one of them claims the subject.
    await Promise.all([autoStartNow(), autoStartNow()]);

    const works = await renewalOf(due.id);
    expect(works).toHaveLength(1);
    expect(await renewalOf(later.id)).toHaveLength(0);
    const [w] = works;
    const [starter] = await t.db.select().from(appUser).where(eq(appUser.id, w.starterUserId));
    expect(starter).toMatchObject({ account: 'system', displayName: '系统', isEnabled: false });
    expect(w.currentNodeId).toBe(1402);
    expect(w.formData).toMatchObject({
      employeeName: due.name,
      currentContractEndDay: due.end,
      jzsj: addDays(due.end, -30),
      isThreePeriodsTitle: '否',
      fixedTermCount: 1,
      startedBySystem: true,
    });
    const [claim] = await t.db
      .select()
      .from(autoStart)
      .where(and(eq(autoStart.flowId, 14), eq(autoStart.subject, renewalSubject(due.employeeId, due.end))));
    expect(claim.workId).toBe(w.id);

    // The store HR has the to-do, due by the end of jzsj in China.
    const todo = await todoOf(t, a.storeHr.token, w.id);
    expect(todo).toBeDefined();
    const [row] = await t.db.select().from(task).where(eq(task.id, todo!.taskId));
    expect(row.deadlineAt?.getTime()).toBe(startOfBusinessDay(addDays(due.end, -29)).getTime());
  });

  it('gives a late start a reachable deadline and shows both dates: 审批截止 on the form, the to-do’s own', async () => {
    // The contract ends in 10 days: jzsj (30 days before the end) passed 20 days ago.
    const late = await withContract(10);
    await autoStartNow();
    const [w] = await renewalOf(late.id);
    expect(w.formData).toMatchObject({ jzsj: addDays(late.end, -30) });
    const todo = await todoOf(t, a.storeHr.token, w.id);
    expect(todo, 'the to-do is there').toBeDefined();
    expect(todo!.isOverdue).toBe(false);
    const due = startOfBusinessDay(addDays(addWorkingDays(today, REACHABLE_DEADLINE_WORKING_DAYS), 1));
    expect(todo!.deadlineTime).toBe(due.toISOString());
    const detail = await call(t, '/api/WF/GetWorkDetail', a.storeHr.token, { workId: w.id });
    expect(detail.body.data.myTask).toMatchObject({ nodeId: 1402, deadlineTime: due.toISOString() });
    expect(detail.body.data.form.jzsj).toBe(addDays(late.end, -30));
  });

  it('works through many in chunks, one transaction each', async () => {
    await autoStartNow();
    const first = await withContract(10);
    const second = await withContract(11);
    const chunk = (now = new Date()) => t.db.transaction((tx) => runAutoStart(tx, 14, now, 1));
    expect(await chunk()).toMatchObject({ started: 1, more: true });
    expect(await chunk()).toMatchObject({ started: 1, more: true });
    expect(await chunk()).toMatchObject({ started: 0, more: false });
    expect(await renewalOf(first.id)).toHaveLength(1);
    expect(await renewalOf(second.id)).toHaveLength(1);
  });

  it('queues the day’s start once per flow and date', async () => {
    const now = new Date();
    await scheduleAutoStarts(t.db, now);
    await scheduleAutoStarts(t.db, now);
    const jobs = await t.db
      .select()
      .from(job)
      .where(eq(job.key, `autoStart:14:${businessToday(now)}`));
    expect(jobs).toHaveLength(1);
  });

  it('has no starter to return to: the first step cannot be rolled back', async () => {
    const emp = await withContract(30);
    await autoStartNow();
    const [w] = await renewalOf(emp.id);
    const todo = await todoOf(t, a.storeHr.token, w.id);
    const res = await call(t, '/api/WF/ProcessTask', a.storeHr.token, {
      taskId: todo!.taskId,
      action: 'rollback',
      opinion: '退回',
    });
    expect(res.body.code).not.toBe(0);
    expect(res.body.msg).toContain('系统发起');
  });
});

describe('[WF][RENEWAL] a renewal', () => {
  it('goes store HR → regional HR → regional manager → store HR (signature) → head office and creates the contract', async () => {
    const emp = await withContract(45);
    await autoStartNow();
    const [w] = await renewalOf(emp.id);
    const newEnd = addDays(addYears(emp.end, 3), 0);
    expect(
      await approve(a.storeHr.token, w.id, {
        contractReviewResult: 'renew',
        contractTypeText: 'fixed',
        contractEndDay: newEnd,
        reasons: '表现良好',
      }),
    ).toMatchObject({ currentNodeId: 1403 });
    expect(await approve(a.regionHr.token, w.id)).toMatchObject({ currentNodeId: 1404 });
    expect(await todoOf(t, b.regionHr.token, w.id)).toBeUndefined();
    expect(await approve(aManager.token, w.id)).toMatchObject({ currentNodeId: 1406 });
    // The signature step needs the day the employee signed, not in the future.
    expect(await refusal(a.storeHr.token, w.id, {})).toContain('签署');
    expect(await refusal(a.storeHr.token, w.id, { signedDate: addDays(today, 1) })).toContain('不能晚于今天');
    expect(await approve(a.storeHr.token, w.id, { signedDate: today })).toMatchObject({ currentNodeId: 1407 });
    // Nothing changes before the end.
    const [before] = await t.db.select().from(employee).where(eq(employee.id, emp.id));
    expect(before.contractEndDate).toBe(emp.end);
    expect(await approve(b.hqHr.token, w.id)).toMatchObject({ status: 'finished' });

    const contracts = await t.db.select().from(employeeContract).where(eq(employeeContract.employeeRef, emp.id));
    const created = contracts.find((c) => c.workId === w.id);
    expect(created).toMatchObject({
      contractType: 'fixed',
      sequence: 2,
      beginDate: addDays(emp.end, 1),
      endDate: newEnd,
      isThreePeriods: false,
    });
    const [after] = await t.db.select().from(employee).where(eq(employee.id, emp.id));
    expect(after).toMatchObject({ contractBeginDate: addDays(emp.end, 1), contractEndDate: newEnd, status: 1 });
    const history = await t.db
      .select()
      .from(employeeHistory)
      .where(and(eq(employeeHistory.employeeId, emp.id), eq(employeeHistory.field, 'contractEndDate')));
    expect(history.map((h) => [h.kind, h.oldValue, h.newValue, h.workId])).toEqual([
      ['contractRenewal', emp.end, newEnd, w.id],
    ]);
    // The contract list shows it.
    const list = await call(t, '/api/EmployeeContract/GetEmployeeContractList', a.hqHr.token, {
      filters: { employeeId: { search: emp.employeeId } },
    });
    expect(list.body.data.list.map((r: { endDate: string; sequence: number }) => [r.sequence, r.endDate])).toEqual(
      expect.arrayContaining([[2, newEnd]]),
    );
  });

  it('skips the regional review of what the regional HR proposed herself, for a store without its own HR', async () => {
    const store = await buildStore(t, { regionId: a.store.region.id });
    const emp = await withContract(45, { shopId: store.id });
    await autoStartNow();
    const [w] = await renewalOf(emp.id);
    expect(await todoOf(t, a.regionHr.token, w.id)).toMatchObject({ nodeId: 1402 });
    expect(
      await approve(a.regionHr.token, w.id, {
        contractReviewResult: 'renew',
        contractTypeText: 'fixed',
        contractEndDay: addYears(emp.end, 3),
        reasons: '表现良好',
      }),
    ).toMatchObject({ currentNodeId: 1404 });
    expect(await todoOf(t, aManager.token, w.id)).toMatchObject({ nodeId: 1404 });
  });

  it('a hand start by the store HR carries the proposal and skips 1402; a new contract needs a type and an end', async () => {
    const emp = await withContract(20);
    const noType = await start(a.storeHr.token, { employeeId: emp.employeeId, contractReviewResult: 'renew' });
    expect(noType.body.msg).toContain('合同类型');
    const noEnd = await start(a.storeHr.token, {
      employeeId: emp.employeeId,
      contractReviewResult: 'renew',
      contractTypeText: 'fixed',
    });
    expect(noEnd.body.msg).toContain('结束日期');
    const wrongBegin = await start(a.storeHr.token, {
      employeeId: emp.employeeId,
      contractReviewResult: 'renew',
      contractTypeText: 'open_ended',
      contractBeginDay: addDays(emp.end, 5),
    });
    expect(wrongBegin.body.msg).toContain(addDays(emp.end, 1));
    const ok = await start(a.storeHr.token, {
      employeeId: emp.employeeId,
      contractReviewResult: 'renew',
      contractTypeText: 'open_ended',
    });
    expect(ok.body, ok.body.msg).toMatchObject({ code: 0, data: { nodeId: 1403 } });
    // The system will not start a second one for the same contract.
    await autoStartNow();
    expect(await renewalOf(emp.id)).toHaveLength(1);
    // Nor may a person outside the starter's scope be renewed.
    const outsider = await withContract(20, { team: b });
    const refused = await start(a.storeHr.token, {
      employeeId: outsider.employeeId,
      contractReviewResult: 'renew',
      contractTypeText: 'open_ended',
    });
    expect(refused.body.code).not.toBe(0);
  });

  it('after two fixed terms offers an open-ended contract and says why; a fixed term needs the employee’s request', async () => {
    const emp = await withContract(25, { fixedTerms: 2 });
    const info = await call(t, '/api/ContractRenewal/GetRenewalInfo', a.storeHr.token, { employeeId: emp.employeeId });
    expect(info.body.data).toMatchObject({
      fixedTermCount: 2,
      openEndedDue: true,
      suggestedBeginDay: addDays(emp.end, 1),
    });
    const fixed = {
      employeeId: emp.employeeId,
      contractReviewResult: 'renew',
      contractTypeText: 'fixed',
      contractEndDay: addYears(emp.end, 3),
    };
    const refused = await start(a.storeHr.token, fixed);
    expect(refused.body.msg).toContain('第十四条');
    const requested = await start(a.storeHr.token, { ...fixed, fixedTermRequested: true });
    expect(requested.body.code, requested.body.msg).toBe(0);
  });
});

describe('[WF][RENEWAL] three periods (三期)', () => {
  it('refuses “not renew” for an employee in a 三期 and extends a new contract ending inside one', async () => {
    const emp = await withContract(35);
    // Maternity leave across the contract's end, then nursing; and a later pregnancy.
    await t.db.insert(threePeriod).values([
      { employeeRef: emp.id, kind: 'maternity', beginDate: addDays(emp.end, -60), endDate: addDays(emp.end, 40) },
      { employeeRef: emp.id, kind: 'nursing', beginDate: addDays(emp.end, 41), endDate: addDays(emp.end, 300) },
    ]);
    const info = await call(t, '/api/ContractRenewal/GetRenewalInfo', a.storeHr.token, { employeeId: emp.employeeId });
    expect(info.body.data).toMatchObject({ isThreePeriodsTitle: '是', threePeriodEndDay: addDays(emp.end, 300) });

    await autoStartNow();
    const [w] = await renewalOf(emp.id);
    expect(w.formData).toMatchObject({ isThreePeriodsTitle: '是', threePeriodEndDay: addDays(emp.end, 300) });
    const msg = await refusal(a.storeHr.token, w.id, { contractReviewResult: 'notRenew', reasons: '岗位调整' });
    expect(msg).toContain('三期');
    expect(msg).toContain('不能选择“公司不续签”');

    // A one-month contract would end inside the nursing period: it runs to the period's end.
    await approve(a.storeHr.token, w.id, {
      contractReviewResult: 'renew',
      contractTypeText: 'fixed',
      contractEndDay: addDays(emp.end, 100),
    });
    const [moved] = await t.db.select().from(work).where(eq(work.id, w.id));
    expect(moved.formData).toMatchObject({ contractEndDay: addDays(emp.end, 300), extendedForThreePeriods: true });
  });
});

describe('[WF][RENEWAL] not renewing', () => {
  it('goes through head-office HR and starts the resignation as the system', async () => {
    const emp = await withContract(50);
    const started = await start(a.storeHr.token, {
      employeeId: emp.employeeId,
      contractReviewResult: 'employeeDeclines',
    });
    expect(started.body.msg).toContain('说明');
    const ok = await start(a.storeHr.token, {
      employeeId: emp.employeeId,
      contractReviewResult: 'employeeDeclines',
      reasons: '员工回老家发展，不再续签',
    });
    expect(ok.body, ok.body.msg).toMatchObject({ code: 0, data: { nodeId: 1403 } });
    const workId = ok.body.data.workId as number;
    expect(await approve(a.regionHr.token, workId)).toMatchObject({ currentNodeId: 1404 });
    expect(await approve(aManager.token, workId)).toMatchObject({ currentNodeId: 1405 });
    expect(await approve(a.hqHr.token, workId)).toMatchObject({ status: 'finished' });
    const [person] = await t.db.select().from(employee).where(eq(employee.id, emp.id));
    expect(person.status).toBe(4);
    // The system started the resignation: 辞职 / 合同到期员工不续签, last day the contract's end.
    const [leaving] = await t.db
      .select()
      .from(work)
      .where(and(eq(work.flowId, 15), eq(work.targetEmployeeRef, emp.id)));
    expect(leaving).toMatchObject({ status: 'running', currentNodeId: 1501 });
    expect(leaving.formData).toMatchObject({
      dimissionType: 'resign',
      dimissionReason: 'notRenewedByEmployee',
      lastWorkingDay: emp.end,
      sourceFlowId: 14,
      sourceWorkId: workId,
    });
    const messages = await unreadMessages(t, a.regionHr.account);
    expect(messages.some((m) => m.workId === leaving.id)).toBe(true);
    const contracts = await t.db.select().from(employeeContract).where(eq(employeeContract.workId, workId));
    expect(contracts).toHaveLength(0);
  });
});

describe('[WF][RENEWAL] result change (flow 29)', () => {
  async function finishedRenewal(endsIn: number) {
    const emp = await withContract(endsIn);
    const res = await start(a.storeHr.token, {
      employeeId: emp.employeeId,
      contractReviewResult: 'renew',
      contractTypeText: 'fixed',
      contractEndDay: addYears(emp.end, 2),
    });
    expect(res.body, res.body.msg).toMatchObject({ code: 0 });
    const workId = res.body.data.workId as number;
    await approve(a.regionHr.token, workId);
    await approve(aManager.token, workId);
    // The starter never decides a step of their own work: the store's other HR records the signature.
    await approve(a.storeHr2.token, workId, { signedDate: today });
    await approve(a.hqHr.token, workId);
    return { emp, workId };
  }

  it('lists the finished renewals and corrects one: the contract is withdrawn and the change shows in both works', async () => {
    const { emp, workId } = await finishedRenewal(40);
    const list = await call(t, '/api/ContractRenewal/GetFinishedRenewals', a.storeHr.token, {
      employeeId: emp.employeeId,
    });
    expect(list.body.data).toEqual([
      expect.objectContaining({ workId, contractReviewResult: 'renew', contractReviewResultText: '续签' }),
    ]);
    const same = await start(
      a.storeHr.token,
      {
        renewalWorkId: workId,
        contractReviewResult: 'renew',
        contractTypeText: 'fixed',
        contractEndDay: addYears(emp.end, 2),
        reason: '无变化',
      },
      29,
    );
    expect(same.body.msg).toContain('相同');
    const res = await start(
      a.storeHr.token,
      { renewalWorkId: workId, contractReviewResult: 'employeeDeclines', reason: '员工改变主意，不再续签' },
      29,
    );
    expect(res.body, res.body.msg).toMatchObject({ code: 0, data: { nodeId: 2901 } });
    const editId = res.body.data.workId as number;
    expect(await approve(a.regionHr.token, editId)).toMatchObject({ currentNodeId: 2902 });
    expect(await approve(a.hqHr.token, editId)).toMatchObject({ status: 'finished' });

    expect(await t.db.select().from(employeeContract).where(eq(employeeContract.workId, workId))).toHaveLength(0);
    const [person] = await t.db.select().from(employee).where(eq(employee.id, emp.id));
    expect(person).toMatchObject({ status: 4, contractEndDate: emp.end });
    const changes = await t.db.select().from(workChange).where(eq(workChange.workId, editId));
    expect(changes.find((c) => c.field === 'contractReviewResult')).toMatchObject({
      oldValue: 'renew',
      newValue: 'employeeDeclines',
    });
    const [renewal] = await t.db.select().from(work).where(eq(work.id, workId));
    expect(renewal.formData).toMatchObject({ contractReviewResult: 'employeeDeclines' });
    const events = await t.db.select().from(workEvent).where(eq(workEvent.workId, workId));
    expect(events.find((e) => e.kind === 'amend')?.msg).toContain('续签结果：续签 → 员工不续签');
    const history = await call(t, '/api/WF/GetFlowHistory', a.storeHr.token, { flowId: 14, workId });
    expect(JSON.stringify(history.body.data)).toContain('结果变更');
  });

  it('refuses to withdraw a renewed contract that has already begun', async () => {
    const { emp, workId } = await finishedRenewal(3);
    await t.db
      .update(employeeContract)
      .set({ beginDate: addDays(today, -1) })
      .where(eq(employeeContract.workId, workId));
    const res = await start(
      a.storeHr.token,
      { renewalWorkId: workId, contractReviewResult: 'employeeDeclines', reason: '员工改变主意' },
      29,
    );
    expect(res.body.msg).toContain('已于');
    expect(emp).toBeDefined();
  });

  it('refuses a renewal of another region', async () => {
    const { workId } = await finishedRenewal(44);
    const res = await start(
      b.storeHr.token,
      { renewalWorkId: workId, contractReviewResult: 'employeeDeclines', reason: '员工改变主意' },
      29,
    );
    expect(res.body.code).not.toBe(0);
    expect(res.body.msg).toContain('不是已办结的合同续签');
  });
});
