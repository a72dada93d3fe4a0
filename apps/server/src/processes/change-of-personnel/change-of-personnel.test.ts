// @postgres: two simultaneous starts for one person (unique index)
import { addDays, businessToday } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildStore, buildUser, call } from '../../../test/factories';
import { buildStoreTeam, type StoreTeam, todoOf } from '../../../test/workflow-helpers';
import { employee, employeeHistory, job, work, workChange } from '../../db/schema';
import { transferSigning } from '../../modules/transfer-sign/tables';
import { runDueJobs } from '../../workflow/jobs';

let t: TestApp;
/** Two regions: the releasing team (A) and the receiving one (B), with a second store in A. */
let a: StoreTeam;
let b: StoreTeam;
let a2: { store: Awaited<ReturnType<typeof buildStore>>; hr: Awaited<ReturnType<typeof buildUser>> };
beforeAll(async () => {
  t = await buildTestApp();
  a = await buildStoreTeam(t);
  b = await buildStoreTeam(t);
  const store = await buildStore(t, { regionId: a.store.region.id });
  a2 = { store, hr: await buildUser(t, { orgUnitId: store.unitId, roleIds: ['020'] }) };
});
afterAll(async () => t?.close());

const today = () => businessToday();

function transferForm(employeeId: string, newShopCode: string, overrides: Record<string, unknown> = {}) {
  return {
    employeeId,
    changeTheType: 'shop',
    newShopCode,
    effectiveTime: today(),
    reason: '新店开业支援',
    ...overrides,
  };
}

const start = (token: string, form: Record<string, unknown>) =>
  call(t, '/api/WF/StartWork', token, { flowId: 18, form });

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

describe('[WF][TRANSFER] store transfer between two regions', () => {
  it('asks both sides, files at head office and moves the person; later works follow the new store', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const started = await start(a.storeHr.token, transferForm(emp.employeeId, b.store.code));
    expect(started.body).toMatchObject({ code: 0, data: { nodeId: 1801 } });
    const workId = started.body.data.workId as number;

    // Nobody of the receiving side sees it before the release.
    expect(await todoOf(t, b.regionHr.token, workId)).toBeUndefined();
    expect(await approve(a.regionHr.token, workId)).toMatchObject({ currentNodeId: 1802 });
    expect(await todoOf(t, a.regionHr.token, workId)).toBeUndefined();
    expect(await approve(b.regionHr.token, workId)).toMatchObject({ currentNodeId: 1803 });
    expect(await approve(b.storeHr.token, workId)).toMatchObject({ currentNodeId: 1804 });
    // The receiving side may view the work it handled.
    const detail = await call(t, '/api/WF/GetWorkDetail', b.storeHr.token, { workId });
    expect(detail.body.code).toBe(0);
    expect(detail.body.data.form).toMatchObject({
      newShopCode: b.store.code,
      shopCode: a.store.code,
      crossRegion: true,
      employeeName: emp.name,
    });

    const batch = await call(t, '/api/Task/GetBatchNodesInfo', b.hqHr.token, { flowId: 18 });
    expect(batch.body.code).toBe(0);
    expect(await approve(a.hqHr.token, workId)).toMatchObject({ status: 'finished' });

    const moved = await personOf(emp.id);
    expect(moved).toMatchObject({ shopId: b.store.id, orgUnitId: b.store.unitId, orgPath: b.store.orgPath });
    const history = await t.db
      .select()
      .from(employeeHistory)
      .where(and(eq(employeeHistory.employeeId, emp.id), eq(employeeHistory.kind, 'transfer')));
    expect(history.map((h) => [h.field, h.oldValue, h.newValue, h.workId, h.remark])).toEqual(
      expect.arrayContaining([
        ['shopId', a.store.code, b.store.code, workId, `人事异动（调店） 18-${String(workId).padStart(6, '0')}`],
      ]),
    );
    const changes = await t.db.select().from(workChange).where(eq(workChange.workId, workId));
    expect(changes).toEqual([
      expect.objectContaining({ field: 'shopId', oldValue: String(a.store.id), newValue: String(b.store.id) }),
    ]);
    expect(changes[0].appliedAt).not.toBeNull();

    // Works started later are scoped to the new store: the old store HR cannot start one.
    const deduction = { employeeId: emp.employeeId, deductionsMonth: '2026-11', lostDdeductions: 10 };
    const refused = await call(t, '/api/WF/StartWork', a.storeHr.token, { flowId: 8, form: deduction });
    expect(refused.body.code).toBe(40401);
    const accepted = await call(t, '/api/WF/StartWork', b.storeHr.token, { flowId: 8, form: deduction });
    expect(accepted.body.code, accepted.body.msg).toBe(0);
  });

  it('keeps the scope of a work already running when its person moves', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const deduction = await call(t, '/api/WF/StartWork', a.storeHr.token, {
      flowId: 8,
      form: { employeeId: emp.employeeId, deductionsMonth: '2026-11', lostDdeductions: 10 },
    });
    const dWork = deduction.body.data.workId as number;
    const workId = (await start(a.storeHr.token, transferForm(emp.employeeId, b.store.code))).body.data.workId;
    for (const u of [a.regionHr, b.regionHr, b.storeHr, a.hqHr]) await approve(u.token, workId);
    expect((await personOf(emp.id)).shopId).toBe(b.store.id);
    const [d] = await t.db.select().from(work).where(eq(work.id, dWork));
    expect(d.orgPath).toBe(a.store.orgPath);
    // Its regional HR (of the old region) still has the to-do.
    expect(await todoOf(t, a.regionHr.token, dWork)).toMatchObject({ nodeId: 801 });
  });
});

describe('[WF][TRANSFER] another employing entity', () => {
  it('queues a transfer signing (转签) when the new store belongs to another entity, not otherwise', async () => {
    const elsewhere = await buildStore(t, { regionId: a.store.region.id, entity: '另一家用工主体有限公司' });
    const elsewhereHr = await buildUser(t, { orgUnitId: elsewhere.unitId, roleIds: ['020'] });
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const workId = (await start(a.storeHr.token, transferForm(emp.employeeId, elsewhere.code))).body.data.workId;
    for (const u of [a.regionHr, elsewhereHr, a.hqHr]) await approve(u.token, workId);
    const [record] = await t.db.select().from(transferSigning).where(eq(transferSigning.workId, workId));
    expect(record).toMatchObject({
      status: 1,
      employeeRef: emp.id,
      fromEntity: '测试零售有限公司',
      toEntity: '另一家用工主体有限公司',
    });
    const same = await buildEmployee(t, { shopId: a.store.id });
    const sameWork = (await start(a.storeHr.token, transferForm(same.employeeId, a2.store.code))).body.data.workId;
    for (const u of [a.regionHr, a2.hr, a.hqHr]) await approve(u.token, sameWork);
    expect(await t.db.select().from(transferSigning).where(eq(transferSigning.workId, sameWork))).toEqual([]);
  });
});

describe('[WF][TRANSFER] inside one region nobody is asked twice', () => {
  it('goes from the releasing region HR straight to the receiving store', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const workId = (await start(a.storeHr.token, transferForm(emp.employeeId, a2.store.code))).body.data.workId;
    expect(await approve(a.regionHr.token, workId)).toMatchObject({ currentNodeId: 1803 });
    expect(await approve(a2.hr.token, workId)).toMatchObject({ currentNodeId: 1804 });
  });

  it('skips the release review when the regional HR starts it', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const started = await start(a.regionHr.token, transferForm(emp.employeeId, a2.store.code));
    expect(started.body).toMatchObject({ code: 0, data: { nodeId: 1803 } });
    const cross = await buildEmployee(t, { shopId: a.store.id });
    const crossStart = await start(a.regionHr.token, transferForm(cross.employeeId, b.store.code));
    expect(crossStart.body).toMatchObject({ code: 0, data: { nodeId: 1802 } });
  });

  it('hands the reception to the region when the new store has no HR of its own', async () => {
    const bare = await buildStore(t, { regionId: b.store.region.id });
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const workId = (await start(a.storeHr.token, transferForm(emp.employeeId, bare.code))).body.data.workId;
    await approve(a.regionHr.token, workId);
    await approve(b.regionHr.token, workId);
    expect(await todoOf(t, b.regionHr.token, workId)).toMatchObject({ nodeId: 1803 });
  });
});

describe('[WF][TRANSFER] effective date', () => {
  it('applies a future move on its date through the job, once', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const date = addDays(today(), 10);
    const workId = (await start(a.storeHr.token, transferForm(emp.employeeId, b.store.code, { effectiveTime: date })))
      .body.data.workId;
    for (const u of [a.regionHr, b.regionHr, b.storeHr, a.hqHr]) await approve(u.token, workId);
    expect((await personOf(emp.id)).shopId).toBe(a.store.id);
    const [scheduled] = await t.db.select().from(job).where(eq(job.kind, 'personnel.apply'));
    expect(scheduled.runAt.toISOString()).toBe(new Date(`${date}T00:00:00+08:00`).toISOString());

    // A new change waits for it.
    const again = await start(b.storeHr.token, transferForm(emp.employeeId, a2.store.code));
    expect(again.body.code).not.toBe(0);
    const beforeDate = await start(a.storeHr.token, transferForm(emp.employeeId, a2.store.code));
    expect(beforeDate.body.msg).toContain(`将于 ${date} 生效`);

    await runDueJobs(t.db, new Date(`${addDays(date, -1)}T12:00:00+08:00`));
    expect((await personOf(emp.id)).shopId).toBe(a.store.id);
    await runDueJobs(t.db, new Date(`${date}T00:00:05+08:00`));
    expect((await personOf(emp.id)).shopId).toBe(b.store.id);
    const history = await t.db.select().from(employeeHistory).where(eq(employeeHistory.employeeId, emp.id));
    expect(history.filter((h) => h.field === 'shopId')).toHaveLength(1);
    expect(history[0].effectiveDate).toBe(date);
  });

  it('checks the date where it is entered: at the start and at the receiving store', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const early = await start(
      a.storeHr.token,
      transferForm(emp.employeeId, b.store.code, { effectiveTime: addDays(today(), -31) }),
    );
    expect(early.body).toMatchObject({ code: 40001, msg: expect.stringContaining('生效日期不能早于') });
    const workId = (await start(a.storeHr.token, transferForm(emp.employeeId, a2.store.code))).body.data.workId;
    await approve(a.regionHr.token, workId);
    const todo = await todoOf(t, a2.hr.token, workId);
    const late = await call(t, '/api/WF/ProcessTask', a2.hr.token, {
      taskId: todo!.taskId,
      action: 'approve',
      form: { effectiveTime: addDays(today(), 200) },
    });
    expect(late.body.msg).toContain('生效日期不能晚于');
    expect(await approve(a2.hr.token, workId, { effectiveTime: addDays(today(), 3) })).toMatchObject({
      currentNodeId: 1804,
    });
    const [w] = await t.db.select().from(work).where(eq(work.id, workId));
    expect((w.formData as { effectiveTime: string }).effectiveTime).toBe(addDays(today(), 3));
  });
});

describe('[WF][TRANSFER] refusals', () => {
  it('never lets a store HR move someone of another store', async () => {
    const other = await buildEmployee(t, { shopId: b.store.id });
    const res = await start(a.storeHr.token, transferForm(other.employeeId, a2.store.code));
    expect(res.body.code).toBe(40401);
  });

  it('refuses a bad destination, a missing position and a second change, naming the field', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const same = await start(a.storeHr.token, transferForm(emp.employeeId, a.store.code));
    expect(same.body).toMatchObject({ code: 40001 });
    expect(same.body.msg).toContain('调入门店不能是员工当前所在门店');
    const unknown = await start(a.storeHr.token, transferForm(emp.employeeId, 'NOPE999'));
    expect(unknown.body).toMatchObject({ code: 40001, msg: '调入门店 NOPE999 不存在' });
    expect(unknown.body.data.fields[0].field).toBe('newShopCode');
    const closed = await buildStore(t, { regionId: b.store.region.id, isOpen: false });
    const toClosed = await start(a.storeHr.token, transferForm(emp.employeeId, closed.code));
    expect(toClosed.body.msg).toBe(`调入门店 ${closed.code} 已关店，不能调入`);
    const noPosition = await start(
      a.storeHr.token,
      transferForm(emp.employeeId, b.store.code, { changeTheType: 'shopAndPosition' }),
    );
    expect(noPosition.body.code).toBe(40001);
    expect(noPosition.body.data.fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['newPosition', 'newRank']),
    );

    const first = await start(a.storeHr.token, transferForm(emp.employeeId, b.store.code));
    expect(first.body.code).toBe(0);
    const second = await start(a.regionHr.token, transferForm(emp.employeeId, a2.store.code));
    expect(second.body.code).toBe(40901);
    expect(second.body.msg).toContain('已有进行中的人事异动');
    const resigned = await buildEmployee(t, { shopId: a.store.id, status: 0 });
    expect((await start(a.storeHr.token, transferForm(resigned.employeeId, b.store.code))).body.code).toBe(40001);
  });

  it('[PG] lets only one of two simultaneous starts through', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const results = await Promise.all([
      start(a.storeHr.token, transferForm(emp.employeeId, b.store.code)),
      start(a.storeHr2.token, transferForm(emp.employeeId, a2.store.code)),
      start(a.regionHr.token, transferForm(emp.employeeId, a2.store.code)),
    ]);
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.code !== 0)) expect(r.body.code).toBe(40901);
  });
});
