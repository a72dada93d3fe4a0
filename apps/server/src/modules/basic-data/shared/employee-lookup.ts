import { msg } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { employee } from '../../../db/schema';
import type { AuthContext } from '../../../http/auth-context';
import { errors } from '../../../http/errors';
import { requireInScope } from '../../../http/scope';
import { employeeScope } from './employee-sql';

const targetColumns = {
  id: employee.id,
  employeeId: employee.employeeId,
  name: employee.name,
  gender: employee.gender,
  status: employee.status,
  employeeType: employee.employeeType,
  entryDate: employee.entryDate,
  leaveDate: employee.leaveDate,
  orgPath: employee.orgPath,
  contractBeginDate: employee.contractBeginDate,
  contractEndDate: employee.contractEndDate,
  version: employee.version,
};

export type TargetEmployee = {
  id: number;
  employeeId: string;
  name: string;
  gender: 'M' | 'F';
  status: number;
  employeeType: 'store' | 'office';
  entryDate: string | null;
  leaveDate: string | null;
  orgPath: string;
  contractBeginDate: string | null;
  contractEndDate: string | null;
  version: number;
};

/**
 * The employee a record is about, by employee number, inside the caller's scope. Out of scope
 * answers like unknown on purpose. `lock` holds the row until the transaction ends, so two HR
 * users adding records for one person are serialised and the overlap checks stay true.
 */
export async function findEmployeeInScope(
  db: Executor,
  auth: AuthContext,
  employeeNumber: string,
  options: { lock?: boolean } = {},
): Promise<TargetEmployee> {
  const query = db
    .select(targetColumns)
    .from(employee)
    .where(and(eq(employee.employeeId, employeeNumber), employeeScope(auth)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw errors.employeeNumberNotFound(employeeNumber);
  return row;
}

/** The same by row id; 40303 when the row exists outside the caller's scope. */
export async function findEmployeeRefInScope(
  db: Executor,
  auth: AuthContext,
  id: number,
  options: { lock?: boolean } = {},
): Promise<TargetEmployee> {
  const query = db.select(targetColumns).from(employee).where(eq(employee.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return requireInScope(auth, msg('noun.employee'), row, (r) => ({ orgPath: r.orgPath, employeeRef: r.id }));
}
