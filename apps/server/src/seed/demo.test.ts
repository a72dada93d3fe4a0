import { identityNumberProblem, PERMISSION_GROUPS, PERMISSION_KEYS } from '@hris/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../db/client';
import {
  appUser,
  employee,
  employeeHistory,
  message,
  orgUnit,
  position,
  role,
  roleMenuPermission,
  shop,
  userRole,
} from '../db/schema';
import { verifyPassword } from '../modules/user/password';
import { isDatabaseEmpty, resetDatabase, type SeedSummary, seedDemo } from './demo';

const REFERENCE = '2026-11-01';
const DAY_MS = 86_400_000;
const shiftDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Independent implementation of the ISO 7064 MOD 11-2 check of a resident identity number. */
function isValidIdentityNumber(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return '10X98765432'[sum % 11] === id[17];
}

let handle: DbHandle;
let summary: SeedSummary;
let seedMs = 0;

async function loadEmployees() {
  return handle.db.select().from(employee).orderBy(asc(employee.employeeId));
}

describe('demo seed', () => {
  beforeAll(async () => {
    handle = await createDb({ dataDir: 'memory://' });
    await handle.migrate();
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    const started = performance.now();
    summary = await seedDemo(handle.db);
    seedMs = performance.now() - started;
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('reports what it inserted and runs quickly', async () => {
    const [units, shops, employees, users] = await Promise.all([
      handle.db.select().from(orgUnit),
      handle.db.select().from(shop),
      handle.db.select({ id: employee.id }).from(employee),
      handle.db.select({ id: appUser.id }).from(appUser),
    ]);
    expect(summary).toEqual({
      orgUnits: units.length,
      shops: shops.length,
      employees: employees.length,
      users: users.length,
    });
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    expect(seedMs).toBeLessThan(15_000);
  });

  it('builds a consistent org tree with materialized paths', async () => {
    const units = await handle.db.select().from(orgUnit);
    const byId = new Map(units.map((u) => [u.id, u]));
    const roots = units.filter((u) => u.parentId === null);
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({ kind: 'company', code: 'HQ', path: `/${roots[0].id}/` });
    for (const unit of units) {
      if (unit.parentId === null) continue;
      const parent = byId.get(unit.parentId);
      expect(parent, unit.code).toBeDefined();
      expect(unit.path).toBe(`${parent?.path}${unit.id}/`);
      if (unit.kind === 'store') expect(parent?.kind).toBe('region');
      if (unit.kind === 'region' || unit.kind === 'department') expect(parent?.kind).toBe('company');
    }
    expect(
      units
        .filter((u) => u.kind === 'region')
        .map((u) => u.name)
        .sort(),
    ).toEqual(['华东', '华北', '华南', '西南'].sort());
    expect(units.some((u) => u.kind === 'department' && u.name === '人力资源部')).toBe(true);
  });

  it('has at least 40 shops, SH001 in 上海 (华东) and GZ001 in 广州 (华南)', async () => {
    const shops = await handle.db.select().from(shop);
    const units = new Map((await handle.db.select().from(orgUnit)).map((u) => [u.id, u]));
    expect(shops.length).toBeGreaterThanOrEqual(40);
    const sh001 = shops.find((s) => s.code === 'SH001');
    const gz001 = shops.find((s) => s.code === 'GZ001');
    expect(sh001?.city).toBe('上海');
    expect(gz001?.city).toBe('广州');
    expect(units.get(sh001?.regionUnitId ?? -1)?.name).toBe('华东');
    expect(units.get(gz001?.regionUnitId ?? -1)?.name).toBe('华南');
    for (const s of shops) {
      const unit = units.get(s.orgUnitId);
      expect(unit?.kind).toBe('store');
      expect(unit?.code).toBe(s.code);
      expect(unit?.parentId).toBe(s.regionUnitId);
      expect(s.budgetHeadcount).toBeGreaterThanOrEqual(12);
      expect(s.budgetHeadcount).toBeLessThanOrEqual(30);
    }
    const closed = shops.filter((s) => !s.isOpen).length;
    expect(closed).toBeGreaterThanOrEqual(1);
    expect(closed).toBeLessThanOrEqual(2);
  });

  it('seeds 800+ employees in every status, each carrying its org unit path', async () => {
    const employees = await loadEmployees();
    const units = new Map((await handle.db.select().from(orgUnit)).map((u) => [u.id, u]));
    expect(employees.length).toBeGreaterThanOrEqual(800);
    expect(new Set(employees.map((e) => e.status))).toEqual(new Set([0, 1, 2, 3, 4]));
    for (const e of employees) {
      expect(e.orgPath, e.employeeId).toBe(units.get(e.orgUnitId)?.path);
      if (e.employeeType === 'store') {
        expect(e.shopId, e.employeeId).not.toBeNull();
        expect(e.email).toBeNull();
      } else {
        expect(e.shopId, e.employeeId).toBeNull();
        expect(e.email).toMatch(/@example\.com$/);
      }
    }
    const office = employees.filter((e) => e.employeeType === 'office').length;
    expect(office).toBeGreaterThanOrEqual(100);
    expect(office).toBeLessThanOrEqual(150);
  });

  it('numbers employees uniquely and in order of entry', async () => {
    const employees = await loadEmployees();
    expect(new Set(employees.map((e) => e.employeeId)).size).toBe(employees.length);
    for (let i = 0; i < employees.length; i++) {
      expect(employees[i].employeeId).toMatch(/^E\d{6}$/);
      if (i > 0) expect((employees[i].entryDate ?? '') >= (employees[i - 1].entryDate ?? '')).toBe(true);
    }
  });

  it('gives valid, unique identity numbers matching birth date and gender, and valid phones', async () => {
    const employees = await loadEmployees();
    expect(new Set(employees.map((e) => e.identityNumber)).size).toBe(employees.length);
    expect(new Set(employees.map((e) => e.phone)).size).toBe(employees.length);
    for (const e of employees) {
      expect(isValidIdentityNumber(e.identityNumber), e.identityNumber).toBe(true);
      // And the rule every form applies: province code, birth date, 16 or older.
      expect(identityNumberProblem(e.identityNumber), e.identityNumber).toBeNull();
      expect(e.identityNumber.slice(6, 14)).toBe(e.birthDate?.replaceAll('-', ''));
      expect(Number(e.identityNumber[16]) % 2 === 1 ? 'M' : 'F').toBe(e.gender);
      expect(e.phone).toMatch(/^1[3-9]\d{9}$/);
      expect(e.name).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
      // At least 18 at entry.
      expect(shiftDays(e.birthDate ?? '', 18 * 365 + 4) <= (e.entryDate ?? '')).toBe(true);
    }
  });

  it('keeps dates consistent with each status', async () => {
    const employees = await loadEmployees();
    const horizon = shiftDays(REFERENCE, 60);
    for (const e of employees) {
      const entry = e.entryDate ?? '';
      expect(entry >= '2015-01-01').toBe(true);
      expect(e.probationBeginDate).toBe(entry);
      expect((e.probationEndDate ?? '') > entry).toBe(true);
      if (e.status === 3) {
        expect(e.contractBeginDate).toBeNull();
        expect(e.contractEndDate).toBeNull();
      } else {
        expect((e.contractBeginDate ?? '') >= entry).toBe(true);
        expect((e.contractEndDate ?? '') > (e.contractBeginDate ?? '')).toBe(true);
        // Started by today (one new hire starts on the day itself: 本周新员工 is never empty).
        expect(entry <= REFERENCE).toBe(true);
      }
      if (e.status === 0) {
        expect(e.leaveDate, e.employeeId).not.toBeNull();
        expect((e.leaveDate ?? '') > entry && (e.leaveDate ?? '') < REFERENCE).toBe(true);
      } else {
        expect(e.dishonorableDischarge).toBe(0);
      }
      if (e.status === 1) expect(e.leaveDate).toBeNull();
    }
    const resigned = employees.filter((e) => e.status === 0);
    expect(resigned.some((e) => e.dishonorableDischarge === 1)).toBe(true);
    expect(resigned.filter((e) => e.dishonorableDischarge === 1).length).toBeLessThan(resigned.length / 5);

    const recentHires = employees.filter(
      (e) => (e.entryDate ?? '') >= shiftDays(REFERENCE, -7) && (e.entryDate ?? '') < REFERENCE,
    );
    expect(recentHires.length).toBeGreaterThanOrEqual(5);
    const expiring = employees.filter(
      (e) => e.status === 1 && (e.contractEndDate ?? '') >= REFERENCE && (e.contractEndDate ?? '') <= horizon,
    );
    expect(expiring.length).toBeGreaterThanOrEqual(5);
    expect(employees.some((e) => e.status === 3 && (e.entryDate ?? '') > REFERENCE)).toBe(true);
    // Office staff are added directly, so only store staff are onboarding.
    expect(employees.filter((e) => e.status === 3).every((e) => e.employeeType === 'store')).toBe(true);
  });

  it('staffs every open store with 12–25 people and exactly one active store manager', async () => {
    const employees = await loadEmployees();
    const shops = await handle.db.select().from(shop);
    const [manager] = await handle.db.select().from(position).where(eq(position.name, '店长'));
    for (const s of shops.filter((x) => x.isOpen)) {
      const staff = employees.filter((e) => e.shopId === s.id);
      expect(staff.length, s.code).toBeGreaterThanOrEqual(12);
      expect(staff.length, s.code).toBeLessThanOrEqual(25);
      expect(
        staff.filter((e) => e.positionId === manager.id && e.status === 1),
        s.code,
      ).toHaveLength(1);
    }
    for (const s of shops.filter((x) => !x.isOpen)) {
      const staff = employees.filter((e) => e.shopId === s.id);
      expect(staff.length, s.code).toBeGreaterThan(0);
      expect(
        staff.every((e) => e.status === 0 || e.status === 2),
        s.code,
      ).toBe(true);
    }
  });

  it('records an entry row for everyone and a resignation row for every resigned employee', async () => {
    const employees = await loadEmployees();
    const history = await handle.db.select().from(employeeHistory);
    const entries = history.filter((h) => h.kind === 'entry');
    expect(entries).toHaveLength(employees.length);
    expect(new Set(entries.map((h) => h.employeeId)).size).toBe(employees.length);
    const byId = new Map(employees.map((e) => [e.id, e]));
    for (const h of entries) {
      const e = byId.get(h.employeeId);
      expect(h).toMatchObject({ field: 'status', oldValue: null, effectiveDate: e?.entryDate });
      expect(h.newValue).toBe(e?.status === 3 ? '3' : '1');
    }
    const resigns = history.filter((h) => h.kind === 'resignation' && h.newValue === '0');
    const resigned = employees.filter((e) => e.status === 0);
    expect(resigns).toHaveLength(resigned.length);
    for (const h of resigns) {
      const e = byId.get(h.employeeId);
      expect(e?.status).toBe(0);
      expect(h).toMatchObject({ field: 'status', oldValue: '1', newValue: '0', effectiveDate: e?.leaveDate });
    }
  });

  it('creates the demo accounts with the right roles, units and passwords', async () => {
    const rows = await handle.db
      .select({ account: appUser.account, roleId: role.roleId })
      .from(appUser)
      .innerJoin(userRole, eq(userRole.userId, appUser.id))
      .innerJoin(role, eq(role.id, userRole.roleRef));
    const rolesOf = (account: string) =>
      rows
        .filter((r) => r.account === account)
        .map((r) => r.roleId)
        .sort();
    expect(rolesOf('admin')).toEqual(['admin']);
    expect(rolesOf('hq_hr')).toEqual(['001']);
    expect(rolesOf('east_hr')).toEqual(['010']);
    expect(rolesOf('south_hr')).toEqual(['010']);
    expect(rolesOf('sh001_hr')).toEqual(['019', '020']);
    expect(rolesOf('gz001_hr')).toEqual(['020']);
    expect(rolesOf('viewer')).toEqual(['090']);
    expect(rolesOf('east_mgr')).toEqual(['011']);
    expect(rolesOf('hq_comp')).toEqual(['002']);
    expect(rolesOf('hq_hr_dir')).toEqual(['003']);

    const users = await handle.db.select().from(appUser);
    const units = new Map((await handle.db.select().from(orgUnit)).map((u) => [u.id, u]));
    const employees = new Map((await loadEmployees()).map((e) => [e.id, e]));
    const user = (account: string) => {
      const found = users.find((u) => u.account === account);
      if (!found) throw new Error(`missing account ${account}`);
      return found;
    };
    expect(units.get(user('admin').orgUnitId)?.kind).toBe('company');
    expect(units.get(user('viewer').orgUnitId)?.kind).toBe('company');
    expect(units.get(user('hq_hr').orgUnitId)?.name).toBe('人力资源部');
    expect(units.get(user('east_hr').orgUnitId)?.name).toBe('华东');
    expect(units.get(user('south_hr').orgUnitId)?.name).toBe('华南');
    expect(units.get(user('sh001_hr').orgUnitId)?.code).toBe('SH001');
    expect(units.get(user('gz001_hr').orgUnitId)?.code).toBe('GZ001');
    expect(units.get(user('east_mgr').orgUnitId)?.name).toBe('华东');
    expect(units.get(user('hq_comp').orgUnitId)?.name).toBe('人力资源部');
    for (const account of [
      'hq_hr',
      'hq_comp',
      'hq_hr_dir',
      'east_hr',
      'east_mgr',
      'south_hr',
      'sh001_hr',
      'gz001_hr',
      'viewer',
    ]) {
      const u = user(account);
      expect(u.email).toBe(`${account}@example.com`);
      const person = employees.get(u.employeeRef ?? -1);
      expect(person?.status, account).toBe(1);
      expect(person?.name).toBe(u.displayName);
    }
    // The store HRs work in their own store.
    expect(employees.get(user('sh001_hr').employeeRef ?? -1)?.orgUnitId).toBe(user('sh001_hr').orgUnitId);
    expect(employees.get(user('gz001_hr').employeeRef ?? -1)?.orgUnitId).toBe(user('gz001_hr').orgUnitId);
    // Every region has a regional HR.
    const regionalHrUnits = new Set(
      rows.filter((r) => r.roleId === '010').map((r) => units.get(user(r.account).orgUnitId)?.name),
    );
    expect(regionalHrUnits).toEqual(new Set(['华东', '华南', '华北', '西南']));
    // …and a regional manager (position changes, flow 32).
    const managerUnits = new Set(
      rows.filter((r) => r.roleId === '011').map((r) => units.get(user(r.account).orgUnitId)?.name),
    );
    expect(managerUnits).toEqual(new Set(['华东', '华南', '华北', '西南']));

    expect(await verifyPassword('Admin@2026', user('admin').passwordHash)).toBe(true);
    expect(await verifyPassword('Hris@2026', user('hq_hr').passwordHash)).toBe(true);
    expect(await verifyPassword('Hris@2026', user('admin').passwordHash)).toBe(false);
  });

  it('grants each role its menus', async () => {
    // Regional and store HR keep their staff's childcare leave; the area rules are head office's.
    const CHILDCARE_OF_STAFF = ['Childcare', 'ChildcareOfEmployee', 'ChildcareOfUsed'];
    const rows = await handle.db
      .select({ roleId: role.roleId, menuCode: roleMenuPermission.menuCode, isEdit: roleMenuPermission.isEdit })
      .from(roleMenuPermission)
      .innerJoin(role, eq(role.id, roleMenuPermission.roleRef));
    const menus = (roleId: string) => new Set(rows.filter((r) => r.roleId === roleId).map((r) => r.menuCode));
    const system = new Set<string>(PERMISSION_GROUPS.system);
    expect(menus('admin')).toEqual(new Set(PERMISSION_KEYS));
    expect(menus('001')).toEqual(new Set(PERMISSION_KEYS.filter((k) => !system.has(k))));
    expect(menus('010')).toEqual(
      new Set([
        ...PERMISSION_GROUPS.task,
        ...PERMISSION_GROUPS.basicData,
        ...PERMISSION_GROUPS.statistics,
        ...PERMISSION_GROUPS.reports,
        ...PERMISSION_GROUPS.health,
        ...PERMISSION_GROUPS.train,
        ...CHILDCARE_OF_STAFF,
      ]),
    );
    expect(menus('020')).toEqual(
      new Set([
        ...PERMISSION_GROUPS.task,
        ...PERMISSION_GROUPS.health,
        ...PERMISSION_GROUPS.train,
        ...CHILDCARE_OF_STAFF,
        'BasicData',
        'StaffList',
      ]),
    );
    expect(menus('019')).toEqual(new Set(['StaffList']));
    for (const approver of ['011', '002', '003'])
      expect(menus(approver), approver).toEqual(new Set([...PERMISSION_GROUPS.task, 'BasicData', 'StaffList']));
    // The read-only auditor sees personal data masked only (issue 38).
    expect(menus('090')).toEqual(
      new Set([...PERMISSION_GROUPS.basicData, ...PERMISSION_GROUPS.statistics].filter((k) => k !== 'SensitiveData')),
    );
    for (const r of rows) expect(r.isEdit, `${r.roleId}/${r.menuCode}`).toBe(r.roleId === '090' ? 0 : 1);
    // The role page shows a disabled role too: 030 keeps its training menus but grants nothing.
    expect(menus('030')).toEqual(new Set(PERMISSION_GROUPS.train));
    const disabled = await handle.db.select({ roleId: role.roleId }).from(role).where(eq(role.disabled, true));
    expect(disabled.map((r) => r.roleId)).toEqual(['030']);
  });

  it('leaves unread messages for hq_hr and sh001_hr', async () => {
    const rows = await handle.db
      .select({ account: appUser.account, isRead: message.isRead })
      .from(message)
      .innerJoin(appUser, eq(appUser.id, message.userId));
    for (const account of ['hq_hr', 'sh001_hr']) {
      const mine = rows.filter((r) => r.account === account);
      expect(mine.length, account).toBeGreaterThan(0);
      expect(mine.every((r) => !r.isRead)).toBe(true);
    }
  });

  it('is deterministic: reset and seed again give the same people', async () => {
    const before = await loadEmployees();
    await resetDatabase(handle.db);
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    expect(await handle.db.select().from(employee)).toHaveLength(0);
    expect(await handle.db.select().from(appUser)).toHaveLength(0);

    const again = await seedDemo(handle.db);
    expect(again).toEqual(summary);
    const after = await loadEmployees();
    expect(after.map((e) => e.name)).toEqual(before.map((e) => e.name));
    const strip = (e: (typeof before)[number]) => {
      const { createdAt: _c, updatedAt: _u, ...rest } = e;
      return rest;
    };
    expect(after.map(strip)).toEqual(before.map(strip));
    // RESTART IDENTITY: the root is id 1 again.
    const [root] = await handle.db.select().from(orgUnit).where(eq(orgUnit.code, 'HQ'));
    expect(root.path).toBe('/1/');
  }, 60_000);
});
