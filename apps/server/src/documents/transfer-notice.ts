import type { Document } from 'docx';
import { buildDocument, gridTable, heading, keyValueTable, paragraph, signatureBlock, title } from './docx';

/** Where a person works before or after a transfer, as the work's form recorded it. */
export interface Placement {
  shopName: string;
  shopCode: string;
  regionName: string;
  positionName: string;
  rank: string;
}

/** What a 调动通知书 says: read from a finished store transfer (flow 18). */
export interface TransferNotice {
  companyName: string;
  flowNo: string;
  employeeName: string;
  employeeId: string;
  changeTypeText: string;
  from: Placement;
  to: Placement;
  effectiveTime: string;
  reason: string;
  /** Who decided each step, in order; `time` as YYYY-MM-DD HH:mm (China). */
  approvals: { stepName: string; approverName: string; time: string; opinion: string }[];
  /** The business date of issue (Asia/Shanghai). */
  issueDate: string;
}

export const TRANSFER_NOTICE_TITLE = '调动通知书';

/** 调动通知书-姓名-工号.docx */
export function transferNoticeFileName(n: Pick<TransferNotice, 'employeeName' | 'employeeId'>): string {
  return `${TRANSFER_NOTICE_TITLE}-${n.employeeName}-${n.employeeId}.docx`;
}

const place = (p: Placement) => [p.shopName, p.shopCode ? `（${p.shopCode}）` : ''].join('');

/** The notice as a Word document: the move, its date and reason, the approvals, the issuer. */
export function transferNoticeDocument(n: TransferNotice): Document {
  return buildDocument(
    [
      title(TRANSFER_NOTICE_TITLE),
      paragraph(`${n.employeeName}（工号：${n.employeeId}）：`),
      paragraph(
        `经公司研究决定，你自${n.effectiveTime}起由${place(n.from)}调至${place(n.to)}工作` +
          `${n.to.positionName ? `，岗位为${n.to.positionName}` : ''}${n.to.rank ? `，职级${n.to.rank}` : ''}。` +
          '请按时到新岗位报到，并办理好工作交接。',
        { indent: true },
      ),
      heading('调动信息'),
      keyValueTable([
        ['流程编号', n.flowNo],
        ['姓名', n.employeeName],
        ['工号', n.employeeId],
        ['异动类型', n.changeTypeText],
        ['原门店', place(n.from)],
        ['原区域', n.from.regionName],
        ['原岗位', n.from.positionName],
        ['原职级', n.from.rank],
        ['新门店', place(n.to)],
        ['新区域', n.to.regionName],
        ['新岗位', n.to.positionName],
        ['新职级', n.to.rank],
        ['生效日期', n.effectiveTime],
        ['调动原因', n.reason],
      ]),
      heading('审批记录'),
      gridTable(
        ['审批步骤', '审批人', '审批时间', '审批意见'],
        n.approvals.map((a) => [a.stepName, a.approverName, a.time, a.opinion]),
      ),
      ...signatureBlock(n.companyName, n.issueDate),
    ],
    { title: `${TRANSFER_NOTICE_TITLE}-${n.employeeName}`, creator: n.companyName },
  );
}
