import { EMPLOYEE_STATUS_TEXT, ErrorCode, employeeLabel, formatFlowNo, type Message, msg } from '@hris/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { employee, shop, work } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { AppError, errors } from '../../http/errors';
import { inScope } from '../../http/scope';
import type { WorkTarget } from '../../workflow/types';
import { resignationFacts } from '../staff-turnover/facts';

/** The employee a process is about, checked against the starter's scope and allowed states. */
export async function findTargetEmployee(
  tx: Executor,
  auth: AuthContext,
  employeeId: string,
  allowedStatus: readonly number[],
) {
  const [row] = await tx
    .select({
      id: employee.id,
      employeeId: employee.employeeId,
      name: employee.name,
      status: employee.status,
      orgUnitId: employee.orgUnitId,
      orgPath: employee.orgPath,
      shopId: employee.shopId,
      shopCode: shop.code,
    })
    .from(employee)
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .where(eq(employee.employeeId, employeeId));
  if (!row || !inScope(auth, { orgPath: row.orgPath, employeeRef: row.id })) {
    throw errors.employeeNumberNotFound(employeeId);
  }
  if (!allowedStatus.includes(row.status)) {
    throw new AppError(
      ErrorCode.Validation,
      msg('process.statusNamedRefused', {
        employee: employeeLabel(row.name, row.employeeId),
        status: EMPLOYEE_STATUS_TEXT[row.status] ?? String(row.status),
      }),
    );
  }
  return row;
}

/** Refuses a second running work of the same flow for the same employee. */
export async function assertNoRunningWork(tx: Tx, flowId: number, employeeRef: number, subject: Message) {
  const [running] = await tx
    .select({ id: work.id })
    .from(work)
    .where(and(eq(work.flowId, flowId), eq(work.targetEmployeeRef, employeeRef), inArray(work.status, ['running'])))
    .limit(1);
  if (running)
    throw new AppError(
      ErrorCode.Conflict,
      msg('process.alreadyRunning', { subject, flowNo: formatFlowNo(flowId, running.id) }),
    );
}

/** The person a work is about, as the work's target (its scope stays where they stand now). */
export function targetOfPerson(person: Awaited<ReturnType<typeof findTargetEmployee>>): WorkTarget {
  return { employeeRef: person.id, orgUnitId: person.orgUnitId, orgPath: person.orgPath, shopId: person.shopId };
}

/** The employee's facts a start form shows read-only beside the person (written by the server). */
export async function writeEmployeeFacts(
  tx: Executor,
  form: { employeeName?: string; shopCode?: string; shopName?: string; positionName?: string; entryDate?: string },
  employeeRef: number,
  today: string,
) {
  const facts = await resignationFacts(tx, employeeRef, today);
  form.employeeName = facts.employeeName;
  form.shopCode = facts.shopCode || undefined;
  form.shopName = facts.shopName || undefined;
  form.positionName = facts.positionName;
  form.entryDate = facts.entryDate || undefined;
}

/**
 * A finished work of `flowId` in the caller's scope (where its target stood at the start), which a
 * correction names (续签结果变更, 离职信息变更): its form and its target. A work that does not exist,
 * is of another flow, is not finished or lies outside the scope is refused alike, with `refusal`.
 */
export async function finishedWorkInScope(
  tx: Tx,
  auth: AuthContext,
  { workId, flowId }: { workId: number; flowId: number },
  refusal: () => Error,
) {
  const [row] = await tx
    .select({
      flowId: work.flowId,
      status: work.status,
      orgPath: work.orgPath,
      employeeRef: work.targetEmployeeRef,
      form: work.formData,
    })
    .from(work)
    .where(eq(work.id, workId));
  if (
    row?.flowId !== flowId ||
    row.status !== 'finished' ||
    !inScope(auth, { orgPath: row.orgPath, employeeRef: row.employeeRef })
  )
    throw refusal();
  return { form: row.form as Record<string, unknown>, employeeRef: row.employeeRef };
}
