/**
 * Test factories of the API tests: pick seeded people, make accounts with chosen roles, build
 * .xlsx uploads and read .xlsx answers. Only tests import this file.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { appUser, employee, orgUnit, role, roleMenuPermission, shop, userRole } from '../src/db/schema';
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
export async function download(t: TestApp, url: string, token: string, payload: unknown = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { AccessToken: token },
  });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

/** The first sheet of an .xlsx as rows of cell texts (header row first). */
export async function readSheet(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
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
