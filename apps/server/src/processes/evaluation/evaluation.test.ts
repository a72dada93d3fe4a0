// @postgres: two automatic runs race to start one work (unique index)
import { addDays, addMonths, businessToday, latestProbationEnd, msg, startOfBusinessDay } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildStore, buildUser, call } from '../../../test/factories';
import { buildStoreTeam, type StoreTeam, todoOf, unreadMessages } from '../../../test/workflow-helpers';
import { autoStart, employee, employeeHistory, systemLog, task, work } from '../../db/schema';
import { runAutoStart } from '../../workflow/auto-start';
import { workflowSettings } from '../../workflow/settings';

let t: TestApp;
let a: StoreTeam;
let b: StoreTeam;
const today = businessToday();

beforeAll(async () => {
  t = await buildTestApp();
  a = await buildStoreTeam(t);
  b = await buildStoreTeam(t);
});
afterAll(async () => t?.close());

/** An active employee of a team's store on probation from `begin` to `end`. */
async function onProbation(team: StoreTeam, end: string, begin = addMonths(end, -3)) {
  const emp = await buildEmployee(t, { shopId: team.store.id });
  await t.db
    .update(employee)
    .set({ entryDate: begin, probationBeginDate: begin, probationEndDate: end })
    .where(eq(employee.id, emp.id));
  return emp;
}

/** The evaluation the daily run starts for someone of a store without its own HR in a team's region. */
async function startedInStoreWithoutHr(team: StoreTeam) {
  const store = await buildStore(t, { regionId: team.store.region.id });
  const emp = await onProbation({ ...team, store }, addDays(today, 7), addDays(today, -80));
  await runDaily();
  return startedFor(emp.id);
}

/** The daily start of flow 13 at noon (China) of a business date. */
const runDaily = (date = today) => t.db.transaction((tx) => runAutoStart(tx, 13, new Date(`${date}T12:00:00+08:00`)));

async function evaluationsOf(ref: number) {
  return t.db
    .select()
    .from(work)
    .where(and(eq(work.flowId, 13), eq(work.targetEmployeeRef, ref)))
    .orderBy(work.id);
}

/** The one running evaluation of a person, started by the daily run. */
async function startedFor(ref: number) {
  const works = await evaluationsOf(ref);
  expect(works.map((w) => w.status)).toEqual(['running']);
  return works[0]!.id;
}

async function decide(token: string, workId: number, action: string, extra: Record<string, unknown> = {}) {
  const todo = await todoOf(t, token, workId);
  expect(todo, 'the to-do is there').toBeDefined();
  return call(t, '/api/WF/ProcessTask', token, { taskId: todo!.taskId, action, ...extra });
}

async function approve(token: string, workId: number, form?: Record<string, unknown>) {
  const res = await decide(token, workId, 'approve', { form });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data as { currentNodeId: number | null; status: string };
}

async function personOf(ref: number) {
  const [row] = await t.db.select().from(employee).where(eq(employee.id, ref));
  return row!;
}

const text = (m: ReturnType<typeof msg>) => String(m);

describe('[WF][EVALUATION] the daily start', () => {
  it('starts one evaluation per probation period however often it runs, as 系统, at the store HR', async () => {
    const end = addDays(today, 10);
    const emp = await onProbation(a, end);
    const first = await runDaily();
    expect(first.started).toBeGreaterThanOrEqual(1);
    await runDaily();
    const workId = await startedFor(emp.id);

    const [w] = await t.db.select().from(work).where(eq(work.id, workId));
    const begin = addMonths(end, -3);
    expect(w!.formData).toMatchObject({
      employeeId: emp.employeeId,
      employeeName: emp.name,
      shopCode: a.store.code,
      shopName: a.store.name,
      entryDate: begin,
      probationPeriodBeginDay: begin,
      probationPeriodEndDay: end,
      latestProbationEndDay: latestProbationEnd(begin),
      reason: '',
    });
    expect(w!.formData).not.toHaveProperty('evaluationResult');
    const [claim] = await t.db
      .select()
      .from(autoStart)
      .where(and(eq(autoStart.flowId, 13), eq(autoStart.subject, `${emp.employeeId}:${end}`)));
    expect(claim?.workId).toBe(workId);

    // The store HR evaluates, due by the probation end; nobody else sees it yet.
    const todo = await todoOf(t, a.storeHr.token, workId);
    expect(todo).toMatchObject({ nodeId: 1302 });
    const [row] = await t.db.select().from(task).where(eq(task.id, todo!.taskId));
    expect(row!.deadlineAt).toEqual(startOfBusinessDay(addDays(end, 1)));
    expect(await todoOf(t, a.regionHr.token, workId)).toBeUndefined();
    expect(await todoOf(t, b.storeHr.token, workId)).toBeUndefined();

    const detail = await call(t, '/api/WF/GetWorkDetail', a.storeHr.token, { workId });
    expect(detail.body, detail.body.msg).toMatchObject({ code: 0, data: { starterName: '系统', currentNodeId: 1302 } });
  });

  it('[PG] starts one work when two runs race', async () => {
    const emp = await onProbation(a, addDays(today, 5));
    await Promise.all([runDaily(), runDaily()]);
    await startedFor(emp.id);
  });

  it('waits for the lead window, takes late ones up to 30 days, and leaves out the inactive and the confirmed', async () => {
    const lead = workflowSettings.evaluationLeadDays;
    const beyond = await onProbation(a, addDays(today, lead + 1));
    const edge = await onProbation(a, addDays(today, lead));
    const late = await onProbation(a, addDays(today, -20));
    const tooLate = await onProbation(a, addDays(today, -31));
    const resigned = await onProbation(a, addDays(today, 3));
    await t.db.update(employee).set({ status: 0 }).where(eq(employee.id, resigned.id));
    const confirmed = await onProbation(a, addDays(today, 3));
    await t.db
      .update(employee)
      .set({ regularDate: addDays(today, -1) })
      .where(eq(employee.id, confirmed.id));
    await runDaily();
    expect(await evaluationsOf(beyond.id)).toEqual([]);
    await startedFor(edge.id);
    await startedFor(late.id);
    expect(await evaluationsOf(tooLate.id)).toEqual([]);
    expect(await evaluationsOf(resigned.id)).toEqual([]);
    expect(await evaluationsOf(confirmed.id)).toEqual([]);
    // The next day the first one is inside the window.
    await runDaily(addDays(today, 1));
    await startedFor(beyond.id);
  });

  it('gives the first step to the regional HR when the store has no HR of its own', async () => {
    const workId = await startedInStoreWithoutHr(a);
    expect(await todoOf(t, a.regionHr.token, workId)).toMatchObject({ nodeId: 1302 });

    // She decided; she does not review her own decision at 1303: it is skipped, and shown so.
    expect(await approve(a.regionHr.token, workId, { evaluationResult: 'pass', reason: '表现良好' })).toMatchObject({
      currentNodeId: 1306,
    });
    expect(await todoOf(t, a.hqHr.token, workId)).toMatchObject({ nodeId: 1306 });
    const progress = await call(t, '/api/WF/GetApprovalProgress', a.hqHr.token, { flowId: 13, workId });
    expect(
      (progress.body.data as { nodeName: string; actionTypeText: string; processorName: string }[]).map(
        (r) => `${r.nodeName} ${r.actionTypeText} ${r.processorName}`,
      ),
    ).toEqual(
      expect.arrayContaining([
        '发起 发起 系统',
        `门店HR考核 审批通过 ${a.regionHr.displayName}`,
        '区域HR审核 自动跳过 系统',
        `总部HR确认  ${a.hqHr.displayName}`,
      ]),
    );
    // The skip follows the decision that caused it.
    const rows = progress.body.data as { nodeName: string; actionType: string }[];
    const decided = rows.findIndex((r) => r.nodeName === '门店HR考核');
    expect(rows[decided + 1]).toMatchObject({ nodeName: '区域HR审核', actionType: 'skip' });
  });

  it('sends 1303 to another regional HR when the one who decided at 1302 has a colleague', async () => {
    const c = await buildStoreTeam(t);
    const colleague = await buildUser(t, { orgUnitId: c.store.region.id, roleIds: ['010'] });
    const workId = await startedInStoreWithoutHr(c);
    expect(await approve(c.regionHr.token, workId, { evaluationResult: 'pass' })).toMatchObject({
      currentNodeId: 1303,
    });
    expect(await todoOf(t, c.regionHr.token, workId)).toBeUndefined();
    expect(await todoOf(t, colleague.token, workId)).toMatchObject({ nodeId: 1303 });
  });

  it('cannot be started by hand', async () => {
    const emp = await onProbation(a, addDays(today, 8));
    const res = await call(t, '/api/WF/StartWork', a.storeHr.token, {
      flowId: 13,
      form: { employeeId: emp.employeeId },
    });
    expect(res.body).toMatchObject({
      code: 40001,
      msg: text(msg('workflow.startedBySystemOnly', { process: '试用期考核' })),
    });
    expect(await evaluationsOf(emp.id)).toEqual([]);
  });
});

describe('[WF][EVALUATION] results', () => {
  it('confirms: the regularisation date defaults to the day after the probation end and is recorded on finish', async () => {
    const end = addDays(today, 12);
    const emp = await onProbation(a, end);
    await runDaily();
    const workId = await startedFor(emp.id);
    expect(await approve(a.storeHr.token, workId, { evaluationResult: 'pass', reason: '表现良好' })).toMatchObject({
      currentNodeId: 1303,
    });
    const [w] = await t.db.select().from(work).where(eq(work.id, workId));
    expect(w!.formData).toMatchObject({ evaluationResult: 'pass', regularDate: addDays(end, 1) });
    // Nothing changes before the finish.
    expect((await personOf(emp.id)).regularDate).toBeNull();
    expect(await approve(a.regionHr.token, workId)).toMatchObject({ currentNodeId: 1306 });
    expect(await approve(a.hqHr.token, workId)).toMatchObject({ status: 'finished' });
    expect(await personOf(emp.id)).toMatchObject({ regularDate: addDays(end, 1), status: 1, probationEndDate: end });
    const logs = await t.db
      .select()
      .from(systemLog)
      .where(eq(systemLog.target, `employee:${emp.employeeId}`));
    expect(logs.map((l) => l.action)).toContain('employee.regularisation');
  });

  it('lets the regional HR correct the result, and checks the dates', async () => {
    const end = addDays(today, 9);
    const begin = addDays(end, -60);
    const emp = await onProbation(a, end, begin);
    await runDaily();
    const workId = await startedFor(emp.id);
    const early = await decide(a.storeHr.token, workId, 'approve', {
      form: { evaluationResult: 'pass', regularDate: addDays(begin, -1) },
    });
    expect(early.body).toMatchObject({ code: 40001, msg: text(msg('evaluation.regularDateTooEarly', { begin })) });
    expect(early.body.data.fields[0].field).toBe('regularDate');
    await approve(a.storeHr.token, workId, { evaluationResult: 'pass', regularDate: addDays(end, -5) });
    // 1303 extends instead: the regularisation date is dropped.
    await approve(a.regionHr.token, workId, {
      evaluationResult: 'extend',
      newProbationEndDay: addDays(end, 30),
      reason: '需再观察',
    });
    const [w] = await t.db.select().from(work).where(eq(work.id, workId));
    expect(w!.formData).toMatchObject({ evaluationResult: 'extend', newProbationEndDay: addDays(end, 30) });
    expect(w!.formData).not.toHaveProperty('regularDate');
  });

  it('refuses an incomplete or unlawful decision in Chinese, on its field', async () => {
    const end = addDays(today, 11);
    const begin = addDays(end, -90);
    const latest = latestProbationEnd(begin);
    const emp = await onProbation(a, end, begin);
    await runDaily();
    const workId = await startedFor(emp.id);
    const refusal = async (form: Record<string, unknown>, expected: ReturnType<typeof msg>, field: string) => {
      const res = await decide(a.storeHr.token, workId, 'approve', { form });
      expect(res.body).toMatchObject({ code: 40001, msg: text(expected) });
      expect(res.body.data.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    };
    await refusal({}, msg('evaluation.resultRequired'), 'evaluationResult');
    await refusal(
      { evaluationResult: 'extend', reason: '待观察' },
      msg('evaluation.newEndRequired'),
      'newProbationEndDay',
    );
    await refusal(
      { evaluationResult: 'extend', newProbationEndDay: end, reason: '待观察' },
      msg('evaluation.newEndNotLater', { end }),
      'newProbationEndDay',
    );
    // 劳动合同法 §19: six months in total.
    await refusal(
      { evaluationResult: 'extend', newProbationEndDay: addDays(latest, 1), reason: '待观察' },
      msg('evaluation.tooLong', { latest }),
      'newProbationEndDay',
    );
    await refusal(
      { evaluationResult: 'extend', newProbationEndDay: latest },
      msg('evaluation.reasonRequired'),
      'reason',
    );
    await refusal({ evaluationResult: 'fail', reason: '  ' }, msg('evaluation.reasonRequired'), 'reason');
    const badDate = await decide(a.storeHr.token, workId, 'approve', {
      form: { evaluationResult: 'pass', regularDate: '2026-02-30' },
    });
    expect(badDate.body.code).toBe(40001);
    // The form's read-only facts cannot be changed.
    const facts = await decide(a.storeHr.token, workId, 'approve', {
      form: { evaluationResult: 'pass', probationPeriodEndDay: latest },
    });
    expect(facts.body.code).toBe(40001);
    expect(await todoOf(t, a.storeHr.token, workId)).toMatchObject({ nodeId: 1302 });
    // The latest day itself is allowed.
    await approve(a.storeHr.token, workId, {
      evaluationResult: 'extend',
      newProbationEndDay: latest,
      reason: '待观察',
    });
  });

  it('extends: the probation end moves on finish and a new evaluation starts before the new end', async () => {
    const end = addDays(today, 10);
    const emp = await onProbation(a, end, addDays(end, -90));
    await runDaily();
    const workId = await startedFor(emp.id);
    const newEnd = addDays(end, 60);
    await approve(a.storeHr.token, workId, {
      evaluationResult: 'extend',
      newProbationEndDay: newEnd,
      reason: '业务尚不熟练，延长观察',
    });
    await approve(a.regionHr.token, workId);
    expect(await approve(a.hqHr.token, workId)).toMatchObject({ status: 'finished' });
    expect(await personOf(emp.id)).toMatchObject({ probationEndDate: newEnd, regularDate: null, status: 1 });

    // Until the new end comes close, nothing new starts; then once.
    await runDaily(addDays(today, 1));
    expect((await evaluationsOf(emp.id)).map((w) => w.status)).toEqual(['finished']);
    const closer = addDays(newEnd, -workflowSettings.evaluationLeadDays);
    await runDaily(closer);
    await runDaily(closer);
    const works = await evaluationsOf(emp.id);
    expect(works.map((w) => w.status)).toEqual(['finished', 'running']);
    expect(works[1]!.formData).toMatchObject({ probationPeriodEndDay: newEnd });
  });

  it('fails: the system starts the resignation (被动离职 / 试用期考核不合格) at the regional HR; the employee is 离职中', async () => {
    const emp = await onProbation(b, addDays(today, 6));
    await runDaily();
    const workId = await startedFor(emp.id);
    await approve(b.storeHr.token, workId, { evaluationResult: 'fail', reason: '多次违反门店制度' });
    await approve(b.regionHr.token, workId);
    expect(await approve(b.hqHr.token, workId)).toMatchObject({ status: 'finished' });
    expect((await personOf(emp.id)).status).toBe(4);
    const [leaving] = await t.db
      .select()
      .from(work)
      .where(and(eq(work.flowId, 15), eq(work.targetEmployeeRef, emp.id)));
    expect(leaving).toMatchObject({ status: 'running', currentNodeId: 1501 });
    expect(leaving.formData).toMatchObject({
      dimissionType: 'passive',
      dimissionReason: 'probationFailed',
      lastWorkingDay: addDays(today, 6),
      startedBySystem: true,
      sourceFlowId: 13,
      sourceWorkId: workId,
    });
    const history = await t.db
      .select()
      .from(employeeHistory)
      .where(and(eq(employeeHistory.employeeId, emp.id), eq(employeeHistory.workId, leaving.id)));
    expect(history.map((h) => [h.kind, h.field, h.oldValue, h.newValue])).toEqual([
      ['resignation', 'status', '1', '4'],
    ]);
    // The regional HR of the store has the resignation to review.
    const todo = await unreadMessages(t, b.regionHr.account);
    expect(todo.some((m) => m.workId === leaving.id)).toBe(true);
  });
});

describe('[WF][EVALUATION] rollback, termination, batch', () => {
  it('refuses a rollback at the first step of the system’s work; later steps return to it', async () => {
    const emp = await onProbation(a, addDays(today, 4));
    await runDaily();
    const workId = await startedFor(emp.id);
    const toolbar = await call(t, '/api/Task/GetFlowToolbarConfigByFlowNo', a.storeHr.token, { flowId: 13, workId });
    expect(toolbar.body.data.buttons).not.toContain('rollback');
    const refused = await decide(a.storeHr.token, workId, 'rollback', { opinion: '退回' });
    expect(refused.body).toMatchObject({ code: 40001, msg: text(msg('workflow.rollbackNoEarlierStep')) });

    await approve(a.storeHr.token, workId, { evaluationResult: 'pass' });
    const back = await decide(a.regionHr.token, workId, 'rollback', { opinion: '请补充考核意见' });
    expect(back.body.code, back.body.msg).toBe(0);
    expect(await todoOf(t, a.storeHr.token, workId)).toMatchObject({ nodeId: 1302 });
    // The form is kept.
    const [w] = await t.db.select().from(work).where(eq(work.id, workId));
    expect(w!.formData).toMatchObject({ evaluationResult: 'pass' });
  });

  it('changes nothing when terminated, and does not start the same period again', async () => {
    const end = addDays(today, 3);
    const emp = await onProbation(a, end);
    await runDaily();
    const workId = await startedFor(emp.id);
    const stopped = await decide(a.storeHr.token, workId, 'finish', { opinion: '员工已提出离职' });
    expect(stopped.body.code, stopped.body.msg).toBe(0);
    expect(await personOf(emp.id)).toMatchObject({ status: 1, probationEndDate: end, regularDate: null });
    await runDaily();
    expect((await evaluationsOf(emp.id)).map((w) => w.status)).toEqual(['stopped']);
  });

  it('refuses an approval once the probation changed or the person left meanwhile', async () => {
    const end = addDays(today, 5);
    const moved = await onProbation(a, end);
    const left = await onProbation(a, end);
    await runDaily();
    const movedWork = await startedFor(moved.id);
    const leftWork = await startedFor(left.id);
    await t.db
      .update(employee)
      .set({ probationEndDate: addDays(end, 20) })
      .where(eq(employee.id, moved.id));
    await t.db.update(employee).set({ status: 0 }).where(eq(employee.id, left.id));
    const changed = await decide(a.storeHr.token, movedWork, 'approve', { form: { evaluationResult: 'pass' } });
    expect(changed.body).toMatchObject({ code: 40001 });
    expect(changed.body.msg).toContain(addDays(end, 20));
    const gone = await decide(a.storeHr.token, leftWork, 'approve', { form: { evaluationResult: 'pass' } });
    expect(gone.body).toMatchObject({
      code: 40001,
      msg: text(msg('evaluation.notActive', { employee: `${left.name}-${left.employeeId}` })),
    });
  });

  it('lets head-office HR confirm several evaluations in one batch', async () => {
    const people = [await onProbation(b, addDays(today, 2)), await onProbation(b, addDays(today, 2))];
    await runDaily();
    const taskIds: number[] = [];
    for (const p of people) {
      const workId = await startedFor(p.id);
      await approve(b.storeHr.token, workId, { evaluationResult: 'pass' });
      await approve(b.regionHr.token, workId);
      taskIds.push((await todoOf(t, b.hqHr.token, workId))!.taskId);
    }
    const batch = await call(t, '/api/Task/BatchProcessingTasks', b.hqHr.token, { taskIds, action: 'approve' });
    expect(batch.body, batch.body.msg).toMatchObject({ code: 0, data: { succeeded: 2, failed: 0 } });
    for (const p of people) expect((await personOf(p.id)).regularDate).toBe(addDays(today, 3));
  });
});
