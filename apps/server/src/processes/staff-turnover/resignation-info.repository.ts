import { and, desc, eq, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { employee, shop, work } from '../../db/schema';
import { escapeLike } from '../../http/scope';

/** The running resignation (15) of an employee, if any. */
export async function findRunningResignation(db: Executor, employeeRef: number) {
  const [row] = await db
    .select({ id: work.id })
    .from(work)
    .where(and(eq(work.flowId, 15), eq(work.status, 'running'), eq(work.targetEmployeeRef, employeeRef)))
    .limit(1);
  return row;
}

/**
 * One page of finished resignations (15) inside `scope`, newest first, leaving out those whose
 * employee has a resignation information change (28) running: there is at most one per employee
 * (work_one_running_uq), so the check reads that partial unique index. The finished works of flow
 * 15 come from work_flow_status_idx.
 */
export async function findFinishedResignations(
  db: Executor,
  options: { scope: SQL | undefined; search?: string; offset: number; limit: number },
) {
  const change = alias(work, 'change');
  const conditions: (SQL | undefined)[] = [
    eq(work.flowId, 15),
    eq(work.status, 'finished'),
    // Left or leaving: a rehired person's old resignation is no longer corrected (flow 28 refuses it).
    inArray(employee.status, [0, 4]),
    options.scope,
    notExists(
      db
        .select({ one: sql`1` })
        .from(change)
        .where(
          and(
            eq(change.flowId, 28),
            eq(change.status, 'running'),
            eq(change.targetEmployeeRef, work.targetEmployeeRef),
          ),
        ),
    ),
  ];
  const search = options.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    // A flow number (15-000041) or its digits names one work.
    const number = /^(?:15-)?0*(\d{1,9})$/.exec(search);
    conditions.push(
      sql`(${employee.name} like ${like} or ${employee.employeeId} ilike ${like}${
        number ? sql` or ${work.id} = ${Number(number[1])}` : sql``
      })`,
    );
  }
  const where = and(...conditions);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(work)
    .innerJoin(employee, eq(employee.id, work.targetEmployeeRef))
    .where(where);
  const rows = await db
    .select({
      id: work.id,
      formData: work.formData,
      finishedAt: work.finishedAt,
      employeeId: employee.employeeId,
      employeeName: employee.name,
      shopCode: shop.code,
    })
    .from(work)
    .innerJoin(employee, eq(employee.id, work.targetEmployeeRef))
    .leftJoin(shop, eq(shop.id, work.shopId))
    .where(where)
    .orderBy(desc(work.finishedAt), desc(work.id))
    .offset(options.offset)
    .limit(options.limit);
  return { total, rows };
}
