import { addDays, addMonths, businessToday } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../../test/build-test-app';
import { staffEntryForm, storePositionId, todoOf } from '../../../test/workflow-helpers';
import { sealedEquals } from '../../db/pii-crypto';
import { employee, employeeHistory, position, systemLog } from '../../db/schema';

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const a of ['sh001_hr', 'east_hr', 'hq_hr']) tok[a] = await login(t, a);
});
afterAll(async () => t?.close());

describe('[WF][STAFF ENTRY] onboarding end to end', () => {
  it('creates the person in onboarding, needs the arrival date at 1203, and activates them at the end', async () => {
    // Expected yesterday, arrived today: a day late, and on the books from today.
    const arrived = businessToday();
    const expected = addDays(arrived, -1);
    const [pos] = await t.db
      .select({ id: position.id })
      .from(position)
      .where(and(eq(position.employeeType, 'store'), eq(position.isActive, true)))
      .orderBy(position.id)
      .limit(1);
    const form = {
      inductionType: 'new',
      name: '陈晓雨',
      gender: 'F',
      identityNumber: '310101199503150023',
      phone: '13800138000',
      employeeType: 'store',
      shopCode: 'SH001',
      positionId: pos.id,
      rank: 'S1',
      preEntryTime: expected,
      probationMonths: 3,
      contractYears: 3,
    };
    const badId = await call(t, '/api/WF/StartWork', tok.sh001_hr, {
      flowId: 12,
      form: { ...form, identityNumber: '310101199503150024' },
    });
    expect(badId.body).toMatchObject({ code: 40001, msg: '身份证号码：身份证号码校验位不正确' });
    const started = await call(t, '/api/WF/StartWork', tok.sh001_hr, { flowId: 12, form });
    expect(started.body).toMatchObject({ code: 0 });
    const workId = started.body.data.workId;
    const [created] = await t.db
      .select()
      .from(employee)
      .where(sealedEquals(employee.identityNumber, '310101199503150023'));
    expect(created).toMatchObject({ status: 3, name: '陈晓雨', employeeType: 'store' });
    const dup = await call(t, '/api/WF/StartWork', tok.sh001_hr, { flowId: 12, form });
    expect(dup.body.msg).toContain('不能重复入职');

    for (const [account, node] of [
      ['east_hr', 1201],
      ['hq_hr', 1202],
    ] as const) {
      const todo = await todoOf(t, tok[account], workId);
      expect(todo).toMatchObject({ nodeId: node, inductionType: '新入职', preEntryTime: expected });
      expect(
        (await call(t, '/api/WF/ProcessTask', tok[account], { taskId: todo!.taskId, action: 'approve' })).body.code,
      ).toBe(0);
    }
    const arrive = await todoOf(t, tok.east_hr, workId);
    expect(arrive).toMatchObject({ nodeId: 1203, nodeName: '区域HR确认到岗' });
    const missing = await call(t, '/api/WF/ProcessTask', tok.east_hr, { taskId: arrive!.taskId, action: 'approve' });
    expect(missing.body).toMatchObject({ code: 40001, msg: '请填写实际到岗日期' });
    const sneaky = await call(t, '/api/WF/ProcessTask', tok.east_hr, {
      taskId: arrive!.taskId,
      action: 'approve',
      form: { entryDate: arrived, rank: 'S5' },
    });
    expect(sneaky.body).toMatchObject({ code: 40001, msg: '当前节点不能修改：rank' });
    const confirmed = await call(t, '/api/WF/ProcessTask', tok.east_hr, {
      taskId: arrive!.taskId,
      action: 'approve',
      form: { entryDate: arrived, isArrivalTimeTitle: false },
    });
    expect(confirmed.body.code).toBe(0);
    const file = await todoOf(t, tok.hq_hr, workId);
    expect(file).toMatchObject({ nodeId: 1204, entryDate: arrived, isArrivalTimeTitle: '否' });
    expect(
      (await call(t, '/api/WF/ProcessTask', tok.hq_hr, { taskId: file!.taskId, action: 'approve' })).body.data.status,
    ).toBe('finished');
    const [active] = await t.db.select().from(employee).where(eq(employee.id, created.id));
    expect(active).toMatchObject({
      status: 1,
      entryDate: arrived,
      probationEndDate: addDays(addMonths(arrived, 3), -1),
      contractBeginDate: arrived,
      contractEndDate: addDays(addMonths(arrived, 36), -1),
    });
  });
});

describe('[WF][STAFF ENTRY] a terminated onboarding', () => {
  it('is a cancelled hire: status 0, leave type 取消入职, no entry date, left today', async () => {
    const form = staffEntryForm(await storePositionId(t));
    const identityNumber = form.identityNumber;
    const started = await call(t, '/api/WF/StartWork', tok.sh001_hr, { flowId: 12, form });
    expect(started.body.code).toBe(0);
    const todo = await todoOf(t, tok.east_hr, started.body.data.workId);
    const end = await call(t, '/api/WF/ProcessTask', tok.east_hr, {
      taskId: todo!.taskId,
      action: 'finish',
      opinion: '候选人放弃入职',
    });
    expect(end.body).toMatchObject({ code: 0, msg: '流程已终止' });
    const [person] = await t.db.select().from(employee).where(sealedEquals(employee.identityNumber, identityNumber));
    expect(person).toMatchObject({ status: 0, leaveType: '取消入职', entryDate: null, leaveDate: businessToday() });
    const detail = await call(t, '/api/Staff/GetStaffDetail', tok.sh001_hr, { id: person.id });
    expect(detail.body.data).toMatchObject({ statusText: '离职', leaveType: '取消入职', entryDate: null });
    // Through EmployeeChanges: one history row for the status, one log row naming every field.
    const history = await t.db.select().from(employeeHistory).where(eq(employeeHistory.employeeId, person.id));
    expect(history.filter((h) => h.kind === 'cancelEntry')).toEqual([
      expect.objectContaining({ field: 'status', oldValue: '3', newValue: '0', effectiveDate: businessToday() }),
    ]);
    const [log] = await t.db
      .select()
      .from(systemLog)
      .where(and(eq(systemLog.action, 'employee.cancelEntry'), eq(systemLog.target, `employee:${person.employeeId}`)));
    expect(log?.summary).toMatchObject({
      workId: started.body.data.workId,
      changes: { status: { old: 3, new: 0 }, leaveType: { old: null, new: '取消入职' } },
    });
  });
});

describe('[WF][STAFF ENTRY] form options', () => {
  it('offers active store positions to the onboarding form of a store HR', async () => {
    const res = await call(t, '/api/Orgs/GetPositionOptions', tok.sh001_hr, { employeeType: 'store' });
    expect(res.body.code).toBe(0);
    expect(res.body.data.length).toBeGreaterThan(3);
    for (const p of res.body.data) expect(p.employeeType).toBe('store');
    expect(res.body.data.map((p: { name: string }) => p.name)).toContain('店长');
  });
});
