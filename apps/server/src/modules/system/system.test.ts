import { businessToday, SYSTEM_LOG_EXPORT_COLUMNS, SystemPaths } from '@hris/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call, download, login, readSheet, tokenWithMenus } from '../../../test/factories';
import { buildStoreTeam } from '../../../test/workflow-helpers';
import { job, systemLog } from '../../db/schema';
import { runDueJobs, scheduleDailyJobs } from '../../workflow/jobs';
import { SYSTEM_LOG_PRUNE_CHUNK, SYSTEM_LOG_PRUNE_JOB } from './prune';
import { configureSystem } from './settings';
import { changesOf } from './system.presenter';

let t: TestApp;
let admin: string;
/** A name no other entry has, so this file's rows are found whatever ran before. */
const account = `syslog_${Date.now() % 100000}`;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t, 'admin');
});
afterAll(async () => t?.close());

const LIST = SystemPaths.getSystemLogList;

async function logCount() {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(systemLog);
  return Number(row.n);
}

describe('[SYSTEM][LOG]', () => {
  it('names what an entry is about as people read it: the person, the work, the file — not its key', async () => {
    const team = await buildStoreTeam(t);
    const person = team.employees[0];
    const start = await call(t, '/api/WF/StartWork', team.storeHr.token, {
      flowId: 15,
      form: {
        employeeId: person.employeeId,
        lastWorkingDay: businessToday(),
        dimissionType: 'resign',
        dimissionReason: 'family',
        remark: '家中有事',
      },
    });
    expect(start.body.code, start.body.msg).toBe(0);
    const workId = start.body.data.workId as number;
    await t.db.insert(systemLog).values([
      { userName: account, action: 'work.remind', target: `work:${workId}`, summary: { taskId: 1 } },
      { userName: account, action: 'staff.update', target: `employee:${person.employeeId}` },
      { userName: account, action: 'file.upload', target: 'attachment:999999999' },
      { userName: account, action: 'login.failed', target: 'nobody' },
    ]);
    const { body } = await call(t, LIST, admin, { filters: { userName: { search: account } }, pageSize: 50 });
    const text = (target: string) => body.data.list.find((r: { target: string }) => r.target === target)?.targetText;
    expect(text(`work:${workId}`)).toBe(
      `流程 员工离职 15-${String(workId).padStart(6, '0')} ${person.name}-${person.employeeId}`,
    );
    expect(text(`employee:${person.employeeId}`)).toBe(`员工 ${person.name}-${person.employeeId}`);
    // A record that is gone keeps its key; a target without a kind (an account) stays as written.
    expect(text('attachment:999999999')).toBe('附件 999999999');
    expect(text('nobody')).toBe('nobody');
  });

  it('lists sign-ins and failed sign-ins with module, action and result in Chinese, filtered and sorted', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/User/Login',
      payload: { account: 'east_hr', password: 'not-the-password' },
    });
    expect(wrong.json().code).not.toBe(0);
    await login(t, 'east_hr');

    const { body } = await call(t, LIST, admin, {
      filters: { userName: { search: 'east_hr' }, module: { search: 'auth' } },
    });
    expect(body.code).toBe(0);
    const [latest, failed] = body.data.list;
    expect(latest).toMatchObject({ userName: 'east_hr', action: 'login', actionText: '登录', moduleText: '登录' });
    expect(latest).toMatchObject({ result: 'success', resultText: '成功' });
    expect(failed).toMatchObject({
      action: 'login.failed',
      actionText: '登录失败',
      result: 'failure',
      resultText: '失败',
    });

    const failures = await call(t, LIST, admin, { filters: { result: { search: 'failure' } } });
    expect(failures.body.data.total).toBeGreaterThan(0);
    expect(failures.body.data.list.every((r: { result: string }) => r.result === 'failure')).toBe(true);

    // 操作 matches the Chinese text too: 登录失败 finds login.failed.
    const byText = await call(t, LIST, admin, { filters: { action: { search: '登录失败' } } });
    expect(byText.body.data.list.map((r: { action: string }) => r.action)).toContain('login.failed');

    const asc = await call(t, LIST, admin, { sortFieldName: 'createdTime', sortDirection: 'asc', pageSize: 2 });
    const desc = await call(t, LIST, admin, { pageSize: 2 });
    expect(asc.body.data.list[0].id).toBeLessThan(desc.body.data.list[0].id);
  });

  it('filters by China calendar days: an entry at 23:30 on the 1st (China) is on the 1st', async () => {
    // 2026-03-01 23:30 in China is 15:30 UTC the same day; 2026-03-02 00:30 China is 16:30 UTC the 1st.
    await t.db.insert(systemLog).values([
      { userName: account, action: 'shop.update', createdAt: new Date('2026-03-01T15:30:00Z') },
      { userName: account, action: 'shop.update', createdAt: new Date('2026-03-01T16:30:00Z') },
    ]);
    const day = (d: string) =>
      call(t, LIST, admin, {
        filters: { userName: { search: account }, createdTime: { search: d, searchTwo: d } },
      });
    expect((await day('2026-03-01')).body.data.total).toBe(1);
    expect((await day('2026-03-02')).body.data.total).toBe(1);
  });

  it('shows an edit before and after, field by field, with the changed ones marked', async () => {
    const [row] = await t.db
      .insert(systemLog)
      .values({
        userName: account,
        action: 'shop.update',
        target: 'shop:SH001',
        summary: {
          old: { name: '上海南京路店', city: '上海市', budgetHeadcount: 12 },
          new: { name: '上海南京路旗舰店', city: '上海市', budgetHeadcount: 14, updatedTime: 'x' },
        },
        ip: '10.1.2.3',
        requestId: 'req-1',
      })
      .returning();
    // The list names the fields the edit changed (not the version token the save sent back).
    const listed = await call(t, LIST, admin, { filters: { userName: { search: account } }, pageSize: 50 });
    const inList = listed.body.data.list.find((r: { id: number }) => r.id === row.id);
    expect([...inList.changedFields].sort()).toEqual(['budgetHeadcount', 'name']);
    const { body } = await call(t, SystemPaths.getSystemLogDetail, admin, { id: row.id });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      actionText: '修改门店',
      moduleText: '门店',
      target: 'shop:SH001',
      ip: '10.1.2.3',
    });
    expect(body.data.requestId).toBe('req-1');
    // jsonb keeps its own key order: compare as a set of fields.
    const byField = (a: { field: string }, b: { field: string }) => a.field.localeCompare(b.field);
    expect([...body.data.changes].sort(byField)).toEqual([
      { field: 'budgetHeadcount', before: '12', after: '14', changed: true },
      { field: 'city', before: '上海市', after: '上海市', changed: false },
      { field: 'name', before: '上海南京路店', after: '上海南京路旗舰店', changed: true },
    ]);
    expect(JSON.parse(body.data.summaryJson).new.name).toBe('上海南京路旗舰店');

    const missing = await call(t, SystemPaths.getSystemLogDetail, admin, { id: 2_000_000_000 });
    expect(missing.body).toMatchObject({ code: 40401, msg: '日志不存在' });
  });

  it('reads the staff record shape of a change too, and none for an entry that records no change', () => {
    expect(changesOf({ workId: 3, changes: { status: { old: 1, new: 4 } } })).toEqual([
      { field: 'status', before: '1', after: '4', changed: true },
    ]);
    expect(changesOf({ total: 12, filters: {} })).toBeNull();
    expect(changesOf(null)).toBeNull();
  });

  it('is the SystemLog permission holders only; bad filters are refused in Chinese', async () => {
    const hr = await login(t, 'east_hr');
    expect((await call(t, LIST, hr)).body.code).toBe(40301);
    const reader = await tokenWithMenus(t, { menus: { System: 0, SystemLog: 0 }, scopeKind: 'self' });
    expect((await call(t, LIST, reader.token)).body.code).toBe(0);
    const badModule = await call(t, LIST, admin, { filters: { module: { search: 'nope' } } });
    expect(badModule.body.code).toBe(40001);
    const badSort = await call(t, LIST, admin, { sortFieldName: 'summary' });
    expect(badSort.body).toMatchObject({ code: 40001 });
    expect(badSort.body.msg).toContain('不支持按「summary」排序');
  });

  it('exports exactly the filtered rows, with China times, and logs the export', async () => {
    const filters = { userName: { search: account } };
    const listed = await call(t, LIST, admin, { filters, pageSize: 100 });
    const file = await download(t, SystemPaths.exportSystemLogList, admin, { filters });
    expect(file.status).toBe(200);
    const rows = await readSheet(file.body);
    expect(rows[0]).toEqual(SYSTEM_LOG_EXPORT_COLUMNS.map((c) => c.header));
    expect(rows.length - 1).toBe(listed.body.data.total);
    expect(rows.slice(1).map((r) => r[0])).toContain('2026-03-01 23:30');
    const exported = await call(t, LIST, admin, { filters: { action: { search: 'systemLog.export' } } });
    expect(exported.body.data.list[0]).toMatchObject({ userName: 'admin', actionText: '导出系统日志' });
  });
});

describe('[SYSTEM][LOG][RETENTION]', () => {
  it('the daily prune deletes entries past the retention in chunks, once a day, and logs what it deleted', async () => {
    configureSystem({ logRetentionDays: 180 });
    const now = new Date('2031-06-15T02:00:00Z');
    const old = new Date('2030-01-01T00:00:00Z');
    const kept = new Date('2031-05-01T00:00:00Z');
    const n = SYSTEM_LOG_PRUNE_CHUNK + 7;
    await t.db.execute(sql`
      insert into system_log (user_name, action, created_at)
      select ${account}, 'shop.export', ${old.toISOString()}::timestamptz from generate_series(1, ${n})`);
    await t.db.insert(systemLog).values({ userName: account, action: 'shop.export', createdAt: kept });
    const before = await logCount();

    await scheduleDailyJobs(t.db, now);
    await scheduleDailyJobs(t.db, now);
    const queued = await t.db.select().from(job).where(eq(job.kind, SYSTEM_LOG_PRUNE_JOB));
    expect(queued.filter((j) => j.key === `${SYSTEM_LOG_PRUNE_JOB}:2031-06-15`)).toHaveLength(1);
    await runDueJobs(t.db, now, 50);

    const after = await logCount();
    // Everything before 2030-12-17 went (this file's old rows and the seed's older ones), the kept row stayed.
    expect(before - after).toBeGreaterThanOrEqual(n - 1);
    const left = await t.db.select().from(systemLog).where(eq(systemLog.userName, account));
    expect(left.some((r) => r.createdAt.getTime() === old.getTime())).toBe(false);
    expect(left.some((r) => r.createdAt.getTime() === kept.getTime())).toBe(true);
    const [logged] = await t.db.select().from(systemLog).where(eq(systemLog.action, SYSTEM_LOG_PRUNE_JOB));
    expect((logged.summary as { deleted: number }).deleted).toBeGreaterThanOrEqual(n);
    configureSystem({ logRetentionDays: 1095 });
  });
});
