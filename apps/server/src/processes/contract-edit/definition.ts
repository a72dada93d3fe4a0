import {
  businessToday,
  ErrorCode,
  employeeLabel,
  formatFlowNo,
  msg,
  RENEWAL_CONTRACT_TYPES,
  type TContractEditForm,
  type TContractRenewalForm,
  ZContractEditFormSchema,
} from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { employee, employeeContract, work, workChange, workEvent } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import { changeEmployee } from '../../modules/employee/employee-changes';
import type { ProcessDefinition } from '../../workflow/types';
import {
  createRenewedContract,
  findRenewedContract,
  type RenewalOutcome,
  removeRenewedContract,
  resultText,
  sendToLeaving,
} from '../contract-renewal/effects';
import { renewalFacts, settleProposal } from '../contract-renewal/facts';
import { headOfficeApproval, regionalHrReview } from '../shared/nodes';
import { fieldError } from '../shared/personnel';
import { findTargetEmployee, finishedWorkInScope, targetOfPerson } from '../shared/target';

type Form = TContractEditForm;
type Renewal = TContractRenewalForm;

const typeText = (type: string | undefined) => RENEWAL_CONTRACT_TYPES.find((t) => t.value === type)?.label ?? '';

/**
 * 续签结果变更 (flow 29). An HR corrects a finished contract renewal: 2901 the regional HR reviews,
 * 2902 head-office HR approves. Finishing records each changed field as (field, old, new) on this
 * work, writes the new result into the renewal, notes the change in the renewal's history and
 * applies it: the renewed contract changes, is withdrawn (only before it began; the employee goes
 * to the resignation side) or is created (an employee who was leaving stays).
 */
export const contractEditProcess: ProcessDefinition<Form> = {
  flowId: 29,
  formSchema: ZContractEditFormSchema,
  nodes: [regionalHrReview(2901), headOfficeApproval(2902)],

  async prepare(tx, auth, form, { today }) {
    const { renewal, person } = await loadRenewal(tx, auth, form);
    await check(tx, form, renewal, person.id, today);
    return targetOfPerson(person);
  },

  async revalidate(tx, auth, form, t, previous, { today }) {
    if (form.renewalWorkId !== previous.renewalWorkId)
      throw new AppError(ErrorCode.Validation, msg('personnel.employeeLocked'));
    const { renewal } = await loadRenewal(tx, auth, form);
    await check(tx, form, renewal, t.employeeRef, today);
  },

  async onComplete({ tx, workId, form, target, actorUserId, now }) {
    const f = form as Form;
    const [row] = await tx.select().from(work).where(eq(work.id, f.renewalWorkId)).for('update');
    const renewal = row.formData as Renewal;
    // What was decided may have changed since the start (another change, the employee left).
    await check(tx, f, renewal, target.employeeRef, businessToday(now));
    const flowNo = formatFlowNo(29, workId);
    const remark = `续签结果变更 ${flowNo}`;
    const before: RenewalOutcome = renewal;
    const after: RenewalOutcome = {
      contractReviewResult: f.contractReviewResult,
      contractTypeText: f.contractTypeText,
      contractBeginDay: f.contractBeginDay,
      contractEndDay: f.contractEndDay,
      extendedForThreePeriods: f.extendedForThreePeriods,
    };
    const applying = { workId: f.renewalWorkId, employeeRef: target.employeeRef, actorUserId, now, remark };
    const wasRenewed = before.contractReviewResult === 'renew';
    if (wasRenewed && after.contractReviewResult === 'renew') {
      await changeRenewedContract(tx, f.renewalWorkId, target.employeeRef, after, { actorUserId, remark, now });
    } else if (wasRenewed) {
      await removeRenewedContract(tx, {
        ...applying,
        previous: { beginDate: renewal.currentContractBeginDay ?? '', endDate: renewal.currentContractEndDay ?? '' },
      });
      await sendToLeaving(tx, { ...applying, form: after });
    } else if (after.contractReviewResult === 'renew') {
      await createRenewedContract(tx, { ...applying, form: after });
      const [person] = await tx
        .select({ status: employee.status })
        .from(employee)
        .where(eq(employee.id, target.employeeRef));
      if (person.status === 4)
        await changeEmployee(
          tx,
          target.employeeRef,
          { status: 1 },
          { kind: 'contractRenewal', effectiveDate: businessToday(now), actorUserId, workId: f.renewalWorkId, remark },
        );
    }
    const changes = changedFields(before, after);
    const today = businessToday(now);
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
    const text = changes.map((c) => `${c.label}：${c.oldText || '—'} → ${c.newText || '—'}`).join('；');
    await tx
      .update(work)
      .set({ formData: { ...renewal, ...after, fixedTermRequested: f.fixedTermRequested } })
      .where(eq(work.id, f.renewalWorkId));
    await tx.insert(workEvent).values({
      workId: f.renewalWorkId,
      kind: 'amend',
      actorUserId,
      msg: String(msg('contractEdit.amended', { flowNo, changes: text })),
      createdAt: now,
    });
  },

  rowFields(form) {
    return {
      renewalFlowNo: form.renewalFlowNo,
      previousResult: form.previousResult,
      contractReviewResult: form.contractReviewResult,
    };
  },
};

/** The finished renewal the change corrects, in the starter's scope, and its employee. */
async function loadRenewal(tx: Tx, auth: AuthContext, form: Form) {
  const row = await finishedWorkInScope(tx, auth, { workId: form.renewalWorkId, flowId: 14 }, () =>
    fieldError('renewalWorkId', msg('contractEdit.notRenewal')),
  );
  const renewal = row.form as Renewal;
  const person = await findTargetEmployee(tx, auth, renewal.employeeId, [0, 1, 4]);
  return { renewal, person };
}

/**
 * Fills the read-only fields from the renewal and checks the new result as a renewal's proposal
 * is checked (the same labour-law rules, against the contract the renewal followed on from).
 */
async function check(tx: Tx, form: Form, renewal: Renewal, employeeRef: number, today: string) {
  const renewalWorkId = form.renewalWorkId;
  const facts = await renewalFacts(tx, employeeRef);
  const employee = employeeLabel(facts.employeeName, facts.employeeId);
  form.employeeId = facts.employeeId;
  form.employeeName = facts.employeeName;
  form.shopCode = facts.shopCode;
  form.shopName = facts.shopName;
  form.renewalFlowNo = formatFlowNo(14, renewalWorkId);
  form.previousResult = resultText(renewal.contractReviewResult);
  form.previousContractType = typeText(renewal.contractTypeText);
  form.previousBeginDay = renewal.contractBeginDay ?? '';
  form.previousEndDay = renewal.contractEndDay ?? '';
  form.currentContractEndDay = renewal.currentContractEndDay;
  const contract = await findRenewedContract(tx, renewalWorkId);
  form.contractId = contract?.id;
  // The renewal's own view of the contract it followed on from, with today's 三期 data.
  const asRenewed = {
    ...facts,
    currentContractEndDay: renewal.currentContractEndDay ?? '',
    fixedTermCount: renewal.fixedTermCount ?? facts.fixedTermCount,
  };
  const settled = { ...form, reasons: form.reason };
  const problem = settleProposal(settled, asRenewed);
  if (problem) throw fieldError(problem.field === 'reasons' ? 'reason' : problem.field, problem.message);
  form.contractTypeText = settled.contractTypeText;
  form.contractBeginDay = settled.contractBeginDay;
  form.contractEndDay = settled.contractEndDay;
  form.fixedTermRequested = settled.fixedTermRequested;
  form.extendedForThreePeriods = settled.extendedForThreePeriods;
  form.isThreePeriodsTitle = facts.threePeriodEndDay ? '是' : '否';
  form.threePeriodEndDay = facts.threePeriodEndDay || undefined;
  form.fixedTermCount = asRenewed.fixedTermCount;
  if (changedFields(renewal, form).length === 0)
    throw fieldError('contractReviewResult', msg('contractEdit.nothingChanges'));
  if (
    renewal.contractReviewResult === 'renew' &&
    form.contractReviewResult !== 'renew' &&
    contract &&
    contract.beginDate <= today
  )
    throw fieldError('contractReviewResult', msg('contractEdit.contractStarted', { begin: contract.beginDate }));
  if (renewal.contractReviewResult !== 'renew' && form.contractReviewResult === 'renew' && facts.status === 0)
    throw fieldError('contractReviewResult', msg('contractEdit.alreadyLeft', { employee }));
  // Renewing after all: the resignation the renewal started must be terminated first.
  if (renewal.contractReviewResult !== 'renew' && form.contractReviewResult === 'renew') {
    const [leaving] = await tx
      .select({ id: work.id })
      .from(work)
      .where(and(eq(work.flowId, 15), eq(work.status, 'running'), eq(work.targetEmployeeRef, employeeRef)));
    if (leaving)
      throw fieldError(
        'contractReviewResult',
        msg('contractEdit.resignationRunning', { employee, flowNo: formatFlowNo(15, leaving.id) }),
      );
  }
}

/** A renewal's result fields that differ, with their labels and texts. */
function changedFields(before: RenewalOutcome, after: RenewalOutcome) {
  const fields = [
    { field: 'contractReviewResult', label: '续签结果', text: resultText },
    { field: 'contractTypeText', label: '合同类型', text: typeText },
    { field: 'contractBeginDay', label: '新合同开始日期', text: (v: string | undefined) => v ?? '' },
    { field: 'contractEndDay', label: '新合同结束日期', text: (v: string | undefined) => v ?? '' },
  ] as const;
  return fields
    .map((d) => {
      const old = (before[d.field] as string | undefined) ?? null;
      const now = (after[d.field] as string | undefined) ?? null;
      return {
        field: d.field,
        label: d.label,
        old,
        new: now,
        oldText: d.text(old ?? undefined),
        newText: d.text(now ?? undefined),
      };
    })
    .filter((c) => c.old !== c.new);
}

/** A renewal that still renews, on other terms: its contract follows (and the employee's copy). */
async function changeRenewedContract(
  tx: Tx,
  renewalWorkId: number,
  employeeRef: number,
  after: RenewalOutcome,
  { actorUserId, remark, now }: { actorUserId: number; remark: string; now: Date },
) {
  const contract = await findRenewedContract(tx, renewalWorkId);
  if (!contract) return;
  await tx
    .update(employeeContract)
    .set({
      contractType: after.contractTypeText ?? contract.contractType,
      endDate: after.contractEndDay ?? null,
      isThreePeriods: after.extendedForThreePeriods ?? false,
      remark: `${contract.remark}；${remark}`,
      updatedAt: now,
    })
    .where(eq(employeeContract.id, contract.id));
  const [person] = await tx
    .select({ end: employee.contractEndDate, begin: employee.contractBeginDate })
    .from(employee)
    .where(eq(employee.id, employeeRef));
  if (person.begin === contract.beginDate)
    await changeEmployee(
      tx,
      employeeRef,
      { contractEndDate: after.contractEndDay ?? null },
      { kind: 'contractRenewal', effectiveDate: contract.beginDate, actorUserId, workId: renewalWorkId, remark },
    );
}
