import {
  businessToday,
  CHANGE_TYPES,
  dimissionReasonLabel,
  dimissionTypeLabel,
  ErrorCode,
  employeeLabel,
  formatFlowNo,
  msg,
  PROOF_DIMISSION,
  PROOF_INCOME,
  PROOF_ON_JOB,
  proofApplyTypeName,
  punishmentLabel,
  type TProofApplyType,
  type TProofForm,
  type TViolationForm,
} from '@hris/contract';
import type { Db } from '../../db/client';
import { docxFile } from '../../documents/docx';
import {
  INCOME_PROOF_TITLE,
  incomeProofDocument,
  ON_JOB_PROOF_TITLE,
  onJobProofDocument,
  type ProofLetter,
  proofLetterFileName,
} from '../../documents/proof-letters';
import {
  type DimissionProof,
  dimissionProofDocument,
  dimissionProofFileName,
  type ResignationForm,
  resignationFormDocument,
  resignationFormFileName,
} from '../../documents/resignation';
import { type TransferNotice, transferNoticeDocument, transferNoticeFileName } from '../../documents/transfer-notice';
import {
  type ViolationLetter,
  violationLetterDocument,
  violationLetterFileName,
  violationLetterNo,
} from '../../documents/violation-letter';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { AppError, errors } from '../../http/errors';
import type { OpenedFile } from '../../http/files';
import { inScope } from '../../http/scope';
import { chinaDateTime } from '../../lists/format';
import { canViewWork } from '../../workflow/access';
import { getProcess, nodeOf } from '../../workflow/registry';
import { startNodeId } from '../../workflow/types';
import * as repo from './documents.repository';

const STORE_TRANSFER_FLOW = 18;
const RESIGNATION_FLOW = 15;
const VIOLATION_FLOW = 30;
const PROOF_FLOW = 25;

const STATUS_TEXT = { running: '审批中', finished: '已办结', stopped: '已终止' } as const;

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/**
 * The letters generated from finished works (调动通知书, 违纪处分通知书; 离职证明, 在职证明 … to come): who may
 * have one is who may view the work; the document is built in memory and sent as a download.
 */
export class DocumentsService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The work if the caller may view it: 40401 when there is none, 40303 when it is out of scope. */
  private async viewableWork(auth: AuthContext, workId: number) {
    const row = await repo.findWorkWithEmployee(this.db, workId);
    if (!row) throw new AppError(ErrorCode.NotFound, msg('workflow.workNotFound'));
    if (!(await canViewWork(this.db, auth, workId))) throw new AppError(ErrorCode.OutOfScope, msg('scope.work'));
    return row;
  }

  /** 调动通知书 of a finished store transfer (flow 18), as a .docx. */
  async transferNotice(actor: Actor, workId: number): Promise<OpenedFile> {
    const w = await this.viewableWork(actor.auth, workId);
    if (w.flowId !== STORE_TRANSFER_FLOW) throw errors.validation(msg('personnel.noTransferNotice'));
    if (w.status !== 'finished') throw errors.validation(msg('personnel.transferNoticeNotFinished'));
    const notice = await this.transferNoticeOf(w);
    await audit(this.db, actor, {
      action: 'document.transferNotice',
      target: `work:${workId}`,
      summary: { employeeId: notice.employeeId },
    });
    return docxFile(transferNoticeDocument(notice), transferNoticeFileName(notice));
  }

  /** 违纪处分通知书 of a finished employee violation (flow 30), as a .docx. */
  async violationLetter(actor: Actor, workId: number): Promise<OpenedFile> {
    const w = await this.viewableWork(actor.auth, workId);
    if (w.flowId !== VIOLATION_FLOW) throw errors.validation(msg('violationFlow.noLetter'));
    if (w.status !== 'finished') throw errors.validation(msg('violationFlow.letterNotFinished'));
    const form = (w.formData ?? {}) as TViolationForm;
    const flowNo = formatFlowNo(w.flowId, w.id);
    // Dated by the decision, so a letter printed again says the same.
    const issueDate = businessToday(w.finishedAt ?? this.clock());
    const letter: ViolationLetter = {
      companyName: await repo.findCompanyName(this.db, w.orgPath),
      letterNo: violationLetterNo(flowNo, issueDate),
      flowNo,
      employeeName: w.employeeName ?? text(form.employeeName),
      employeeId: w.employeeId ?? text(form.employeeId),
      shopName: text(form.shopName),
      shopCode: text(form.shopCode),
      positionName: text(form.positionName),
      violationDate: text(form.violationDate),
      description: text(form.description),
      punishment: form.punishment,
      punishmentText: punishmentLabel(form.punishment),
      lastWorkingDay: form.punishment === 'termination' ? text(form.lastWorkingDay) : undefined,
      issueDate,
    };
    await audit(this.db, actor, {
      action: 'document.violationLetter',
      target: `work:${workId}`,
      summary: { employeeId: letter.employeeId, punishment: letter.punishment },
    });
    return docxFile(violationLetterDocument(letter), violationLetterFileName(letter));
  }

  private async transferNoticeOf(w: NonNullable<Awaited<ReturnType<typeof repo.findWorkWithEmployee>>>) {
    const form = (w.formData ?? {}) as Record<string, unknown>;
    const approvals = await this.approvalsOf(w);
    const changeType = CHANGE_TYPES.find((c) => c.value === form.changeTheType);
    const notice: TransferNotice = {
      companyName: await repo.findCompanyName(this.db, w.orgPath),
      flowNo: formatFlowNo(w.flowId, w.id),
      employeeName: w.employeeName ?? text(form.employeeName),
      employeeId: w.employeeId ?? text(form.employeeId),
      changeTypeText: changeType?.label ?? '',
      from: {
        shopName: text(form.shopName),
        shopCode: text(form.shopCode),
        regionName: text(form.regionName),
        positionName: text(form.positionName),
        rank: text(form.rank),
      },
      to: {
        shopName: text(form.newShopName),
        shopCode: text(form.newShopCode),
        regionName: text(form.newRegionName),
        positionName: text(form.newPositionName),
        rank: text(form.newRank),
      },
      effectiveTime: text(form.effectiveTime),
      reason: text(form.reason),
      approvals,
      issueDate: businessToday(this.clock()),
    };
    return notice;
  }

  /** The start and every approval of a work, in order, as the documents list them. */
  private async approvalsOf(w: { id: number; flowId: number }) {
    const process = getProcess(w.flowId);
    const decisions = await repo.findDecisions(this.db, w.id);
    const approvals = decisions
      .filter((d) => d.kind === 'approve' && d.nodeId !== startNodeId(w.flowId))
      .map((d) => ({
        stepName: (d.nodeId != null && process ? nodeOf(process, d.nodeId)?.name : undefined) ?? '',
        approverName: d.onBehalfOfName ? `${d.actorName}（代${d.onBehalfOfName}）` : d.actorName,
        time: chinaDateTime(d.createdAt),
        opinion: text(d.msg),
      }));
    const started = decisions.find((d) => d.kind === 'start');
    if (started)
      approvals.unshift({
        stepName: '发起',
        approverName: started.actorName,
        time: chinaDateTime(started.createdAt),
        opinion: '',
      });
    return approvals;
  }

  /** 离职申请表 of a resignation (flow 15), whatever its state, as a .docx. */
  async resignationForm(actor: Actor, workId: number): Promise<OpenedFile> {
    const w = await this.viewableWork(actor.auth, workId);
    if (w.flowId !== RESIGNATION_FLOW) throw errors.validation(msg('resignationDocs.notResignation'));
    const form = (w.formData ?? {}) as Record<string, unknown>;
    const type = text(form.dimissionType);
    const neverRehire = form.dishonorableDischarge === 1;
    const document: ResignationForm = {
      companyName: await repo.findCompanyName(this.db, w.orgPath),
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
      approvals: await this.approvalsOf(w),
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
   * A finished 证明信 (flow 25) of the wanted type, with its issued letter: 40001 for another
   * flow, another type or a work not finished yet.
   */
  private async issuedProof(auth: AuthContext, workId: number, wanted: TProofApplyType) {
    const w = await this.viewableWork(auth, workId);
    if (w.flowId !== PROOF_FLOW) throw errors.validation(msg('proof.notProof'));
    const form = (w.formData ?? {}) as TProofForm;
    if (form.applyType !== wanted) {
      const type = proofApplyTypeName(form.applyType);
      throw errors.validation(msg('proof.wrongType', { type, wanted: proofApplyTypeName(wanted) }));
    }
    const issued = w.status === 'finished' ? await repo.findProofLetter(this.db, workId) : undefined;
    if (!issued) throw errors.validation(msg('proof.notFinished'));
    const letter: ProofLetter = {
      companyName: await repo.findCompanyName(this.db, w.orgPath),
      letterNo: issued.letterNo,
      employeeName: w.employeeName ?? text(form.employeeName),
      employeeId: w.employeeId ?? text(form.employeeId),
      identityNumber: issued.identityNumber,
      shopName: text(form.shopName),
      positionName: text(form.positionName),
      entryDate: text(form.entryDate),
      purpose: form.purpose,
      issueDate: issued.issuedOn,
    };
    return { w, form, issued, letter };
  }

  private async logProof(actor: Actor, action: string, workId: number, letter: ProofLetter) {
    await audit(this.db, actor, {
      action,
      target: `work:${workId}`,
      summary: { employeeId: letter.employeeId, letterNo: letter.letterNo },
    });
  }

  /** 收入证明 of a finished 证明信: the monthly income as verified at 2502. */
  async incomeProof(actor: Actor, workId: number): Promise<OpenedFile> {
    const { form, letter } = await this.issuedProof(actor.auth, workId, PROOF_INCOME);
    await this.logProof(actor, 'document.incomeProof', workId, letter);
    const document = incomeProofDocument({ ...letter, monthlyIncome: form.monthlyIncome ?? 0 });
    return docxFile(document, proofLetterFileName(INCOME_PROOF_TITLE, letter));
  }

  /** 在职证明 of a finished 证明信. */
  async onJobProof(actor: Actor, workId: number): Promise<OpenedFile> {
    const { letter } = await this.issuedProof(actor.auth, workId, PROOF_ON_JOB);
    await this.logProof(actor, 'document.onJobProof', workId, letter);
    return docxFile(onJobProofDocument(letter), proofLetterFileName(ON_JOB_PROOF_TITLE, letter));
  }

  /** 离职证明 of a finished 证明信 of that type, with the letter's number and date. */
  async dimissionProofOfWork(actor: Actor, workId: number): Promise<OpenedFile> {
    const { form, issued, letter } = await this.issuedProof(actor.auth, workId, PROOF_DIMISSION);
    await this.logProof(actor, 'document.dimissionProof', workId, letter);
    const proof: DimissionProof = {
      ...letter,
      // A later information change (28) corrects the day on the employee.
      lastWorkingDay: issued.leaveDate ?? text(form.leaveDate),
    };
    return docxFile(dimissionProofDocument(proof), dimissionProofFileName(proof));
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
      companyName: await repo.findCompanyName(this.db, resignation.orgPath),
      letterNo: `离证〔${issueDate.slice(0, 4)}〕${String(resignation.id).padStart(6, '0')}号`,
      employeeName: person.name,
      employeeId: person.employeeId,
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
    return docxFile(dimissionProofDocument(proof), dimissionProofFileName(proof));
  }
}
