import type { Document } from 'docx';
import {
  buildDocument,
  formatChineseDate,
  gridTable,
  heading,
  keyValueTable,
  paragraph,
  signatureBlock,
  title,
} from './docx';

/** What a 离职申请表 says: read from a resignation (flow 15) in any state. */
export interface ResignationForm {
  companyName: string;
  flowNo: string;
  /** 审批中 / 已办结 / 已终止. */
  statusText: string;
  employeeName: string;
  employeeId: string;
  shopName: string;
  shopCode: string;
  regionName: string;
  positionName: string;
  entryDate: string;
  lastWorkingDay: string;
  dimissionTypeText: string;
  /** The reason as shown (其他：… with its text). */
  dimissionReasonText: string;
  /** 是（说明） / 否. */
  neverRehireText: string;
  remark: string;
  /** Who decided each step, in order; `time` as YYYY-MM-DD HH:mm (China). */
  approvals: { stepName: string; approverName: string; time: string; opinion: string }[];
  issueDate: string;
}

export const RESIGNATION_FORM_TITLE = '离职申请表';

/** 离职申请表-姓名-工号.docx */
export function resignationFormFileName(f: Pick<ResignationForm, 'employeeName' | 'employeeId'>): string {
  return `${RESIGNATION_FORM_TITLE}-${f.employeeName}-${f.employeeId}.docx`;
}

const place = (name: string, code: string) => [name, code ? `（${code}）` : ''].join('');

/** The resignation as HR files it: the person, the departure, the approvals so far. */
export function resignationFormDocument(f: ResignationForm): Document {
  return buildDocument(
    [
      title(RESIGNATION_FORM_TITLE),
      paragraph(`流程编号：${f.flowNo}　　状态：${f.statusText}`),
      heading('员工信息'),
      keyValueTable([
        ['姓名', f.employeeName],
        ['工号', f.employeeId],
        ['门店', place(f.shopName, f.shopCode)],
        ['区域', f.regionName],
        ['岗位', f.positionName],
        ['入职日期', f.entryDate],
      ]),
      heading('离职信息'),
      keyValueTable([
        ['最后工作日', f.lastWorkingDay],
        ['离职类型', f.dimissionTypeText],
        ['离职原因', f.dimissionReasonText],
        ['永不录用', f.neverRehireText],
        ['备注', f.remark],
      ]),
      heading('审批记录'),
      gridTable(
        ['审批步骤', '审批人', '审批时间', '审批意见'],
        f.approvals.map((a) => [a.stepName, a.approverName, a.time, a.opinion]),
      ),
      ...signatureBlock(f.companyName, f.issueDate),
    ],
    { title: `${RESIGNATION_FORM_TITLE}-${f.employeeName}`, creator: f.companyName },
  );
}

/**
 * What a 离职证明 says. By design it carries no reason and no never-rehire mark: a separation
 * certificate states only the employment and its end (劳动合同法 §50), anything more can harm
 * the person's next hire.
 */
export interface DimissionProof {
  companyName: string;
  letterNo: string;
  employeeName: string;
  employeeId: string;
  /** In full, as the other letters carry it: the next employer checks it. */
  identityNumber: string;
  shopName: string;
  positionName: string;
  entryDate: string;
  lastWorkingDay: string;
  issueDate: string;
}

export const DIMISSION_PROOF_TITLE = '离职证明';

/** 离职证明-姓名-工号.docx */
export function dimissionProofFileName(p: Pick<DimissionProof, 'employeeName' | 'employeeId'>): string {
  return `${DIMISSION_PROOF_TITLE}-${p.employeeName}-${p.employeeId}.docx`;
}

/** The separation certificate: letterhead, number, the employment and its end, the issuer. */
export function dimissionProofDocument(p: DimissionProof): Document {
  return buildDocument(
    [
      title(p.companyName),
      title(DIMISSION_PROOF_TITLE),
      paragraph(`编号：${p.letterNo}`),
      paragraph(
        `兹证明${p.employeeName}（身份证号码：${p.identityNumber}，工号：${p.employeeId}）` +
          `于${formatChineseDate(p.entryDate)}入职我公司，在${p.shopName}担任${p.positionName}一职，` +
          `最后工作日为${formatChineseDate(p.lastWorkingDay)}。` +
          '自该日起已与我公司解除劳动关系，双方劳动合同权利义务终止。',
        { indent: true },
      ),
      paragraph('特此证明。', { indent: true }),
      ...signatureBlock(p.companyName, p.issueDate),
    ],
    { title: `${DIMISSION_PROOF_TITLE}-${p.employeeName}`, creator: p.companyName },
  );
}
