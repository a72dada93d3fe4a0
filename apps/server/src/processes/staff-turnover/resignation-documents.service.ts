import {
  businessToday,
  dimissionReasonLabel,
  dimissionTypeLabel,
  employeeLabel,
  formatFlowNo,
  msg,
} from '@hris/contract';
import type { Db } from '../../db/client';
import { docxFile } from '../../documents/docx';
import {
  type DimissionProof,
  dimissionProofDocument,
  dimissionProofFileName,
  type ResignationForm,
  resignationFormDocument,
  resignationFormFileName,
} from '../../documents/resignation';
import { approvalsOf, findCompanyName, findEmployerName, text, viewableWork } from '../../documents/work-documents';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import { errors } from '../../http/errors';
import type { OpenedFile } from '../../http/files';
import { inScope } from '../../http/scope';
import { logPiiAccess } from '../../modules/privacy/access-log';
import { staffTurnoverProcess } from './definition';
import * as repo from './resignation-documents.repository';

const STATUS_TEXT = { running: '审批中', finished: '已办结', stopped: '已终止' } as const;

/** The documents of a resignation: its 离职申请表, and the 离职证明 of the employee it made leave. */
export class ResignationDocumentsService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** 离职申请表 of a resignation, whatever its state, as a .docx. */
  async resignationForm(actor: Actor, workId: number): Promise<OpenedFile> {
    const w = await viewableWork(this.db, actor.auth, workId);
    if (w.flowId !== staffTurnoverProcess.flowId) throw errors.validation(msg('resignationDocs.notResignation'));
    const form = (w.formData ?? {}) as Record<string, unknown>;
    const type = text(form.dimissionType);
    const neverRehire = form.dishonorableDischarge === 1;
    const document: ResignationForm = {
      companyName: await findCompanyName(this.db, w.orgPath),
      flowNo: formatFlowNo(w.flowId, w.id),
      statusText: STATUS_TEXT[w.status as keyof typeof STATUS_TEXT] ?? '',
      employeeName: w.employeeName ?? text(form.employeeName),
      employeeId: w.employeeId ?? text(form.employeeId),
      shopName: text(form.shopName),
      shopCode: text(form.shopCode),
      regionName: text(form.regionName),
      positionName: text(form.positionName),
      entryDate: text(form.entryDate),
      lastWorkingDay: text(form.lastWorkingDay),
      dimissionTypeText: dimissionTypeLabel(type),
      dimissionReasonText: dimissionReasonLabel(type, text(form.dimissionReason), text(form.dimissionResetReason)),
      neverRehireText: neverRehire
        ? `是${form.dishonorableRemark ? `（${text(form.dishonorableRemark)}）` : ''}`
        : '否',
      remark: text(form.remark),
      approvals: await approvalsOf(this.db, w),
      issueDate: businessToday(this.clock()),
    };
    await audit(this.db, actor, {
      action: 'document.resignationForm',
      target: `work:${workId}`,
      summary: { employeeId: document.employeeId },
    });
    return docxFile(resignationFormDocument(document), resignationFormFileName(document));
  }

  /**
   * 离职证明 of a resigned employee (status 0), from their latest finished resignation: the
   * employment and its end, never the reason nor the never-rehire mark.
   */
  async dimissionProof(actor: Actor, employeeId: string): Promise<OpenedFile> {
    const person = await repo.findEmployeeByNumber(this.db, employeeId);
    if (!person || !inScope(actor.auth, { orgPath: person.orgPath, employeeRef: person.id }))
      throw errors.employeeNumberNotFound(employeeId);
    const who = employeeLabel(person.name, person.employeeId);
    if (person.status !== 0) throw errors.validation(msg('resignationDocs.notResigned', { employee: who }));
    const resignation = await repo.findLastFinishedResignation(this.db, person.id);
    if (!resignation) throw errors.validation(msg('resignationDocs.noFinishedResignation', { employee: who }));
    const form = (resignation.formData ?? {}) as Record<string, unknown>;
    const issueDate = businessToday(this.clock());
    const proof: DimissionProof = {
      companyName: await findEmployerName(this.db, person.employeeId, resignation.orgPath),
      letterNo: `离证〔${issueDate.slice(0, 4)}〕${String(resignation.id).padStart(6, '0')}号`,
      employeeName: person.name,
      employeeId: person.employeeId,
      identityNumber: person.identityNumber,
      shopName: text(form.shopName),
      positionName: text(form.positionName),
      entryDate: text(form.entryDate) || (person.entryDate ?? ''),
      // A later information change (28) corrects the day on the employee.
      lastWorkingDay: person.leaveDate ?? text(form.lastWorkingDay),
      issueDate,
    };
    await audit(this.db, actor, {
      action: 'document.dimissionProof',
      target: `employee:${person.employeeId}`,
      summary: { workId: resignation.id },
    });
    await logPiiAccess(this.db, actor, {
      kind: 'document',
      employeeRef: person.id,
      subjectText: `${person.name}（${person.employeeId}）`,
      fields: ['identityNumber'],
      purpose: 'document',
      place: `离职证明 ${proof.letterNo}`,
    });
    return docxFile(dimissionProofDocument(proof), dimissionProofFileName(proof));
  }
}
