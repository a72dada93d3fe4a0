import { businessToday, CHANGE_TYPES, formatFlowNo, msg } from '@hris/contract';
import type { Db } from '../../db/client';
import { docxFile } from '../../documents/docx';
import { type TransferNotice, transferNoticeDocument, transferNoticeFileName } from '../../documents/transfer-notice';
import { approvalsOf, type DocumentWork, findCompanyName, text, viewableWork } from '../../documents/work-documents';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import { errors } from '../../http/errors';
import type { OpenedFile } from '../../http/files';
import { changeOfPersonnelProcess } from './definition';

/** The 调动通知书 of a store transfer: who may have one is who may view the work. */
export class TransferNoticeService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** 调动通知书 of a finished store transfer, as a .docx. */
  async transferNotice(actor: Actor, workId: number): Promise<OpenedFile> {
    const w = await viewableWork(this.db, actor.auth, workId);
    if (w.flowId !== changeOfPersonnelProcess.flowId) throw errors.validation(msg('personnel.noTransferNotice'));
    if (w.status !== 'finished') throw errors.validation(msg('personnel.transferNoticeNotFinished'));
    const notice = await this.transferNoticeOf(w);
    await audit(this.db, actor, {
      action: 'document.transferNotice',
      target: `work:${workId}`,
      summary: { employeeId: notice.employeeId },
    });
    return docxFile(transferNoticeDocument(notice), transferNoticeFileName(notice));
  }

  private async transferNoticeOf(w: DocumentWork): Promise<TransferNotice> {
    const form = (w.formData ?? {}) as Record<string, unknown>;
    const approvals = await approvalsOf(this.db, w);
    const changeType = CHANGE_TYPES.find((c) => c.value === form.changeTheType);
    return {
      companyName: await findCompanyName(this.db, w.orgPath),
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
  }
}
