import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { maskedSealed, sealedEquals } from '../../../db/pii-crypto';
import { pageOfIds, preparedPerExecutor } from '../../../db/prepared';
import {
  appUser,
  attachment,
  employee,
  employeeHistory,
  orgUnit,
  position,
  shop,
  violation,
  violationAttachment,
  work,
} from '../../../db/schema';
import { type ListQuery, sortValueColumn } from '../../../lists/list-query';
import { employeeRegionName } from '../shared/employee-sql';

const staffFields = {
  id: employee.id,
  employeeId: employee.employeeId,
  name: employee.name,
  gender: employee.gender,
  employeeType: employee.employeeType,
  status: employee.status,
  shopId: employee.shopId,
  shopCode: shop.code,
  shopName: shop.name,
  regionName: employeeRegionName,
  orgUnitId: employee.orgUnitId,
  orgUnitName: orgUnit.name,
  orgPath: employee.orgPath,
  positionId: employee.positionId,
  positionName: position.name,
  rank: employee.rank,
  entryDate: employee.entryDate,
  contractBeginDate: employee.contractBeginDate,
  contractEndDate: employee.contractEndDate,
  phone: employee.phone,
  email: employee.email,
  identityNumber: employee.identityNumber,
  birthDate: employee.birthDate,
  probationBeginDate: employee.probationBeginDate,
  probationEndDate: employee.probationEndDate,
  regularDate: employee.regularDate,
  leaveDate: employee.leaveDate,
  leaveType: employee.leaveType,
  dishonorableDischarge: employee.dishonorableDischarge,
  version: employee.version,
};

/**
 * The rows of given ids in their order (a list page's, or one for the detail): every join by
 * primary key, so one named prepared statement whose plan each pooled connection makes once
 * (planning the four tables and the region subquery cost more than running them).
 */
function joinedById<T extends PgSelect>(select: T) {
  return select
    .innerJoin(employee, eq(employee.id, pageOfIds.id))
    .innerJoin(orgUnit, eq(orgUnit.id, employee.orgUnitId))
    .innerJoin(position, eq(position.id, employee.positionId))
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .orderBy(pageOfIds.order);
}

const staffRowsByIds = preparedPerExecutor((db) =>
  joinedById(db.select(staffFields).from(pageOfIds.from).$dynamic()).prepare('staff_rows'),
);

export type StaffRow = Awaited<ReturnType<ReturnType<typeof staffRowsByIds>['execute']>>[number];

/** The same rows for a list page: the identity number as its stored mask, nothing decrypted. */
const staffListRowsByIds = preparedPerExecutor((db) =>
  joinedById(
    db
      .select({ ...staffFields, identityNumber: maskedSealed(employee.identityNumber) })
      .from(pageOfIds.from)
      .$dynamic(),
  ).prepare('staff_list_rows'),
);

/**
 * One page in two statements: the ids and sort values of the page (filters and sort over
 * employee; shop and position are left joins on their keys, which PostgreSQL drops when no filter
 * or sort reads them), then the rows of those ids.
 */
export async function findStaffPage(
  db: Executor,
  q: ListQuery,
  where: SQL | undefined,
  limit: number,
  offset = 0,
  _auth?: unknown,
  use: 'list' | 'export' = 'export',
): Promise<(StaffRow & { sortValue: string })[]> {
  const ids = await db
    .select({ id: employee.id, sortValue: sortValueColumn(q) })
    .from(employee)
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .leftJoin(position, eq(position.id, employee.positionId))
    .where(where)
    .orderBy(...q.orderBy)
    .offset(offset)
    .limit(limit);
  if (ids.length === 0) return [];
  const statement = use === 'list' ? staffListRowsByIds : staffRowsByIds;
  const rows: StaffRow[] = await statement(db).execute({ ids: ids.map((r) => r.id) });
  const sortValues = new Map(ids.map((r) => [r.id, r.sortValue]));
  // A row deleted between the two statements drops out of the page. The sort value is set on
  // the row as it is: an export reads 100,000 of them.
  return rows.map((row) => Object.assign(row, { sortValue: sortValues.get(row.id)! }));
}

/**
 * The rows of staffRowsByIds: its org unit and position are NOT NULL foreign keys, so joining them
 * keeps every row and the count leaves them out (PostgreSQL drops the shop join itself when no
 * filter reads the shop). No list filter reads the org unit or position tables.
 */
export async function countStaff(db: Executor, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(employee)
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .where(where);
  return Number(row?.n ?? 0);
}

export async function findStaffById(db: Executor, id: number) {
  const [row] = await staffRowsByIds(db).execute({ ids: [id] });
  return row;
}

export async function lockEmployee(db: Executor, id: number) {
  const [row] = await db.select().from(employee).where(eq(employee.id, id)).for('update').limit(1);
  return row;
}

export async function insertEmployee(db: Executor, values: typeof employee.$inferInsert) {
  const [row] = await db.insert(employee).values(values).returning({ id: employee.id });
  return row;
}

export async function insertHistory(db: Executor, rows: (typeof employeeHistory.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(employeeHistory).values(rows);
}

/**
 * The next employee number (E + six digits). A transaction-scoped advisory lock serialises
 * concurrent additions; the unique index stays the last line of defence.
 */
export async function nextEmployeeNumber(db: Executor): Promise<string> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('hris.employee_number'))`);
  const [row] = await db
    .select({
      max: sql<number | null>`max((substring(${employee.employeeId} from 2))::int)`,
    })
    .from(employee)
    .where(sql`${employee.employeeId} ~ '^E[0-9]{6}$'`);
  return `E${(row?.max ?? 100000) + 1}`;
}

export async function findEmployeesByIdentity(db: Executor, identityNumber: string) {
  return db
    .select({
      id: employee.id,
      employeeId: employee.employeeId,
      name: employee.name,
      status: employee.status,
      dishonorableDischarge: employee.dishonorableDischarge,
      leaveType: employee.leaveType,
    })
    .from(employee)
    .where(sealedEquals(employee.identityNumber, identityNumber));
}

export async function findPosition(db: Executor, id: number) {
  const [row] = await db.select().from(position).where(eq(position.id, id)).limit(1);
  return row;
}

export async function findShop(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: shop.id,
      code: shop.code,
      name: shop.name,
      isOpen: shop.isOpen,
      orgUnitId: shop.orgUnitId,
      orgPath: orgUnit.path,
    })
    .from(shop)
    .innerJoin(orgUnit, eq(orgUnit.id, shop.orgUnitId))
    .where(eq(shop.id, id))
    .limit(1);
  return row;
}

export async function findOrgUnit(db: Executor, id: number) {
  const [row] = await db.select().from(orgUnit).where(eq(orgUnit.id, id)).limit(1);
  return row;
}

export async function findHistory(db: Executor, employeeRef: number) {
  return db
    .select()
    .from(employeeHistory)
    .where(eq(employeeHistory.employeeId, employeeRef))
    .orderBy(desc(employeeHistory.effectiveDate), desc(employeeHistory.id));
}

/** Names for the codes history rows hold (shop, position and org-unit codes). */
export async function findNamesForCodes(db: Executor, codes: string[]) {
  if (codes.length === 0) return new Map<string, string>();
  const [shops, positions, units] = await Promise.all([
    db.select({ code: shop.code, name: shop.name }).from(shop).where(inArray(shop.code, codes)),
    db.select({ code: position.code, name: position.name }).from(position).where(inArray(position.code, codes)),
    db.select({ code: orgUnit.code, name: orgUnit.name }).from(orgUnit).where(inArray(orgUnit.code, codes)),
  ]);
  const names = new Map<string, string>();
  for (const r of shops) names.set(`shop:${r.code}`, r.name);
  for (const r of units) names.set(`unit:${r.code}`, r.name);
  for (const r of positions) names.set(`position:${r.code}`, r.name);
  return names;
}

/** Works (process instances) whose target is the employee; empty until processes run. */
export async function findProcesses(db: Executor, employeeRef: number) {
  return db
    .select({
      workId: work.id,
      flowId: work.flowId,
      status: work.status,
      startedAt: work.startedAt,
      finishedAt: work.finishedAt,
    })
    .from(work)
    .where(eq(work.targetEmployeeRef, employeeRef))
    .orderBy(desc(work.startedAt), desc(work.id));
}

export async function findAccount(db: Executor, employeeRef: number) {
  const [row] = await db
    .select({ userId: appUser.id, account: appUser.account, isEnabled: appUser.isEnabled })
    .from(appUser)
    .where(eq(appUser.employeeRef, employeeRef))
    .orderBy(asc(appUser.id))
    .limit(1);
  return row ?? null;
}

/** Files kept on the employee, and those attached to the employee's violations. */
export async function findAttachments(db: Executor, employeeRef: number) {
  const own = await db
    .select({ id: attachment.id, fileName: attachment.fileName, byteLength: attachment.byteLength })
    .from(attachment)
    .where(and(eq(attachment.ownerKind, 'employee'), eq(attachment.ownerId, employeeRef)))
    .orderBy(asc(attachment.id));
  const ofViolations = await db
    .select({
      id: attachment.id,
      fileName: attachment.fileName,
      byteLength: attachment.byteLength,
      violationDate: violation.violationDate,
    })
    .from(violationAttachment)
    .innerJoin(violation, eq(violation.id, violationAttachment.violationId))
    .innerJoin(attachment, eq(attachment.id, violationAttachment.attachmentId))
    .where(eq(violation.employeeRef, employeeRef))
    .orderBy(desc(violation.violationDate), asc(violationAttachment.sort));
  return { own, ofViolations };
}
