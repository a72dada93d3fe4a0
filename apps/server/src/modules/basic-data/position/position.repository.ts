import { and, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { employee, position } from '../../../db/schema';
import { type ListQuery, orderedPage, sortValueColumn } from '../../../lists/list-query';

/**
 * Active or resigning employees holding the position, inside the given scope. The outer
 * position is named explicitly: Drizzle leaves columns unqualified in a query without joins,
 * which inside this subquery would bind to the employee table instead.
 */
export function headcountOf(scope: SQL | undefined) {
  return sql<number>`(select count(*)::int from employee where employee.position_id = ${sql.raw('"position"."id"')} and employee.status in (1, 4)${scope ? sql` and ${scope}` : sql``})`;
}

function positionSelect(db: Executor, headcount: SQL<number>, sortValue: SQL<string>) {
  return db
    .select({
      id: position.id,
      code: position.code,
      name: position.name,
      employeeType: position.employeeType,
      defaultRank: position.defaultRank,
      isActive: position.isActive,
      updatedAt: position.updatedAt,
      headcount,
      sortValue,
    })
    .from(position);
}

export type PositionRow = Awaited<ReturnType<ReturnType<typeof positionSelect>['execute']>>[number];

export async function findPositionPage(
  db: Executor,
  q: ListQuery,
  headcount: SQL<number>,
  where: SQL | undefined,
  limit: number,
  offset = 0,
) {
  return orderedPage(positionSelect(db, headcount, sortValueColumn(q)).$dynamic(), q, where, limit, offset);
}

export async function countPositions(db: Executor, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(position).where(where);
  return Number(row?.n ?? 0);
}

export async function findPositionById(db: Executor, id: number, headcount: SQL<number>) {
  const [row] = await positionSelect(db, headcount, sql<string>`''`).where(eq(position.id, id)).limit(1);
  return row;
}

export async function lockPosition(db: Executor, id: number) {
  const [row] = await db.select().from(position).where(eq(position.id, id)).for('update').limit(1);
  return row;
}

export async function findByCode(db: Executor, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: position.id, name: position.name })
    .from(position)
    .where(and(sql`upper(${position.code}) = ${code.toUpperCase()}`, exceptId ? ne(position.id, exceptId) : undefined))
    .limit(1);
  return row;
}

/** Employees (any status but resigned) holding the position, company-wide. */
export async function countHolders(db: Executor, positionId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(employee)
    .where(and(eq(employee.positionId, positionId), inArray(employee.status, [1, 2, 3, 4])));
  return Number(row?.n ?? 0);
}

export async function insertPosition(db: Executor, values: typeof position.$inferInsert) {
  const [row] = await db.insert(position).values(values).returning({ id: position.id });
  return row;
}

export async function updatePosition(db: Executor, id: number, values: Partial<typeof position.$inferInsert>) {
  await db
    .update(position)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(position.id, id));
}
