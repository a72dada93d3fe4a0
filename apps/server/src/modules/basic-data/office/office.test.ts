// @postgres: disabling signs the user out at once through the change feed (LISTEN/NOTIFY)
import { OFFICE_USER_EXPORT_COLUMNS } from '@hris/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { call, download, login, readSheet, roleRefs, unitByCode } from '../../../../test/factories';
import { appUser, session, systemLog } from '../../../db/schema';

let t: TestApp;
const tok: Record<string, string> = {};
const userId: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const a of ['admin', 'hq_hr', 'east_hr', 'viewer']) tok[a] = await login(t, a);
  for (const u of await t.db.select().from(appUser)) userId[u.account] = u.id;
});
afterAll(async () => t?.close());

const LIST = '/api/Office/GetUserList';

describe('[OFFICE][LIST]', () => {
  it('lists accounts with roles and org scope; filters by role', async () => {
    const { body } = await call(t, LIST, tok.hq_hr, { pageSize: 100, filters: { roleId: { search: '010' } } });
    expect(body.code).toBe(0);
    const accounts = body.data.list.map((r: { account: string }) => r.account).sort();
    expect(accounts).toEqual(['east_hr', 'north_hr', 'south_hr', 'west_hr']);
    const east = body.data.list.find((r: { account: string }) => r.account === 'east_hr');
    expect(east).toMatchObject({
      displayName: '陈静',
      orgUnitName: '华东',
      scopeText: '本部门/区域及下级（华东）',
      roleNames: '区域HR',
      isEnabled: true,
    });
    expect(east.employeeId).toMatch(/^E\d{6}$/);
    expect(east.lastLoginTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('a regional HR sees only the accounts of its region', async () => {
    const { body } = await call(t, LIST, tok.east_hr, { pageSize: 100 });
    expect(body.code).toBe(0);
    const accounts = body.data.list.map((r: { account: string }) => r.account).sort();
    expect(accounts).toEqual(['east_hr', 'east_mgr', 'hz001_hr', 'sh001_hr']);
    const gz = await call(t, '/api/Office/GetUserDetail', tok.east_hr, { userId: userId.gz001_hr });
    expect(gz.body.code).toBe(40303);
  });

  it('details the merged menus and the open sessions', async () => {
    const { body } = await call(t, '/api/Office/GetUserDetail', tok.hq_hr, { userId: userId.viewer });
    expect(body.code).toBe(0);
    expect(body.data.menus).toContainEqual({ menuCode: 'StaffList', isEdit: 0 });
    expect(body.data.activeSessionCount).toBeGreaterThanOrEqual(1);
    expect(body.data.roles[0]).toMatchObject({ roleId: '090', scopeKind: 'all', scopeText: '全公司' });
  });

  it('offers only the roles the caller can grant', async () => {
    const { body } = await call(t, '/api/Office/GetRoleOptions', tok.hq_hr);
    const grantable = Object.fromEntries(
      body.data.map((r: { roleId: string; grantable: boolean }) => [r.roleId, r.grantable]),
    );
    expect(grantable).toMatchObject({ admin: false, '001': true, '010': true, '020': true, '090': true });
    const east = await call(t, '/api/Office/GetRoleOptions', tok.east_hr);
    const eastGrantable = east.body.data
      .filter((r: { grantable: boolean }) => r.grantable)
      .map((r: { roleId: string }) => r.roleId);
    expect(eastGrantable.sort()).toEqual(['010', '011', '019', '020']);
  });

  it('exports the filtered accounts', async () => {
    const res = await download(t, '/api/Office/ExportUserList', tok.hq_hr, {
      filters: { isEnabled: { search: true } },
    });
    expect(res.status).toBe(200);
    const rows = await readSheet(res.body);
    expect(rows[0]).toEqual(OFFICE_USER_EXPORT_COLUMNS.map((c) => c.header));
    const list = await call(t, LIST, tok.hq_hr, { pageSize: 100, filters: { isEnabled: { search: true } } });
    expect(rows.length - 1).toBe(list.body.data.total);
    expect(rows.find((r) => r[0] === 'viewer')?.[7]).toBe('启用');
  });
});

describe('[OFFICE][ENABLE]', () => {
  it('[PG] disabling signs the user out at once and refuses sign-in; enabling lets them back', async () => {
    const gz = await login(t, 'gz001_hr');
    const off = await call(t, '/api/Office/SetUserEnabled', tok.hq_hr, { userId: userId.gz001_hr, isEnabled: false });
    expect(off.body).toMatchObject({ code: 0, msg: '账号已停用' });
    expect((await call(t, '/api/User/GetUserInfo', gz)).body.code).toBe(10003);
    const sessions = await t.db.select().from(session).where(eq(session.userId, userId.gz001_hr));
    expect(sessions.every((s) => s.revokedAt && s.revokeReason === 'disabled')).toBe(true);
    const refused = await call(t, '/api/User/Login', undefined, { account: 'gz001_hr', password: 'Hris@2026' });
    expect(refused.body.code).toBe(40003);
    const on = await call(t, '/api/Office/SetUserEnabled', tok.hq_hr, { userId: userId.gz001_hr, isEnabled: true });
    expect(on.body.msg).toBe('账号已启用');
    expect(
      (await call(t, '/api/User/Login', undefined, { account: 'gz001_hr', password: 'Hris@2026' })).body.code,
    ).toBe(0);
    const logs = await t.db.select().from(systemLog).where(eq(systemLog.action, 'user.disable'));
    expect(logs.map((l) => l.target)).toContain('user:gz001_hr');
  });

  it('refuses a read-only viewer, the caller itself, accounts above the caller and outside its scope', async () => {
    const viewer = await call(t, '/api/Office/SetUserEnabled', tok.viewer, {
      userId: userId.gz001_hr,
      isEnabled: false,
    });
    expect(viewer.body.code).toBe(40302);
    const self = await call(t, '/api/Office/SetUserEnabled', tok.hq_hr, { userId: userId.hq_hr, isEnabled: false });
    expect(self.body).toMatchObject({ code: 40301, msg: '不能停用或启用自己的账号' });
    const admin = await call(t, '/api/Office/SetUserEnabled', tok.hq_hr, { userId: userId.admin, isEnabled: false });
    expect(admin.body).toMatchObject({ code: 40301, msg: '该账号拥有您无权授予的角色（系统管理员），不能停用或启用' });
    const out = await call(t, '/api/Office/SetUserEnabled', tok.east_hr, { userId: userId.gz001_hr, isEnabled: false });
    expect(out.body.code).toBe(40303);
    const users = await t.db.select().from(appUser);
    expect(users.every((u) => u.isEnabled)).toBe(true);
  });
});

describe('[OFFICE][RESET PASSWORD]', () => {
  it('[PG] gives a one-time password once; the old one stops working and the user must change it', async () => {
    const before = await login(t, 'hz001_hr');
    const { body } = await call(t, '/api/Office/ResetUserPassword', tok.admin, { userId: userId.hz001_hr });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ userId: userId.hz001_hr, account: 'hz001_hr' });
    expect((await call(t, '/api/User/GetUserInfo', before)).body.code).toBe(10003);
    const old = await call(t, '/api/User/Login', undefined, { account: 'hz001_hr', password: 'Hris@2026' });
    expect(old.body.code).toBe(40002);
    const fresh = await call(t, '/api/User/Login', undefined, {
      account: 'hz001_hr',
      password: body.data.oneTimePassword,
    });
    expect(fresh.body.code).toBe(0);
    expect(fresh.body.data.mustChangePassword).toBe(true);
    const [row] = await t.db.select().from(appUser).where(eq(appUser.id, userId.hz001_hr));
    expect(row.passwordHash).not.toContain(body.data.oneTimePassword);
  });
});

describe('[OFFICE][EDIT]', () => {
  it('[PG] changes roles and org unit with a version check; the user signs in again', async () => {
    const viewerSession = await login(t, 'bj001_hr');
    const detail = await call(t, '/api/Office/GetUserDetail', tok.admin, { userId: userId.bj001_hr });
    const hqHr = await unitByCode(t, 'HQ-HR');
    const roles = await roleRefs(t, ['090']);
    const stale = await call(t, '/api/Office/UpdateUser', tok.admin, {
      userId: userId.bj001_hr,
      updatedTime: '2020-01-01T00:00:00.000Z',
      orgUnitId: hqHr.id,
      roleIds: roles,
    });
    expect(stale.body).toMatchObject({ code: 40901, msg: '该用户信息已被他人修改，请刷新后重试' });
    const { body } = await call(t, '/api/Office/UpdateUser', tok.admin, {
      userId: userId.bj001_hr,
      updatedTime: detail.body.data.updatedTime,
      orgUnitId: hqHr.id,
      roleIds: roles,
      imId: ' wang.bj001 ',
    });
    expect(body.code).toBe(0);
    expect((await call(t, '/api/User/GetUserInfo', viewerSession)).body.code).toBe(10003);
    const after = await call(t, '/api/Office/GetUserDetail', tok.admin, { userId: userId.bj001_hr });
    // The IM id the notification robots @-mention is part of the record.
    expect(after.body.data).toMatchObject({ orgUnitName: '人力资源部', roleNames: '只读审计', imId: 'wang.bj001' });
    const again = await call(t, '/api/Office/UpdateUser', tok.admin, {
      userId: userId.bj001_hr,
      updatedTime: detail.body.data.updatedTime,
      orgUnitId: hqHr.id,
      roleIds: roles,
    });
    expect(again.body.code).toBe(40901);
  });

  it('refuses roles beyond the caller and units outside its scope', async () => {
    const detail = await call(t, '/api/Office/GetUserDetail', tok.east_hr, { userId: userId.hz001_hr });
    const base = { userId: userId.hz001_hr, updatedTime: detail.body.data.updatedTime };
    const tooWide = await call(t, '/api/Office/UpdateUser', tok.east_hr, {
      ...base,
      orgUnitId: detail.body.data.orgUnitId,
      roleIds: await roleRefs(t, ['001']),
    });
    expect(tooWide.body).toMatchObject({ code: 40301, msg: '您的权限不足以授予角色：总部HR' });
    const south = await call(t, '/api/Office/UpdateUser', tok.east_hr, {
      ...base,
      orgUnitId: (await unitByCode(t, 'GZ001')).id,
      roleIds: await roleRefs(t, ['020']),
    });
    expect(south.body.code).toBe(40301);
    expect(south.body.msg).toContain('不在您的数据范围内');
  });
});
