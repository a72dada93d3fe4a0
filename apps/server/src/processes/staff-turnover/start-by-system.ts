import type { DimissionType, TStaffTurnoverFormInput } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { employee, work } from '../../db/schema';
import { startBySystem } from '../../workflow/engine';

/** What sends an employee to the resignation side: the finished work and the departure it decided. */
export interface SystemResignation {
  employeeRef: number;
  dimissionType: DimissionType;
  dimissionReason: string;
  lastWorkingDay: string;
  remark?: string;
  /** The work that decided it (renewal 14, evaluation 13, violation 30). */
  sourceFlowId: number;
  sourceWorkId: number;
}

/**
 * Starts a resignation (flow 15) as the system, inside the caller's transaction (the finishing
 * of the renewal, evaluation or violation that decided it). The regional HR reviews it at 1501
 * and may correct the last working day. Returns the new work's id, or the running resignation's
 * when one was already started by hand (it is not started twice).
 */
export async function startResignationBySystem(tx: Tx, now: Date, r: SystemResignation): Promise<number> {
  const [running] = await tx
    .select({ id: work.id })
    .from(work)
    .where(and(eq(work.flowId, 15), eq(work.status, 'running'), eq(work.targetEmployeeRef, r.employeeRef)));
  if (running) return running.id;
  const [person] = await tx
    .select({ employeeId: employee.employeeId })
    .from(employee)
    .where(eq(employee.id, r.employeeRef));
  const form: TStaffTurnoverFormInput = {
    employeeId: person.employeeId,
    lastWorkingDay: r.lastWorkingDay,
    dimissionType: r.dimissionType,
    dimissionReason: r.dimissionReason,
    remark: r.remark ?? '',
    sourceFlowId: r.sourceFlowId,
    sourceWorkId: r.sourceWorkId,
  };
  const started = await startBySystem(tx, now, 15, form);
  return started.workId;
}
