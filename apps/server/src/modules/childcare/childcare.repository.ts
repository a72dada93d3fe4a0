import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUser, employee, employeeHistory, shop } from '../../db/schema';
import { type ListQuery, orderedPage, sortValueColumn } from '../../lists/list-query';
import { employeeColumns } from '../basic-data/shared/employee-sql';
import type { AreaRule, EmploymentSpan, Placement } from './entitlement';
import { childcareRule, childcareUse, employeeChild } from './tables';

// ───────────────────────────── rules ─────────────────────────────

function ruleSelect(db: Executor, sortValue: SQL<string>) {
  return db
    .select({
      id: childcareRule.id,
      province: childcareRule.province,
      city: childcareRule.city,
      daysPerYear: childcareRule.daysPerYear,
      maxAge: childcareRule.maxAge,
      effectiveFrom: childcareRule.effectiveFrom,
      effectiveTo: childcareRule.effectiveTo,
      remark: childcareRule.remark,
      updatedAt: childcareRule.updatedAt,
      sortValue,
    })
    .from(childcareRule);
}
export type RuleRow = Awaited<ReturnType<ReturnType<typeof ruleSelect>['execute']>>[number];

export async function findRulePage(db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset = 0) {
  return orderedPage(ruleSelect(db, sortValueColumn(q)).$dynamic(), q, where, limit, offset);
}

export async function countRules(db: Executor, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(childcareRule).where(where);
  return Number(row?.n ?? 0);
}

export async function findRule(db: Executor, id: number) {
  const [row] = await ruleSelect(db, sql<string>`''`).where(eq(childcareRule.id, id));
  return row;
}

/** Every rule (a few per province): the entitlement reads them all at once. */
export async function allRules(db: Executor): Promise<AreaRule[]> {
  return db.select().from(childcareRule).orderBy(asc(childcareRule.effectiveFrom));
}

/** Rules of the area whose period meets [from, to] (to null: open-ended), but `exceptId`. */
export async function findOverlappingRules(
  db: Executor,
  area: { province: string; city: string },
  period: { from: string; to: string | null; exceptId?: number },
) {
  return db
    .select()
    .from(childcareRule)
    .where(
      and(
        eq(childcareRule.province, area.province),
        eq(childcareRule.city, area.city),
        period.to ? sql`${childcareRule.effectiveFrom} <= ${period.to}::date` : undefined,
        sql`coalesce(${childcareRule.effectiveTo}, '9999-12-31'::date) >= ${period.from}::date`,
        period.exceptId ? sql`${childcareRule.id} <> ${period.exceptId}` : undefined,
      ),
    )
    .orderBy(asc(childcareRule.effectiveFrom))
    .limit(1);
}

/** Serialises the writers of one area's rules (no row to lock when the first rule is added). */
export async function lockArea(db: Executor, area: { province: string; city: string }) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('hris.childcare_rule'), hashtext(${`${area.province}|${area.city}`}))`,
  );
}

export type RuleValues = Pick<
  typeof childcareRule.$inferInsert,
  'province' | 'city' | 'daysPerYear' | 'maxAge' | 'effectiveFrom' | 'effectiveTo' | 'remark'
>;

export async function insertRule(db: Executor, values: RuleValues, createdBy: number) {
  const [row] = await db
    .insert(childcareRule)
    .values({ ...values, createdBy })
    .returning({ id: childcareRule.id });
  return row.id;
}

export async function updateRule(db: Executor, id: number, values: RuleValues) {
  await db
    .update(childcareRule)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(childcareRule.id, id));
}

export async function deleteRule(db: Executor, id: number) {
  await db.delete(childcareRule).where(eq(childcareRule.id, id));
}

/** Whether a store lies in the area (a city's, or any of the province's when city is ''). */
export async function hasStoreIn(db: Executor, area: { province: string; city: string }) {
  const known = await db
    .select({ id: shop.id })
    .from(shop)
    .where(and(eq(shop.province, area.province), area.city ? eq(shop.city, area.city) : undefined))
    .limit(1);
  return known.length > 0;
}

/** The provinces and cities of the stores (the rule form's choices). */
export async function storeAreas(db: Executor) {
  return db
    .selectDistinct({ province: shop.province, city: shop.city })
    .from(shop)
    .orderBy(asc(shop.province), asc(shop.city));
}

// ───────────────────────────── where the employees worked ─────────────────────────────

/** The employee's status and current store with its area (the detail's header). */
export async function findEmployeeStore(db: Executor, employeeRef: number) {
  const [row] = await db
    .select({
      shopCode: shop.code,
      shopName: shop.name,
      province: shop.province,
      city: shop.city,
      status: employee.status,
    })
    .from(employee)
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .where(eq(employee.id, employeeRef));
  return row;
}
export type EmployeeStore = Awaited<ReturnType<typeof findEmployeeStore>>;

/** Employees by number with where they lie (the import's lookup, shared with the health import). */
export { findEmployeesByNumber } from '../health/health.repository';

const BEGINNING = '0001-01-01';

/**
 * Each employee's stores over time as areas, from the store history (employee_history rows of
 * the field shopId, codes old → new, by effective date): before the first change the old store,
 * then each new one; without a change, the current store throughout. With the employment span.
 */
export async function placementsOf(
  db: Executor,
  refs: number[],
): Promise<Map<number, { placements: Placement[]; employment: EmploymentSpan }>> {
  const result = new Map<number, { placements: Placement[]; employment: EmploymentSpan }>();
  if (refs.length === 0) return result;
  const people = await db
    .select({
      id: employee.id,
      entryDate: employee.entryDate,
      leaveDate: employee.leaveDate,
      province: shop.province,
      city: shop.city,
    })
    .from(employee)
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .where(inArray(employee.id, refs));
  const moves = await db
    .select({
      employeeRef: employeeHistory.employeeId,
      effectiveDate: employeeHistory.effectiveDate,
      oldValue: employeeHistory.oldValue,
      newValue: employeeHistory.newValue,
    })
    .from(employeeHistory)
    .where(and(inArray(employeeHistory.employeeId, refs), eq(employeeHistory.field, 'shopId')))
    .orderBy(asc(employeeHistory.effectiveDate), asc(employeeHistory.id));
  const codes = [...new Set(moves.flatMap((m) => [m.oldValue, m.newValue]).filter((c): c is string => Boolean(c)))];
  const areas = new Map(
    codes.length
      ? (
          await db
            .select({ code: shop.code, province: shop.province, city: shop.city })
            .from(shop)
            .where(inArray(shop.code, codes))
        ).map((s) => [s.code, s])
      : [],
  );
  const at = (from: string, code: string | null): Placement => {
    const area = code ? areas.get(code) : undefined;
    return { from, province: area?.province ?? null, city: area?.city ?? null };
  };
  for (const p of people) {
    const own = moves.filter((m) => m.employeeRef === p.id);
    const placements = own.length
      ? [at(BEGINNING, own[0].oldValue), ...own.map((m) => at(m.effectiveDate, m.newValue))]
      : [{ from: BEGINNING, province: p.province, city: p.city }];
    result.set(p.id, { placements, employment: { entryDate: p.entryDate, leaveDate: p.leaveDate } });
  }
  return result;
}

// ───────────────────────────── children ─────────────────────────────

function childSelect(db: Executor, sortValue: SQL<string>) {
  return db
    .select({
      id: employeeChild.id,
      ...employeeColumns,
      orgPath: employee.orgPath,
      childName: employeeChild.name,
      birthDate: employeeChild.birthDate,
      sortValue,
    })
    .from(employeeChild)
    .innerJoin(employee, eq(employee.id, employeeChild.employeeRef))
    .leftJoin(shop, eq(shop.id, employee.shopId));
}
export type ChildRow = Awaited<ReturnType<ReturnType<typeof childSelect>['execute']>>[number];

export const liveChild = isNull(employeeChild.deletedAt);

export async function findChildPage(db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset = 0) {
  return orderedPage(childSelect(db, sortValueColumn(q)).$dynamic(), q, where, limit, offset);
}

export async function childrenOf(db: Executor, employeeRef: number) {
  return db
    .select()
    .from(employeeChild)
    .where(and(eq(employeeChild.employeeRef, employeeRef), liveChild))
    .orderBy(asc(employeeChild.birthDate), asc(employeeChild.id));
}
export type ChildRecord = Awaited<ReturnType<typeof childrenOf>>[number];

/** A live child with where its parent lies; `lock` holds the child's row (uses of it queue). */
export async function findChild(db: Executor, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: employeeChild.id,
      employeeRef: employeeChild.employeeRef,
      employeeId: employee.employeeId,
      employeeName: employee.name,
      orgPath: employee.orgPath,
      name: employeeChild.name,
      birthDate: employeeChild.birthDate,
      remark: employeeChild.remark,
    })
    .from(employeeChild)
    .innerJoin(employee, eq(employee.id, employeeChild.employeeRef))
    .where(and(eq(employeeChild.id, id), liveChild));
  const [row] = options.lock ? await query.for('update', { of: employeeChild }) : await query;
  return row;
}

type ChildValues = Pick<typeof employeeChild.$inferInsert, 'name' | 'birthDate' | 'remark'>;

export async function insertChild(db: Executor, values: ChildValues & { employeeRef: number; createdBy: number }) {
  const [row] = await db.insert(employeeChild).values(values).returning({ id: employeeChild.id });
  return row.id;
}

export async function updateChild(db: Executor, id: number, values: ChildValues) {
  await db.update(employeeChild).set(values).where(eq(employeeChild.id, id));
}

/** Soft delete: the row stays, no longer live. */
export async function deleteChild(db: Executor, id: number) {
  await db.update(employeeChild).set({ deletedAt: new Date() }).where(eq(employeeChild.id, id));
}

/** Live uses per child and year. */
export async function usedDays(db: Executor, childIds: number[], year?: number) {
  const used = new Map<string, number>();
  if (childIds.length === 0) return used;
  const rows = await db
    .select({
      childId: childcareUse.childId,
      year: childcareUse.year,
      days: sql<number>`sum(${childcareUse.days})`.mapWith(Number),
    })
    .from(childcareUse)
    .where(
      and(
        inArray(childcareUse.childId, childIds),
        isNull(childcareUse.cancelledAt),
        year ? eq(childcareUse.year, year) : undefined,
      ),
    )
    .groupBy(childcareUse.childId, childcareUse.year);
  for (const r of rows) used.set(`${r.childId}:${r.year}`, r.days);
  return used;
}

export async function countLiveUses(db: Executor, childId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(childcareUse)
    .where(and(eq(childcareUse.childId, childId), isNull(childcareUse.cancelledAt)));
  return Number(row?.n ?? 0);
}

// ───────────────────────────── uses ─────────────────────────────

const creator = appUser;

function useSelect(db: Executor, sortValue: SQL<string>) {
  return db
    .select({
      id: childcareUse.id,
      ...employeeColumns,
      childId: employeeChild.id,
      childName: employeeChild.name,
      birthDate: employeeChild.birthDate,
      startDate: childcareUse.startDate,
      endDate: childcareUse.endDate,
      days: childcareUse.days,
      remark: childcareUse.remark,
      createdByName: creator.displayName,
      createdAt: childcareUse.createdAt,
      sortValue,
    })
    .from(childcareUse)
    .innerJoin(employee, eq(employee.id, childcareUse.employeeRef))
    .innerJoin(employeeChild, eq(employeeChild.id, childcareUse.childId))
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .leftJoin(creator, eq(creator.id, childcareUse.createdBy));
}
export type UseRow = Awaited<ReturnType<ReturnType<typeof useSelect>['execute']>>[number];

export const liveUse = isNull(childcareUse.cancelledAt);

export async function findUsePage(db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset = 0) {
  return orderedPage(useSelect(db, sortValueColumn(q)).$dynamic(), q, where, limit, offset);
}

/** The uses of the list filtered by `where`, over the joins its filters read (the child's name too). */
export async function countUses(db: Executor, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(childcareUse)
    .innerJoin(employee, eq(employee.id, childcareUse.employeeRef))
    .innerJoin(employeeChild, eq(employeeChild.id, childcareUse.childId))
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .where(where);
  return Number(row?.n ?? 0);
}

export async function findUse(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: childcareUse.id,
      employeeRef: childcareUse.employeeRef,
      employeeId: employee.employeeId,
      orgPath: employee.orgPath,
      childId: childcareUse.childId,
      childName: employeeChild.name,
      startDate: childcareUse.startDate,
      endDate: childcareUse.endDate,
      days: childcareUse.days,
      cancelledAt: childcareUse.cancelledAt,
    })
    .from(childcareUse)
    .innerJoin(employee, eq(employee.id, childcareUse.employeeRef))
    .innerJoin(employeeChild, eq(employeeChild.id, childcareUse.childId))
    .where(eq(childcareUse.id, id));
  return row;
}

type UseValues = Pick<
  typeof childcareUse.$inferInsert,
  'employeeRef' | 'childId' | 'year' | 'startDate' | 'endDate' | 'days' | 'remark' | 'createdBy'
>;

export async function insertUse(db: Executor, values: UseValues) {
  const [row] = await db.insert(childcareUse).values(values).returning({ id: childcareUse.id });
  return row.id;
}

/** The rows of an import, in one statement. */
export async function insertUses(db: Executor, values: UseValues[]) {
  await db.insert(childcareUse).values(values);
}

/** Cancels a use: the row stays with who, when and why. */
export async function cancelUse(db: Executor, id: number, cancel: { by: number; reason: string }) {
  await db
    .update(childcareUse)
    .set({ cancelledAt: new Date(), cancelledBy: cancel.by, cancelReason: cancel.reason })
    .where(eq(childcareUse.id, id));
}

/** A live use of the employee whose dates meet [start, end]. */
export async function findOverlappingUse(db: Executor, employeeRef: number, start: string, end: string) {
  const [row] = await db
    .select({ startDate: childcareUse.startDate, endDate: childcareUse.endDate })
    .from(childcareUse)
    .where(
      and(
        eq(childcareUse.employeeRef, employeeRef),
        liveUse,
        sql`${childcareUse.startDate} <= ${end}::date`,
        sql`${childcareUse.endDate} >= ${start}::date`,
      ),
    )
    .limit(1);
  return row;
}

/** Where the parent of a child (the scope of the child's id) lies. */
export async function childPlace(db: Executor, id: number) {
  const [row] = await db
    .select({ orgPath: employee.orgPath, employeeRef: employee.id })
    .from(employeeChild)
    .innerJoin(employee, eq(employee.id, employeeChild.employeeRef))
    .where(eq(employeeChild.id, id));
  return row;
}

/** Where the employee of a use lies. */
export async function usePlace(db: Executor, id: number) {
  const [row] = await db
    .select({ orgPath: employee.orgPath, employeeRef: employee.id })
    .from(childcareUse)
    .innerJoin(employee, eq(employee.id, childcareUse.employeeRef))
    .where(eq(childcareUse.id, id));
  return row;
}
