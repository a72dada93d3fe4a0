import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employee, work } from '../../db/schema';
import { proofLetter } from './tables';

/** The letter a finished 证明信 issued, with the person's identity data for printing it. */
export async function findProofLetter(db: Executor, workId: number) {
  const [row] = await db
    .select({
      letterNo: proofLetter.letterNo,
      issuedOn: proofLetter.issuedOn,
      identityNumber: employee.identityNumber,
      leaveDate: employee.leaveDate,
    })
    .from(proofLetter)
    .innerJoin(employee, eq(employee.id, proofLetter.employeeRef))
    .where(eq(proofLetter.workId, workId));
  return row;
}

/** The person a 证明信 is about. */
export async function findEmployeeRefOfWork(db: Executor, workId: number): Promise<number | null> {
  const [row] = await db.select({ ref: work.targetEmployeeRef }).from(work).where(eq(work.id, workId));
  return row?.ref ?? null;
}
