import { addDays, anniversary, businessToday } from '@hris/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../../test/build-test-app';
import { todoOf } from '../../../test/workflow-helpers';
import { sealedEquals } from '../../db/pii-crypto';
import { appUser, employee, orgUnit, position, role, work } from '../../db/schema';

/**
 * The identity rule and the onboarding dates, as the API applies them: 员工入职 (flow 12) and
 * 新增办公室员工 refuse the same numbers with the same messages, and nothing is created.
 * Dates are taken relative to today (China), so the file passes on any day.
 */

let t: TestApp;
const tok: Record<string, string> = {};
let storePosition: number;
let officeUnit: number;
let officePosition: number;
let officeRole: number;

const START = '/api/WF/StartWork';
const PROCESS = '/api/WF/ProcessTask';
const ADD_OFFICE = '/api/Staff/AddOfficeStaff';
const today = businessToday();

/** Independent ISO 7064 MOD 11-2: the 17 digits and their check character. */
function withCheck(body17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(body17[i]), 0);
  return body17 + '10X98765432'[sum % 11];
}

/** A number with a right check character; the last sequence digit is odd for 男, even for 女. */
let serial = 100;
function idFor(birth: string, gender: 'M' | 'F' = 'F', area = '310104'): string {
  serial += 2;
  const seq = String(serial + (gender === 'M' ? 1 : 0)).padStart(3, '0');
  return withCheck(`${area}${birth.replaceAll('-', '')}${seq}`);
}

function entryForm(overrides: Record<string, unknown> = {}) {
  return {
    inductionType: 'new',
    name: '周若溪',
    gender: 'F',
    identityNumber: idFor('1996-04-18'),
    phone: '13800138011',
    employeeType: 'store',
    shopCode: 'SH001',
    positionId: storePosition,
    rank: 'S1',
    preEntryTime: today,
    probationMonths: 3,
    contractYears: 3,
    ...overrides,
  };
}

let account = 0;
function officeRequest(overrides: Record<string, unknown> = {}) {
  account += 1;
  return {
    name: '顾清和',
    gender: 'F',
    identityNumber: idFor('1993-09-02'),
    phone: '13811110000',
    email: `office.${account}@example.com`,
    orgUnitId: officeUnit,
    positionId: officePosition,
    entryDate: today,
    account: `id_rule_${account}`,
    roleIds: [officeRole],
    ...overrides,
  };
}

async function counts() {
  const [e] = await t.db.select({ n: sql<number>`count(*)::int` }).from(employee);
  const [w] = await t.db.select({ n: sql<number>`count(*)::int` }).from(work);
  const [u] = await t.db.select({ n: sql<number>`count(*)::int` }).from(appUser);
  return { employees: e.n, works: w.n, users: u.n };
}

/** Moves a running work's form as a work approved before these rules would hold it. */
async function patchForm(workId: number, patch: Record<string, unknown>) {
  const [w] = await t.db.select({ formData: work.formData }).from(work).where(eq(work.id, workId));
  await t.db
    .update(work)
    .set({ formData: { ...(w.formData as Record<string, unknown>), ...patch } })
    .where(eq(work.id, workId));
}

async function approve(account: string, workId: number, form?: Record<string, unknown>) {
  const todo = await todoOf(t, tok[account], workId);
  if (!todo) throw new Error(`${account} has no to-do for work ${workId}`);
  return call(t, PROCESS, tok[account], { taskId: todo.taskId, action: 'approve', ...(form ? { form } : {}) });
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const a of ['sh001_hr', 'east_hr', 'hq_hr']) tok[a] = await login(t, a);
  [{ id: storePosition }] = await t.db
    .select({ id: position.id })
    .from(position)
    .where(and(eq(position.employeeType, 'store'), eq(position.isActive, true)))
    .orderBy(position.id)
    .limit(1);
  [{ id: officeUnit }] = await t.db.select({ id: orgUnit.id }).from(orgUnit).where(eq(orgUnit.code, 'HQ-HR'));
  [{ id: officePosition }] = await t.db.select({ id: position.id }).from(position).where(eq(position.code, 'HR-REC'));
  [{ id: officeRole }] = await t.db.select({ id: role.id }).from(role).where(eq(role.roleId, '090'));
});
afterAll(async () => t?.close());

describe('[WF][STAFF ENTRY] one identity-number rule for onboarding and 新增办公室员工', () => {
  const tenYearsOld = addDays(anniversary(today, -10), -1);
  const sixteenTomorrow = addDays(anniversary(today, -16), 1);
  const invalid: [string, string, string][] = [
    ['too short', '3101041996041812', '身份证号码位数不正确（应为18位）'],
    ['too long', '3101041996041812345', '身份证号码位数不正确（应为18位）'],
    ['a letter inside', '31010419960A181234', '身份证号码格式不正确（前17位应为数字，最后一位为数字或X）'],
    ['province 99', idFor('1996-04-18', 'F', '990104'), '身份证号码的地区码不正确'],
    ['province 00', idFor('1996-04-18', 'F', '000000'), '身份证号码的地区码不正确'],
    // The number of the issue: a right check character around 1999-13-40 (was an HTTP 500).
    ['month 13, day 40', '310104199913401234', '身份证号码中的出生日期无效'],
    ['29 February 1999', withCheck('31010419990229002'), '身份证号码中的出生日期无效'],
    ['born before 1900', withCheck('31010418991231002'), '身份证号码中的出生日期无效'],
    ['born tomorrow', idFor(addDays(today, 1)), '身份证号码中的出生日期晚于今天'],
    ['wrong check digit', '110105199203154523', '身份证号码校验位不正确'],
    ['ten years old', idFor(tenYearsOld), '员工未满16周岁，不能录用'],
    ['16 tomorrow', idFor(sixteenTomorrow), '员工未满16周岁，不能录用'],
  ];

  it.each(invalid)('refuses a number %s (%s): 40001 and nothing created', async (_case, identityNumber, message) => {
    const before = await counts();
    const started = await call(t, START, tok.sh001_hr, { flowId: 12, form: entryForm({ identityNumber }) });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ code: 40001, msg: `身份证号码：${message}` });
    expect(started.body.data.fields[0]).toMatchObject({ field: 'identityNumber', message });
    const office = await call(t, ADD_OFFICE, tok.hq_hr, officeRequest({ identityNumber }));
    expect(office.status).toBe(200);
    expect(office.body).toMatchObject({ code: 40001, msg: `身份证号码：${message}` });
    expect(await counts()).toEqual(before);
  });

  it('accepts a person 16 today, with a lower-case x, on both forms', async () => {
    const sixteen = idFor(anniversary(today, -16), 'M');
    const started = await call(t, START, tok.sh001_hr, {
      flowId: 12,
      form: entryForm({ identityNumber: sixteen, gender: 'M', name: '沈十六' }),
    });
    expect(started.body).toMatchObject({ code: 0 });
    const [person] = await t.db.select().from(employee).where(sealedEquals(employee.identityNumber, sixteen));
    expect(person).toMatchObject({ status: 3, gender: 'M', birthDate: anniversary(today, -16) });

    // One in eleven numbers ends in X: the first of 1988-01-01 that does.
    const withX = Array.from({ length: 500 }, (_, i) =>
      withCheck(`11010519880101${String(i * 2).padStart(3, '0')}`),
    ).find((n) => n.endsWith('X'));
    const office = await call(t, ADD_OFFICE, tok.hq_hr, officeRequest({ identityNumber: withX!.toLowerCase() }));
    expect(office.body).toMatchObject({ code: 0 });
    const [added] = await t.db.select().from(employee).where(eq(employee.id, office.body.data.id));
    expect(added.identityNumber).toBe(withX);
  });

  it('refuses a gender the number disagrees with, on both forms, with the same message', async () => {
    const before = await counts();
    const woman = idFor('1994-02-11', 'F');
    const entry = await call(t, START, tok.sh001_hr, {
      flowId: 12,
      form: entryForm({ identityNumber: woman, gender: 'M' }),
    });
    expect(entry.body).toMatchObject({ code: 40001, msg: '性别：性别与身份证号码不符（身份证号码为女）' });
    expect(entry.body.data.fields[0]).toMatchObject({ field: 'gender' });
    const man = idFor('1994-02-11', 'M');
    const office = await call(t, ADD_OFFICE, tok.hq_hr, officeRequest({ identityNumber: man, gender: 'F' }));
    expect(office.body).toMatchObject({ code: 40001, msg: '性别：性别与身份证号码不符（身份证号码为男）' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a first day before the 16th birthday', async () => {
    // Turned 16 ten days ago: an office entry or an expected day from before then is refused.
    const sixteenth = addDays(today, -10);
    const young = idFor(anniversary(sixteenth, -16));
    const before = await counts();
    const entry = await call(t, START, tok.sh001_hr, {
      flowId: 12,
      form: entryForm({ identityNumber: young, preEntryTime: addDays(today, -11) }),
    });
    expect(entry.body).toMatchObject({
      code: 40001,
      msg: `预计入职日期：预计入职日期不能早于员工年满16周岁的日期（${sixteenth}）`,
    });
    const office = await call(
      t,
      ADD_OFFICE,
      tok.hq_hr,
      officeRequest({ identityNumber: young, entryDate: addDays(today, -11) }),
    );
    expect(office.body).toMatchObject({
      code: 40001,
      msg: `入职日期：入职日期不能早于员工年满16周岁的日期（${sixteenth}）`,
    });
    expect(await counts()).toEqual(before);
  });
});

describe('[WF][STAFF ENTRY] onboarding dates against today', () => {
  it('keeps 预计入职日期 within 30 days before and a year after the start', async () => {
    const before = await counts();
    const earliest = addDays(today, -30);
    const latest = anniversary(today, 1);
    for (const [preEntryTime, msg] of [
      [addDays(today, -31), `预计入职日期：预计入职日期不能早于${earliest}`],
      [addDays(today, -3 * 365), `预计入职日期：预计入职日期不能早于${earliest}`],
      [addDays(latest, 1), `预计入职日期：预计入职日期不能晚于${latest}`],
    ]) {
      const res = await call(t, START, tok.sh001_hr, { flowId: 12, form: entryForm({ preEntryTime }) });
      expect(res.body, preEntryTime).toMatchObject({ code: 40001, msg });
      expect(res.body.data.fields[0]).toMatchObject({ field: 'preEntryTime' });
    }
    const future = await call(t, START, tok.sh001_hr, {
      flowId: 12,
      form: entryForm({ entryDate: addDays(today, 1) }),
    });
    expect(future.body).toMatchObject({ code: 40001, msg: '实际到岗日期：实际到岗日期不能晚于今天' });
    expect(await counts()).toEqual(before);
  });

  it('takes no future arrival at 1203, files no one before arrival at 1204, and activates on arrival', async () => {
    const identityNumber = idFor('1998-07-21', 'M');
    const expected = addDays(today, -30);
    const started = await call(t, START, tok.sh001_hr, {
      flowId: 12,
      form: entryForm({ identityNumber, gender: 'M', name: '韩到岗', preEntryTime: expected }),
    });
    expect(started.body).toMatchObject({ code: 0 });
    const workId = started.body.data.workId as number;
    const [person] = await t.db.select().from(employee).where(sealedEquals(employee.identityNumber, identityNumber));
    expect((await approve('east_hr', workId)).body.code).toBe(0);
    expect((await approve('hq_hr', workId)).body.code).toBe(0);

    // 1203: the arrival is not in the future, and not long before the expected day.
    const tomorrow = await approve('east_hr', workId, { entryDate: addDays(today, 1), isArrivalTimeTitle: false });
    expect(tomorrow.body).toMatchObject({ code: 40001, msg: '实际到岗日期：实际到岗日期不能晚于今天' });
    const early = await approve('east_hr', workId, { entryDate: addDays(expected, -31) });
    expect(early.body).toMatchObject({
      code: 40001,
      msg: `实际到岗日期：实际到岗日期不能早于${addDays(expected, -30)}（预计入职日期前30天）`,
    });
    // A future date already in the form (a work from before the rule) is refused on approval too.
    await patchForm(workId, { entryDate: addDays(today, 7) });
    const stored = await approve('east_hr', workId);
    expect(stored.body).toMatchObject({ code: 40001, msg: '实际到岗日期不能晚于今天' });
    await patchForm(workId, { entryDate: undefined });
    const arrived = await approve('east_hr', workId, { entryDate: today, isArrivalTimeTitle: false });
    expect(arrived.body).toMatchObject({ code: 0, data: { currentNodeId: 1204 } });

    // 1204: an arrival date after today (as 1203 approved it before the rule) is not filed, alone or in a batch.
    const week = addDays(today, 7);
    await patchForm(workId, { entryDate: week });
    const refused = await approve('hq_hr', workId);
    expect(refused.body).toMatchObject({ code: 40001, msg: `员工尚未到岗（实际到岗日期 ${week}），不能建档` });
    const file = await todoOf(t, tok.hq_hr, workId);
    const batch = await call(t, '/api/Task/BatchProcessingTasks', tok.hq_hr, {
      taskIds: [file!.taskId],
      action: 'approve',
    });
    expect(batch.body.data).toMatchObject({ succeeded: 0, failed: 1 });
    expect(batch.body.data.results[0].msg).toBe(`员工尚未到岗（实际到岗日期 ${week}），不能建档`);
    const [waiting] = await t.db.select().from(employee).where(eq(employee.id, person.id));
    expect(waiting.status).toBe(3);

    await patchForm(workId, { entryDate: today });
    const filed = await approve('hq_hr', workId);
    expect(filed.body).toMatchObject({ code: 0, data: { status: 'finished' } });
    const [active] = await t.db.select().from(employee).where(eq(employee.id, person.id));
    expect(active).toMatchObject({ status: 1, entryDate: today, contractBeginDate: today });
  });

  it('on a resubmission checks 预计入职日期 again only when the starter changes it', async () => {
    const identityNumber = idFor('1991-12-03');
    const started = await call(t, START, tok.sh001_hr, {
      flowId: 12,
      form: entryForm({ identityNumber, name: '罗退回', preEntryTime: addDays(today, 3) }),
    });
    expect(started.body).toMatchObject({ code: 0 });
    const workId = started.body.data.workId as number;
    const todo = await todoOf(t, tok.east_hr, workId);
    const back = await call(t, PROCESS, tok.east_hr, { taskId: todo!.taskId, action: 'rollback', opinion: '请核对' });
    expect(back.body.code).toBe(0);
    // The start lies weeks back: its expected day is now more than 30 days ago.
    const old = addDays(today, -40);
    await patchForm(workId, { preEntryTime: old });
    const detail = await call(t, '/api/WF/GetWorkDetail', tok.sh001_hr, { workId });
    const form = detail.body.data.form as Record<string, unknown>;
    const moved = await approve('sh001_hr', workId, { ...form, preEntryTime: addDays(today, -35) });
    expect(moved.body).toMatchObject({
      code: 40001,
      msg: `预计入职日期：预计入职日期不能早于${addDays(today, -30)}`,
    });
    const kept = await approve('sh001_hr', workId, { ...form, phone: '13900139011' });
    expect(kept.body).toMatchObject({ code: 0, data: { currentNodeId: 1201 } });
  });
});
