import {
  addMonths,
  businessToday,
  ErrorCode,
  earliestMarryDate,
  formatFlowNo,
  msg,
  type TWelfareForm,
  WELFARE_MAX_AMOUNT,
  welfareCategory,
  welfareCategoryTitle,
  welfareEventKey,
  ZWelfareFormSchema,
} from '@hris/contract';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/errors';
import type { ProcessDefinition } from '../../workflow/types';
import { headOfficeApproval, regionalHrReview } from '../shared/nodes';
import { fieldError } from '../shared/personnel';
import { findTargetEmployee, targetOfPerson, writeEmployeeFacts } from '../shared/target';
import { welfareClaim } from './tables';

type Form = TWelfareForm;

/** What a claim row says about the event it is for. */
interface Claim {
  workId?: number;
  employeeRef: number;
  category: number;
  eventKey: string;
}

const claimOf = (form: Form, employeeRef: number): Claim => ({
  employeeRef,
  category: form.treatmentCategory,
  eventKey: welfareEventKey(form),
});

/**
 * 婚育福利 (flow 20). The store HR (or any HR whose scope holds the employee) claims an active
 * employee's marriage (结婚, with the marriage certificate and date) or newborn (生育, with the
 * birth certificate and the child's name) benefit; 2001 the regional HR reviews; 2002 head-office
 * HR approves and books the amount (proposed at the start from the category). One benefit per
 * event, held by `welfare_claim`'s unique index from the start; a terminated claim frees it.
 */
export const welfareProcess: ProcessDefinition<Form> = {
  flowId: 20,
  formSchema: ZWelfareFormSchema,
  attachmentsRequired: (form) =>
    form.treatmentCategory === 0 ? msg('welfare.marriageCertificateRequired') : msg('welfare.birthCertificateRequired'),
  nodes: [
    regionalHrReview(2001),
    headOfficeApproval(2002, {
      batch: true,
      editable: ['amount'],
      onApprove: async (_tx, form) => {
        if (!(form.amount > 0)) throw fieldError('amount', msg('welfare.amountRequired'));
        if (form.amount > WELFARE_MAX_AMOUNT)
          throw fieldError('amount', msg('welfare.amountTooHigh', { max: WELFARE_MAX_AMOUNT }));
      },
    }),
  ],

  async prepare(tx, auth, form, { today }) {
    const person = await findTargetEmployee(tx, auth, form.employeeId, [1]);
    await check(tx, form, today, person.id);
    // Head office sees a proposal: the category's usual amount.
    form.amount = welfareCategory(form.treatmentCategory)?.defaultAmount ?? 0;
    return targetOfPerson(person);
  },

  async revalidate(tx, auth, form, target, previous, { today }) {
    const person = await findTargetEmployee(tx, auth, form.employeeId, [1]);
    if (person.id !== target.employeeRef) throw new AppError(ErrorCode.Validation, msg('welfare.employeeLocked'));
    const [held] = await tx
      .select({ workId: welfareClaim.workId })
      .from(welfareClaim)
      .where(claimWhere(claimOf(previous, person.id)));
    await check(tx, form, today, person.id, held?.workId);
    // What head office set stays; a change of category proposes that category's amount.
    if (form.treatmentCategory !== previous.treatmentCategory)
      form.amount = welfareCategory(form.treatmentCategory)?.defaultAmount ?? 0;
    else form.amount = previous.amount;
    if (held) await holdClaim(tx, { ...claimOf(form, person.id), workId: held.workId }, 'update');
  },

  async onStarted({ tx, workId, form, target }) {
    await holdClaim(tx, { ...claimOf(form as Form, target.employeeRef), workId }, 'insert');
  },

  async onComplete({ tx, workId, form, now }) {
    await tx
      .update(welfareClaim)
      .set({ amountCents: Math.round((form as Form).amount * 100), finishedDate: businessToday(now) })
      .where(eq(welfareClaim.workId, workId));
  },

  async onTerminate({ tx, workId }) {
    await tx.delete(welfareClaim).where(eq(welfareClaim.workId, workId));
  },

  rowFields(form) {
    return {
      treatmentCategory: form.treatmentCategory,
      treatmentCategoryTitle: welfareCategoryTitle(form.treatmentCategory),
      marryDate: form.marryDate,
      childrenName: form.childrenName,
      amount: form.amount,
    };
  },
};

const claimWhere = (c: Claim) =>
  and(
    eq(welfareClaim.employeeRef, c.employeeRef),
    eq(welfareClaim.category, c.category),
    eq(welfareClaim.eventKey, c.eventKey),
  );

/**
 * The start's (and a resubmission's) rules: the category's own field (the other dropped), the
 * marriage date within the 12 months before today, and no claim of the same event (nor another
 * marriage within 12 months of this one) but the work's own. Writes the server's fields.
 */
async function check(tx: Tx, form: Form, today: string, employeeRef: number, ownWorkId?: number) {
  if (form.treatmentCategory === 0) {
    form.childrenName = undefined;
    const date = form.marryDate ?? '';
    if (date > today) throw fieldError('marryDate', msg('welfare.marryDateFuture'));
    const from = earliestMarryDate(today);
    if (date < from) throw fieldError('marryDate', msg('welfare.marryDateTooOld', { from }));
  } else {
    form.marryDate = undefined;
    form.childrenName = form.childrenName?.trim();
  }
  form.treatmentCategoryTitle = welfareCategoryTitle(form.treatmentCategory);
  await writeEmployeeFacts(tx, form, employeeRef, today);

  const claim = claimOf(form, employeeRef);
  const others = ownWorkId === undefined ? undefined : ne(welfareClaim.workId, ownWorkId);
  const [same] = await tx
    .select({ workId: welfareClaim.workId })
    .from(welfareClaim)
    .where(and(claimWhere(claim), others));
  if (same) throw duplicate(claim, same.workId);
  if (claim.category === 0) {
    const [near] = await tx
      .select({ workId: welfareClaim.workId, date: welfareClaim.eventKey })
      .from(welfareClaim)
      .where(
        and(
          eq(welfareClaim.employeeRef, employeeRef),
          eq(welfareClaim.category, 0),
          gt(welfareClaim.eventKey, addMonths(claim.eventKey, -12)),
          lt(welfareClaim.eventKey, addMonths(claim.eventKey, 12)),
          others,
        ),
      )
      .limit(1);
    if (near)
      throw new AppError(
        ErrorCode.Conflict,
        msg('welfare.marriageWithinYear', { flowNo: formatFlowNo(20, near.workId), date: near.date }),
      );
  }
}

function duplicate(claim: Claim, workId: number) {
  const flowNo = formatFlowNo(20, workId);
  return new AppError(
    ErrorCode.Conflict,
    claim.category === 0
      ? msg('welfare.duplicateMarriage', { flowNo })
      : msg('welfare.duplicateChild', { flowNo, child: claim.eventKey }),
  );
}

/**
 * Writes the claim in a savepoint: when a start that ran at the same time holds the event
 * (welfare_claim_event_uq), the refusal names its work, read once that start has committed.
 */
async function holdClaim(tx: Tx, claim: Required<Claim>, how: 'insert' | 'update') {
  try {
    await tx.transaction(async (sp) => {
      if (how === 'insert') await sp.insert(welfareClaim).values(claim);
      else
        await sp
          .update(welfareClaim)
          .set({ category: claim.category, eventKey: claim.eventKey })
          .where(eq(welfareClaim.workId, claim.workId));
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'welfare_claim_event_uq')) throw error;
    const [holder] = await tx.select({ workId: welfareClaim.workId }).from(welfareClaim).where(claimWhere(claim));
    throw duplicate(claim, holder?.workId ?? claim.workId);
  }
}
