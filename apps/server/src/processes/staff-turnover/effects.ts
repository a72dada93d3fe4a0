import {
  businessToday,
  dimissionTypeLabel,
  formatFlowNo,
  msg,
  startOfBusinessDay,
  type TStaffTurnoverForm,
} from '@hris/contract';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { appUser, employee, employeeContract, job, systemLog, work } from '../../db/schema';
import { revokeUserSessions } from '../../modules/auth/session.repository';
import { changeEmployee } from '../../modules/employee/employee-changes';
import { handOverTodos } from '../../workflow/engine';

/** The job that makes a finished resignation's employee 离职 on their last working day. */
export const RESIGNATION_APPLY_JOB = 'resignation.apply';

type Leaving = Pick<TStaffTurnoverForm, 'lastWorkingDay'>;

/**
 * A finished resignation: applied now when the last working day has come, else on that day by
 * the `resignation.apply` job (once per work and date: the job's key).
 */
export async function scheduleLeaving(
  tx: Tx,
  a: { workId: number; form: Leaving; employeeRef: number; actorUserId: number; now: Date },
) {
  if (a.form.lastWorkingDay <= businessToday(a.now))
    return applyLeaving(tx, a.workId, a.actorUserId, a.now, a.form as TStaffTurnoverForm);
  await queueLeaving(tx, a.workId, a.form.lastWorkingDay, a.actorUserId);
}

/** The leave of a finished resignation, queued for its day (once per work and day). */
export async function queueLeaving(tx: Tx, workId: number, day: string, actorUserId: number | null) {
  await tx
    .insert(job)
    .values({
      kind: RESIGNATION_APPLY_JOB,
      payload: { workId, actorUserId },
      runAt: startOfBusinessDay(day),
      key: `resignation:${workId}:${day}`,
    })
    .onConflictDoNothing();
}

/**
 * Makes the employee of a finished resignation 离职 as the work now says (a later information
 * change may have moved the day): status 0, leave date, type and never-rehire; the contract in
 * force ends on the last working day; a leaver who uses HRIS hands over their to-dos and loses
 * their account. Does nothing for someone no longer 离职中 (already applied, or rehired).
 */
export async function applyLeaving(
  tx: Tx,
  workId: number,
  actorUserId: number | null,
  now: Date,
  /** The form of the work being finished (its row is not marked finished yet). */
  finishing?: TStaffTurnoverForm,
) {
  const [w] = await tx
    .select({ status: work.status, form: work.formData, employeeRef: work.targetEmployeeRef })
    .from(work)
    .where(and(eq(work.id, workId), eq(work.flowId, 15)));
  if (!w?.employeeRef || (!finishing && w.status !== 'finished')) return;
  const form = finishing ?? (w.form as TStaffTurnoverForm);
  const day = form.lastWorkingDay;
  if (day > businessToday(now)) return queueLeaving(tx, workId, day, actorUserId);
  const [person] = await tx
    .select({ status: employee.status, name: employee.name, contractEnd: employee.contractEndDate })
    .from(employee)
    .where(eq(employee.id, w.employeeRef))
    .for('update');
  if (person?.status !== 4) return;
  const flowNo = formatFlowNo(15, workId);
  const remark = String(msg('resignation.leftRemark', { flowNo }));
  await tx
    .update(employeeContract)
    .set({ endDate: day, remark: `${remark}：${day} 解除` })
    .where(
      and(
        eq(employeeContract.employeeRef, w.employeeRef),
        lte(employeeContract.beginDate, day),
        or(isNull(employeeContract.endDate), gt(employeeContract.endDate, day)),
      ),
    );
  await changeEmployee(
    tx,
    w.employeeRef,
    {
      status: 0,
      leaveDate: day,
      leaveType: dimissionTypeLabel(form.dimissionType),
      dishonorableDischarge: form.dishonorableDischarge ?? 0,
      ...(person.contractEnd === null || person.contractEnd > day ? { contractEndDate: day } : {}),
    },
    { kind: 'resignation', effectiveDate: day, actorUserId, workId, remark },
  );
  await closeAccounts(tx, {
    employeeRef: w.employeeRef,
    name: person.name,
    handoverUserId: form.handoverUserId,
    workId,
    now,
  });
}

/**
 * The leaver's HRIS accounts: each open to-do goes to the user HR chose at 1503 or, when that
 * one may not take it (they started the work), to a holder of the step's role where the work
 * sits (its fallbacks included), never the leaver; then the sessions end and the account is
 * disabled. A to-do nobody else may decide stays where it is and the system log says so.
 */
async function closeAccounts(
  tx: Tx,
  a: { employeeRef: number; name: string; handoverUserId?: number; workId: number; now: Date },
) {
  const users = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.employeeRef, a.employeeRef), eq(appUser.isEnabled, true)));
  for (const user of users) {
    const { moved, stuck } = await handOverTodos(tx, user.id, {
      handoverUserId: a.handoverUserId,
      now: a.now,
      event: `${a.name}离职，待办转交`,
      message: (node) => msg('resignation.todosMoved', { name: a.name, node }),
    });
    await revokeUserSessions(tx, user.id, 'left');
    await tx.update(appUser).set({ isEnabled: false }).where(eq(appUser.id, user.id));
    await tx.insert(systemLog).values({
      userId: null,
      userName: '系统',
      action: 'user.disabledOnLeaving',
      target: `user:${user.id}`,
      summary: { workId: a.workId, moved, stuck },
    });
  }
}
