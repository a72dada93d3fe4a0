import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
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
 * One page of finished resignations (15) inside `scope`, newest first, with the employee's status
 * and the resignation information change (28) running for them, if any. The finished works of flow
 * 15 come from work_flow_status_idx.
 */
export async function findFinishedResignations(
  db: Executor,
  options: { scope: SQL | undefined; search?: string; offset: number; limit: number },
) {
  // Every finished resignation of the scope: the picker offers those flow 28 would refuse too,
  // disabled with why (a rehired person; a change already running, by its number).
  const conditions: (SQL | undefined)[] = [eq(work.flowId, 15), eq(work.status, 'finished'), options.scope];
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
      employeeStatus: employee.status,
      shopCode: shop.code,
      // At most one per employee (work_one_running_uq), read from that partial unique index.
      runningChangeId: sql<number | null>`(select c.id from work c
        where c.flow_id = 28 and c.status = 'running' and c.target_employee_ref = ${work.targetEmployeeRef}
        limit 1)`,
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
