// @postgres: interface windows on microsecond timestamps; two runs at once (FOR UPDATE SKIP LOCKED)
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  addDays,
  businessToday,
  InterfacePaths,
  PAYROLL_ADJUSTMENT_HEADER,
  PAYROLL_DEDUCTION_HEADER,
  PAYROLL_SHEETS,
  type TEmployeeHistoryKind,
} from '@hris/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  type BuiltUser,
  buildEmployee,
  buildStore,
  buildUser,
  call,
  download,
  readSheet,
  tokenWithMenus,
} from '../../../test/factories';
import { buildStoreTeam, type StoreTeam } from '../../../test/workflow-helpers';
import { employee, job, position, salaryAdjustment, systemLog, work } from '../../db/schema';
import { deduction } from '../../processes/deduction/tables';
import { runDueJobs, scheduleDailyJobs } from '../../workflow/jobs';
import { changeEmployee } from '../employee/employee-changes';
import { transferSigning } from '../transfer-sign/tables';
import { dailyRunAt, INTERFACE_DAILY_JOB, recoverInterfaceRuns } from './runs';
import { interfaceRun } from './tables';

let t: TestApp;
let team: StoreTeam;
let admin: BuiltUser;

const MINUTE = 60_000;

/** The job runner of a server, with the test's DATA_DIR. */
const runJobs = (now = new Date()) => runDueJobs(t.db, now, 50, { dataDir: t.config.dataDir });

async function runNow(integration: string, token = admin.token) {
  return call(t, InterfacePaths.runInterface, token, { integration });
}

/** Asks for a run, lets the job runner carry it out, and answers the run as the history shows it. */
async function completedRun(integration: string) {
  const res = await runNow(integration);
  expect(res.body.code, res.body.msg).toBe(0);
  await runJobs();
  const history = await call(t, InterfacePaths.getInterfaceRunPageList, admin.token, { integration });
  const run = history.body.data.list.find((r: { id: number }) => r.id === res.body.data.runId);
  expect(run, 'the run is in the history').toBeDefined();
  return run as Record<string, any>;
}

async function fileOf(runId: number) {
  const res = await download(t, InterfacePaths.downloadInterfaceFile, admin.token, { id: runId });
  expect(res.status).toBe(200);
  return res;
}

/** The payroll file's two sheets, header rows first. */
async function sheetsOf(buffer: Buffer) {
  return {
    deductions: await readSheet(buffer, PAYROLL_SHEETS.deductions),
    adjustments: await readSheet(buffer, PAYROLL_SHEETS.adjustments),
  };
}

/** A finished 失物扣款 work of an employee and the deduction it booked (amounts in cents). */
async function bookDeduction(person: { id: number }, cents: [number, number, number, number], remark: string) {
  const [w] = await t.db
    .insert(work)
    .values({
      flowId: 8,
      targetEmployeeRef: person.id,
      orgUnitId: team.store.unitId,
      orgPath: team.store.orgPath,
      shopId: team.store.id,
      starterUserId: team.storeHr.id,
      status: 'finished',
      startedAt: new Date(),
      finishedAt: new Date(),
      formData: {},
    })
    .returning({ id: work.id });
  await t.db.insert(deduction).values({
    workId: w.id,
    employeeRef: person.id,
    shopId: team.store.id,
    orgPath: team.store.orgPath,
    deductionsMonth: '2026-11',
    lostDdeductions: cents[0],
    workClothesDeductions: cents[1],
    marketMealFeeDeductions: cents[2],
    marketFineDeductions: cents[3],
    totalCents: cents.reduce((a, b) => a + b, 0),
    remark,
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  team = await buildStoreTeam(t, { employees: 3 });
  admin = await buildUser(t, { orgUnitId: team.store.region.parentId!, roleIds: ['admin'] });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('permissions', () => {
  it('refuses users without the Interface menu, read-only users, and users whose scope is not the whole company', async () => {
    const none = await call(t, InterfacePaths.getInterfaceList, team.storeHr.token);
    expect(none.body.code).toBe(40301);

    const reader = await tokenWithMenus(t, { menus: { Interface: 0 }, scopeKind: 'all' });
    const cards = await call(t, InterfacePaths.getInterfaceList, reader.token);
    expect(cards.body.code, cards.body.msg).toBe(0);
    expect(cards.body.data.map((c: { integration: string }) => c.integration)).toEqual([
      'esign',
      'payroll',
      'directory',
    ]);
    // Configuration names are for administrators: an HR user reads none.
    expect(cards.body.data.map((c: { configNote: string | null }) => c.configNote)).toEqual([null, null, null]);
    const adminCards = await call(t, InterfacePaths.getInterfaceList, admin.token);
    expect(adminCards.body.data.map((c: { configNote: string | null }) => c.configNote)).toEqual([
      'ESIGN_BASE_URL',
      'DATA_DIR/exports',
      'DATA_DIR/exports',
    ]);
    const refused = await runNow('payroll', reader.token);
    expect(refused.body.code).toBe(40302);
    const retry = await call(t, InterfacePaths.retryInterface, reader.token, { integration: 'payroll' });
    expect(retry.body.code).toBe(40302);

    const regional = await tokenWithMenus(t, {
      menus: { Interface: 1 },
      scopeKind: 'org',
      unitCode: team.store.region.code,
    });
    const narrow = await runNow('payroll', regional.token);
    expect(narrow.body).toMatchObject({
      code: 40303,
      msg: '接口中心的文件包含全公司数据，仅限数据范围为“全部”的用户使用',
    });
    expect(await t.db.select().from(interfaceRun)).toHaveLength(0);

    const bad = await runNow('ldap');
    expect(bad.body.code).toBe(40001);
    expect(bad.body.msg).toContain('请选择接口');
  });
});

describe('[PG] payroll export', () => {
  it('writes the booked deductions and effective salary adjustments of its window, and a second run only new facts', async () => {
    // Everything booked before the test (the seed) goes with a first run.
    const first = await completedRun('payroll');
    expect(first).toMatchObject({ status: 'succeeded', statusText: '成功', trigger: 'manual', watermarkFrom: null });

    const [p1, p2, p3] = team.employees;
    await bookDeduction(p1, [12050, 8000, 0, 5000], '遗失门店对讲机');
    await bookDeduction(p2, [3000, 0, 1500, 0], '=HYPERLINK("x")');
    const today = businessToday();
    await t.db.insert(salaryAdjustment).values([
      {
        employeeRef: p3.id,
        effectiveDate: addDays(today, -3),
        basis: 0,
        amountCents: 650000,
        previousBasis: 0,
        previousAmountCents: 600000,
        reason: '年度调薪',
      },
      // Effective in ten days: not for this payroll.
      { employeeRef: p1.id, effectiveDate: addDays(today, 10), basis: 1, amountCents: 12000000, reason: '晋升' },
    ]);

    const second = await completedRun('payroll');
    expect(second).toMatchObject({ status: 'succeeded', sent: 3, failed: 0, message: '导出扣款2条、调薪1条' });
    expect(second.watermarkFrom).toBe(first.watermarkTo);
    expect(second.fileName).toMatch(/^payroll-\d{8}-\d{4}-\d+\.xlsx$/);
    const file = await fileOf(second.id);
    expect(file.headers['content-disposition']).toContain(second.fileName);
    const book = await sheetsOf(file.body);
    expect(book.deductions).toEqual([
      [...PAYROLL_DEDUCTION_HEADER],
      [
        p1.employeeId,
        p1.name,
        team.store.code,
        team.store.name,
        '2026-11',
        '120.5',
        '80',
        '0',
        '50',
        '250.5',
        '遗失门店对讲机',
      ],
      [
        p2.employeeId,
        p2.name,
        team.store.code,
        team.store.name,
        '2026-11',
        '30',
        '0',
        '15',
        '0',
        '45',
        `'=HYPERLINK("x")`,
      ],
    ]);
    expect(book.adjustments).toEqual([
      [...PAYROLL_ADJUSTMENT_HEADER],
      [p3.employeeId, p3.name, addDays(today, -3), '税前月薪', '6500', '税前月薪', '6000', '年度调薪'],
    ]);
    // The file is the one on disk under DATA_DIR/exports.
    const [row] = await t.db.select().from(interfaceRun).where(eq(interfaceRun.id, second.id));
    expect(row.filePath).toBe(path.join('exports', second.fileName));
    expect(await readFile(path.join(t.config.dataDir, row.filePath!))).toEqual(file.body);

    // Nothing new: an empty file. Then one more deduction: only it.
    const third = await completedRun('payroll');
    expect(third).toMatchObject({ status: 'succeeded', sent: 0, message: '导出扣款0条、调薪0条' });
    expect((await sheetsOf((await fileOf(third.id)).body)).deductions).toHaveLength(1);
    await bookDeduction(p3, [100, 0, 0, 0], '工牌');
    const fourth = await completedRun('payroll');
    const rows = (await sheetsOf((await fileOf(fourth.id)).body)).deductions.slice(1);
    expect(rows.map((r) => [r[0], r[9]])).toEqual([[p3.employeeId, '1']]);

    const logged = await t.db.select().from(systemLog).where(eq(systemLog.action, 'interface.run'));
    expect(logged.filter((l) => l.userId === admin.id)).toHaveLength(4);
    const downloads = await t.db.select().from(systemLog).where(eq(systemLog.action, 'interface.download'));
    expect(downloads.length).toBeGreaterThanOrEqual(3);
  });

  it('queues one run when two users press 立即运行 at once; the other is told why', async () => {
    const [a, b] = await Promise.all([runNow('payroll'), runNow('payroll')]);
    const codes = [a.body.code, b.body.code].sort();
    expect(codes).toEqual([0, 40901]);
    const refused = a.body.code === 0 ? b.body : a.body;
    expect(refused.msg).toBe('薪资接口已有运行中或排队中的任务，请等待其完成后再运行');
    const active = await t.db.select().from(interfaceRun).where(eq(interfaceRun.status, 'queued'));
    expect(active).toHaveLength(1);
    const cards = await call(t, InterfacePaths.getInterfaceList, admin.token);
    const payroll = cards.body.data.find((c: { integration: string }) => c.integration === 'payroll');
    expect(payroll).toMatchObject({ busy: true, lastRun: { status: 'queued', statusText: '排队中' } });
    await runJobs();
  });

  it('a run without DATA_DIR fails and says so; 重试失败 runs the same window again', async () => {
    const [p1] = team.employees;
    await bookDeduction(p1, [700, 0, 0, 0], '雨伞');
    const res = await runNow('payroll');
    await runDueJobs(t.db, new Date(), 50, {});
    const [failed] = await t.db.select().from(interfaceRun).where(eq(interfaceRun.id, res.body.data.runId));
    expect(failed).toMatchObject({
      status: 'failed',
      message: '导出目录未配置，无法生成文件，请联系系统管理员',
      fileName: null,
    });
    const noFile = await call(t, InterfacePaths.downloadInterfaceFile, admin.token, { id: failed.id });
    expect(noFile.body).toMatchObject({ code: 40001, msg: '该运行记录没有生成文件' });

    const cards = await call(t, InterfacePaths.getInterfaceList, admin.token);
    expect(cards.body.data.find((c: { integration: string }) => c.integration === 'payroll')).toMatchObject({
      retryable: 1,
      lastRun: { status: 'failed', statusText: '失败' },
    });
    const retry = await call(t, InterfacePaths.retryInterface, admin.token, { integration: 'payroll' });
    expect(retry.body).toMatchObject({ code: 0, msg: '薪资接口已加入运行队列', data: { retried: 1 } });
    await runJobs();
    const [again] = await t.db.select().from(interfaceRun).where(eq(interfaceRun.id, retry.body.data.runId));
    expect(again).toMatchObject({ status: 'succeeded', trigger: 'retry', watermarkFrom: failed.watermarkFrom });
    const rows = (await sheetsOf((await fileOf(again.id)).body)).deductions.slice(1);
    expect(rows.map((r) => [r[0], r[10]])).toEqual([[p1.employeeId, '雨伞']]);

    const nothing = await call(t, InterfacePaths.retryInterface, admin.token, { integration: 'payroll' });
    expect(nothing.body).toMatchObject({ code: 40001, msg: '薪资接口没有需要重试的失败记录' });
    const unknown = await call(t, InterfacePaths.downloadInterfaceFile, admin.token, { id: 999_999 });
    expect(unknown.body).toMatchObject({ code: 40401, msg: '运行记录不存在' });
  });
});

describe('[PG] directory feed', () => {
  it('writes joiners, leavers and movers since the last run as an AD import CSV, then only new ones', async () => {
    await completedRun('directory');
    const otherStore = await buildStore(t, { regionId: team.store.region.id, name: '测试门店,南京路' });
    const joiner = await buildEmployee(t, { shopId: team.store.id, status: 3, name: '入职者' });
    const cancelled = await buildEmployee(t, { shopId: team.store.id, status: 3, name: '取消者' });
    const leaver = await buildEmployee(t, { shopId: team.store.id, name: '离职者' });
    const mover = await buildEmployee(t, { shopId: team.store.id, name: '调动者' });
    const today = businessToday();
    const event = (kind: TEmployeeHistoryKind) => ({ kind, effectiveDate: today, actorUserId: null });
    await changeEmployee(t.db, joiner.id, { status: 1 }, event('entry'));
    await changeEmployee(t.db, cancelled.id, { status: 0 }, event('cancelEntry'));
    await changeEmployee(t.db, leaver.id, { status: 0, leaveDate: today }, event('resignation'));
    await changeEmployee(
      t.db,
      mover.id,
      { shopId: otherStore.id, orgUnitId: otherStore.unitId, orgPath: otherStore.orgPath },
      event('transfer'),
    );

    const run = await completedRun('directory');
    expect(run).toMatchObject({ status: 'succeeded', sent: 3, message: '导出入职1条、离职1条、异动1条' });
    expect(run.fileName).toMatch(/^directory-\d{8}-\d{4}-\d+\.csv$/);
    const file = await fileOf(run.id);
    expect(file.headers['content-type']).toContain('text/csv');
    expect([...file.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [post] = await t.db
      .select({ name: position.name })
      .from(employee)
      .innerJoin(position, eq(position.id, employee.positionId))
      .where(eq(employee.id, joiner.id));
    const lines = file.body.toString('utf8').slice(1).split('\r\n');
    expect(lines).toEqual([
      'Action,EmployeeId,Name,Department,Title,Store,EffectiveDate',
      `Add,${joiner.employeeId},入职者,${team.store.name},${post.name},${team.store.name},${today}`,
      `Update,${mover.employeeId},调动者,"测试门店,南京路",${post.name},"测试门店,南京路",${today}`,
      `Disable,${leaver.employeeId},离职者,${team.store.name},${post.name},${team.store.name},${today}`,
      '',
    ]);

    const again = await completedRun('directory');
    expect(again).toMatchObject({ sent: 0 });
    expect((await fileOf(again.id)).body.toString('utf8')).toBe(
      '\uFEFFAction,EmployeeId,Name,Department,Title,Store,EffectiveDate\r\n',
    );
  });
});

describe('recovery and schedule', () => {
  it('[PG] restarts a run left running by a stopped server after ten minutes, with the same window', async () => {
    const now = new Date();
    const [p2] = team.employees.slice(1);
    await bookDeduction(p2, [900, 0, 0, 0], '围裙');
    // The window ends after the booking by the database's own clock, a millisecond on: PostgreSQL
    // keeps microseconds and the run reads its window back as a JavaScript Date (milliseconds), so
    // an end in the booking's own millisecond would be cut to just before it (the booking would
    // then go in the next window, not be lost).
    const [stale] = await t.db
      .insert(interfaceRun)
      .values({
        integration: 'payroll',
        trigger: 'manual',
        status: 'running',
        attempts: 1,
        startedAt: new Date(now.getTime() - 15 * MINUTE),
        watermarkFrom: null,
        watermarkTo: sql`clock_timestamp() + interval '1 millisecond'`,
      })
      .returning();
    // While it is running, 立即运行 is refused by the index.
    expect((await runNow('payroll')).body.code).toBe(40901);
    // Nine minutes is not yet stale.
    expect(await recoverInterfaceRuns(t.db, { dataDir: t.config.dataDir }, new Date(now.getTime() - 6 * MINUTE))).toBe(
      0,
    );
    expect(await recoverInterfaceRuns(t.db, { dataDir: t.config.dataDir }, now)).toBe(1);
    const [done] = await t.db.select().from(interfaceRun).where(eq(interfaceRun.id, stale.id));
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(done.watermarkTo).toEqual(stale.watermarkTo);
    const rows = (await sheetsOf((await fileOf(done.id)).body)).deductions.slice(1);
    expect(rows.some((r) => r[0] === p2.employeeId && r[10] === '围裙')).toBe(true);
    expect(await recoverInterfaceRuns(t.db, { dataDir: t.config.dataDir }, new Date(now.getTime() + 30 * MINUTE))).toBe(
      0,
    );
  });

  it('e-signature: a run without ESIGN_BASE_URL fails and says so; 重试失败 hands the failed records back to the sync', async () => {
    const run = await completedRun('esign');
    expect(run).toMatchObject({ status: 'failed', message: '电子签平台未配置，请联系系统管理员；转签记录待同步' });
    const none = await call(t, InterfacePaths.retryInterface, admin.token, { integration: 'esign' });
    expect(none.body).toMatchObject({ code: 40001, msg: '转签电子签没有需要重试的失败记录' });

    const other = await buildStore(t, { regionId: team.store.region.id, entity: '另一零售有限公司' });
    const [record] = await t.db
      .insert(transferSigning)
      .values({
        employeeRef: team.employees[0].id,
        orgPath: other.orgPath,
        fromEntity: '测试零售有限公司',
        toEntity: '另一零售有限公司',
        fromShopId: team.store.id,
        toShopId: other.id,
        effectiveDate: businessToday(),
        status: 4,
        attempts: 1,
        message: '电子签平台拒绝（代码 7）',
      })
      .returning();
    const cards = await call(t, InterfacePaths.getInterfaceList, admin.token);
    expect(cards.body.data[0]).toMatchObject({ integration: 'esign', configured: false, retryable: 1 });
    const retry = await call(t, InterfacePaths.retryInterface, admin.token, { integration: 'esign' });
    expect(retry.body).toMatchObject({
      code: 0,
      msg: '已重新提交1条转签失败记录，等待同步',
      data: { runId: null, retried: 1 },
    });
    const [after] = await t.db.select().from(transferSigning).where(eq(transferSigning.id, record.id));
    expect(after).toMatchObject({ status: 1, attempts: 1, message: '已重新提交，待同步' });
    const syncs = await t.db.select().from(job).where(eq(job.kind, 'transferSign.sync'));
    expect(syncs.length).toBeGreaterThan(0);
  });

  it('the daily job queues a scheduled run of each integration at 02:00 China time; the card shows the next', async () => {
    const cards = await call(t, InterfacePaths.getInterfaceList, admin.token);
    const next = new Date(cards.body.data[1].nextRunAt);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * MINUTE);
    expect([next.getUTCHours(), next.getUTCMinutes()]).toEqual([18, 0]);

    const day = addDays(businessToday(), 1);
    const at = dailyRunAt(day);
    const early = new Date(at.getTime() - 90 * MINUTE);
    await scheduleDailyJobs(t.db, early);
    const [daily] = await t.db
      .select()
      .from(job)
      .where(eq(job.key, `${INTERFACE_DAILY_JOB}:${day}`));
    expect(daily.runAt).toEqual(at);
    await runDueJobs(t.db, early, 50, { dataDir: t.config.dataDir });
    expect(await t.db.select().from(interfaceRun).where(eq(interfaceRun.trigger, 'schedule'))).toHaveLength(0);
    await runDueJobs(t.db, new Date(at.getTime() + MINUTE), 50, { dataDir: t.config.dataDir });
    const scheduled = await t.db.select().from(interfaceRun).where(eq(interfaceRun.trigger, 'schedule'));
    expect(scheduled.map((r) => r.integration).sort()).toEqual(['directory', 'esign', 'payroll']);
    expect(scheduled.every((r) => r.status !== 'queued' && r.requestedBy === null)).toBe(true);
  });
});
