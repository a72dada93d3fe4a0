import {
  businessToday,
  DIMISSION_MODIFY_FIELDS,
  type DimissionModifyField,
  dimissionMonthOf,
  dimissionReasonLabel,
  dimissionTypeLabel,
  ErrorCode,
  employeeLabel,
  formatFlowNo,
  msg,
  type TStaffTurnoverForm,
  type TStaffTurnoverModifyForm,
  ZStaffTurnoverModifyFormSchema,
} from '@hris/contract';
import { and, eq, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { employee, employeeContract, employeeHistory, work, workChange, workEvent } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import { changeEmployee } from '../../modules/employee/employee-changes';
import type { ProcessDefinition } from '../../workflow/types';
import { threePeriodEndAt } from '../contract-renewal/facts';
import { headOfficeApproval, hrDirectorApproval, regionalHrReview } from '../shared/nodes';
import { fieldError } from '../shared/personnel';
import { findTargetEmployee, finishedWorkInScope, targetOfPerson } from '../shared/target';
import { applyLeaving, queueLeaving } from '../staff-turnover/effects';
import { resignationFacts } from '../staff-turnover/facts';

type Form = TStaffTurnoverModifyForm;
type Resignation = TStaffTurnoverForm;
type Values = Pick<Resignation, DimissionModifyField>;

const LABELS: Record<DimissionModifyField, string> = {
  dimissionType: '离职类型',
  dimissionReason: '离职原因',
  dimissionResetReason: '具体原因',
  lastWorkingDay: '最后工作日',
  dishonorableDischarge: '永不录用',
  dishonorableRemark: '永不录用说明',
};

/**
 * 离职信息变更 (flow 28). An HR corrects a finished resignation: 2801 the regional HR reviews, 2802
 * head-office HR approves, 2803 the HR director approves when the change clears 永不录用. Finishing
 * records each changed field as (field, old, new) on this work, writes the new values into the
 * resignation, notes the change in its history and in the employee's, and applies it: the leave
 * date, type and never-rehire flag of someone who left (and the end of the contract the
 * resignation ended), or the day the pending leave takes effect.
 */
export const staffTurnoverModifyProcess: ProcessDefinition<Form> = {
  flowId: 28,
  formSchema: ZStaffTurnoverModifyFormSchema,
  nodes: [
    regionalHrReview(2801),
    headOfficeApproval(2802, {
      next: (f) => (f.clearsNeverRehire ? 2803 : null),
    }),
    hrDirectorApproval(2803),
  ],

  async prepare(tx, auth, form, { today }) {
    const { resignation, person } = await loadResignation(tx, auth, form);
    await check(tx, form, resignation, person.id, today);
    return targetOfPerson(person);
  },

  async revalidate(tx, auth, form, t, previous, { today }) {
    if (form.resignationWorkId !== previous.resignationWorkId)
      throw new AppError(ErrorCode.Validation, msg('resignationModify.workLocked'));
    const { resignation } = await loadResignation(tx, auth, form);
    await check(tx, form, resignation, t.employeeRef, today);
  },

  async onComplete({ tx, workId, form, target, actorUserId, now }) {
    const f = form as Form;
    const [row] = await tx.select().from(work).where(eq(work.id, f.resignationWorkId)).for('update');
    const resignation = row.formData as Resignation;
    const today = businessToday(now);
    // What the resignation says may have changed since the start (another change finished).
    await check(tx, f, resignation, target.employeeRef, today);
    const before = valuesOf(resignation);
    const after = valuesOf(f);
    const changes = changedFields(before, after);
    const flowNo = formatFlowNo(28, workId);
    const remark = `离职信息变更 ${flowNo}`;
    await tx.insert(workChange).values(
      changes.map((c) => ({
        workId,
        employeeRef: target.employeeRef,
        field: c.field,
        oldValue: c.old,
        newValue: c.new,
        effectiveDate: today,
        appliedAt: now,
      })),
    );
    await tx.insert(employeeHistory).values(
      changes.map((c) => ({
        employeeId: target.employeeRef,
        kind: 'resignationChange' as const,
        field: c.field,
        oldValue: c.old,
        newValue: c.new,
        effectiveDate: today,
        workId,
        actorUserId,
        remark,
      })),
    );
    await tx
      .update(work)
      .set({ formData: { ...resignation, ...after, dimissionMonth: dimissionMonthOf(after.lastWorkingDay) } })
      .where(eq(work.id, f.resignationWorkId));
    await tx.insert(workEvent).values({
      workId: f.resignationWorkId,
      kind: 'amend',
      actorUserId,
      msg: `${remark}：${changes.map((c) => `${c.label}：${c.old || '—'} → ${c.new || '—'}`).join('；')}`,
      createdAt: now,
    });
    await applyChange(tx, {
      resignationWorkId: f.resignationWorkId,
      employeeRef: target.employeeRef,
      before,
      after,
      actorUserId,
      now,
      remark,
    });
  },

  rowFields(form) {
    return {
      resignationFlowNo: form.resignationFlowNo,
      dimissionType: form.dimissionType,
      lastWorkingDay: form.lastWorkingDay,
      clearsNeverRehire: form.clearsNeverRehire,
    };
  },
};

/** The finished resignation the change corrects, in the starter's scope, and its employee. */
async function loadResignation(tx: Tx, auth: AuthContext, form: Form) {
  const row = await finishedWorkInScope(tx, auth, { workId: form.resignationWorkId, flowId: 15 }, () =>
    fieldError('resignationWorkId', msg('resignationModify.notFinished')),
  );
  const resignation = row.form as Resignation;
  const [who] = await tx
    .select({ status: employee.status, name: employee.name, employeeId: employee.employeeId })
    .from(employee)
    .where(eq(employee.id, row.employeeRef!));
  if (who.status !== 0 && who.status !== 4)
    throw fieldError(
      'resignationWorkId',
      msg('resignationModify.rehired', { employee: employeeLabel(who.name, who.employeeId) }),
    );
  const person = await findTargetEmployee(tx, auth, resignation.employeeId, [0, 4]);
  return { resignation, person };
}

function valuesOf(f: Values): Values {
  return {
    dimissionType: f.dimissionType,
    dimissionReason: f.dimissionReason,
    dimissionResetReason: f.dimissionReason === 'other' ? (f.dimissionResetReason ?? '') : '',
    lastWorkingDay: f.lastWorkingDay,
    dishonorableDischarge: f.dishonorableDischarge ?? 0,
    dishonorableRemark: f.dishonorableDischarge === 1 ? (f.dishonorableRemark ?? '') : '',
  };
}

/** A value as people read it (the type's and reason's labels, 是/否). */
function shown(field: DimissionModifyField, v: Values): string {
  switch (field) {
    case 'dimissionType':
      return dimissionTypeLabel(v.dimissionType);
    case 'dimissionReason':
      return dimissionReasonLabel(v.dimissionType, v.dimissionReason);
    case 'dishonorableDischarge':
      return v.dishonorableDischarge === 1 ? '是' : '否';
    default:
      return String(v[field] ?? '');
  }
}

function changedFields(before: Values, after: Values) {
  return DIMISSION_MODIFY_FIELDS.filter((field) => shown(field, before) !== shown(field, after)).map((field) => ({
    field,
    label: LABELS[field],
    old: shown(field, before),
    new: shown(field, after),
  }));
}

/**
 * Fills the read-only fields from the resignation and checks the corrected values by the rules
 * of a resignation: not before the entry; no 被动离职 of a 三期 employee; someone who already left
 * cannot be given a last day still to come.
 */
async function check(tx: Tx, form: Form, resignation: Resignation, employeeRef: number, today: string) {
  const facts = await resignationFacts(tx, employeeRef, form.lastWorkingDay);
  const who = employeeLabel(facts.employeeName, facts.employeeId);
  form.employeeId = facts.employeeId;
  form.employeeName = facts.employeeName;
  form.shopCode = resignation.shopCode;
  form.shopName = resignation.shopName;
  form.resignationFlowNo = formatFlowNo(15, form.resignationWorkId);
  const before = valuesOf(resignation);
  form.previous = { ...before, dishonorableDischarge: before.dishonorableDischarge ?? 0 };
  const after = valuesOf(form);
  form.dimissionResetReason = after.dimissionResetReason;
  form.dishonorableRemark = after.dishonorableRemark;
  const changes = changedFields(before, after);
  if (changes.length === 0) throw fieldError('dimissionType', msg('resignationModify.nothingChanges'));
  form.changes = changes;
  form.clearsNeverRehire = before.dishonorableDischarge === 1 && after.dishonorableDischarge !== 1;
  if (facts.entryDate && form.lastWorkingDay < facts.entryDate)
    throw fieldError('lastWorkingDay', msg('resignation.beforeEntry', { entryDate: facts.entryDate }));
  if (facts.status === 0 && form.lastWorkingDay > today)
    throw fieldError('lastWorkingDay', msg('resignationModify.leftFutureDay', { today }));
  const periodEnd = facts.threePeriodEndDay || threePeriodEndAt(facts.periods, today) || '';
  if (form.dimissionType === 'passive' && periodEnd)
    throw fieldError('dimissionType', msg('resignation.threePeriodsPassive', { employee: who, end: periodEnd }));
}

/**
 * The change as it applies to the employee: someone who left gets the new leave date, type and
 * never-rehire flag (and the contract the resignation ended ends on the new day); someone still
 * 离职中 leaves on the new day (now when it has come, else by the job on that day).
 */
async function applyChange(
  tx: Tx,
  c: {
    resignationWorkId: number;
    employeeRef: number;
    before: Values;
    after: Values;
    actorUserId: number;
    now: Date;
    remark: string;
  },
) {
  const [person] = await tx
    .select({ status: employee.status, contractEnd: employee.contractEndDate })
    .from(employee)
    .where(eq(employee.id, c.employeeRef))
    .for('update');
  if (person.status === 4) {
    if (c.after.lastWorkingDay <= businessToday(c.now))
      await applyLeaving(tx, c.resignationWorkId, c.actorUserId, c.now);
    else await queueLeaving(tx, c.resignationWorkId, c.after.lastWorkingDay, c.actorUserId);
    return;
  }
  const oldDay = c.before.lastWorkingDay;
  const newDay = c.after.lastWorkingDay;
  if (oldDay !== newDay) {
    // The contract the resignation ended (it ended on the old day) ends on the new one.
    await tx
      .update(employeeContract)
      .set({ endDate: newDay })
      .where(
        and(
          eq(employeeContract.employeeRef, c.employeeRef),
          eq(employeeContract.endDate, oldDay),
          lte(employeeContract.beginDate, newDay),
        ),
      );
  }
  await changeEmployee(
    tx,
    c.employeeRef,
    {
      leaveDate: newDay,
      leaveType: dimissionTypeLabel(c.after.dimissionType),
      dishonorableDischarge: c.after.dishonorableDischarge ?? 0,
      ...(person.contractEnd === oldDay ? { contractEndDate: newDay } : {}),
    },
    {
      kind: 'resignationChange',
      effectiveDate: businessToday(c.now),
      actorUserId: c.actorUserId,
      workId: c.resignationWorkId,
      remark: c.remark,
    },
  );
}
