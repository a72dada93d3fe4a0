import { addDays, type THealthStatus } from '@hris/contract';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUser, attachment, employee, orgUnit, role, shop, userRole } from '../../db/schema';
import { type ListQuery, orderedPage, sortValueColumn } from '../../lists/list-query';
import { employeeColumns } from '../basic-data/shared/employee-sql';
import { healthCertificate } from './tables';

/** The day that stands for "no certificate" in the registry's index and order (before any real one). */
const NONE = '1900-01-01';

/** The current certificate's end date, NONE without one: the expression of employee_store_health_idx. */
export const currentEnd = sql`coalesce(${employee.healthEndDate}, ${sql.raw(`'${NONE}'::date`)})`;

/**
 * The people the registry lists: active store employees (在职, 门店员工). Literals, not parameters,
 * so the planner matches the partial index's predicate in any plan.
 */
export const activeStoreEmployee = sql`${employee.status} = 1 and ${employee.employeeType} = 'store'`;

/** The status as a range of `currentEnd` (today and the warning window as business dates). */
export function statusCondition(status: THealthStatus, today: string, warnDays: number): SQL {
  const horizon = addDays(today, warnDays);
  switch (status) {
    case 'missing':
      return sql`${currentEnd} = ${NONE}::date`;
    case 'expired':
      return sql`${currentEnd} > ${NONE}::date and ${currentEnd} < ${today}::date`;
    case 'expiring':
      return sql`${currentEnd} between ${today}::date and ${horizon}::date`;
    case 'valid':
      return sql`${currentEnd} > ${horizon}::date`;
  }
}

const creator = appUser;

const certificateFields = {
  certificateId: healthCertificate.id,
  startDate: healthCertificate.startDate,
  endDate: healthCertificate.endDate,
  remark: healthCertificate.remark,
  workId: healthCertificate.workId,
  createdAt: healthCertificate.createdAt,
  createdByName: creator.displayName,
  attachmentId: attachment.id,
  attachmentName: attachment.fileName,
  attachmentBytes: attachment.byteLength,
};

/** A registry row: the employee and, left-joined, their current (live, latest-ending) certificate. */
function rowSelect(db: Executor, sortValue: SQL<string>) {
  return db
    .select({
      id: employee.id,
      ...employeeColumns,
      orgPath: employee.orgPath,
      employeeType: employee.employeeType,
      healthEndDate: employee.healthEndDate,
      ...certificateFields,
      sortValue,
    })
    .from(employee)
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .leftJoin(
      healthCertificate,
      and(
        eq(healthCertificate.employeeRef, employee.id),
        eq(healthCertificate.endDate, employee.healthEndDate),
        isNull(healthCertificate.deletedAt),
      ),
    )
    .leftJoin(creator, eq(creator.id, healthCertificate.createdBy))
    .leftJoin(attachment, eq(attachment.id, healthCertificate.attachmentId));
}

export type HealthRow = Awaited<ReturnType<ReturnType<typeof rowSelect>['execute']>>[number];

export async function findPage(db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset = 0) {
  return orderedPage(rowSelect(db, sortValueColumn(q)).$dynamic(), q, where, limit, offset);
}

/** One employee's registry row by employee number (any status: the view page shows leavers too). */
export async function findRowByNumber(db: Executor, employeeNumber: string) {
  const [row] = await rowSelect(db, sql<string>`''`).where(eq(employee.employeeId, employeeNumber)).limit(1);
  return row;
}

/** Every live certificate of an employee, latest first. */
export async function findCertificatesOf(db: Executor, employeeRef: number) {
  return db
    .select(certificateFields)
    .from(healthCertificate)
    .leftJoin(creator, eq(creator.id, healthCertificate.createdBy))
    .leftJoin(attachment, eq(attachment.id, healthCertificate.attachmentId))
    .where(and(eq(healthCertificate.employeeRef, employeeRef), isNull(healthCertificate.deletedAt)))
    .orderBy(desc(healthCertificate.endDate), desc(healthCertificate.id));
}

export type CertificateRow = Awaited<ReturnType<typeof findCertificatesOf>>[number];

/** A certificate with where its employee lies (scope checks of the certificate and its scan). */
export async function findCertificate(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: healthCertificate.id,
      employeeRef: healthCertificate.employeeRef,
      employeeId: employee.employeeId,
      startDate: healthCertificate.startDate,
      endDate: healthCertificate.endDate,
      remark: healthCertificate.remark,
      attachmentId: healthCertificate.attachmentId,
      deletedAt: healthCertificate.deletedAt,
      orgPath: employee.orgPath,
    })
    .from(healthCertificate)
    .innerJoin(employee, eq(employee.id, healthCertificate.employeeRef))
    .where(eq(healthCertificate.id, id));
  return row;
}

/** Live certificates of these employees whose period meets [start, end] (but `exceptId`). */
/** Lists of ids or numbers in statements of at most this many parameters (PostgreSQL takes 65,535). */
const CHUNK = 5_000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function findOverlapping(
  db: Executor,
  employeeRefs: number[],
  period?: { start: string; end: string; exceptId?: number },
) {
  const found = [];
  for (const part of chunks(employeeRefs)) found.push(...(await overlappingOf(db, part, period)));
  return found;
}

function overlappingOf(
  db: Executor,
  employeeRefs: number[],
  period?: { start: string; end: string; exceptId?: number },
) {
  return db
    .select({
      id: healthCertificate.id,
      employeeRef: healthCertificate.employeeRef,
      startDate: healthCertificate.startDate,
      endDate: healthCertificate.endDate,
    })
    .from(healthCertificate)
    .where(
      and(
        inArray(healthCertificate.employeeRef, employeeRefs),
        isNull(healthCertificate.deletedAt),
        period ? sql`${healthCertificate.startDate} <= ${period.end}::date` : undefined,
        period ? sql`${healthCertificate.endDate} >= ${period.start}::date` : undefined,
        period?.exceptId ? sql`${healthCertificate.id} <> ${period.exceptId}` : undefined,
      ),
    )
    .orderBy(asc(healthCertificate.startDate));
}

export async function insertCertificates(db: Executor, rows: (typeof healthCertificate.$inferInsert)[]) {
  const ids: { id: number }[] = [];
  // Five values a row: 2,000 rows a statement stay well under PostgreSQL's parameter limit.
  for (const part of chunks(rows, 2_000))
    ids.push(...(await db.insert(healthCertificate).values(part).returning({ id: healthCertificate.id })));
  return ids;
}

export async function updateCertificate(
  db: Executor,
  id: number,
  values: Pick<typeof healthCertificate.$inferInsert, 'startDate' | 'endDate' | 'remark' | 'attachmentId'>,
) {
  await db.update(healthCertificate).set(values).where(eq(healthCertificate.id, id));
}

export async function softDelete(db: Executor, id: number, userId: number, now: Date) {
  await db.update(healthCertificate).set({ deletedAt: now, deletedBy: userId }).where(eq(healthCertificate.id, id));
}

/**
 * Writes each employee's current end date (their latest live certificate's, or none) on the
 * employee row, in the transaction that changed their certificates.
 */
export async function refreshCurrentEnd(db: Executor, employeeRefs: number[]) {
  for (const part of chunks(employeeRefs))
    await db
      .update(employee)
      .set({
        healthEndDate: sql`(select max(hc.end_date) from health_certificate hc where hc.employee_ref = ${employee.id} and hc.deleted_at is null)`,
      })
      .where(inArray(employee.id, part));
}

/** Row locks on the employees, in id order, so writers of one person's certificates queue. */
export async function lockEmployees(db: Executor, employeeRefs: number[]) {
  // In id order across the chunks too: two writers never wait on each other crosswise.
  for (const part of chunks([...employeeRefs].sort((a, b) => a - b)))
    await db
      .select({ id: employee.id })
      .from(employee)
      .where(inArray(employee.id, part))
      .orderBy(asc(employee.id))
      .for('update');
}

/** Employees by number (the import resolves its rows), with what the scope and rules need. */
export async function findEmployeesByNumber(db: Executor, numbers: string[]) {
  const found = [];
  for (const part of chunks(numbers))
    found.push(
      ...(await db
        .select({
          id: employee.id,
          employeeId: employee.employeeId,
          name: employee.name,
          status: employee.status,
          employeeType: employee.employeeType,
          orgPath: employee.orgPath,
        })
        .from(employee)
        .where(inArray(employee.employeeId, part))),
    );
  return found;
}

/** The picker: active store employees of the scope whose number or name contains the keyword. */
export async function searchEmployees(db: Executor, keyword: string, scope: SQL | undefined, limit: number) {
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      employeeId: employee.employeeId,
      name: employee.name,
      shopCode: shop.code,
      shopName: shop.name,
      healthEndDate: employee.healthEndDate,
    })
    .from(employee)
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .where(
      and(
        activeStoreEmployee,
        scope,
        or(sql`${employee.employeeId} ilike ${like}`, sql`${employee.name} ilike ${like}`),
      ),
    )
    .orderBy(asc(employee.employeeId))
    .limit(limit);
}

/** 即将过期 / 已过期 / 缺失 among the active store employees `scope` selects: one range of the index. */
export async function countStatuses(db: Executor, scope: SQL | undefined, today: string, warnDays: number) {
  const [row] = await db
    .select({
      expiring: sql<number>`count(*) filter (where ${statusCondition('expiring', today, warnDays)})`.mapWith(Number),
      expired: sql<number>`count(*) filter (where ${statusCondition('expired', today, warnDays)})`.mapWith(Number),
      missing: sql<number>`count(*) filter (where ${statusCondition('missing', today, warnDays)})`.mapWith(Number),
    })
    .from(employee)
    .where(and(activeStoreEmployee, scope, sql`${currentEnd} <= ${addDays(today, warnDays)}::date`));
  return { expiring: row?.expiring ?? 0, expired: row?.expired ?? 0, missing: row?.missing ?? 0 };
}

/**
 * Every active store employee whose certificate needs attention (expiring, expired, missing), with
 * their store: the daily message's lines, grouped by store by the caller.
 */
export async function findNeedingAttention(db: Executor, today: string, warnDays: number) {
  return db
    .select({
      shopId: shop.id,
      shopCode: shop.code,
      shopName: shop.name,
      shopUnitId: shop.orgUnitId,
      employeeId: employee.employeeId,
      name: employee.name,
      healthEndDate: employee.healthEndDate,
    })
    .from(employee)
    .innerJoin(shop, eq(shop.id, employee.shopId))
    .where(and(activeStoreEmployee, sql`${currentEnd} <= ${addDays(today, warnDays)}::date`))
    .orderBy(asc(shop.id), asc(currentEnd), asc(employee.employeeId));
}

/** The enabled store HR (role 020) sitting at each of these store units. */
export async function storeHrOf(db: Executor, unitIds: number[]) {
  if (unitIds.length === 0) return [];
  return db
    .selectDistinct({ userId: appUser.id, unitId: appUser.orgUnitId })
    .from(appUser)
    .innerJoin(userRole, eq(userRole.userId, appUser.id))
    .innerJoin(role, eq(role.id, userRole.roleRef))
    .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
    .where(
      and(
        eq(role.roleId, '020'),
        eq(role.disabled, false),
        eq(appUser.isEnabled, true),
        eq(orgUnit.kind, 'store'),
        inArray(appUser.orgUnitId, unitIds),
      ),
    );
}

/**
 * The certificates a zip takes, in the list's order: their employee, period and scan. `where`
 * selects certificates (ids) or registry rows (a filter: their current certificate).
 */
export async function findZipEntries(db: Executor, where: SQL | undefined, byIds: boolean, limit: number) {
  return db
    .select({
      certificateId: healthCertificate.id,
      employeeId: employee.employeeId,
      name: employee.name,
      startDate: healthCertificate.startDate,
      endDate: healthCertificate.endDate,
      fileName: attachment.fileName,
      sha256: attachment.sha256,
    })
    .from(employee)
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .innerJoin(
      healthCertificate,
      byIds
        ? eq(healthCertificate.employeeRef, employee.id)
        : and(
            eq(healthCertificate.employeeRef, employee.id),
            eq(healthCertificate.endDate, employee.healthEndDate),
            isNull(healthCertificate.deletedAt),
          ),
    )
    .innerJoin(attachment, eq(attachment.id, healthCertificate.attachmentId))
    .where(where)
    .orderBy(asc(employee.employeeId), asc(healthCertificate.startDate))
    .limit(limit);
}

/** Marks an uploaded scan as this certificate's (its owner decides who may read it). */
export async function ownAttachment(db: Executor, attachmentId: number, certificateId: number) {
  await db
    .update(attachment)
    .set({ ownerKind: 'healthCertificate', ownerId: certificateId })
    .where(eq(attachment.id, attachmentId));
}

/** Where the person a certificate (the owner of a scan) belongs to lies. */
export async function certificatePlace(db: Executor, certificateId: number) {
  const [row] = await db
    .select({ orgPath: employee.orgPath, employeeRef: employee.id })
    .from(healthCertificate)
    .innerJoin(employee, eq(employee.id, healthCertificate.employeeRef))
    .where(eq(healthCertificate.id, certificateId));
  return row;
}
