import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employee, work } from '../../db/schema';
import { staffTurnoverProcess } from './definition';

/** A person by employee number, with where they stand (for the scope check) and their dates. */
export async function findEmployeeByNumber(db: Executor, employeeId: string) {
  const [row] = await db
    .select({
      id: employee.id,
      employeeId: employee.employeeId,
      name: employee.name,
      identityNumber: employee.identityNumber,
      status: employee.status,
      orgPath: employee.orgPath,
      entryDate: employee.entryDate,
      leaveDate: employee.leaveDate,
    })
    .from(employee)
    .where(eq(employee.employeeId, employeeId));
  return row;
}

/** The employee's latest finished resignation: the one their departure came from. */
export async function findLastFinishedResignation(db: Executor, employeeRef: number) {
  const [row] = await db
    .select({ id: work.id, orgPath: work.orgPath, formData: work.formData, finishedAt: work.finishedAt })
    .from(work)
    .where(
      and(
        eq(work.flowId, staffTurnoverProcess.flowId),
        eq(work.status, 'finished'),
        eq(work.targetEmployeeRef, employeeRef),
      ),
    )
    .orderBy(desc(work.finishedAt), desc(work.id))
    .limit(1);
  return row;
}
