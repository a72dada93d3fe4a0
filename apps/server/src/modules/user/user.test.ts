// @postgres: employee search by name prefix (text search on the cluster's locale); account lock-out counters
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../../test/build-test-app';
import { activeEmployeeOf } from '../../../test/workflow-helpers';
import { appUser, employee, session, systemLog } from '../../db/schema';
import { addDays, todayInChina } from '../../lists/format';
import { monthRange, weekRange } from '../employee/employee.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' } });
});
afterAll(async () => t?.close());

const ACCOUNTS = [
  ['admin', 'Admin@2026'],
  ['hq_hr', 'Hris@2026'],
  ['east_hr', 'Hris@2026'],
  ['south_hr', 'Hris@2026'],
  ['sh001_hr', 'Hris@2026'],
  ['gz001_hr', 'Hris@2026'],
  ['viewer', 'Hris@2026'],
] as const;

describe('[USER][LOGIN]', () => {
  it.each(ACCOUNTS)('%s signs in with its demo password', async (account, password) => {
    const { body } = await call(t, '/api/User/Login', undefined, {
      account: `  ${account} `,
      password: ` ${password}  `,
    });
    expect(body.code).toBe(0);
    expect(body.data.accessToken).toMatch(/^[\w-]{40,}$/);
    expect(body.data.dispName).not.toBe('');
    expect(body.data.navMenus.length).toBeGreaterThan(0);
    expect(body.data.navMenus[0]).toEqual({
      menuCode: expect.any(String),
      isEdit: expect.any(Number),
      roleID: expect.any(String),
    });
  });

  it('gives the menus of the role: sh001_hr holds 019, gz001_hr does not; viewer is read-only', async () => {
    const sh = (await call(t, '/api/User/LoginForTest', undefined, { account: 'sh001_hr', password: 'Hris@2026' })).body
      .data;
    const gz = (await call(t, '/api/User/LoginForTest', undefined, { account: 'gz001_hr', password: 'Hris@2026' })).body
      .data;
    const viewer = (await call(t, '/api/User/Login', undefined, { account: 'viewer', password: 'Hris@2026' })).body
      .data;
    const admin = (await call(t, '/api/User/Login', undefined, { account: 'admin', password: 'Admin@2026' })).body.data;
    expect(sh.navMenus.some((m: { roleID: string }) => m.roleID === '019')).toBe(true);
    expect(gz.navMenus.some((m: { roleID: string }) => m.roleID === '019')).toBe(false);
    expect(sh.navMenus.map((m: { menuCode: string }) => m.menuCode)).toContain('TaskIndex');
    expect(sh.navMenus.map((m: { menuCode: string }) => m.menuCode)).not.toContain('System');
    expect(viewer.navMenus.every((m: { isEdit: number }) => m.isEdit === 0)).toBe(true);
    expect(viewer.navMenus.map((m: { menuCode: string }) => m.menuCode)).toContain('StaffList');
    expect(new Set(admin.navMenus.map((m: { menuCode: string }) => m.menuCode)).size).toBe(45);
  });

  it('answers a wrong password and an unknown account with the same message', async () => {
    const wrong = await call(t, '/api/User/Login', undefined, { account: 'east_hr', password: 'nope' });
    const unknown = await call(t, '/api/User/Login', undefined, { account: 'nobody_here', password: 'nope' });
    expect(wrong.body).toEqual({ code: 40002, msg: '账号或密码错误', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses an empty account naming the field in Chinese', async () => {
    const { body } = await call(t, '/api/User/Login', undefined, { account: '   ', password: 'x' });
    expect(body.code).toBe(40001);
    expect(body.msg).toBe('账号：请输入账号');
  });

  it('[PG] rate limits an account after repeated failures, with a Chinese message, even for the right password', async () => {
    for (let i = 0; i < 3; i++) await call(t, '/api/User/Login', undefined, { account: 'south_hr', password: 'bad' });
    const { body } = await call(t, '/api/User/Login', undefined, { account: 'south_hr', password: 'Hris@2026' });
    expect(body.code).toBe(42901);
    // Blocked for LOGIN_DELAY_BASE_SECONDS (30 s by default); the message says when to retry.
    expect(body.msg).toMatch(/^登录失败次数过多，请(30|2\d)秒后再试$/);
  });

  it('writes login and failed login to the system log', async () => {
    const rows = await t.db.select().from(systemLog).where(eq(systemLog.action, 'login.failed'));
    expect(rows.some((r) => r.target === 'east_hr' && r.ip)).toBe(true);
    const ok = await t.db.select().from(systemLog).where(eq(systemLog.action, 'login'));
    expect(ok.some((r) => r.userName === 'admin')).toBe(true);
  });
});

describe('[USER][SESSION]', () => {
  it('returns user info with the unread message count', async () => {
    const token = await login(t, 'hq_hr');
    const { body } = await call(t, '/api/User/GetUserInfo', token);
    expect(body.code).toBe(0);
    expect(body.data.account).toBe('hq_hr');
    expect(body.data.unreadMessageCount).toBeGreaterThan(0);
    expect(body.data.flowList).toHaveLength(17);
  });

  it('[PG] logout revokes the token: the next call gets 10003', async () => {
    const token = await login(t, 'east_hr');
    expect((await call(t, '/api/User/Logout', token)).body.code).toBe(0);
    const { body } = await call(t, '/api/User/GetUserInfo', token);
    expect(body.code).toBe(10003);
    const logs = await t.db.select().from(systemLog).where(eq(systemLog.action, 'logout'));
    expect(logs.some((r) => r.userName === 'east_hr')).toBe(true);
  });

  it('an unknown token gets 10001 and no token HTTP 401', async () => {
    expect((await call(t, '/api/User/GetUserInfo', 'not-a-real-token')).body.code).toBe(10001);
    const none = await call(t, '/api/User/GetUserInfo', undefined);
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(401);
  });

  it('an idle or absolutely expired session gets 10002', async () => {
    const idle = await login(t, 'viewer');
    await t.db.update(session).set({ lastSeenAt: new Date(Date.now() - 121 * 60_000) });
    expect((await call(t, '/api/User/GetUserInfo', idle)).body.code).toBe(10002);
    const absolute = await login(t, 'viewer');
    await t.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await call(t, '/api/User/GetUserInfo', absolute)).body.code).toBe(10002);
  });

  it('[PG] disabling a user revokes their sessions (10003) and refuses sign-in', async () => {
    const token = await login(t, 'gz001_hr');
    await t.db.update(appUser).set({ isEnabled: false }).where(eq(appUser.account, 'gz001_hr'));
    expect((await call(t, '/api/User/GetUserInfo', token)).body.code).toBe(10003);
    const again = await call(t, '/api/User/Login', undefined, { account: 'gz001_hr', password: 'Hris@2026' });
    expect(again.body).toMatchObject({ code: 40003, msg: '账号已停用，请联系系统管理员' });
    await t.db.update(appUser).set({ isEnabled: true }).where(eq(appUser.account, 'gz001_hr'));
  });

  it('[PG] changing the password revokes every session; the new password works, the old one does not', async () => {
    const a = await login(t, 'sh001_hr');
    const b = await login(t, 'sh001_hr');
    const weak = await call(t, '/api/User/ChangePassword', a, { oldPassword: 'Hris@2026', newPassword: 'short' });
    expect(weak.body).toMatchObject({ code: 40001, msg: '新密码：新密码至少8位' });
    const wrongOld = await call(t, '/api/User/ChangePassword', a, { oldPassword: 'nope', newPassword: 'NewPass2026' });
    expect(wrongOld.body).toMatchObject({ code: 40001, msg: '原密码不正确' });
    expect(
      (await call(t, '/api/User/ChangePassword', a, { oldPassword: 'Hris@2026', newPassword: 'NewPass2026' })).body
        .code,
    ).toBe(0);
    expect((await call(t, '/api/User/GetUserInfo', a)).body.code).toBe(10003);
    expect((await call(t, '/api/User/GetUserInfo', b)).body.code).toBe(10003);
    expect(
      (await call(t, '/api/User/Login', undefined, { account: 'sh001_hr', password: 'Hris@2026' })).body.code,
    ).toBe(40002);
    const fresh = await login(t, 'sh001_hr', 'NewPass2026');
    expect(
      (await call(t, '/api/User/ChangePassword', fresh, { oldPassword: 'NewPass2026', newPassword: 'Hris@2026x1' }))
        .body.code,
    ).toBe(0);
  });

  it('GetUserMenuButton lists the held keys with isEdit', async () => {
    const token = await login(t, 'viewer');
    const { body } = await call(t, '/api/UserPermission/GetUserMenuButton', token);
    expect(body.code).toBe(0);
    expect(body.data.buttons).toContainEqual({ menuCode: 'StaffList', isEdit: 0 });
  });
});

describe('[USER][EMPLOYEE LOOKUP]', () => {
  it('[PG] searches employees by name prefix within scope only', async () => {
    const sh = await login(t, 'sh001_hr', 'Hris@2026x1');
    const { body } = await call(t, '/api/User/SearchEmployee', sh, { keyword: '王' });
    expect(body.code).toBe(0);
    for (const row of body.data) expect(row.shopCode).toBe('SH001');
    const empty = await call(t, '/api/User/SearchEmployee', sh, { keyword: '' });
    expect(empty.body).toMatchObject({ code: 40001, msg: '关键字：请输入姓名或员工编号' });
  });

  it('[PG] GetUserInfoForStartWFUser finds an employee in scope and hides one outside it', async () => {
    const hq = await login(t, 'hq_hr');
    const gzEmployee = (await call(t, '/api/User/SearchEmployee', hq, { keyword: 'E', limit: 50 })).body.data.find(
      (r: { shopCode: string | null }) => r.shopCode === 'GZ001',
    );
    expect(gzEmployee).toBeDefined();
    const found = await call(t, '/api/User/GetUserInfoForStartWFUser', hq, { employeeId: gzEmployee.employeeId });
    expect(found.body.code).toBe(0);
    expect(found.body.data).toMatchObject({ employeeId: gzEmployee.employeeId, shopCode: 'GZ001', regionName: '华南' });
    const east = await login(t, 'east_hr');
    const hidden = await call(t, '/api/User/GetUserInfoForStartWFUser', east, { employeeId: gzEmployee.employeeId });
    expect(hidden.body.code).toBe(40401);
    expect(hidden.body.msg).toContain('不在您的数据范围内');
  });

  it('the weekly new-hire list is for role 019 only', async () => {
    const gz = await login(t, 'gz001_hr');
    expect((await call(t, '/api/User/GetWeeklyNewHireList', gz, { pageIndex: 1, pageSize: 999 })).body.code).toBe(
      40301,
    );
    const sh = await login(t, 'sh001_hr', 'Hris@2026x1');
    const { body } = await call(t, '/api/User/GetWeeklyNewHireList', sh, { pageIndex: 1, pageSize: 999 });
    expect(body.code).toBe(0);
    expect(Array.isArray(body.data)).toBe(true);
    for (const row of body.data) expect(row.shopCode).toBe('SH001');
  });

  it('the weekly new-hire list shows who actually started this week, with the entry date', async () => {
    const today = todayInChina();
    const week = weekRange(today);
    const lastMonth = addDays(week.from, -31);
    const sh = await login(t, 'sh001_hr', 'Hris@2026x1');
    const [started, onboarding, cancelled, earlier] = await Promise.all(
      [0, 1, 2, 3].map((skip) => activeEmployeeOf(t, 'SH001', 4 + skip)),
    );
    const set = (id: number, status: number, entryDate: string) =>
      t.db.update(employee).set({ status, entryDate }).where(eq(employee.id, id));
    await set(started.id, 1, week.from);
    await set(onboarding.id, 3, today); // 入职中: the expected date is no entry yet
    await set(cancelled.id, 0, today); // 取消入职
    await set(earlier.id, 1, lastMonth);
    const { body } = await call(t, '/api/User/GetWeeklyNewHireList', sh, { pageIndex: 1, pageSize: 999 });
    const ids = body.data.map((r: { employeeId: string }) => r.employeeId);
    expect(ids).toContain(started.employeeId);
    expect(body.data.find((r: { employeeId: string }) => r.employeeId === started.employeeId).entryDate).toBe(
      week.from,
    );
    for (const absent of [onboarding, cancelled, earlier]) expect(ids).not.toContain(absent.employeeId);
    for (const row of body.data as { entryDate: string }[]) {
      expect(row.entryDate >= week.from && row.entryDate <= week.to).toBe(true);
    }
  });
});

describe('[USER] business weeks', () => {
  it('runs Monday to Sunday around a business date', () => {
    expect(weekRange('2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekRange('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekRange('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekRange('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(monthRange('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
