import { businessToday, formatFlowNo, RENEWAL_RESULTS, type RenewalResult } from '@hris/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { employee, employeeContract } from '../../db/schema';
import { changeEmployee } from '../../modules/employee/employee-changes';
import { startResignationBySystem } from '../staff-turnover/start-by-system';

/** The result of a renewal as it applies to the employee and their contracts. */
export interface RenewalOutcome {
  contractReviewResult?: RenewalResult;
  contractTypeText?: 'fixed' | 'open_ended';
  contractBeginDay?: string;
  contractEndDay?: string;
  extendedForThreePeriods?: boolean;
}

interface Applying {
  /** The renewal work (flow 14) the contract belongs to. */
  workId: number;
  form: RenewalOutcome;
  employeeRef: number;
  actorUserId: number;
  now: Date;
  /** The history remark (default: 合同续签 and the work's number). */
  remark?: string;
}

/** 续签结果 as shown. */
export function resultText(result: string | undefined): string {
  return RENEWAL_RESULTS.find((r) => r.value === result)?.label ?? '';
}

/**
 * What a finished renewal does: a renewal creates the new contract (linked to the work) and makes
 * it the employee's contract in force; any other result sends the employee to the resignation side.
 */
export async function applyRenewal(tx: Tx, a: Applying) {
  if (a.form.contractReviewResult === 'renew') return createRenewedContract(tx, a);
  await sendToLeaving(tx, a);
}

/** The contract a renewal created, if it created one. */
export async function findRenewedContract(tx: Tx, workId: number) {
  const [row] = await tx.select().from(employeeContract).where(eq(employeeContract.workId, workId));
  return row;
}

export async function createRenewedContract(tx: Tx, a: Applying) {
  const f = a.form;
  const remark = a.remark ?? `合同续签 ${formatFlowNo(14, a.workId)}`;
  // The employee row is locked first, so two contracts of one person never take one sequence.
  await tx.select({ id: employee.id }).from(employee).where(eq(employee.id, a.employeeRef)).for('update');
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${employeeContract.sequence}), 0) + 1` })
    .from(employeeContract)
    .where(eq(employeeContract.employeeRef, a.employeeRef));
  const [created] = await tx
    .insert(employeeContract)
    .values({
      employeeRef: a.employeeRef,
      contractType: f.contractTypeText ?? 'fixed',
      sequence: Number(next),
      beginDate: f.contractBeginDay!,
      endDate: f.contractEndDay ?? null,
      isThreePeriods: f.extendedForThreePeriods ?? false,
      remark,
      workId: a.workId,
      createdBy: a.actorUserId,
    })
    .returning({ id: employeeContract.id });
  await changeEmployee(
    tx,
    a.employeeRef,
    { contractBeginDate: f.contractBeginDay!, contractEndDate: f.contractEndDay ?? null },
    {
      kind: 'contractRenewal',
      effectiveDate: f.contractBeginDay!,
      actorUserId: a.actorUserId,
      workId: a.workId,
      remark,
    },
  );
  return created.id;
}

/** The departure each result other than a renewal means (spec §9 types and reasons). */
const DEPARTURE = {
  notRenew: { dimissionType: 'negotiate', dimissionReason: 'notRenewed' },
  employeeDeclines: { dimissionType: 'resign', dimissionReason: 'notRenewedByEmployee' },
  negotiate: { dimissionType: 'negotiate', dimissionReason: 'agreement' },
} as const;

/**
 * Not renewing: the system starts the employee's resignation (flow 15), which makes them 离职中;
 * the last working day is the contract's end (today when that is before this month, a late
 * decision). The regional HR reviews it at 1501.
 */
export async function sendToLeaving(tx: Tx, a: Applying) {
  const result = a.form.contractReviewResult;
  if (!result || result === 'renew') return;
  const [person] = await tx
    .select({ contractEnd: employee.contractEndDate })
    .from(employee)
    .where(eq(employee.id, a.employeeRef));
  const today = businessToday(a.now);
  const end = person.contractEnd ?? today;
  await startResignationBySystem(tx, a.now, {
    employeeRef: a.employeeRef,
    ...DEPARTURE[result],
    lastWorkingDay: end >= `${today.slice(0, 7)}-01` ? end : today,
    remark: a.remark ?? `合同续签 ${formatFlowNo(14, a.workId)}：${resultText(result)}`,
    sourceFlowId: 14,
    sourceWorkId: a.workId,
  });
}

/** The contract a renewal created is withdrawn (its result was changed before it began). */
export async function removeRenewedContract(
  tx: Tx,
  a: {
    workId: number;
    employeeRef: number;
    actorUserId: number;
    previous: { beginDate: string; endDate: string };
    remark: string;
  },
) {
  await tx.delete(employeeContract).where(and(eq(employeeContract.workId, a.workId)));
  await changeEmployee(
    tx,
    a.employeeRef,
    { contractBeginDate: a.previous.beginDate || null, contractEndDate: a.previous.endDate || null },
    {
      kind: 'contractRenewal',
      effectiveDate: a.previous.endDate,
      actorUserId: a.actorUserId,
      workId: a.workId,
      remark: a.remark,
    },
  );
}
