import {
  addYears,
  businessToday,
  ErrorCode,
  employeeLabel,
  formatFlowNo,
  msg,
  type THealthInvoiceForm,
  ZHealthInvoiceFormSchema,
} from '@hris/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/errors';
import { findCertificate } from '../../modules/health/health.repository';
import type { ProcessDefinition, WorkTarget } from '../../workflow/types';
import { headOfficeApproval, regionalHrReview } from '../shared/nodes';
import { fieldError } from '../shared/personnel';
import { assertNoRunningWork, findTargetEmployee, targetOfPerson } from '../shared/target';
import { healthInvoice } from './tables';

type Form = THealthInvoiceForm;

/** Active and resigning staff: a leaver's last examination is still paid back. */
const CLAIMANT_STATES = [1, 4] as const;

/**
 * 健康证发票报销 (flow 39). The store HR claims an employee's examination fee with the invoice
 * (its scan the work's attachment, required). 3901 the regional HR reviews, 3902 head-office HR
 * reviews, 3904 head-office HR confirms the payment (batch; also from the batch-audit sheet).
 * The claim is a `health_invoice` row from the start on (its invoice number unique among claims
 * not terminated); finishing marks it paid, terminating marks it terminated (the number is free).
 */
export const healthInvoiceProcess: ProcessDefinition<Form> = {
  flowId: 39,
  formSchema: ZHealthInvoiceFormSchema,
  startStatuses: CLAIMANT_STATES,
  attachmentsRequired: msg('healthInvoice.invoiceRequired'),
  nodes: [
    regionalHrReview(3901),
    { ...headOfficeApproval(3902), name: '总部HR审核', nameEn: 'Head-office HR review' },
    headOfficeApproval(3904, { name: '总部HR付款确认', nameEn: 'Head-office HR payment confirmation', batch: true }),
  ],

  async prepare(tx, auth, form, { today }) {
    const person = await findTargetEmployee(tx, auth, form.employeeId, CLAIMANT_STATES);
    await assertNoRunningWork(
      tx,
      39,
      person.id,
      msg('healthInvoice.subject', { employee: employeeLabel(person.name, person.employeeId) }),
    );
    await check(tx, form, person, today);
    return targetOfPerson(person);
  },

  async onStarted({ tx, workId, form, target }) {
    const f = form as Form;
    await write(tx, f, () =>
      tx.insert(healthInvoice).values({
        workId,
        employeeRef: target.employeeRef,
        shopId: target.shopId,
        orgPath: target.orgPath,
        ...claimValues(f),
      }),
    );
  },

  async revalidate(tx, auth, form, target, _previous, { today, now }) {
    const person = await findTargetEmployee(tx, auth, form.employeeId, CLAIMANT_STATES);
    if (person.id !== target.employeeRef) throw new AppError(ErrorCode.Validation, msg('healthFlow.employeeLocked'));
    await check(tx, form, person, today, target);
    // The person's one running claim is this work's (one running work of a flow per person).
    await write(tx, form, () =>
      tx
        .update(healthInvoice)
        .set({ ...claimValues(form), updatedAt: now })
        .where(and(eq(healthInvoice.employeeRef, target.employeeRef), eq(healthInvoice.status, 'running'))),
    );
  },

  async onComplete({ tx, workId, form, now }) {
    const paidDate = businessToday(now);
    (form as Form).paidDate = paidDate;
    await tx
      .update(healthInvoice)
      .set({ status: 'paid', paidDate, updatedAt: now })
      .where(eq(healthInvoice.workId, workId));
  },

  async onTerminate({ tx, workId, now }) {
    await tx
      .update(healthInvoice)
      .set({ status: 'terminated', updatedAt: now })
      .where(eq(healthInvoice.workId, workId));
  },

  rowFields(form) {
    return {
      invoiceNo: form.invoiceNo,
      amount: form.amount,
      invoiceDate: form.invoiceDate,
    };
  },
};

const claimValues = (f: Form) => ({
  invoiceNo: f.invoiceNo,
  amountCents: Math.round(f.amount * 100),
  invoiceDate: f.invoiceDate,
  certificateId: f.certificateId ?? null,
});

/** Writes the claim; two claims of one invoice at once: the index lets one through. */
async function write(_tx: Tx, f: Form, statement: () => Promise<unknown>) {
  try {
    await statement();
  } catch (error) {
    if (isUniqueViolation(error, 'health_invoice_no_uq'))
      throw fieldError('invoiceNo', msg('healthInvoice.duplicateNow', { invoiceNo: f.invoiceNo }));
    throw error;
  }
}

/**
 * The start's (and a resubmission's) rules: the invoice date within the last year and not in the
 * future, the invoice not claimed by another claim that is not terminated, the linked certificate
 * one of the person's. Writes the server's fields.
 */
async function check(
  tx: Tx,
  form: Form,
  person: Awaited<ReturnType<typeof findTargetEmployee>>,
  today: string,
  own?: WorkTarget,
) {
  if (form.invoiceDate > today) throw fieldError('invoiceDate', msg('healthInvoice.dateInFuture'));
  const earliest = addYears(today, -1);
  if (form.invoiceDate < earliest) throw fieldError('invoiceDate', msg('healthInvoice.dateTooOld', { earliest }));
  const [taken] = await tx
    .select({ workId: healthInvoice.workId })
    .from(healthInvoice)
    .where(
      and(
        eq(healthInvoice.invoiceNo, form.invoiceNo),
        ne(healthInvoice.status, 'terminated'),
        // A resubmission's own claim (the person's running one) is not another claim.
        own
          ? sql`not (${healthInvoice.employeeRef} = ${own.employeeRef} and ${healthInvoice.status} = 'running')`
          : undefined,
      ),
    )
    .limit(1);
  if (taken)
    throw fieldError(
      'invoiceNo',
      msg('healthInvoice.duplicate', { invoiceNo: form.invoiceNo, flowNo: formatFlowNo(39, taken.workId) }),
    );
  form.certificatePeriod = undefined;
  if (form.certificateId) {
    const certificate = await findCertificate(tx, form.certificateId);
    if (!certificate || certificate.deletedAt || certificate.employeeRef !== person.id)
      throw fieldError('certificateId', msg('healthInvoice.certificateNotHeld'));
    form.certificatePeriod = `${certificate.startDate} ~ ${certificate.endDate}`;
  }
  form.employeeName = person.name;
  form.shopCode = person.shopCode ?? undefined;
  form.paidDate = undefined;
}
