import { count, eq, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { maskedForm } from '../db/pii-crypto';
import { appUser, employee, orgUnit, shop, work } from '../db/schema';
import { type ListQuery, orderedPage, sortValueColumn } from './list-query';

/*
 * The statistics lists of works (人事异动列表, 合同续签列表, 试用期考核列表): works of some flows,
 * read from `work` with the person, the store and region at start, and the starter, all joined by
 * primary key. Each list adds the fields of its own form (read from form_data) or of its own tables.
 */

/** The region of the store the work started at. */
export const startRegion = alias(orgUnit, 'start_region');

/** A text field of the work's form ('' when the form has none). */
export const formText = (field: string) => sql<string>`coalesce(${work.formData}->>${field}, '')`;

/**
 * What every row of a list of works reads. The form comes with its sealed identity numbers as
 * their masks, never decrypted (as the task lists read it): a page opened twenty forms' numbers,
 * 4.5 % of 员工入职列表's server time, for presenters that read none of them. A list that shows
 * or exports a number itself reads the form in clear (`workPage(…, { clearForm: true })`).
 */
const workListFields = {
  id: work.id,
  flowId: work.flowId,
  status: work.status,
  currentNodeId: work.currentNodeId,
  startedAt: work.startedAt,
  finishedAt: work.finishedAt,
  formData: maskedForm(work.formData),
  employeeId: employee.employeeId,
  employeeName: employee.name,
  shopCode: shop.code,
  shopName: shop.name,
  regionName: startRegion.name,
  starterName: appUser.displayName,
  starterAccount: appUser.account,
};

/** The works with the joins the filters of every list read (employee, shop, its region, the starter). */
function workListSelect<E extends SelectedFields>(db: Executor, extra: E, sortValue: SQL<string>, clearForm: boolean) {
  return db
    .select({ ...workListFields, ...(clearForm ? { formData: work.formData } : {}), ...extra, sortValue })
    .from(work)
    .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
    .leftJoin(shop, eq(shop.id, work.shopId))
    .leftJoin(startRegion, eq(startRegion.id, shop.regionUnitId))
    .leftJoin(appUser, eq(appUser.id, work.starterUserId))
    .$dynamic();
}

/** One page of a list of works in the list's order, with `extra` fields beside the common ones. */
export function workPage<E extends SelectedFields>(extra: E, { clearForm = false } = {}) {
  return (db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset = 0) =>
    orderedPage(workListSelect(db, extra, sortValueColumn(q), clearForm), q, where, limit, offset);
}

/** The rows of a list without fields of its own. */
export const findWorkPage = workPage({});
export type WorkListRow = Awaited<ReturnType<typeof findWorkPage>>[number];

/**
 * The number of works `where` selects (the same joins as the page; PostgreSQL drops those unread),
 * counting no further than `upTo` when given (a list's capped total, lists/capped-count.ts).
 */
export async function countWorks(db: Executor, where: SQL | undefined, upTo?: number) {
  if (upTo === undefined) {
    const row = await aggregateWorks(db, where, { n: count() });
    return Number(row?.n ?? 0);
  }
  const matching = joinedWorks(db, { one: sql`1`.as('one') })
    .where(where)
    .limit(upTo);
  const [row] = await db.select({ n: count() }).from(matching.as('matching'));
  return Number(row?.n ?? 0);
}

/** Aggregates (counts, sums) over the works `where` selects, with the joins of the page. */
export async function aggregateWorks<F extends SelectedFields>(db: Executor, where: SQL | undefined, fields: F) {
  const [row] = await joinedWorks(db, fields).where(where);
  return row as Record<keyof F, unknown> | undefined;
}

/** `fields` over the works with the joins the filters of every list read. */
function joinedWorks<F extends SelectedFields>(db: Executor, fields: F) {
  return db
    .select(fields as SelectedFields)
    .from(work)
    .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
    .leftJoin(shop, eq(shop.id, work.shopId))
    .leftJoin(startRegion, eq(startRegion.id, shop.regionUnitId))
    .leftJoin(appUser, eq(appUser.id, work.starterUserId))
    .$dynamic();
}
