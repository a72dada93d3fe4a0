import { addDays, businessToday } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildUser, call, download, upload } from '../../../test/factories';
import { buildStoreTeam, type StoreTeam, todoOf } from '../../../test/workflow-helpers';
import { employee, threePeriod, violation, violationAttachment, work } from '../../db/schema';

const LETTER = '/api/File/GetViolationPunishmentFile';

let t: TestApp;
let a: StoreTeam;
let b: StoreTeam;
type User = Awaited<ReturnType<typeof buildUser>>;
let manager: User;
let director: User;

beforeAll(async () => {
  t = await buildTestApp();
  a = await buildStoreTeam(t);
  b = await buildStoreTeam(t);
  manager = await buildUser(t, { orgUnitId: a.store.region.id, roleIds: ['011'] });
  director = await buildUser(t, { orgUnitId: a.store.region.parentId!, roleIds: ['003'] });
});
afterAll(async () => t?.close());

const today = () => businessToday();

/** An evidence file uploaded by the user (real PDF leading bytes: uploads are sniffed). */
async function evidence(token: string, name = '监控截图.pdf') {
  const { body } = await upload(t, '/api/File/UploadSingle', token, {
    name,
    content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(name)]),
  });
  expect(body.code, body.msg).toBe(0);
  return body.data.id as number;
}

function violationForm(employeeId: string, overrides: Record<string, unknown> = {}) {
  return {
    employeeId,
    violationDate: addDays(today(), -3),
    description: '当班期间擅自离岗两小时，未按规定请假',
    punishment: 'written_warning',
    ...overrides,
  };
}

async function start(token: string, form: Record<string, unknown>, attachmentIds?: number[]) {
  const files = attachmentIds ?? [await evidence(token)];
  return call(t, '/api/WF/StartWork', token, { flowId: 30, form, attachmentIds: files });
}

async function approve(token: string, workId: number) {
  const todo = await todoOf(t, token, workId);
  expect(todo, 'the to-do is there').toBeDefined();
  const res = await call(t, '/api/WF/ProcessTask', token, { taskId: todo!.taskId, action: 'approve' });
  return res.body as { code: number; msg: string; data: { currentNodeId: number | null; status: string } };
}

async function workRow(workId: number) {
  const [row] = await t.db.select().from(work).where(eq(work.id, workId));
  return row;
}

/** A 三期 (pregnancy) of the employee covering today. */
async function inThreePeriod(employeeRef: number) {
  await t.db.insert(threePeriod).values({
    employeeRef,
    kind: 'pregnancy',
    beginDate: addDays(today(), -30),
    endDate: addDays(today(), 200),
  });
}

async function documentXml(body: Buffer) {
  const zip = await JSZip.loadAsync(body);
  const xml = await zip.file('word/document.xml')?.async('string');
  expect(xml, 'word/document.xml is in the file').toBeDefined();
  return xml!;
}

describe('[WF][VIOLATION] starting', () => {
  it('refuses out of scope, a person not active, a future date, no evidence and a 三期 termination', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    // Another store's HR does not see the person.
    const outside = await start(b.storeHr.token, violationForm(emp.employeeId));
    expect(outside.body.code).toBe(40401);

    const resigning = await buildEmployee(t, { shopId: a.store.id, status: 4 });
    expect((await start(a.storeHr.token, violationForm(resigning.employeeId))).body.code).toBe(40001);

    const future = await start(a.storeHr.token, violationForm(emp.employeeId, { violationDate: addDays(today(), 1) }));
    expect(future.body).toMatchObject({ code: 40001, data: { fields: [{ field: 'violationDate' }] } });

    const noEvidence = await start(a.storeHr.token, violationForm(emp.employeeId), []);
    expect(noEvidence.body.code).toBe(40001);
    expect(noEvidence.body.msg).toContain('附件');

    const noLastDay = await start(a.storeHr.token, violationForm(emp.employeeId, { punishment: 'termination' }));
    expect(noLastDay.body).toMatchObject({ code: 40001, data: { fields: [{ field: 'lastWorkingDay' }] } });
    const lastDayEarly = await start(
      a.storeHr.token,
      violationForm(emp.employeeId, { punishment: 'termination', lastWorkingDay: addDays(today(), -10) }),
    );
    expect(lastDayEarly.body).toMatchObject({ code: 40001, data: { fields: [{ field: 'lastWorkingDay' }] } });
    // The resignation it starts takes no last working day before this month.
    const lastMonth = addDays(`${today().slice(0, 7)}-01`, -1);
    const closed = await start(
      a.storeHr.token,
      violationForm(emp.employeeId, { violationDate: lastMonth, punishment: 'termination', lastWorkingDay: lastMonth }),
    );
    expect(closed.body).toMatchObject({ code: 40001, data: { fields: [{ field: 'lastWorkingDay' }] } });

    const pregnant = await buildEmployee(t, { shopId: a.store.id });
    await inThreePeriod(pregnant.id);
    const refused = await start(
      a.storeHr.token,
      violationForm(pregnant.employeeId, { punishment: 'termination', lastWorkingDay: addDays(today(), 7) }),
    );
    expect(refused.body).toMatchObject({ code: 40001, data: { fields: [{ field: 'punishment' }] } });
    // A warning of a 三期 employee is allowed, and says 是否三期.
    const warned = await start(a.storeHr.token, violationForm(pregnant.employeeId));
    expect(warned.body.code, warned.body.msg).toBe(0);
    expect((await workRow(warned.body.data.workId)).formData).toMatchObject({ isThreePeriodsTitle: '是' });

    const works = await t.db
      .select()
      .from(work)
      .where(and(eq(work.flowId, 30), eq(work.targetEmployeeRef, emp.id)));
    expect(works).toHaveLength(0);
  });
});

describe('[WF][VIOLATION] a warning', () => {
  it('goes 3001 → 3002 → 3003 and finishing records it once in Basic data with its files and work', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const files = [await evidence(a.storeHr.token, '考勤记录.pdf'), await evidence(a.storeHr.token, '情况说明.pdf')];
    const started = await start(
      a.storeHr.token,
      // A last working day typed before choosing a warning is dropped.
      violationForm(emp.employeeId, { punishment: 'serious_written_warning', lastWorkingDay: today() }),
      files,
    );
    expect(started.body, started.body.msg).toMatchObject({ code: 0, data: { nodeId: 3001 } });
    const workId = started.body.data.workId as number;
    const stored = (await workRow(workId)).formData as Record<string, unknown>;
    expect(stored).toMatchObject({
      employeeName: emp.name,
      shopCode: a.store.code,
      shopName: a.store.name,
      isThreePeriodsTitle: '否',
    });
    expect(stored.positionName).toBeTruthy();
    expect(stored.lastWorkingDay).toBeUndefined();

    // The other region never sees it; each step is its own role holder's.
    expect(await todoOf(t, b.regionHr.token, workId)).toBeUndefined();
    expect(await approve(a.regionHr.token, workId)).toMatchObject({ code: 0, data: { currentNodeId: 3002 } });
    expect(await approve(manager.token, workId)).toMatchObject({ code: 0, data: { currentNodeId: 3003 } });
    // Nothing is recorded before the end.
    expect(await t.db.select().from(violation).where(eq(violation.workId, workId))).toHaveLength(0);
    expect(await approve(a.hqHr.token, workId)).toMatchObject({ code: 0, data: { status: 'finished' } });

    const rows = await t.db.select().from(violation).where(eq(violation.employeeRef, emp.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      workId,
      punishment: 'serious_written_warning',
      violationDate: addDays(today(), -3),
      createdBy: a.storeHr.id,
    });
    const linked = await t.db.select().from(violationAttachment).where(eq(violationAttachment.violationId, rows[0].id));
    expect(linked.map((l) => l.attachmentId).sort()).toEqual([...files].sort());
    expect((await workRow(workId)).formData).not.toHaveProperty('resignationWorkId');

    // Basic data lists it, linked to the work, with its two files.
    const list = await call(t, '/api/Violation/GetViolationList', a.regionHr.token, {
      filters: { employeeId: { search: emp.employeeId } },
    });
    expect(list.body.code, list.body.msg).toBe(0);
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ id: rows[0].id, workId, attachmentCount: 2, punishment: 'serious_written_warning' }),
    ]);

    // The same work is never recorded twice (violation_work_uq).
    await expect(
      t.db.insert(violation).values({
        employeeRef: emp.id,
        violationDate: today(),
        punishment: 'written_warning',
        description: 'x',
        workId,
      }),
    ).rejects.toThrow();

    // The punishment letter names the person, the store, the facts and the punishment.
    const res = await download(t, LETTER, a.storeHr.token, { workId });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const name = `违纪处分通知书-${emp.name}-${emp.employeeId}.docx`;
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    const xml = await documentXml(res.body);
    for (const text of [
      '违纪处分通知书',
      `${emp.name}-${emp.employeeId}`,
      a.store.name,
      String(stored.positionName),
      addDays(today(), -3),
      '当班期间擅自离岗两小时，未按规定请假',
      '严重书面警告',
      `30-${String(workId).padStart(6, '0')}`,
    ])
      expect(xml, text).toContain(text);
    expect(xml).not.toContain('第三十九条');
  });

  it('the letter is refused while the work runs, out of scope, for an unknown work and another flow', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const workId = (await start(a.storeHr.token, violationForm(emp.employeeId))).body.data.workId as number;
    expect((await call(t, LETTER, a.storeHr.token, { workId })).body.code).toBe(40001);
    expect((await call(t, LETTER, b.storeHr.token, { workId })).body.code).toBe(40303);
    expect((await call(t, LETTER, a.storeHr.token, { workId: 99_999_999 })).body.code).toBe(40401);
    expect((await call(t, LETTER, a.storeHr.token, { workId: 'x' })).body.code).toBe(40001);
    const deduction = await call(t, '/api/WF/StartWork', a.storeHr.token, {
      flowId: 8,
      form: { employeeId: emp.employeeId, deductionsMonth: '2026-11', lostDdeductions: 10 },
    });
    expect(deduction.body.code, deduction.body.msg).toBe(0);
    const other = await call(t, LETTER, a.storeHr.token, { workId: deduction.body.data.workId });
    expect(other.body.code).toBe(40001);
  });
});

describe('[WF][VIOLATION] a termination', () => {
  it('needs the HR director (3004), who is refused once the employee is in a 三期', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const started = await start(
      a.storeHr.token,
      violationForm(emp.employeeId, { punishment: 'termination', lastWorkingDay: addDays(today(), 7) }),
    );
    expect(started.body.code, started.body.msg).toBe(0);
    const workId = started.body.data.workId as number;
    await approve(a.regionHr.token, workId);
    await approve(manager.token, workId);
    expect(await approve(a.hqHr.token, workId)).toMatchObject({ code: 0, data: { currentNodeId: 3004 } });
    await inThreePeriod(emp.id);
    const refused = await approve(director.token, workId);
    expect(refused).toMatchObject({ code: 40001, data: { fields: [{ field: 'punishment' }] } });
    expect((await workRow(workId)).status).toBe('running');
    expect(await t.db.select().from(violation).where(eq(violation.workId, workId))).toHaveLength(0);
  });

  it('starts the resignation (flow 15, passive, 违纪) on finishing, and the letter gives the legal basis', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const lastWorkingDay = addDays(today(), 7);
    const started = await start(
      a.storeHr.token,
      violationForm(emp.employeeId, { punishment: 'termination', lastWorkingDay }),
    );
    expect(started.body.code, started.body.msg).toBe(0);
    const workId = started.body.data.workId as number;
    for (const u of [a.regionHr, manager, a.hqHr]) expect((await approve(u.token, workId)).code).toBe(0);
    expect(await approve(director.token, workId)).toMatchObject({ code: 0, data: { status: 'finished' } });

    const [recorded] = await t.db.select().from(violation).where(eq(violation.workId, workId));
    expect(recorded).toMatchObject({ punishment: 'termination', employeeRef: emp.id });
    const form = (await workRow(workId)).formData as { resignationWorkId?: number };
    expect(form.resignationWorkId).toEqual(expect.any(Number));
    const resignation = await workRow(form.resignationWorkId!);
    expect(resignation).toMatchObject({ flowId: 15, status: 'running', targetEmployeeRef: emp.id });
    // The resignation's start makes the person 离职中.
    const [person] = await t.db.select({ status: employee.status }).from(employee).where(eq(employee.id, emp.id));
    expect(person.status).toBe(4);
    expect(resignation.formData).toMatchObject({
      dimissionType: 'passive',
      dimissionReason: 'violation',
      lastWorkingDay,
      sourceFlowId: 30,
      sourceWorkId: workId,
    });

    const xml = await documentXml((await download(t, LETTER, a.storeHr.token, { workId })).body);
    for (const text of ['解除劳动合同', '第三十九条', lastWorkingDay]) expect(xml, text).toContain(text);
  });
});
