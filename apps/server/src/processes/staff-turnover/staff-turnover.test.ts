import { addDays, addMonths, businessToday, msg, startOfBusinessDay } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildStore, buildUser, call } from '../../../test/factories';
import {
  buildStoreTeam,
  type StoreTeam,
  staffEntryForm,
  storePositionId,
  todoOf,
  unreadMessages,
} from '../../../test/workflow-helpers';
import {
  appUser,
  employee,
  employeeContract,
  employeeHistory,
  job,
  session,
  systemLog,
  task,
  threePeriod,
  work,
} from '../../db/schema';
import { actorForUser } from '../../modules/auth/acting-user';
import { WorkflowEngine } from '../../workflow/engine';
import { runDueJobs } from '../../workflow/jobs';

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

const text = (m: ReturnType<typeof msg>) => String(m);

function resignation(employeeId: string, overrides: Record<string, unknown> = {}) {
  return {
    employeeId,
    lastWorkingDay: today,
    dimissionType: 'resign',
    dimissionReason: 'family',
    remark: '家中有事',
    ...overrides,
  };
}

async function start(token: string, form: Record<string, unknown>) {
  return call(t, '/api/WF/StartWork', token, { flowId: 15, form });
}

async function started(token: string, form: Record<string, unknown>) {
  const res = await start(token, form);
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data.workId as number;
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

/** 1501 → 1502 → 1503 with the handover confirmed. */
async function approveAll(team: StoreTeam, workId: number, handover: Record<string, unknown> = {}) {
  expect(await approve(team.regionHr.token, workId)).toMatchObject({ currentNodeId: 1502 });
  expect(await approve(team.hqHr.token, workId)).toMatchObject({ currentNodeId: 1503 });
  return approve(team.storeHr2.token, workId, {
    handoverConfirmed: true,
    handoverRemark: '工服、钥匙已交回',
    ...handover,
  });
}

async function personOf(ref: number) {
  const [row] = await t.db.select().from(employee).where(eq(employee.id, ref));
  return row!;
}

describe('[WF][RESIGNATION] start and rules', () => {
  it('makes the person 离职中 and goes regional HR → head-office HR → store HR handover', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const workId = await started(a.storeHr.token, resignation(emp.employeeId));
    const person = await personOf(emp.id);
    expect(person.status).toBe(4);
    const [w] = await t.db.select().from(work).where(eq(work.id, workId));
    expect(w).toMatchObject({ status: 'running', currentNodeId: 1501 });
    expect(w.formData).toMatchObject({
      dimissionMonth: today.slice(0, 7),
      employeeName: emp.name,
      shopName: a.store.name,
      isThreePeriodsTitle: '否',
      isUser: false,
      startedBySystem: false,
    });
    expect(await approve(a.regionHr.token, workId)).toMatchObject({ currentNodeId: 1502 });
    expect(await approve(a.hqHr.token, workId)).toMatchObject({ currentNodeId: 1503 });
    // The handover must be confirmed.
    const refused = await decide(a.storeHr2.token, workId, 'approve', { form: { handoverConfirmed: false } });
    expect(refused.body).toMatchObject({ code: 40001, msg: text(msg('resignation.handoverRequired')) });
    expect(
      await approve(a.storeHr2.token, workId, { handoverConfirmed: true, handoverUserId: a.regionHr.id }),
    ).toMatchObject({ status: 'finished' });
    const [done] = await t.db.select().from(work).where(eq(work.id, workId));
    expect(done.formData).toMatchObject({ handoverUserId: a.regionHr.id, handoverUserName: a.regionHr.displayName });
  });

  it('gives the handover (1503, a confirm step) to the store HR who started it, not only to others', async () => {
    // A store with one HR: the handover of keys, uniform and cash is confirmed by the one who is there.
    const store = await buildStore(t);
    const onlyHr = await buildUser(t, { orgUnitId: store.unitId, roleIds: ['020'] });
    const regionHr = await buildUser(t, { orgUnitId: store.region.id, roleIds: ['010'] });
    const hqHr = await buildUser(t, { orgUnitId: store.region.parentId!, roleIds: ['001'] });
    const emp = await buildEmployee(t, { shopId: store.id });
    const workId = await started(onlyHr.token, resignation(emp.employeeId));
    // The review steps stay with others: the store HR does not review their own request.
    expect(await todoOf(t, onlyHr.token, workId)).toBeUndefined();
    expect(await approve(regionHr.token, workId)).toMatchObject({ currentNodeId: 1502 });
    expect(await approve(hqHr.token, workId)).toMatchObject({ currentNodeId: 1503 });
    expect(await todoOf(t, regionHr.token, workId)).toBeUndefined();
    expect(
      await approve(onlyHr.token, workId, { handoverConfirmed: true, handoverRemark: '钥匙、工服已交回' }),
    ).toMatchObject({ status: 'finished' });
  });

  it('refuses a reason of another type, 其他 without its text, never rehire without an explanation', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const wrong = await start(a.storeHr.token, resignation(emp.employeeId, { dimissionReason: 'absenteeism' }));
    expect(wrong.body.code).toBe(40001);
    expect(wrong.body.data.fields[0]).toMatchObject({ field: 'dimissionReason' });
    const other = await start(a.storeHr.token, resignation(emp.employeeId, { dimissionReason: 'other' }));
    expect(other.body.data.fields[0]).toMatchObject({ field: 'dimissionResetReason' });
    const banned = await start(a.storeHr.token, resignation(emp.employeeId, { dishonorableDischarge: 1 }));
    expect(banned.body.data.fields[0]).toMatchObject({ field: 'dishonorableRemark' });
    expect((await personOf(emp.id)).status).toBe(1);
  });

  it('checks the last working day against the day of the engine’s clock, not the machine’s', async () => {
    // A resignation started on the 20th of last month for that month's 28th: fine on that day,
    // refused by a start today (a day before this month).
    const lastMonth = addMonths(`${today.slice(0, 7)}-01`, -1);
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const form = resignation(emp.employeeId, { lastWorkingDay: addDays(lastMonth, 27) });
    expect((await start(a.storeHr.token, form)).body.code).toBe(40001);
    const then = new WorkflowEngine(t.db, () => new Date(`${addDays(lastMonth, 19)}T10:00:00+08:00`));
    const { workId } = await then.start(await actorForUser(t.db, a.storeHr.id), 15, form);
    const [w] = await t.db.select().from(work).where(eq(work.id, workId));
    expect(w).toMatchObject({ status: 'running', currentNodeId: 1501 });
    expect(w.startedAt).toEqual(new Date(`${addDays(lastMonth, 19)}T10:00:00+08:00`));
    expect((await personOf(emp.id)).status).toBe(4);
  });

  it('refuses a last day before this month, a second resignation, and someone out of scope', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const first = `${today.slice(0, 7)}-01`;
    const early = await start(a.storeHr.token, resignation(emp.employeeId, { lastWorkingDay: addDays(first, -1) }));
    expect(early.body).toMatchObject({ code: 40001 });
    expect(early.body.msg).toContain(text(msg('resignation.beforeMonthStart', { first })));
    const workId = await started(a.storeHr.token, resignation(emp.employeeId));
    // Now 离职中: a second start is refused (the person is no longer active).
    const second = await start(a.regionHr.token, resignation(emp.employeeId));
    expect(second.body.code).not.toBe(0);
    expect(second.body.code).toBeLessThan(50000);
    const stranger = await buildEmployee(t, { shopId: b.store.id });
    const out = await start(a.storeHr.token, resignation(stranger.employeeId));
    expect(out.body.code).not.toBe(0);
    expect((await personOf(stranger.id)).status).toBe(1);
    // Terminated: the person is 在职 again.
    const res = await decide(a.regionHr.token, workId, 'finish', { opinion: '员工撤回辞职' });
    expect(res.body.code, res.body.msg).toBe(0);
    expect((await personOf(emp.id)).status).toBe(1);
  });

  it('refuses 被动离职 of a 三期 employee, on the day or on the last working day', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    await t.db.insert(threePeriod).values({
      employeeRef: emp.id,
      kind: 'pregnancy',
      beginDate: addDays(today, 3),
      endDate: addDays(today, 200),
    });
    const res = await start(
      a.storeHr.token,
      resignation(emp.employeeId, {
        dimissionType: 'passive',
        dimissionReason: 'absenteeism',
        lastWorkingDay: addDays(today, 5),
      }),
    );
    expect(res.body).toMatchObject({ code: 40001 });
    expect(res.body.data.fields[0]).toMatchObject({ field: 'dimissionType' });
    // 辞职 of her own is hers to choose.
    await started(a.storeHr.token, resignation(emp.employeeId, { lastWorkingDay: addDays(today, 5) }));
  });

  it('skips the regional review when the regional HR starts it', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const workId = await started(a.regionHr.token, resignation(emp.employeeId));
    const [w] = await t.db.select().from(work).where(eq(work.id, workId));
    expect(w.currentNodeId).toBe(1502);
  });
});

describe('[WF][RESIGNATION] leaving', () => {
  it('leaves today: 离职, leave date and type, the contract ends, never rehire blocks a later onboarding', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    await t.db
      .update(employee)
      .set({ contractBeginDate: '2024-03-01', contractEndDate: '2027-02-28' })
      .where(eq(employee.id, emp.id));
    await t.db.insert(employeeContract).values({
      employeeRef: emp.id,
      contractType: 'fixed',
      sequence: 1,
      beginDate: '2024-03-01',
      endDate: '2027-02-28',
    });
    const workId = await started(
      a.storeHr.token,
      resignation(emp.employeeId, {
        dimissionType: 'passive',
        dimissionReason: 'absenteeism',
        dishonorableDischarge: 1,
        dishonorableRemark: '连续旷工7天',
      }),
    );
    expect(await approveAll(a, workId)).toMatchObject({ status: 'finished' });
    const person = await personOf(emp.id);
    expect(person).toMatchObject({
      status: 0,
      leaveDate: today,
      leaveType: '被动离职',
      dishonorableDischarge: 1,
      contractEndDate: today,
    });
    const [contract] = await t.db.select().from(employeeContract).where(eq(employeeContract.employeeRef, emp.id));
    expect(contract.endDate).toBe(today);
    const history = await t.db
      .select()
      .from(employeeHistory)
      .where(and(eq(employeeHistory.employeeId, emp.id), eq(employeeHistory.workId, workId)));
    expect(history.filter((h) => h.field === 'status').map((h) => [h.oldValue, h.newValue])).toEqual([
      ['1', '4'],
      ['4', '0'],
    ]);

    // The same identity number cannot be onboarded again.
    const identity = person.identityNumber;
    const gender = Number(identity[16]) % 2 === 1 ? 'M' : 'F';
    const entry = await call(t, '/api/WF/StartWork', a.storeHr.token, {
      flowId: 12,
      form: staffEntryForm(await storePositionId(t), { identityNumber: identity, gender, shopCode: a.store.code }),
    });
    // Worded by how the person left, not as if every one had been dismissed.
    expect(entry.body).toMatchObject({
      code: 40001,
      msg: '该身份证号码对应人员曾以「被动离职」离职并被标记为永不录用，不能办理入职',
    });
  });

  it('leaves on a future last day by the job, not before', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const day = addDays(today, 10);
    const workId = await started(a.storeHr.token, resignation(emp.employeeId, { lastWorkingDay: day }));
    await approveAll(a, workId);
    expect((await personOf(emp.id)).status).toBe(4);
    const jobs = await t.db
      .select()
      .from(job)
      .where(eq(job.key, `resignation:${workId}:${day}`));
    expect(jobs).toHaveLength(1);
    await runDueJobs(t.db, new Date(startOfBusinessDay(day).getTime() - 60_000));
    expect((await personOf(emp.id)).status).toBe(4);
    await runDueJobs(t.db, new Date(startOfBusinessDay(day).getTime() + 60_000));
    expect(await personOf(emp.id)).toMatchObject({ status: 0, leaveDate: day, leaveType: '辞职' });
  });

  it('a leaver who uses HRIS: their to-dos move, their sessions end, their account closes', async () => {
    // The only store HR of a second store of b's region leaves (their employee record is at b's store).
    const s2 = await buildStore(t, { regionId: b.store.region.id });
    const leaver = await buildUser(t, { orgUnitId: s2.unitId, roleIds: ['020'] });
    const emp = await buildEmployee(t, { shopId: b.store.id });
    await t.db.update(appUser).set({ employeeRef: emp.id }).where(eq(appUser.id, leaver.id));
    // Their to-do: the handover (1503) of a colleague's resignation in their store.
    const colleague = await buildEmployee(t, { shopId: s2.id });
    const other = await started(
      b.regionHr.token,
      resignation(colleague.employeeId, { lastWorkingDay: addDays(today, 20) }),
    );
    expect(await approve(b.hqHr.token, other)).toMatchObject({ currentNodeId: 1503 });
    const leaverTodo = await todoOf(t, leaver.token, other);
    expect(leaverTodo).toBeDefined();

    const workId = await started(b.storeHr.token, resignation(emp.employeeId));
    const [w] = await t.db.select().from(work).where(eq(work.id, workId));
    expect(w.formData).toMatchObject({ isUser: true });
    expect(await approveAll(b, workId)).toMatchObject({ status: 'finished' });

    // Nobody else is store HR there and the regional HR started it: head-office HR takes it.
    const [moved] = await t.db.select().from(task).where(eq(task.id, leaverTodo!.taskId));
    expect(moved.status).toBe('todo');
    expect([leaver.id, b.regionHr.id]).not.toContain(moved.assigneeUserId);
    const [heir] = await t.db.select().from(appUser).where(eq(appUser.id, moved.assigneeUserId));
    expect((await unreadMessages(t, heir.account)).some((m) => m.workId === other)).toBe(true);
    const [account] = await t.db.select().from(appUser).where(eq(appUser.id, leaver.id));
    expect(account.isEnabled).toBe(false);
    const open = await t.db.select().from(session).where(eq(session.userId, leaver.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    const info = await call(t, '/api/User/GetUserInfo', leaver.token);
    expect(info.body.code).not.toBe(0);
    const [log] = await t.db
      .select()
      .from(systemLog)
      .where(eq(systemLog.target, `user:${leaver.id}`));
    expect(log).toMatchObject({ action: 'user.disabledOnLeaving' });
  });
});

describe('[WF][RESIGNATION] information change (flow 28)', () => {
  async function leftWithBan(team: StoreTeam) {
    const emp = await buildEmployee(t, { shopId: team.store.id });
    const workId = await started(
      team.storeHr.token,
      resignation(emp.employeeId, {
        dimissionType: 'passive',
        dimissionReason: 'absenteeism',
        dishonorableDischarge: 1,
        dishonorableRemark: '连续旷工',
      }),
    );
    await approveAll(team, workId);
    return { emp, workId };
  }

  const change = (resignationWorkId: number, overrides: Record<string, unknown> = {}) => ({
    resignationWorkId,
    dimissionType: 'passive',
    dimissionReason: 'absenteeism',
    lastWorkingDay: today,
    dishonorableDischarge: 1,
    dishonorableRemark: '连续旷工',
    reason: '核实后更正',
    ...overrides,
  });

  it('refuses a change that changes nothing, a running resignation, and one out of scope', async () => {
    const { workId } = await leftWithBan(a);
    const same = await call(t, '/api/WF/StartWork', a.storeHr.token, { flowId: 28, form: change(workId) });
    expect(same.body).toMatchObject({
      code: 40001,
      msg: expect.stringContaining(text(msg('resignationModify.nothingChanges'))),
    });
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const running = await started(a.storeHr.token, resignation(emp.employeeId));
    const notDone = await call(t, '/api/WF/StartWork', a.storeHr.token, {
      flowId: 28,
      form: change(running, { dimissionReason: 'other', dimissionResetReason: '其他' }),
    });
    expect(notDone.body.data.fields[0]).toMatchObject({ field: 'resignationWorkId' });
    const out = await call(t, '/api/WF/StartWork', b.storeHr.token, {
      flowId: 28,
      form: change(workId, { dishonorableDischarge: 0 }),
    });
    expect(out.body.code).toBe(40001);
  });

  it('clears never rehire through the HR director: the values change on the employee, the resignation and the history', async () => {
    const { emp, workId } = await leftWithBan(a);
    const res = await call(t, '/api/WF/StartWork', a.storeHr.token, {
      flowId: 28,
      form: change(workId, { dimissionType: 'negotiate', dimissionReason: 'agreement', dishonorableDischarge: 0 }),
    });
    expect(res.body.code, res.body.msg).toBe(0);
    const modifyId = res.body.data.workId as number;
    const [w] = await t.db.select().from(work).where(eq(work.id, modifyId));
    expect(w.formData).toMatchObject({ clearsNeverRehire: true, previous: { dishonorableDischarge: 1 } });
    expect((w.formData as { changes: { field: string }[] }).changes.map((c) => c.field)).toEqual([
      'dimissionType',
      'dimissionReason',
      'dishonorableDischarge',
      'dishonorableRemark',
    ]);
    expect(await approve(a.regionHr.token, modifyId)).toMatchObject({ currentNodeId: 2802 });
    const director = await buildUser(t, { orgUnitId: a.store.region.parentId!, roleIds: ['003'] });
    expect(await approve(a.hqHr.token, modifyId)).toMatchObject({ currentNodeId: 2803 });
    expect(await approve(director.token, modifyId)).toMatchObject({ status: 'finished' });

    expect(await personOf(emp.id)).toMatchObject({ status: 0, leaveType: '协商解除', dishonorableDischarge: 0 });
    const [r] = await t.db.select().from(work).where(eq(work.id, workId));
    expect(r.formData).toMatchObject({
      dimissionType: 'negotiate',
      dimissionReason: 'agreement',
      dishonorableDischarge: 0,
    });
    const history = await t.db
      .select()
      .from(employeeHistory)
      .where(and(eq(employeeHistory.employeeId, emp.id), eq(employeeHistory.workId, modifyId)));
    expect(history.map((h) => [h.field, h.oldValue, h.newValue])).toContainEqual(['dishonorableDischarge', '是', '否']);
    // The same person may be onboarded again.
    const person = await personOf(emp.id);
    const gender = Number(person.identityNumber[16]) % 2 === 1 ? 'M' : 'F';
    const entry = await call(t, '/api/WF/StartWork', a.storeHr.token, {
      flowId: 12,
      form: staffEntryForm(await storePositionId(t), {
        identityNumber: person.identityNumber,
        gender,
        shopCode: a.store.code,
      }),
    });
    expect(entry.body.code, entry.body.msg).toBe(0);
  });

  it('moves a pending leave: the person leaves on the new day', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const workId = await started(a.storeHr.token, resignation(emp.employeeId, { lastWorkingDay: addDays(today, 15) }));
    await approveAll(a, workId);
    expect((await personOf(emp.id)).status).toBe(4);
    const res = await call(t, '/api/WF/StartWork', a.storeHr.token, {
      flowId: 28,
      form: change(workId, {
        dimissionType: 'resign',
        dimissionReason: 'family',
        dishonorableDischarge: 0,
        dishonorableRemark: '',
      }),
    });
    expect(res.body.code, res.body.msg).toBe(0);
    const modifyId = res.body.data.workId as number;
    await approve(a.regionHr.token, modifyId);
    expect(await approve(a.hqHr.token, modifyId)).toMatchObject({ status: 'finished' });
    expect(await personOf(emp.id)).toMatchObject({ status: 0, leaveDate: today, leaveType: '辞职' });
    // The old day's job finds nothing left to do.
    await runDueJobs(t.db, new Date(startOfBusinessDay(addDays(today, 15)).getTime() + 60_000));
    expect(await personOf(emp.id)).toMatchObject({ status: 0, leaveDate: today });
  });
});
