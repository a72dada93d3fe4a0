// @postgres: revoked grants reach the principal cache through the change feed (LISTEN/NOTIFY)
import { ErrorCode, RolePaths, SystemPaths } from '@hris/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildCompany, buildRegion, buildUser, call, login, tokenWithMenus } from '../../../test/factories';
import { role, roleMenuPermission, userRole } from '../../db/schema';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t, 'admin');
});
afterAll(async () => t?.close());

let seq = 0;
/** A role id no other test of this file uses. */
const newRoleId = () => `R${Date.now() % 100000}${++seq}`;

async function createRole(grants: { menuCode: string; isEdit: 0 | 1 }[], scopeKind = 'all') {
  const roleId = newRoleId();
  const created = await call(t, RolePaths.createRole, admin, { roleId, name: `测试角色${roleId}`, scopeKind });
  expect(created.body.code).toBe(0);
  const saved = await call(t, RolePaths.saveRoleGrants, admin, { roleId, grants });
  expect(saved.body).toMatchObject({ code: 0, msg: '菜单权限已保存，角色的用户下一次操作即按新权限生效' });
  return roleId;
}

async function holderOf(roleId: string) {
  const company = await buildCompany(t);
  return { ...(await buildUser(t, { orgUnitId: company.id, roleIds: [roleId] })), unitName: company.name };
}

const detail = async (roleId: string) => (await call(t, RolePaths.getRoleDetail, admin, { roleId })).body;
const lastLog = async (action: string) => {
  const { body } = await call(t, SystemPaths.getSystemLogList, admin, { filters: { action: { search: action } } });
  const row = body.data.list[0];
  return (await call(t, SystemPaths.getSystemLogDetail, admin, { id: row.id })).body.data;
};

describe('[ROLE] list and detail', () => {
  it('lists the roles with scope, user count and state, and shows a role with its grants and users', async () => {
    const roleId = await createRole([
      { menuCode: 'System', isEdit: 0 },
      { menuCode: 'SystemLog', isEdit: 1 },
    ]);
    const user = await holderOf(roleId);
    const list = await call(t, RolePaths.getRoleList, admin);
    expect(list.body.code).toBe(0);
    const row = list.body.data.find((r: { roleId: string }) => r.roleId === roleId);
    expect(row).toMatchObject({ scopeKind: 'all', scopeText: '全公司', userCount: 1, grantCount: 2, disabled: false });
    expect(list.body.data.map((r: { roleId: string }) => r.roleId)).toEqual(
      expect.arrayContaining(['001', '019', '020']),
    );

    const body = await detail(roleId);
    expect(body.data.grants).toEqual([
      { menuCode: 'System', isEdit: 0 },
      { menuCode: 'SystemLog', isEdit: 1 },
    ]);
    expect(body.data.users).toEqual([
      expect.objectContaining({ userId: user.id, account: user.account, orgUnitName: user.unitName, isEnabled: true }),
    ]);
    expect((await call(t, RolePaths.getRoleDetail, admin, { roleId: 'NOPE' })).body).toMatchObject({
      code: ErrorCode.NotFound,
      msg: '角色不存在',
    });
  });
});

describe('[ROLE][PG] grants take effect on the next request', () => {
  it('removing a menu answers 40301 on its endpoint at once; granting it again opens it', async () => {
    const roleId = await createRole([
      { menuCode: 'System', isEdit: 0 },
      { menuCode: 'SystemLog', isEdit: 0 },
    ]);
    const user = await holderOf(roleId);
    const logList = () => call(t, SystemPaths.getSystemLogList, user.token, {});
    expect((await logList()).body.code).toBe(0);

    await call(t, RolePaths.saveRoleGrants, admin, { roleId, grants: [{ menuCode: 'System', isEdit: 0 }] });
    expect((await logList()).body.code).toBe(ErrorCode.Forbidden);

    await call(t, RolePaths.saveRoleGrants, admin, {
      roleId,
      grants: [
        { menuCode: 'System', isEdit: 0 },
        { menuCode: 'SystemLog', isEdit: 0 },
      ],
    });
    expect((await logList()).body.code).toBe(0);
  });

  it('a disabled role grants nothing (menus and scope), enabling it gives them back', async () => {
    const roleId = await createRole([
      { menuCode: 'System', isEdit: 0 },
      { menuCode: 'SystemLog', isEdit: 0 },
    ]);
    const user = await holderOf(roleId);
    const menus = async () =>
      (await call(t, '/api/User/GetUserInfo', user.token)).body.data.navMenus.map(
        (m: { menuCode: string }) => m.menuCode,
      );
    expect(await menus()).toContain('SystemLog');

    const off = await call(t, RolePaths.setRoleDisabled, admin, { roleId, disabled: true });
    expect(off.body).toMatchObject({ code: 0, msg: '角色已停用' });
    expect(await menus()).not.toContain('SystemLog');
    expect((await call(t, SystemPaths.getSystemLogList, user.token, {})).body.code).toBe(ErrorCode.Forbidden);
    expect(
      (await call(t, RolePaths.getRoleList, admin)).body.data.find((r: { roleId: string }) => r.roleId === roleId),
    ).toMatchObject({ disabled: true });

    await call(t, RolePaths.setRoleDisabled, admin, { roleId, disabled: false });
    expect(await menus()).toContain('SystemLog');
  });

  it('adding a user to a role gives its menus; removing takes them away', async () => {
    const roleId = await createRole([
      { menuCode: 'System', isEdit: 0 },
      { menuCode: 'SystemLog', isEdit: 0 },
    ]);
    const region = await buildRegion(t);
    const user = await buildUser(t, { orgUnitId: region.id, roleIds: [] });
    const logList = () => call(t, SystemPaths.getSystemLogList, user.token, {});
    expect((await logList()).body.code).toBe(ErrorCode.Forbidden);

    const added = await call(t, RolePaths.addRoleUser, admin, { roleId, userId: user.id });
    expect(added.body).toMatchObject({ code: 0, msg: `已将${user.displayName}加入角色` });
    expect((await logList()).body.code).toBe(0);
    const again = await call(t, RolePaths.addRoleUser, admin, { roleId, userId: user.id });
    expect(again.body).toMatchObject({ code: ErrorCode.Validation, msg: `${user.displayName}已拥有该角色` });

    const removed = await call(t, RolePaths.removeRoleUser, admin, { roleId, userId: user.id });
    expect(removed.body).toMatchObject({ code: 0, msg: `已将${user.displayName}移出角色` });
    expect((await logList()).body.code).toBe(ErrorCode.Forbidden);
    expect((await detail(roleId)).data.users).toEqual([]);
  });
});

describe('[ROLE] refusals', () => {
  it('refuses a duplicate role id (database index) with a Chinese message and creates nothing', async () => {
    const roleId = newRoleId();
    expect((await call(t, RolePaths.createRole, admin, { roleId, name: '甲', scopeKind: 'org' })).body.code).toBe(0);
    const dup = await call(t, RolePaths.createRole, admin, { roleId, name: '乙', scopeKind: 'store' });
    expect(dup.body).toMatchObject({ code: ErrorCode.Validation, msg: `角色编号${roleId}已存在` });
    const rows = await t.db.select().from(role).where(eq(role.roleId, roleId));
    expect(rows.map((r) => r.name)).toEqual(['甲']);
  });

  it('refuses unknown and repeated menu codes and keeps the old grants', async () => {
    const roleId = await createRole([{ menuCode: 'StaffList', isEdit: 1 }]);
    const unknown = await call(t, RolePaths.saveRoleGrants, admin, {
      roleId,
      grants: [
        { menuCode: 'BasicData', isEdit: 0 },
        { menuCode: 'NoSuchMenu', isEdit: 0 },
      ],
    });
    expect(unknown.body).toMatchObject({ code: ErrorCode.Validation, msg: '菜单NoSuchMenu不存在，请刷新页面后重试' });
    const twice = await call(t, RolePaths.saveRoleGrants, admin, {
      roleId,
      grants: [
        { menuCode: 'Office', isEdit: 0 },
        { menuCode: 'Office', isEdit: 1 },
      ],
    });
    expect(twice.body).toMatchObject({ code: ErrorCode.Validation, msg: '菜单Office重复' });
    expect((await detail(roleId)).data.grants).toEqual([{ menuCode: 'StaffList', isEdit: 1 }]);
  });

  it('refuses callers without the permission, without edit, or without the all scope', async () => {
    const reader = await tokenWithMenus(t, { menus: { System: 0, RolePermissions: 0 }, scopeKind: 'all' });
    expect((await call(t, RolePaths.getRoleList, reader.token)).body.code).toBe(0);
    const write = await call(t, RolePaths.createRole, reader.token, {
      roleId: newRoleId(),
      name: '甲',
      scopeKind: 'all',
    });
    expect(write.body.code).toBe(ErrorCode.ReadOnly);

    const regional = await tokenWithMenus(t, { menus: { System: 1, RolePermissions: 1 }, scopeKind: 'org' });
    const list = await call(t, RolePaths.getRoleList, regional.token);
    expect(list.body).toMatchObject({ code: ErrorCode.Forbidden, msg: '只有数据范围为全部的管理员可以管理角色' });

    const none = await tokenWithMenus(t, { menus: { System: 1, SystemLog: 1 }, scopeKind: 'all' });
    expect((await call(t, RolePaths.getRoleList, none.token)).body.code).toBe(ErrorCode.Forbidden);
  });

  it('keeps role 019 (new hires): it cannot be disabled', async () => {
    const res = await call(t, RolePaths.setRoleDisabled, admin, { roleId: '019', disabled: true });
    expect(res.body).toMatchObject({ code: ErrorCode.Validation, msg: '角色019用于新员工入职与本周新员工，不能停用' });
    const [row] = await t.db.select().from(role).where(eq(role.roleId, '019'));
    expect(row.disabled).toBe(false);
  });
});

describe('[ROLE] the last administrator', () => {
  it('cannot lose the role permission edit right: by grants, by disabling the role, or by leaving it', async () => {
    const roleId = await createRole([
      { menuCode: 'System', isEdit: 1 },
      { menuCode: 'RolePermissions', isEdit: 1 },
      { menuCode: 'SystemLog', isEdit: 0 },
    ]);
    const keeper = await holderOf(roleId);
    // Every other way to manage roles is switched off, so the keeper is the last administrator.
    const others = await t.db
      .selectDistinct({ id: role.id, roleId: role.roleId })
      .from(role)
      .innerJoin(roleMenuPermission, eq(roleMenuPermission.roleRef, role.id))
      .where(eq(roleMenuPermission.menuCode, 'RolePermissions'));
    const switchedOff = others.filter((r) => r.roleId !== roleId);
    for (const r of switchedOff) {
      expect(
        (await call(t, RolePaths.setRoleDisabled, keeper.token, { roleId: r.roleId, disabled: true })).body.code,
      ).toBe(0);
    }
    const lastAdmin = { code: ErrorCode.Validation, msg: '至少保留一名拥有角色权限管理（可编辑）的启用管理员' };

    const grants = await call(t, RolePaths.saveRoleGrants, keeper.token, {
      roleId,
      grants: [
        { menuCode: 'System', isEdit: 1 },
        { menuCode: 'RolePermissions', isEdit: 0 },
      ],
    });
    expect(grants.body).toMatchObject(lastAdmin);
    expect((await call(t, RolePaths.setRoleDisabled, keeper.token, { roleId, disabled: true })).body).toMatchObject(
      lastAdmin,
    );
    const leave = await call(t, RolePaths.removeRoleUser, keeper.token, { roleId, userId: keeper.id });
    expect(leave.body).toMatchObject(lastAdmin);
    // Nothing changed: the keeper still holds the role with its grants.
    expect((await t.db.select().from(userRole).where(eq(userRole.userId, keeper.id))).length).toBe(1);
    expect((await call(t, RolePaths.getRoleDetail, keeper.token, { roleId })).body.data.grants).toContainEqual({
      menuCode: 'RolePermissions',
      isEdit: 1,
    });

    for (const r of switchedOff) {
      expect(
        (await call(t, RolePaths.setRoleDisabled, keeper.token, { roleId: r.roleId, disabled: false })).body.code,
      ).toBe(0);
    }
    // With the administrator role back, the keeper may step down.
    expect((await call(t, RolePaths.removeRoleUser, admin, { roleId, userId: keeper.id })).body.code).toBe(0);
  });
});

describe('[ROLE] system log', () => {
  it('logs each change with before and after; a grant change reads as the matrix', async () => {
    const roleId = await createRole([
      { menuCode: 'BasicData', isEdit: 0 },
      { menuCode: 'StaffList', isEdit: 0 },
    ]);
    await call(t, RolePaths.saveRoleGrants, admin, {
      roleId,
      grants: [
        { menuCode: 'BasicData', isEdit: 0 },
        { menuCode: 'StaffList', isEdit: 1 },
        { menuCode: 'Office', isEdit: 0 },
      ],
    });
    const grants = await lastLog('role.grants');
    expect(grants).toMatchObject({ actionText: '修改角色菜单权限', moduleText: '系统管理' });
    expect(grants.target).toContain(roleId);
    // One line per changed menu, in whatever order the log keeps the fields.
    expect(grants.changes).toHaveLength(2);
    expect(grants.changes).toEqual(
      expect.arrayContaining([
        { field: '员工信息（StaffList）', before: '可见', after: '可编辑', changed: true },
        { field: '用户信息（Office）', before: '', after: '可见', changed: true },
      ]),
    );

    await call(t, RolePaths.renameRole, admin, { roleId, name: '改名后的角色', description: '说明' });
    const renamed = await lastLog('role.rename');
    expect(renamed.changes).toContainEqual({
      field: 'name',
      before: `测试角色${roleId}`,
      after: '改名后的角色',
      changed: true,
    });
    expect((await detail(roleId)).data).toMatchObject({ roleId, name: '改名后的角色', description: '说明' });
  });
});
