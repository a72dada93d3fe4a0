import { businessToday, formatFlowNo, msg, punishmentLabel, type TViolationForm } from '@hris/contract';
import type { Db } from '../../db/client';
import { docxFile } from '../../documents/docx';
import {
  type ViolationLetter,
  violationLetterDocument,
  violationLetterFileName,
  violationLetterNo,
} from '../../documents/violation-letter';
import { findCompanyName, text, viewableWork } from '../../documents/work-documents';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import { errors } from '../../http/errors';
import type { OpenedFile } from '../../http/files';
import { violationProcess } from './definition';

/** The 违纪处分通知书 of an employee violation: who may have one is who may view the work. */
export class ViolationLetterService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** 违纪处分通知书 of a finished employee violation, as a .docx. */
  async violationLetter(actor: Actor, workId: number): Promise<OpenedFile> {
    const w = await viewableWork(this.db, actor.auth, workId);
    if (w.flowId !== violationProcess.flowId) throw errors.validation(msg('violationFlow.noLetter'));
    if (w.status !== 'finished') throw errors.validation(msg('violationFlow.letterNotFinished'));
    const form = (w.formData ?? {}) as TViolationForm;
    const flowNo = formatFlowNo(w.flowId, w.id);
    // Dated by the decision, so a letter printed again says the same.
    const issueDate = businessToday(w.finishedAt ?? this.clock());
    const letter: ViolationLetter = {
      companyName: await findCompanyName(this.db, w.orgPath),
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
}
