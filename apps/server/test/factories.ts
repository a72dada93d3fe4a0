/**
 * Test factories of the API tests: pick seeded people, build org units, stores, employees and
 * accounts of their own, make accounts with chosen roles, build .xlsx uploads and read .xlsx
 * answers. Only tests import this file.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { appUser, employee, orgUnit, position, role, roleMenuPermission, shop, userRole } from '../src/db/schema';
import { hashPassword } from '../src/modules/user/password';
import { call, login, type TestApp } from './build-test-app';

export const PASSWORD = 'Hris@2026';

/** A seeded employee matching the conditions (store code, gender, status, type). */
export async function pickEmployee(
  t: TestApp,
  where: { shopCode?: string; gender?: 'M' | 'F'; status?: number; employeeType?: 'store' | 'office'; skip?: number },
) {
  const conditions: (SQL | undefined)[] = [
    where.gender ? eq(employee.gender, where.gender) : undefined,
    where.status !== undefined ? eq(employee.status, where.status) : undefined,
    where.employeeType ? eq(employee.employeeType, where.employeeType) : undefined,
    where.shopCode ? eq(shop.code, where.shopCode) : undefined,
  ];
  const rows = await t.db
    .select({
      id: employee.id,
      employeeId: employee.employeeId,
      name: employee.name,
      gender: employee.gender,
      status: employee.status,
      entryDate: employee.entryDate,
      orgPath: employee.orgPath,
      version: employee.version,
      contractBeginDate: employee.contractBeginDate,
      contractEndDate: employee.contractEndDate,
      shopCode: shop.code,
    })
    .from(employee)
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .where(and(...conditions))
    .orderBy(asc(employee.employeeId))
    .limit((where.skip ?? 0) + 1);
  const row = rows[where.skip ?? 0];
  if (!row) throw new Error(`no seeded employee for ${JSON.stringify(where)}`);
  return row;
}

export async function shopByCode(t: TestApp, code: string) {
  const [row] = await t.db.select().from(shop).where(eq(shop.code, code));
  return row;
}

export async function unitByCode(t: TestApp, code: string) {
  const [row] = await t.db.select().from(orgUnit).where(eq(orgUnit.code, code));
  return row;
}

export async function roleRefs(t: TestApp, roleIds: string[]) {
  const rows = await t.db.select({ id: role.id, roleId: role.roleId }).from(role).where(inArray(role.roleId, roleIds));
  return roleIds.map((r) => rows.find((x) => x.roleId === r)?.id as number);
}

/**
 * A signed-in account holding exactly the given menus (isEdit per key) and scope, placed in an
 * org unit; returns its token.
 */
export async function tokenWithMenus(
  t: TestApp,
  options: { menus: Record<string, 0 | 1>; scopeKind: 'all' | 'org' | 'store' | 'self'; unitCode?: string },
) {
  const tag = randomBytes(3).toString('hex');
  const [r] = await t.db
    .insert(role)
    .values({ roleId: `T-${tag}`, name: `测试角色${tag}`, scopeKind: options.scopeKind })
    .returning();
  await t.db
    .insert(roleMenuPermission)
    .values(Object.entries(options.menus).map(([menuCode, isEdit]) => ({ roleRef: r.id, menuCode, isEdit })));
  const unit = options.unitCode
    ? await unitByCode(t, options.unitCode)
    : (await t.db.select().from(orgUnit).where(eq(orgUnit.kind, 'company')))[0];
  const [u] = await t.db
    .insert(appUser)
    .values({
      account: `t_${tag}`,
      displayName: `测试${tag}`,
      orgUnitId: unit.id,
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  await t.db.insert(userRole).values({ userId: u.id, roleRef: r.id });
  return { token: await login(t, `t_${tag}`, PASSWORD), userId: u.id, account: `t_${tag}` };
}

/** POST answering a file: status, headers and the raw bytes. */
export async function download(
  t: TestApp,
  url: string,
  token: string,
  payload: unknown = {},
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { ...headers, AccessToken: token },
  });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

/** A sheet of an .xlsx (the first, or the one named) as rows of cell texts (header row first). */
export async function readSheet(buffer: Buffer, sheetName?: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = sheetName === undefined ? workbook.worksheets[0] : workbook.getWorksheet(sheetName);
  if (!sheet) throw new Error(`no sheet ${sheetName} in the workbook`);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) {
      const v = row.getCell(c).value;
      values.push(v == null ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : String(v));
    }
    rows.push(values);
  });
  return rows;
}

/** An .xlsx with a header row and data rows, as a user would fill the template. */
export async function buildWorkbook(header: readonly string[], rows: (string | number | Date | null)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('调薪导入');
  sheet.addRow([...header]);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Uploads one file as multipart field `file`. */
export async function upload(t: TestApp, url: string, token: string, file: { name: string; content: Buffer }) {
  const boundary = `----hris${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat([head, file.content, tail]),
    headers: { AccessToken: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}

/** The answer of a business rule refusing one field: its sentence as msg, the field in data.fields. */
export function fieldRefusal(field: string, label: string, msg: string) {
  return { code: 40001, msg, data: { fields: [{ field, label, message: msg }] } };
}

export { call, login };

// ——— the company's own data, made by the test that needs it (no demo names) ———

/** A valid identity number (check digit computed) for a birth date YYYYMMDD and a sequence. */
export function identityNumberFor(birth: string, sequence: string, region = '310101') {
  const base = `${region}${birth}${sequence}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(base[i]), 0);
  return `${base}${'10X98765432'[sum % 11]}`;
}

let passwordHash: Promise<string> | undefined;
/** scrypt is slow on purpose: the factories hash the test password once per test file. */
function testPasswordHash() {
  passwordHash ??= hashPassword(PASSWORD);
  return passwordHash;
}

const uniqueCode = (prefix: string) => `${prefix}${randomBytes(3).toString('hex').toUpperCase()}`;

type OrgUnitRow = typeof orgUnit.$inferSelect;

/** An org unit under a parent (or the root), its materialized path filled in once its id exists. */
async function insertUnit(t: TestApp, parent: OrgUnitRow | null, values: Pick<OrgUnitRow, 'kind' | 'code' | 'name'>) {
  const [unit] = await t.db
    .insert(orgUnit)
    .values({ ...values, parentId: parent?.id ?? null, path: '' })
    .returning();
  const path = `${parent?.path ?? '/'}${unit.id}/`;
  await t.db.update(orgUnit).set({ path }).where(eq(orgUnit.id, unit.id));
  return { ...unit, path };
}

/** The company at the top of the org tree; made when the database has none. */
export async function buildCompany(t: TestApp) {
  const [company] = await t.db.select().from(orgUnit).where(eq(orgUnit.kind, 'company')).limit(1);
  return company ?? insertUnit(t, null, { kind: 'company', code: uniqueCode('C'), name: '测试公司' });
}

/** A new region under the company. */
export async function buildRegion(t: TestApp, options: { name?: string } = {}) {
  const code = uniqueCode('R');
  return insertUnit(t, await buildCompany(t), { kind: 'region', code, name: options.name ?? `测试区域${code}` });
}

/** A new open store (its org unit and shop row) in a region; makes the region when none is given. */
export async function buildStore(
  t: TestApp,
  options: { regionId?: number; name?: string; entity?: string; isOpen?: boolean } = {},
) {
  const region = options.regionId
    ? (await t.db.select().from(orgUnit).where(eq(orgUnit.id, options.regionId)))[0]
    : await buildRegion(t);
  const code = uniqueCode('S');
  const name = options.name ?? `测试门店${code}`;
  const unit = await insertUnit(t, region, { kind: 'store', code, name });
  const [row] = await t.db
    .insert(shop)
    .values({
      orgUnitId: unit.id,
      regionUnitId: region.id,
      code,
      name,
      province: '上海市',
      city: '上海市',
      employingEntity: options.entity ?? '测试零售有限公司',
      isOpen: options.isOpen ?? true,
    })
    .returning();
  return { id: row.id, code, name, unitId: unit.id, orgPath: unit.path, region };
}

/** An active store position; made when there is none. */
export async function buildStorePosition(t: TestApp) {
  const [existing] = await t.db
    .select()
    .from(position)
    .where(and(eq(position.employeeType, 'store'), eq(position.isActive, true)))
    .orderBy(asc(position.id))
    .limit(1);
  if (existing) return existing;
  const [created] = await t.db
    .insert(position)
    .values({ code: uniqueCode('P'), name: '测试岗位', employeeType: 'store', defaultRank: 'S1' })
    .returning();
  return created;
}

let employeeSerial = 0;
/** A new store employee (active unless told), at a store; makes the store (and its region) when none is given. */
export async function buildEmployee(t: TestApp, options: { shopId?: number; status?: number; name?: string } = {}) {
  const shopId = options.shopId ?? (await buildStore(t)).id;
  const [place] = await t.db
    .select({ shopId: shop.id, orgUnitId: orgUnit.id, orgPath: orgUnit.path, shopCode: shop.code })
    .from(shop)
    .innerJoin(orgUnit, eq(orgUnit.id, shop.orgUnitId))
    .where(eq(shop.id, shopId));
  employeeSerial += 1;
  const [row] = await t.db
    .insert(employee)
    .values({
      employeeId: uniqueCode('T'),
      name: options.name ?? `测试员工${employeeSerial}`,
      gender: 'F',
      identityNumber: identityNumberFor('19950101', String(employeeSerial % 1000).padStart(3, '0')),
      employeeType: 'store',
      status: options.status ?? 1,
      orgUnitId: place.orgUnitId,
      orgPath: place.orgPath,
      shopId: place.shopId,
      positionId: (await buildStorePosition(t)).id,
      rank: 'S1',
      entryDate: '2024-03-01',
    })
    .returning({ id: employee.id, employeeId: employee.employeeId, name: employee.name });
  return { ...row, shopCode: place.shopCode };
}

/**
 * A new enabled, signed-in user at an org unit holding the given roles of the seed (e.g. '010'
 * 区域HR at a region: assignment finds the role holders by the kind of unit they sit at).
 */
export async function buildUser(t: TestApp, options: { orgUnitId: number; roleIds: string[]; displayName?: string }) {
  const account = uniqueCode('u_').toLowerCase();
  const [u] = await t.db
    .insert(appUser)
    .values({
      account,
      displayName: options.displayName ?? `用户${account.slice(2)}`,
      orgUnitId: options.orgUnitId,
      passwordHash: await testPasswordHash(),
    })
    .returning();
  const refs = await roleRefs(t, options.roleIds);
  if (refs.length > 0) await t.db.insert(userRole).values(refs.map((roleRef) => ({ userId: u.id, roleRef })));
  return { id: u.id, account, displayName: u.displayName, token: await login(t, account, PASSWORD) };
}

export type BuiltUser = Awaited<ReturnType<typeof buildUser>>;
