import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employee } from '../../db/schema';
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
