import {
  businessToday,
  ErrorCode,
  employeeLabel,
  msg,
  PROOF_ALLOWED_STATUS,
  PROOF_DIMISSION,
  PROOF_INCOME,
  proofApplyTypeLabel,
  proofApplyTypeName,
  proofLetterNo,
  type TProofForm,
  ZProofFormSchema,
} from '@hris/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { employee } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import type { ProcessDefinition } from '../../workflow/types';
import { ADDABLE_ABOVE, headOfficeApproval, REVIEW_ACTIONS, regionalHrReview } from '../shared/nodes';
import { findTargetEmployee, targetOfPerson } from '../shared/target';
import { resignationFacts } from '../staff-turnover/facts';
import { incomeFacts } from './income';
import { proofLetter, proofLetterCounter } from './tables';

type Form = TProofForm;

const isIncome = (f: Form) => f.applyType === PROOF_INCOME;
const yuan = (cents: number) => cents / 100;
const ANY_STATUS = [0, 1, 2, 3, 4];

/**
 * 证明信 (flow 25). 2501 the regional HR reviews; 2502 head-office compensation (fallback
 * head-office HR) verifies the monthly income a 收入证明 prints and may correct it; 2504 head-office
 * HR issues the letter. Finishing gives it the year's next number and the business date of issue.
 */
export const proofProcess: ProcessDefinition<Form> = {
  flowId: 25,
  formSchema: ZProofFormSchema,
  startStatuses: ANY_STATUS,
  nodes: [
    regionalHrReview(2501, { next: (f) => (isIncome(f) ? 2502 : 2504) }),
    {
      nodeId: 2502,
      name: '总部薪酬审核',
      nameEn: 'Head-office compensation review',
      assignee: 'hqComp',
      addable: ADDABLE_ABOVE.hqComp,
      fallback: 'hqHr',
      actions: REVIEW_ACTIONS,
      deadlineHours: 72,
      editable: ['monthlyIncome'],
      // The figure is checked against the salary Basic data holds.
      reads: ['salaryAmount', 'averageMonthlyIncome'],
      beforeApprove: (f) => (f.monthlyIncome ? null : msg('proof.incomeRequired')),
    },
    headOfficeApproval(2504, { name: '总部HR开具', nameEn: 'Head-office HR issues', batch: true }),
  ],

  async prepare(tx, auth, form, { today }) {
    const person = await check(tx, auth, form, today);
    return targetOfPerson(person);
  },

  async revalidate(tx, auth, form, target, previous, { today }) {
    if (form.applyType !== previous.applyType) throw new AppError(ErrorCode.Validation, msg('proof.employeeLocked'));
    const person = await check(tx, auth, form, today);
    if (person.id !== target.employeeRef) throw new AppError(ErrorCode.Validation, msg('proof.employeeLocked'));
  },

  async onComplete({ tx, workId, form, target, now }) {
    const f = form as Form;
    const issuedOn = businessToday(now);
    const year = Number(issuedOn.slice(0, 4));
    // The upsert locks the year's row until this transaction ends: concurrent finishes queue here.
    const [counter] = await tx
      .insert(proofLetterCounter)
      .values({ year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: proofLetterCounter.year,
        set: { lastNumber: sql`${proofLetterCounter.lastNumber} + 1` },
      })
      .returning({ lastNumber: proofLetterCounter.lastNumber });
    const letterNo = proofLetterNo(year, counter.lastNumber);
    try {
      await tx.insert(proofLetter).values({
        workId,
        letterNo,
        applyType: f.applyType,
        employeeRef: target.employeeRef,
        issuedOn,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.Conflict, msg('proof.numberConflict', { letterNo }));
      throw error;
    }
    f.letterNo = letterNo;
    f.issuedOn = issuedOn;
  },

  rowFields(form) {
    return {
      applyType: form.applyType,
      applyTypeTitle: proofApplyTypeLabel(form.applyType),
      purpose: form.purpose,
      copies: form.copies,
      letterNo: form.letterNo,
    };
  },
};

/**
 * The start's (and a resubmission's) rules against Basic data read now: the person is in the
 * starter's scope, employed (在职/离职中) for an income or on-job letter and gone (离职) for a
 * separation letter, and an income letter has a salary to state. Writes the server's fields.
 */
async function check(tx: Tx, auth: AuthContext, form: Form, today: string) {
  const person = await findTargetEmployee(tx, auth, form.employeeId, ANY_STATUS);
  const who = employeeLabel(person.name, person.employeeId);
  if (!PROOF_ALLOWED_STATUS[form.applyType].includes(person.status)) {
    throw new AppError(
      ErrorCode.Validation,
      form.applyType === PROOF_DIMISSION
        ? msg('proof.notLeft', { employee: who })
        : msg('proof.notEmployed', { employee: who, type: proofApplyTypeName(form.applyType) }),
    );
  }
  const facts = await resignationFacts(tx, person.id, today);
  const [dates] = await tx.select({ leaveDate: employee.leaveDate }).from(employee).where(eq(employee.id, person.id));
  form.employeeName = facts.employeeName;
  form.shopCode = facts.shopCode || undefined;
  form.shopName = facts.shopName || undefined;
  form.positionName = facts.positionName;
  form.entryDate = facts.entryDate || undefined;
  form.leaveDate = dates?.leaveDate ?? undefined;
  form.employeeStatus = person.status;
  form.salaryBasis = undefined;
  form.salaryAmount = undefined;
  form.salaryEffectiveDate = undefined;
  form.averageMonthlyIncome = undefined;
  form.monthlyIncome = undefined;
  // Written by finishing only.
  form.letterNo = undefined;
  form.issuedOn = undefined;
  if (isIncome(form)) {
    const income = await incomeFacts(tx, person.id, today);
    if (!income) throw new AppError(ErrorCode.Validation, msg('proof.noSalary', { employee: who }));
    form.salaryBasis = income.basis;
    form.salaryAmount = yuan(income.amountCents);
    form.salaryEffectiveDate = income.effectiveDate;
    form.averageMonthlyIncome = income.averageCents == null ? undefined : yuan(income.averageCents);
    form.monthlyIncome = yuan(income.monthlyCents);
  }
  return person;
}
