import {
  msg,
  PROOF_DIMISSION,
  PROOF_INCOME,
  PROOF_ON_JOB,
  proofApplyTypeName,
  type TProofApplyType,
  type TProofForm,
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
import { type DimissionProof, dimissionProofDocument, dimissionProofFileName } from '../../documents/resignation';
import { findEmployerName, text, viewableWork } from '../../documents/work-documents';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { errors } from '../../http/errors';
import type { OpenedFile } from '../../http/files';
import { logPiiAccess } from '../../modules/privacy/access-log';
import { proofProcess } from './definition';
import * as repo from './proof-documents.repository';

/**
 * The letters a finished 证明信 issued (收入证明, 在职证明, 离职证明), each with the number and
 * date given when it was issued: who may have one is who may view the work.
 */
export class ProofDocumentsService {
  constructor(private readonly db: Db) {}

  /**
   * A finished 证明信 of the wanted type, with its issued letter: 40001 for another flow, another
   * type or a work not finished yet.
   */
  private async issuedProof(auth: AuthContext, workId: number, wanted: TProofApplyType) {
    const w = await viewableWork(this.db, auth, workId);
    if (w.flowId !== proofProcess.flowId) throw errors.validation(msg('proof.notProof'));
    const form = (w.formData ?? {}) as TProofForm;
    if (form.applyType !== wanted) {
      const type = proofApplyTypeName(form.applyType);
      throw errors.validation(msg('proof.wrongType', { type, wanted: proofApplyTypeName(wanted) }));
    }
    const issued = w.status === 'finished' ? await repo.findProofLetter(this.db, workId) : undefined;
    if (!issued) throw errors.validation(msg('proof.notFinished'));
    const employeeId = w.employeeId ?? text(form.employeeId);
    const letter: ProofLetter = {
      companyName: await findEmployerName(this.db, employeeId, w.orgPath),
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
    return { form, issued, letter };
  }

  private async logProof(actor: Actor, action: string, workId: number, letter: ProofLetter, income = false) {
    await audit(this.db, actor, {
      action,
      target: `work:${workId}`,
      summary: { employeeId: letter.employeeId, letterNo: letter.letterNo },
    });
    // The letter prints the identity number (an income letter the income too): the personal-data
    // access log records it (issue 38).
    await logPiiAccess(this.db, actor, {
      kind: 'document',
      employeeRef: await repo.findEmployeeRefOfWork(this.db, workId),
      subjectText: `${letter.employeeName}（${letter.employeeId}）`,
      fields: income ? ['identityNumber', 'monthlyIncome'] : ['identityNumber'],
      purpose: 'document',
      place: `证明信 ${letter.letterNo}`,
    });
  }

  /** 收入证明 of a finished 证明信: the monthly income as verified at 2502. */
  async incomeProof(actor: Actor, workId: number): Promise<OpenedFile> {
    const { form, letter } = await this.issuedProof(actor.auth, workId, PROOF_INCOME);
    await this.logProof(actor, 'document.incomeProof', workId, letter, true);
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
  async dimissionProof(actor: Actor, workId: number): Promise<OpenedFile> {
    const { form, issued, letter } = await this.issuedProof(actor.auth, workId, PROOF_DIMISSION);
    await this.logProof(actor, 'document.dimissionProof', workId, letter);
    const proof: DimissionProof = {
      ...letter,
      // A later information change (28) corrects the day on the employee.
      lastWorkingDay: issued.leaveDate ?? text(form.leaveDate),
    };
    return docxFile(dimissionProofDocument(proof), dimissionProofFileName(proof));
  }
}
