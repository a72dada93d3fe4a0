import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { appUser, employee, orgUnit, shop, task, work } from '../../db/schema';
import { holiday, holidaySubmission } from './tables';

export type HolidayRow = typeof holiday.$inferSelect;

/** A holiday by id; `share` locks it against a close (starts), `update` against starts (the close). */
export async function findHoliday(db: Executor, id: number, options: { lock?: 'share' | 'update' } = {}) {
  const query = db.select().from(holiday).where(eq(holiday.id, id));
  const [row] = await (options.lock === 'share'
    ? query.for('share')
    : options.lock === 'update'
      ? query.for('update')
      : query);
  return row;
}

export async function insertHoliday(db: Executor, values: typeof holiday.$inferInsert) {
  const [row] = await db.insert(holiday).values(values).returning();
  return row;
}

export async function markHolidayClosed(db: Executor, id: number, userId: number, now: Date) {
  await db.update(holiday).set({ status: 'closed', closedBy: userId, closedAt: now }).where(eq(holiday.id, id));
}

const creator = alias(appUser, 'creator');
const closer = alias(appUser, 'closer');

/** Holidays newest first (only the open ones, or one), with who opened and closed them. */
export async function listHolidays(db: Executor, only: { open?: boolean; id?: number } = {}) {
  return db
    .select({ h: holiday, createdByName: creator.displayName, closedByName: closer.displayName })
    .from(holiday)
    .innerJoin(creator, eq(creator.id, holiday.createdBy))
    .leftJoin(closer, eq(closer.id, holiday.closedBy))
    .where(and(only.open ? eq(holiday.status, 'open') : undefined, only.id ? eq(holiday.id, only.id) : undefined))
    .orderBy(desc(holiday.createdAt), desc(holiday.id));
}

/** A store's answer to a holiday, if any (running or finished). */
export async function findSubmission(db: Executor, holidayId: number, shopId: number) {
  const [row] = await db
    .select()
    .from(holidaySubmission)
    .where(and(eq(holidaySubmission.holidayId, holidayId), eq(holidaySubmission.shopId, shopId)));
  return row;
}

const storeUnit = alias(orgUnit, 'store_unit');
const regionUnit = alias(orgUnit, 'region_unit');

/** The store's active headcount (在册人数: status 1), counted by employee_shop_idx. */
const activeHeadcount = (shopId: SQL | typeof shop.id) =>
  sql<number>`(select count(*)::int from ${employee} e where e.shop_id = ${shopId} and e.status = 1)`;

/** A store as a start needs it: its place (for the scope) and its headcount now. */
export async function findStore(db: Executor, shopId: number) {
  const [row] = await db
    .select({
      shopId: shop.id,
      shopCode: shop.code,
      shopName: shop.name,
      isOpen: shop.isOpen,
      orgUnitId: shop.orgUnitId,
      orgPath: storeUnit.path,
      shopCodeCount: activeHeadcount(shop.id),
    })
    .from(shop)
    .innerJoin(storeUnit, eq(storeUnit.id, shop.orgUnitId))
    .where(eq(shop.id, shopId));
  return row;
}

/** The store whose org unit is the given one (a store HR's own store). */
export async function findShopIdOfUnit(db: Executor, orgUnitId: number) {
  const [row] = await db.select({ id: shop.id }).from(shop).where(eq(shop.orgUnitId, orgUnitId));
  return row?.id;
}

/** Open holidays the store has not answered (its terminated answers are deleted, so they count as not). */
export async function openHolidaysUnanswered(db: Executor, shopId: number) {
  return db
    .select()
    .from(holiday)
    .where(
      and(
        eq(holiday.status, 'open'),
        sql`not exists (select 1 from ${holidaySubmission} hs where hs.holiday_id = ${holiday.id} and hs.shop_id = ${shopId})`,
      ),
    )
    .orderBy(asc(holiday.deadline), asc(holiday.id));
}

/** Open stores where the scope predicate (over the store unit's path) holds. */
export async function countOpenStores(db: Executor, scope: (path: SQL) => SQL | undefined) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shop)
    .innerJoin(storeUnit, eq(storeUnit.id, shop.orgUnitId))
    .where(and(eq(shop.isOpen, true), scope(sql`${storeUnit.path}`)));
  return row?.n ?? 0;
}

/** Per holiday: answers and answers confirmed by head office (at 2204 or finished), within the scope. */
export async function progressByHoliday(db: Executor, holidayIds: number[], scope: (path: SQL) => SQL | undefined) {
  if (holidayIds.length === 0) return new Map<number, { submitted: number; confirmed: number }>();
  const rows = await db
    .select({
      holidayId: holidaySubmission.holidayId,
      submitted: sql<number>`count(*)::int`,
      confirmed: sql<number>`count(*) filter (where ${holidaySubmission.status} = 'finished' or (${work.status} = 'running' and ${work.currentNodeId} = 2204))::int`,
    })
    .from(holidaySubmission)
    .innerJoin(work, eq(work.id, holidaySubmission.workId))
    .where(and(inArray(holidaySubmission.holidayId, holidayIds), scope(sql`${work.orgPath}`)))
    .groupBy(holidaySubmission.holidayId);
  return new Map(rows.map((r) => [r.holidayId, { submitted: r.submitted, confirmed: r.confirmed }]));
}

/**
 * Every store of the scope that is open or answered the holiday, by region and store code, with
 * its answer (the form as it stands) and its work's state.
 */
export async function summaryRows(db: Executor, holidayId: number, scope: (path: SQL) => SQL | undefined) {
  return db
    .select({
      regionName: regionUnit.name,
      shopId: shop.id,
      shopCode: shop.code,
      shopName: shop.name,
      headcountNow: activeHeadcount(shop.id),
      formData: work.formData,
      realNumber: holidaySubmission.realNumber,
      workId: work.id,
      workStatus: work.status,
      currentNodeId: work.currentNodeId,
    })
    .from(shop)
    .innerJoin(storeUnit, eq(storeUnit.id, shop.orgUnitId))
    .innerJoin(regionUnit, eq(regionUnit.id, shop.regionUnitId))
    .leftJoin(holidaySubmission, and(eq(holidaySubmission.shopId, shop.id), eq(holidaySubmission.holidayId, holidayId)))
    .leftJoin(work, eq(work.id, holidaySubmission.workId))
    .where(and(sql`(${shop.isOpen} or ${holidaySubmission.id} is not null)`, scope(sql`${storeUnit.path}`)))
    .orderBy(asc(regionUnit.code), asc(shop.code));
}

/** The running works of a holiday with their open to-dos (the close acts on one of each). */
export async function runningWorksOf(db: Executor, holidayId: number) {
  return db
    .select({
      workId: work.id,
      currentNodeId: work.currentNodeId,
      shopName: shop.name,
      taskId: task.id,
      assigneeUserId: task.assigneeUserId,
    })
    .from(holidaySubmission)
    .innerJoin(work, eq(work.id, holidaySubmission.workId))
    .innerJoin(shop, eq(shop.id, holidaySubmission.shopId))
    .innerJoin(task, and(eq(task.workId, work.id), eq(task.status, 'todo')))
    .where(and(eq(holidaySubmission.holidayId, holidayId), eq(work.status, 'running')))
    .orderBy(asc(shop.code), asc(task.id));
}
