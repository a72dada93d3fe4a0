import { ErrorCode, employeeLabel, formatFlowNo, msg, type TViolationForm, ZViolationFormSchema } from '@hris/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { attachment, violation, violationAttachment, work } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { ProcessDefinition } from '../../workflow/types';
import { threePeriodEndAt } from '../contract-renewal/facts';
import { ADDABLE_ABOVE, headOfficeApproval, hrDirectorApproval, regionalHrReview } from '../shared/nodes';
import { fieldError } from '../shared/personnel';
import { findTargetEmployee, targetOfPerson } from '../shared/target';
import { resignationFacts } from '../staff-turnover/facts';
import { startResignationBySystem } from '../staff-turnover/start-by-system';

type Form = TViolationForm;

const isTermination = (f: Form) => f.punishment === 'termination';

/**
 * 员工违纪 (flow 30). The store HR (or an HR whose scope holds the employee) reports an active
 * employee's violation with its evidence (at least one attachment) and the proposed punishment.
 * 3001 the regional HR reviews, 3002 the regional manager approves, 3003 head-office HR approves;
 * a termination (解除劳动合同) also needs 3004, the HR director. Finishing records the violation
 * in Basic data (linked to this work, with its files) and, for a termination, starts the
 * employee's resignation (flow 15, 被动离职 / 违纪) as the system.
 */
export const violationProcess: ProcessDefinition<Form> = {
  flowId: 30,
  formSchema: ZViolationFormSchema,
  // The person's store HR keeps the finished violation on file.
  copiesOnFinish: [{ rule: 'storeHr' }],
  attachmentsRequired: msg('violationFlow.evidenceRequired'),
  nodes: [
    regionalHrReview(3001),
    {
      nodeId: 3002,
      name: '区域经理审批',
      nameEn: 'Regional manager approval',
      assignee: 'regionManager',
      addable: ADDABLE_ABOVE.regionManager,
      fallback: 'hqHr',
      actions: ['approve', 'rollback', 'finish', 'transfer'],
      deadlineHours: 72,
    },
    headOfficeApproval(3003, {
      // Dismissal is the director's decision; a warning ends here.
      next: (f) => (isTermination(f) ? 3004 : null),
    }),
    hrDirectorApproval(3004, {
      // The 三期 may have begun (or been recorded) while the work ran: checked again before finishing.
      onApprove: (tx, form, { today, target }) => checkTermination(tx, form, target.employeeRef, today),
    }),
  ],

  async prepare(tx, auth, form, { today }) {
    const person = await findTargetEmployee(tx, auth, form.employeeId, [1]);
    await check(tx, form, person.id, today);
    return targetOfPerson(person);
  },

  async revalidate(tx, auth, form, t, _previous, { today }) {
    const person = await findTargetEmployee(tx, auth, form.employeeId, [1]);
    if (person.id !== t.employeeRef) throw new AppError(ErrorCode.Validation, msg('violationFlow.employeeLocked'));
    await check(tx, form, person.id, today);
  },

  async onComplete({ tx, workId, form, target, now }) {
    const f = form as Form;
    const [w] = await tx.select({ starter: work.starterUserId }).from(work).where(eq(work.id, workId));
    const [row] = await tx
      .insert(violation)
      .values({
        employeeRef: target.employeeRef,
        violationDate: f.violationDate,
        punishment: f.punishment,
        description: f.description,
        workId,
        createdBy: w.starter,
      })
      .returning({ id: violation.id });
    // The evidence stays the work's (whoever may view the work may open it); Basic data lists it too.
    const files = await tx
      .select({ id: attachment.id })
      .from(attachment)
      .where(and(eq(attachment.ownerKind, 'work'), eq(attachment.ownerId, workId)))
      .orderBy(asc(attachment.id));
    if (files.length > 0)
      await tx
        .insert(violationAttachment)
        .values(files.map((file, sort) => ({ violationId: row.id, attachmentId: file.id, sort })));
    if (isTermination(f) && f.lastWorkingDay) {
      f.resignationWorkId = await startResignationBySystem(tx, now, {
        employeeRef: target.employeeRef,
        dimissionType: 'passive',
        dimissionReason: 'violation',
        lastWorkingDay: f.lastWorkingDay,
        remark: `员工违纪 ${formatFlowNo(30, workId)} 解除劳动合同`,
        sourceFlowId: 30,
        sourceWorkId: workId,
      });
    }
  },

  rowFields(form) {
    return {
      violationDate: form.violationDate,
      punishment: form.punishment,
      lastWorkingDay: form.lastWorkingDay,
    };
  },
};

/**
 * The start's (and a resubmission's) rules, against Basic data read now: the date is not in the
 * future nor before the employee joined; a termination needs no 三期. Writes the server's fields.
 */
async function check(tx: Tx, form: Form, employeeRef: number, today: string) {
  if (form.violationDate > today) throw fieldError('violationDate', msg('violation.dateInFuture'));
  const facts = await resignationFacts(tx, employeeRef, today);
  if (facts.entryDate && form.violationDate < facts.entryDate)
    throw fieldError('violationDate', msg('violation.dateBeforeEntry', { entryDate: facts.entryDate }));
  form.employeeName = facts.employeeName;
  form.shopCode = facts.shopCode || undefined;
  form.shopName = facts.shopName || undefined;
  form.positionName = facts.positionName;
  form.isThreePeriodsTitle = facts.threePeriodEndDay ? '是' : '否';
  // Written by finishing only.
  form.resignationWorkId = undefined;
  if (isTermination(form)) await checkTermination(tx, form, employeeRef, today);
  else form.lastWorkingDay = undefined;
}

/**
 * A termination is refused while the employee is in a 三期 (today or on the last working day):
 * the company's rule for dismissals, whatever the ground. One who has left cannot be dismissed,
 * and the resignation it starts takes no last working day before this month (payroll is closed).
 */
async function checkTermination(tx: Tx, form: Form, employeeRef: number, today: string) {
  if (!isTermination(form) || !form.lastWorkingDay) return;
  const facts = await resignationFacts(tx, employeeRef, today);
  const employee = employeeLabel(facts.employeeName, facts.employeeId);
  if (facts.status === 0) throw new AppError(ErrorCode.Validation, msg('violationFlow.employeeLeft', { employee }));
  const first = `${today.slice(0, 7)}-01`;
  if (form.lastWorkingDay < first) throw fieldError('lastWorkingDay', msg('resignation.beforeMonthStart', { first }));
  const end = facts.threePeriodEndDay || threePeriodEndAt(facts.periods, form.lastWorkingDay);
  if (end) throw fieldError('punishment', msg('violationFlow.threePeriods', { employee, end }));
}
