// @postgres: a moved store changes its staff's scope at once through the change feed (LISTEN/NOTIFY)
import { OrgPaths, StaffPaths, SystemPaths, type TOrgTreeNode } from '@hris/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, type TestApp } from '../../../test/build-test-app';
import {
  buildEmployee,
  buildRegion,
  buildStore,
  buildUser,
  fieldRefusal,
  tokenWithMenus,
  unitByCode,
} from '../../../test/factories';
import { buildStoreTeam, startDeduction } from '../../../test/workflow-helpers';
import { employee, orgUnit, shop, systemLog, work } from '../../db/schema';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t, 'admin');
});
afterAll(async () => t?.close());

async function treeOf(token: string) {
  const { body } = await call(t, OrgPaths.getOrgTree, token);
  expect(body.code, body.msg).toBe(0);
  return body.data as { nodes: TOrgTreeNode[]; canEdit: boolean };
}

const nodeOf = (tree: { nodes: TOrgTreeNode[] }, id: number) => tree.nodes.find((n) => n.id === id)!;

/** The last system-log entry of an action, with its before/after as the log view shows it. */
async function lastLog(action: string) {
  const [row] = await t.db
    .select()
    .from(systemLog)
    .where(eq(systemLog.action, action))
    .orderBy(desc(systemLog.id))
    .limit(1);
  const { body } = await call(t, SystemPaths.getSystemLogDetail, admin, { id: row.id });
  return body.data as { target: string; userName: string; changes: { field: string; before: string; after: string }[] };
}

describe('[ORG][TREE] the tree with active-employee counts', () => {
  it('counts active and resigning employees of each unit and every unit above it', async () => {
    const region = await buildRegion(t);
    const a = await buildStore(t, { regionId: region.id });
    const b = await buildStore(t, { regionId: region.id });
    for (let i = 0; i < 3; i++) await buildEmployee(t, { shopId: a.id });
    await buildEmployee(t, { shopId: a.id, status: 4 });
    await buildEmployee(t, { shopId: a.id, status: 2 }); // left: not counted
    await buildEmployee(t, { shopId: b.id });
    const before = await treeOf(admin);
    expect(before.canEdit).toBe(true);
    expect(nodeOf(before, a.unitId)).toMatchObject({ kind: 'store', ownHeadcount: 4, headcount: 4 });
    expect(nodeOf(before, a.unitId).store).toMatchObject({
      shopId: a.id,
      isOpen: true,
      employingEntity: '测试零售有限公司',
    });
    expect(nodeOf(before, b.unitId).headcount).toBe(1);
    expect(nodeOf(before, region.id)).toMatchObject({ kind: 'region', ownHeadcount: 0, headcount: 5 });
    // The company's count is every active employee of the database.
    const company = before.nodes.find((n) => n.kind === 'company')!;
    const all = await t.db.select({ status: employee.status }).from(employee);
    expect(company.headcount).toBe(all.filter((e) => e.status === 1 || e.status === 4).length);
  });

  it("shows a region-scoped reader its region's units (ancestors only to draw the tree) and no edit right", async () => {
    const team = await buildStoreTeam(t, { employees: 2 });
    const reader = await tokenWithMenus(t, {
      menus: { System: 1, OrgTree: 1 },
      scopeKind: 'org',
      unitCode: team.store.region.code,
    });
    const tree = await treeOf(reader.token);
    expect(tree.canEdit).toBe(false);
    for (const n of tree.nodes) expect(n.inScope).toBe(n.path.startsWith(team.store.region.path));
    expect(nodeOf(tree, team.store.region.id).headcount).toBe(2);
    const company = tree.nodes.find((n) => n.kind === 'company')!;
    expect(company).toMatchObject({ inScope: false, headcount: 2 });
  });

  it('[PG] finds units by name or code within the scope', async () => {
    const store = await buildStore(t, { name: '查找测试门店甲' });
    const byName = await call(t, OrgPaths.searchOrgUnits, admin, { keyword: '查找测试' });
    expect(byName.body.data.map((r: { id: number }) => r.id)).toEqual([store.unitId]);
    const byCode = await call(t, OrgPaths.searchOrgUnits, admin, { keyword: store.code.toLowerCase() });
    expect(byCode.body.data[0]).toMatchObject({ code: store.code, kind: 'store', path: store.orgPath });
    const other = await tokenWithMenus(t, { menus: { OrgTree: 0 }, scopeKind: 'org', unitCode: 'SH001' });
    const outside = await call(t, OrgPaths.searchOrgUnits, other.token, { keyword: '查找测试' });
    expect(outside.body.data).toEqual([]);
    const empty = await call(t, OrgPaths.searchOrgUnits, admin, { keyword: ' ' });
    expect(empty.body).toMatchObject({ code: 40001, msg: '名称或编码：请输入名称或编码' });
  });
});

describe('[ORG][MOVE] moving a store changes the scope of its staff at once', () => {
  it("[PG] region B's HR sees the moved store's staff in the list and detail; region A's HR no longer does", async () => {
    const regionA = await buildRegion(t);
    const regionB = await buildRegion(t);
    const store = await buildStore(t, { regionId: regionA.id });
    const person = await buildEmployee(t, { shopId: store.id });
    const [row] = await t.db
      .select({ id: employee.id })
      .from(employee)
      .where(eq(employee.employeeId, person.employeeId));
    const hrA = await buildUser(t, { orgUnitId: regionA.id, roleIds: ['010'] });
    const hrB = await buildUser(t, { orgUnitId: regionB.id, roleIds: ['010'] });
    const listed = async (token: string) =>
      (await call(t, StaffPaths.getStaffList, token, { filters: { shopCode: { search: store.code } } })).body.data
        .total;
    const detail = async (token: string) => (await call(t, StaffPaths.getStaffDetail, token, { id: row.id })).body;
    expect(await listed(hrA.token)).toBe(1);
    expect(await listed(hrB.token)).toBe(0);
    expect((await detail(hrB.token)).code).toBe(40303);

    const { body } = await call(t, OrgPaths.moveOrgUnit, admin, { id: store.unitId, parentId: regionB.id });
    expect(body).toMatchObject({ code: 0, msg: '组织已移动，其下人员和记录的数据范围已随之调整' });

    expect(await listed(hrB.token)).toBe(1);
    expect((await detail(hrB.token)).data.employeeId).toBe(person.employeeId);
    expect(await listed(hrA.token)).toBe(0);
    expect((await detail(hrA.token)).code).toBe(40303);
    const unit = await unitByCode(t, store.code);
    expect(unit).toMatchObject({ parentId: regionB.id, path: `${regionB.path}${store.unitId}/` });
    const [shopRow] = await t.db.select().from(shop).where(eq(shop.id, store.id));
    expect(shopRow.regionUnitId).toBe(regionB.id);
    const tree = await treeOf(admin);
    expect(nodeOf(tree, regionB.id).headcount).toBe(1);
    expect(nodeOf(tree, regionA.id).headcount).toBe(0);

    const log = await lastLog('org.move');
    expect(log.target).toBe(`org:${store.code}`);
    expect(log.userName).toBe('admin');
    expect([...log.changes].sort((x, y) => x.field.localeCompare(y.field))).toEqual([
      {
        field: 'parent',
        before: `${regionA.code} ${regionA.name}`,
        after: `${regionB.code} ${regionB.name}`,
        changed: true,
      },
      { field: 'path', before: store.orgPath, after: unit.path, changed: true },
    ]);
  });

  it('moves a department with its sub-departments; refuses cycles and kind mismatches with no change', async () => {
    const company = (await t.db.select().from(orgUnit).where(eq(orgUnit.kind, 'company')))[0];
    const made = async (parentId: number, code: string, name: string, kind = 'department') => {
      const { body } = await call(t, OrgPaths.createOrgUnit, admin, { parentId, kind, code, name });
      expect(body.code, body.msg).toBe(0);
      return (await unitByCode(t, code.toUpperCase()))!;
    };
    const top = await made(company.id, 'dep-t1', '测试部');
    const sub = await made(top.id, 'DEP-T2', '测试二组');
    const other = await made(company.id, 'DEP-T3', '测试三部');
    expect(top.path).toBe(`${company.path}${top.id}/`);

    const cycle = await call(t, OrgPaths.moveOrgUnit, admin, { id: top.id, parentId: sub.id });
    expect(cycle.body).toMatchObject({ code: 40001, msg: '不能把「测试部」移到它自己或它的下级「测试二组」之下' });
    const self = await call(t, OrgPaths.moveOrgUnit, admin, { id: top.id, parentId: top.id });
    expect(self.body.msg).toBe('不能把「测试部」移到它自己或它的下级「测试部」之下');
    const region = await buildRegion(t, { name: '测试西区' });
    const store = await buildStore(t, { regionId: region.id, name: '测试西区一店' });
    const storeUnderDept = await call(t, OrgPaths.moveOrgUnit, admin, { id: store.unitId, parentId: top.id });
    expect(storeUnderDept.body).toMatchObject({ code: 40001, msg: '门店「测试西区一店」不能放在部门「测试部」下' });
    const deptUnderRegion = await call(t, OrgPaths.moveOrgUnit, admin, { id: top.id, parentId: region.id });
    expect(deptUnderRegion.body.msg).toBe('部门「测试部」不能放在区域「测试西区」下');
    const regionUnderDept = await call(t, OrgPaths.createOrgUnit, admin, {
      parentId: top.id,
      kind: 'region',
      code: 'R-BAD',
      name: '错放区域',
    });
    expect(regionUnderDept.body.msg).toBe('区域「错放区域」不能放在部门「测试部」下');
    expect(await unitByCode(t, 'R-BAD')).toBeUndefined();
    const company2 = await call(t, OrgPaths.moveOrgUnit, admin, { id: company.id, parentId: top.id });
    expect(company2.body.msg).toBe('公司是组织架构的根，不能移动');
    expect((await unitByCode(t, 'DEP-T1'))!.path).toBe(top.path);
    expect((await unitByCode(t, store.code))!.parentId).toBe(region.id);

    const moved = await call(t, OrgPaths.moveOrgUnit, admin, { id: top.id, parentId: other.id });
    expect(moved.body.code).toBe(0);
    expect((await unitByCode(t, 'DEP-T2'))!.path).toBe(`${other.path}${top.id}/${sub.id}/`);
    const again = await call(t, OrgPaths.moveOrgUnit, admin, { id: top.id, parentId: other.id });
    expect(again.body.msg).toBe('「测试部」已经在「测试三部」下');
  });
});

describe('[ORG][EDIT] add, rename, close; rights', () => {
  it('adds a region under the company with a unique code; logs the new unit', async () => {
    const company = (await t.db.select().from(orgUnit).where(eq(orgUnit.kind, 'company')))[0];
    const input = { parentId: company.id, kind: 'region', code: 'r-test9', name: '测试九区' };
    const { body } = await call(t, OrgPaths.createOrgUnit, admin, input);
    expect(body).toMatchObject({ code: 0, msg: '组织已新增' });
    const unit = (await unitByCode(t, 'R-TEST9'))!;
    expect(unit).toMatchObject({ kind: 'region', parentId: company.id, name: '测试九区' });
    const dup = await call(t, OrgPaths.createOrgUnit, admin, { ...input, name: '另一区' });
    expect(dup.body).toEqual(fieldRefusal('code', '编码', '编码 R-TEST9 已被组织「测试九区」使用'));
    const shopCode = await call(t, OrgPaths.createOrgUnit, admin, { ...input, code: 'SH001' });
    expect(shopCode.body.msg).toMatch(/^编码 SH001 已被门店「.+」使用$/);
    const log = await lastLog('org.create');
    expect(log.changes).toContainEqual({ field: 'name', before: '', after: '测试九区', changed: true });
  });

  it('renames a store and its shop row alike, logged with the old and new name', async () => {
    const store = await buildStore(t, { name: '旧名门店' });
    const { body } = await call(t, OrgPaths.renameOrgUnit, admin, { id: store.unitId, name: '  新名门店 ' });
    expect(body).toMatchObject({ code: 0, msg: '组织已重命名' });
    expect((await unitByCode(t, store.code))!.name).toBe('新名门店');
    const [row] = await t.db.select().from(shop).where(eq(shop.id, store.id));
    expect(row.name).toBe('新名门店');
    expect((await lastLog('org.rename')).changes).toEqual([
      { field: 'name', before: '旧名门店', after: '新名门店', changed: true },
    ]);
    const blank = await call(t, OrgPaths.renameOrgUnit, admin, { id: store.unitId, name: ' ' });
    expect(blank.body).toMatchObject({ code: 40001, msg: '名称：请输入名称' });
  });

  it('refuses to close a store with employees or running works, then closes it once both are gone', async () => {
    const team = await buildStoreTeam(t, { employees: 2 });
    const close = () => call(t, OrgPaths.closeStore, admin, { id: team.store.unitId });
    expect((await close()).body).toMatchObject({
      code: 40001,
      msg: '该门店仍有在职员工 2 人，不能关闭（含入职中、离职中的员工，请先调出或办结离职）',
    });
    const started = await startDeduction(t, team.storeHr.token, team.employees[0].employeeId);
    expect(started.body.code, started.body.msg).toBe(0);
    const workId = started.body.data.workId as number;
    await t.db.update(employee).set({ status: 2 }).where(eq(employee.shopId, team.store.id));
    expect((await close()).body).toMatchObject({
      code: 40001,
      msg: `该门店仍有 1 个进行中的流程（流程编号 ${workId}），请办结或终止后再关闭`,
    });
    // ShopInfo's close keeps the same rule.
    const detail = (await call(t, '/api/Shop/GetShopDetail', admin, { id: team.store.id })).body.data;
    const viaShop = await call(t, '/api/Shop/UpdateShop', admin, {
      id: team.store.id,
      updatedTime: detail.updatedTime,
      shopCode: detail.shopCode,
      shopName: detail.shopName,
      province: detail.province,
      city: detail.city,
      regionId: detail.regionId,
      address: detail.address,
      isOpen: false,
      budgetHeadcount: detail.budgetHeadcount,
      employingEntity: detail.employingEntity,
    });
    expect(viaShop.body.msg).toBe(`该门店仍有 1 个进行中的流程（流程编号 ${workId}），请办结或终止后再关闭`);
    // Once the work is no longer running (state set directly: how it ends is the engine's business).
    await t.db.update(work).set({ status: 'stopped', finishedAt: new Date() }).where(eq(work.id, workId));

    expect((await close()).body).toMatchObject({ code: 0, msg: '门店已关闭' });
    const [row] = await t.db.select().from(shop).where(eq(shop.id, team.store.id));
    expect(row.isOpen).toBe(false);
    expect((await close()).body.msg).toBe(`门店「${team.store.name}」已关闭`);
    expect((await lastLog('org.closeStore')).changes).toEqual([
      { field: 'isOpen', before: 'true', after: 'false', changed: true },
    ]);
    const region = await call(t, OrgPaths.closeStore, admin, { id: team.store.region.id });
    expect(region.body.msg).toBe(`「${team.store.region.name}」不是门店，只有门店可以关闭`);
  });

  it('refuses read-only callers (40302) and callers without a company-wide scope (40301)', async () => {
    const store = await buildStore(t, { name: '权限测试门店' });
    const readOnly = await tokenWithMenus(t, { menus: { System: 0, OrgTree: 0 }, scopeKind: 'all' });
    expect((await treeOf(readOnly.token)).canEdit).toBe(false);
    const ro = await call(t, OrgPaths.renameOrgUnit, readOnly.token, { id: store.unitId, name: '改名' });
    expect(ro.body.code).toBe(40302);
    const regional = await tokenWithMenus(t, {
      menus: { System: 1, OrgTree: 1 },
      scopeKind: 'org',
      unitCode: store.code,
    });
    const scoped = await call(t, OrgPaths.renameOrgUnit, regional.token, { id: store.unitId, name: '改名' });
    expect(scoped.body).toMatchObject({ code: 40301, msg: '只有数据范围为全公司的用户可以调整组织架构' });
    const noMenu = await call(t, OrgPaths.getOrgTree, await login(t, 'hq_hr'));
    expect(noMenu.body.code).toBe(40301);
    expect((await unitByCode(t, store.code))!.name).toBe('权限测试门店');
  });
});
