import { addDays, businessToday } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildUser, call } from '../../../test/factories';
import { buildStoreTeam, type StoreTeam, todoOf } from '../../../test/workflow-helpers';
import { employee, employeeHistory, job, position, work, workChange } from '../../db/schema';
import { runDueJobs } from '../../workflow/jobs';

let t: TestApp;
/** A store team with its region's manager and the head-office compensation and director roles. */
let a: StoreTeam;
let b: StoreTeam;
type User = Awaited<ReturnType<typeof buildUser>>;
let aManager: User;
let comp: User;
let director: User;
/** Store positions by default rank: S1 (the factories' one) and a higher S3 one. */
let s1: { id: number; name: string };
let s3: { id: number; name: string };
let s1b: { id: number; name: string };

beforeAll(async () => {
  t = await buildTestApp();
  a = await buildStoreTeam(t);
  b = await buildStoreTeam(t);
  const headOffice = a.store.region.parentId!;
  aManager = await buildUser(t, { orgUnitId: a.store.region.id, roleIds: ['011'] });
  await buildUser(t, { orgUnitId: b.store.region.id, roleIds: ['011'] });
  comp = await buildUser(t, { orgUnitId: headOffice, roleIds: ['002'] });
  director = await buildUser(t, { orgUnitId: headOffice, roleIds: ['003'] });
  await buildEmployee(t, { shopId: a.store.id });
  const inserted = await t.db
    .insert(position)
    .values([
      { code: 'JC-SUP', name: '调岗测试主管', employeeType: 'store', defaultRank: 'S3' },
      { code: 'JC-CASH', name: '调岗测试收银', employeeType: 'store', defaultRank: 'S1' },
    ])
    .returning();
  s3 = inserted[0];
  s1b = inserted[1];
  const [current] = await t.db.select().from(employee).where(eq(employee.shopId, a.store.id)).limit(1);
  const [p] = await t.db.select().from(position).where(eq(position.id, current.positionId));
  s1 = p;
});
afterAll(async () => t?.close());

function jobForm(employeeId: string, overrides: Record<string, unknown> = {}) {
  return {
    employeeId,
    newPosition: s3.id,
    newRank: 'S3',
    effectiveTime: businessToday(),
    reason: '表现优秀，晋升主管',
    ...overrides,
  };
}

const start = (token: string, form: Record<string, unknown>, flowId = 32) =>
  call(t, '/api/WF/StartWork', token, { flowId, form });

async function approve(token: string, workId: number, form?: Record<string, unknown>) {
  const todo = await todoOf(t, token, workId);
  expect(todo, 'the to-do is there').toBeDefined();
  const res = await call(t, '/api/WF/ProcessTask', token, { taskId: todo!.taskId, action: 'approve', form });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data as { currentNodeId: number | null; status: string };
}

async function personOf(ref: number) {
  const [row] = await t.db.select().from(employee).where(eq(employee.id, ref));
  return row;
}

describe('[WF][JOB-CHANGE] a promotion', () => {
  it('visits every step in order, each by its own role holder, and applies position and rank on finish', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const started = await start(a.storeHr.token, jobForm(emp.employeeId));
    expect(started.body, started.body.msg).toMatchObject({ code: 0, data: { nodeId: 3201 } });
    const workId = started.body.data.workId as number;
    const [w] = await t.db.select().from(work).where(eq(work.id, workId));
    expect(w.formData).toMatchObject({
      changeKind: 'promotion',
      employeeName: emp.name,
      shopCode: a.store.code,
      positionName: s1.name,
      rank: 'S1',
      newPositionName: s3.name,
      salaryAdjustment: 0,
    });

    // Nobody of the next steps sees it early; the other region never does.
    expect(await todoOf(t, aManager.token, workId)).toBeUndefined();
    expect(await todoOf(t, b.regionHr.token, workId)).toBeUndefined();

    const steps: [User, number | null, Record<string, unknown>?][] = [
      [a.regionHr, 3202],
      [aManager, 3203],
      [a.hqHr, 3204],
      [comp, 3205, { salaryAdjustment: '300.50' }],
      [director, 3206],
      [a.regionHr, 3207],
      [comp, 3208],
    ];
    for (const [user, next, form] of steps) {
      expect(await approve(user.token, workId, form)).toMatchObject({ currentNodeId: next });
      // Nothing changes before the end.
      expect((await personOf(emp.id)).rank).toBe('S1');
    }
    expect(await approve(b.hqHr.token, workId)).toMatchObject({ status: 'finished' });

    const [done] = await t.db.select().from(work).where(eq(work.id, workId));
    expect((done.formData as { salaryAdjustment: number }).salaryAdjustment).toBe(300.5);
    const moved = await personOf(emp.id);
    expect(moved).toMatchObject({ positionId: s3.id, rank: 'S3', shopId: a.store.id });
    const history = await t.db
      .select()
      .from(employeeHistory)
      .where(and(eq(employeeHistory.employeeId, emp.id), eq(employeeHistory.kind, 'jobChange')));
    expect(history.map((h) => [h.field, h.oldValue, h.newValue, h.workId])).toEqual(
      expect.arrayContaining([['rank', 'S1', 'S3', workId]]),
    );
    expect(history.some((h) => h.field === 'positionId' && h.workId === workId)).toBe(true);
    const changes = await t.db.select().from(workChange).where(eq(workChange.workId, workId));
    expect(changes.map((c) => c.field).sort()).toEqual(['positionId', 'rank']);
  });

  it('refuses the compensation step without a salary adjustment, in Chinese', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const workId = (await start(a.storeHr.token, jobForm(emp.employeeId))).body.data.workId;
    for (const u of [a.regionHr, aManager, a.hqHr]) await approve(u.token, workId);
    const todo = await todoOf(t, comp.token, workId);
    expect(todo).toMatchObject({ nodeId: 3204 });
    const refused = await call(t, '/api/WF/ProcessTask', comp.token, { taskId: todo!.taskId, action: 'approve' });
    expect(refused.body).toMatchObject({ code: 40001, msg: '晋升须填写调薪金额（大于0）' });
    const zero = await call(t, '/api/WF/ProcessTask', comp.token, {
      taskId: todo!.taskId,
      action: 'approve',
      form: { salaryAdjustment: 0 },
    });
    expect(zero.body.code).toBe(40001);
    // The step may change the amount only: not the position.
    const other = await call(t, '/api/WF/ProcessTask', comp.token, {
      taskId: todo!.taskId,
      action: 'approve',
      form: { salaryAdjustment: 100, newRank: 'S5' },
    });
    expect(other.body.code).toBe(40001);
    expect(await todoOf(t, comp.token, workId)).toMatchObject({ nodeId: 3204 });
  });
});

describe('[WF][JOB-CHANGE] shorter chains', () => {
  it('takes a lateral move past compensation, the director and the pay record', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const started = await start(a.storeHr.token, jobForm(emp.employeeId, { newPosition: s1b.id, newRank: 'S1' }));
    expect(started.body, started.body.msg).toMatchObject({ code: 0, data: { nodeId: 3201 } });
    const workId = started.body.data.workId as number;
    expect(await approve(a.regionHr.token, workId)).toMatchObject({ currentNodeId: 3202 });
    expect(await approve(aManager.token, workId)).toMatchObject({ currentNodeId: 3203 });
    expect(await approve(a.hqHr.token, workId)).toMatchObject({ currentNodeId: 3206 });
    expect(await approve(a.regionHr.token, workId)).toMatchObject({ currentNodeId: 3208 });
    expect(await approve(a.hqHr.token, workId)).toMatchObject({ status: 'finished' });
    expect(await personOf(emp.id)).toMatchObject({ positionId: s1b.id, rank: 'S1' });
    const [w] = await t.db.select().from(work).where(eq(work.id, workId));
    expect((w.formData as { changeKind: string }).changeKind).toBe('lateral');
  });

  it('takes a demotion through compensation but not the director; the pay record only with an amount', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    // Promote first (S1 → S3), then demote (S3 → S2).
    const up = (await start(a.storeHr.token, jobForm(emp.employeeId))).body.data.workId;
    for (const [u, f] of [
      [a.regionHr],
      [aManager],
      [a.hqHr],
      [comp, { salaryAdjustment: 200 }],
      [director],
      [a.regionHr],
      [comp],
      [a.hqHr],
    ] as [User, Record<string, unknown>?][])
      await approve(u.token, up, f);
    expect((await personOf(emp.id)).rank).toBe('S3');

    const down = await start(a.storeHr.token, jobForm(emp.employeeId, { newRank: 'S2' }));
    expect(down.body, down.body.msg).toMatchObject({ code: 0 });
    const workId = down.body.data.workId as number;
    for (const u of [a.regionHr, aManager, a.hqHr]) await approve(u.token, workId);
    expect(await approve(comp.token, workId)).toMatchObject({ currentNodeId: 3206 });
    expect(await approve(a.regionHr.token, workId)).toMatchObject({ currentNodeId: 3208 });
    expect(await approve(a.hqHr.token, workId)).toMatchObject({ status: 'finished' });
    expect(await personOf(emp.id)).toMatchObject({ positionId: s3.id, rank: 'S2' });
  });

  it('skips the regional HR steps when the regional HR starts it', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const started = await start(a.regionHr.token, jobForm(emp.employeeId, { newPosition: s1b.id, newRank: 'S1' }));
    expect(started.body, started.body.msg).toMatchObject({ code: 0, data: { nodeId: 3202 } });
    const workId = started.body.data.workId as number;
    await approve(aManager.token, workId);
    expect(await approve(a.hqHr.token, workId)).toMatchObject({ currentNodeId: 3208 });
  });
});

describe('[WF][JOB-CHANGE] effective date', () => {
  it('lets the region move the date at 3206 and applies a future change on its date through the job', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const workId = (await start(a.storeHr.token, jobForm(emp.employeeId, { newPosition: s1b.id, newRank: 'S1' }))).body
      .data.workId;
    for (const u of [a.regionHr, aManager, a.hqHr]) await approve(u.token, workId);
    const todo = await todoOf(t, a.regionHr.token, workId);
    expect(todo).toMatchObject({ nodeId: 3206 });
    const late = await call(t, '/api/WF/ProcessTask', a.regionHr.token, {
      taskId: todo!.taskId,
      action: 'approve',
      form: { effectiveTime: addDays(businessToday(), 200) },
    });
    expect(late.body).toMatchObject({ code: 40001, msg: expect.stringContaining('生效日期不能晚于') });
    const date = addDays(businessToday(), 5);
    expect(await approve(a.regionHr.token, workId, { effectiveTime: date })).toMatchObject({ currentNodeId: 3208 });
    expect(await approve(a.hqHr.token, workId)).toMatchObject({ status: 'finished' });
    expect((await personOf(emp.id)).positionId).toBe(s1.id);
    const jobs = await t.db.select().from(job).where(eq(job.kind, 'personnel.apply'));
    expect(jobs.some((j) => (j.payload as { workId: number }).workId === workId)).toBe(true);

    // A new change waits for this one to take effect.
    const waiting = await start(a.storeHr.token, jobForm(emp.employeeId));
    expect(waiting.body.code).toBe(40901);
    expect(waiting.body.msg).toContain(`将于 ${date} 生效`);

    // The overdue reminders of this file's 72-hour steps fall due first: run until none is left.
    while ((await runDueJobs(t.db, new Date(`${date}T00:00:05+08:00`))) > 0);
    expect(await personOf(emp.id)).toMatchObject({ positionId: s1b.id, rank: 'S1' });
    const history = await t.db
      .select()
      .from(employeeHistory)
      .where(and(eq(employeeHistory.employeeId, emp.id), eq(employeeHistory.kind, 'jobChange')));
    expect(history.map((h) => [h.field, h.effectiveDate])).toEqual([['positionId', date]]);
  });

  it('changes nothing when the change is terminated', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const workId = (await start(a.storeHr.token, jobForm(emp.employeeId))).body.data.workId;
    await approve(a.regionHr.token, workId);
    const todo = await todoOf(t, aManager.token, workId);
    const stopped = await call(t, '/api/WF/ProcessTask', aManager.token, {
      taskId: todo!.taskId,
      action: 'finish',
      opinion: '暂不调整',
    });
    expect(stopped.body.code, stopped.body.msg).toBe(0);
    expect(await personOf(emp.id)).toMatchObject({ positionId: s1.id, rank: 'S1' });
    expect(await t.db.select().from(workChange).where(eq(workChange.workId, workId))).toEqual([]);
    // The person is free for a new change.
    expect((await start(a.storeHr.token, jobForm(emp.employeeId))).body.code).toBe(0);
  });
});

describe('[WF][JOB-CHANGE] refusals', () => {
  it('never lets a store HR change the position of another store employee', async () => {
    const other = await buildEmployee(t, { shopId: b.store.id });
    const res = await start(a.storeHr.token, jobForm(other.employeeId));
    expect(res.body.code).toBe(40401);
  });

  it('refuses a second personnel change for the same person, of either flow', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    expect((await start(a.storeHr.token, jobForm(emp.employeeId))).body.code).toBe(0);
    const again = await start(a.regionHr.token, jobForm(emp.employeeId, { newRank: 'S4' }));
    expect(again.body.code).toBe(40901);
    expect(again.body.msg).toContain('已有进行中的人事异动');
    const transfer = await start(
      a.storeHr.token,
      {
        employeeId: emp.employeeId,
        changeTheType: 'shop',
        newShopCode: b.store.code,
        effectiveTime: businessToday(),
        reason: '支援',
      },
      18,
    );
    expect(transfer.body.code).toBe(40901);

    const moving = await buildEmployee(t, { shopId: a.store.id });
    const first = await start(
      a.storeHr.token,
      {
        employeeId: moving.employeeId,
        changeTheType: 'shop',
        newShopCode: b.store.code,
        effectiveTime: businessToday(),
        reason: '支援',
      },
      18,
    );
    expect(first.body.code, first.body.msg).toBe(0);
    expect((await start(a.storeHr.token, jobForm(moving.employeeId))).body.code).toBe(40901);
  });

  it('answers bad input with 40001 naming the field, never 500', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const fieldsOf = (body: { data?: { fields?: { field: string }[] } }) =>
      (body.data?.fields ?? []).map((f) => f.field);

    const noPosition = await start(a.storeHr.token, jobForm(emp.employeeId, { newPosition: undefined }));
    expect(noPosition.body.code).toBe(40001);
    expect(fieldsOf(noPosition.body)).toContain('newPosition');

    const badRank = await start(a.storeHr.token, jobForm(emp.employeeId, { newRank: '高级' }));
    expect(badRank.body.code).toBe(40001);
    expect(fieldsOf(badRank.body)).toContain('newRank');

    const unknownPosition = await start(a.storeHr.token, jobForm(emp.employeeId, { newPosition: 999999 }));
    expect(unknownPosition.body).toMatchObject({ code: 40001, msg: '新岗位不存在或已停用' });
    expect(fieldsOf(unknownPosition.body)).toEqual(['newPosition']);

    const same = await start(a.storeHr.token, jobForm(emp.employeeId, { newPosition: s1.id, newRank: 'S1' }));
    expect(same.body.code).toBe(40001);
    expect(fieldsOf(same.body)).toEqual(['newPosition']);

    const late = await start(a.storeHr.token, jobForm(emp.employeeId, { effectiveTime: '2099-01-01' }));
    expect(late.body.code).toBe(40001);
    expect(late.body.msg).toContain('生效日期不能晚于');
    expect(fieldsOf(late.body)).toEqual(['effectiveTime']);

    const badDate = await start(a.storeHr.token, jobForm(emp.employeeId, { effectiveTime: '2026-02-30' }));
    expect(badDate.body.code).toBe(40001);
    expect(fieldsOf(badDate.body)).toContain('effectiveTime');

    const noReason = await start(a.storeHr.token, jobForm(emp.employeeId, { reason: '  ' }));
    expect(noReason.body.code).toBe(40001);
    expect(fieldsOf(noReason.body)).toContain('reason');

    const resigned = await buildEmployee(t, { shopId: a.store.id, status: 0 });
    expect((await start(a.storeHr.token, jobForm(resigned.employeeId))).body.code).toBe(40001);
  });

  it('keeps the person on a resubmission and checks the new form again', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const other = await buildEmployee(t, { shopId: a.store.id });
    const workId = (await start(a.storeHr.token, jobForm(emp.employeeId))).body.data.workId;
    const todo = await todoOf(t, a.regionHr.token, workId);
    const back = await call(t, '/api/WF/ProcessTask', a.regionHr.token, {
      taskId: todo!.taskId,
      action: 'rollback',
      opinion: '请改为平调',
    });
    expect(back.body.code, back.body.msg).toBe(0);
    const mine = await todoOf(t, a.storeHr.token, workId);
    expect(mine).toMatchObject({ nodeId: 3200 });
    const swap = await call(t, '/api/WF/ProcessTask', a.storeHr.token, {
      taskId: mine!.taskId,
      action: 'approve',
      form: jobForm(other.employeeId),
    });
    expect(swap.body.code).toBe(40001);
    const resubmitted = await call(t, '/api/WF/ProcessTask', a.storeHr.token, {
      taskId: mine!.taskId,
      action: 'approve',
      form: jobForm(emp.employeeId, { newPosition: s1b.id, newRank: 'S1' }),
    });
    expect(resubmitted.body.code, resubmitted.body.msg).toBe(0);
    const [w] = await t.db.select().from(work).where(eq(work.id, workId));
    expect((w.formData as { changeKind: string }).changeKind).toBe('lateral');
  });
});
