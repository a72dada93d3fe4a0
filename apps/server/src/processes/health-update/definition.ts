import { ErrorCode, employeeLabel, msg, type THealthUpdateForm, ZHealthUpdateFormSchema } from '@hris/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { attachment, employee, shop, work } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findOverlapping } from '../../modules/health/health.repository';
import { registerCertificate } from '../../modules/health/health.service';
import type { ProcessDefinition } from '../../workflow/types';
import { headOfficeApproval, regionalHrReview } from '../shared/nodes';
import { fieldError } from '../shared/personnel';
import { assertNoRunningWork, findTargetEmployee, targetOfPerson } from '../shared/target';

type Form = THealthUpdateForm;

/**
 * 健康证更新 (flow 38). A store HR (or an HR whose scope holds the person) submits an active store
 * employee's new certificate with its scan (the work's attachment, required). 3801 the regional HR
 * reviews, 3802 head-office HR approves (batch). Finishing registers the certificate (健康证登记)
 * with this work's id and a copy of the scan's attachment row, owned by the certificate, so the
 * registry's scope rules govern it there and the work keeps its own file.
 */
export const healthUpdateProcess: ProcessDefinition<Form> = {
  flowId: 38,
  formSchema: ZHealthUpdateFormSchema,
  attachmentsRequired: msg('healthFlow.scanRequired'),
  nodes: [regionalHrReview(3801), headOfficeApproval(3802, { batch: true })],

  async prepare(tx, auth, form, { today }) {
    const person = await findTargetEmployee(tx, auth, form.employeeId, [1]);
    await assertNoRunningWork(
      tx,
      38,
      person.id,
      msg('healthFlow.subject', { employee: employeeLabel(person.name, person.employeeId) }),
    );
    await check(tx, form, person, today);
    return targetOfPerson(person);
  },

  async revalidate(tx, auth, form, target, _previous, { today }) {
    const person = await findTargetEmployee(tx, auth, form.employeeId, [1]);
    if (person.id !== target.employeeRef) throw new AppError(ErrorCode.Validation, msg('healthFlow.employeeLocked'));
    await check(tx, form, person, today);
  },

  async onComplete({ tx, workId, form, target }) {
    const f = form as Form;
    const [person] = await tx
      .select({ id: employee.id, employeeId: employee.employeeId, name: employee.name })
      .from(employee)
      .where(eq(employee.id, target.employeeRef))
      .for('update');
    const scan = await copyOfScan(tx, workId);
    // The starter entered the certificate (the registry's 登记人).
    const [w] = await tx.select({ starter: work.starterUserId }).from(work).where(eq(work.id, workId));
    f.certificateId = await registerCertificate(tx, person, {
      startDate: f.healthStartDate,
      endDate: f.healthEndDate,
      remark: f.remark ?? '',
      attachmentId: scan,
      workId,
      createdBy: w?.starter ?? null,
    });
  },

  rowFields(form) {
    return {
      healthStartDate: form.healthStartDate,
      healthEndDate: form.healthEndDate,
      currentEndDate: form.currentEndDate ?? '',
    };
  },
};

/**
 * The start's (and a resubmission's) rules against the registry read now: a store employee, an
 * end date not past, no overlap with a live certificate. Writes the server's fields.
 */
async function check(tx: Tx, form: Form, person: Awaited<ReturnType<typeof findTargetEmployee>>, today: string) {
  const label = employeeLabel(person.name, person.employeeId);
  const [row] = await tx
    .select({ type: employee.employeeType, end: employee.healthEndDate, shopName: shop.name })
    .from(employee)
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .where(eq(employee.id, person.id));
  if (row?.type !== 'store')
    throw new AppError(ErrorCode.Validation, msg('health.notStoreEmployee', { employee: label }));
  if (form.healthEndDate < today)
    throw fieldError('healthEndDate', msg('healthFlow.endPassed', { end: form.healthEndDate }));
  const [clash] = await findOverlapping(tx, [person.id], { start: form.healthStartDate, end: form.healthEndDate });
  if (clash)
    throw fieldError(
      'healthStartDate',
      msg('health.overlap', { employee: label, start: clash.startDate, end: clash.endDate }),
    );
  form.employeeName = person.name;
  form.shopCode = person.shopCode ?? undefined;
  form.shopName = row.shopName ?? undefined;
  form.currentEndDate = row.end ?? undefined;
  // Written by finishing only.
  form.certificateId = undefined;
}

/**
 * The registry's copy of the work's scan: a new attachment row naming the same stored bytes
 * (content-addressed), which registerCertificate makes the certificate's. The work keeps its file.
 */
async function copyOfScan(tx: Tx, workId: number): Promise<number | null> {
  const [file] = await tx
    .select()
    .from(attachment)
    .where(and(eq(attachment.ownerKind, 'work'), eq(attachment.ownerId, workId)))
    .orderBy(asc(attachment.id))
    .limit(1);
  if (!file) return null;
  const [copy] = await tx
    .insert(attachment)
    .values({
      fileName: file.fileName,
      contentType: file.contentType,
      byteLength: file.byteLength,
      sha256: file.sha256,
      uploadedBy: file.uploadedBy,
    })
    .returning({ id: attachment.id });
  return copy.id;
}
