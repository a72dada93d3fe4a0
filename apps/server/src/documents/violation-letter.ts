import type { Document } from 'docx';
import {
  buildDocument,
  formatChineseDate,
  heading,
  keyValueTable,
  letterhead,
  paragraph,
  rightLine,
  signatureBlock,
  title,
} from './docx';

/** What a 违纪处分通知书 says: read from a finished employee violation (flow 30). */
export interface ViolationLetter {
  companyName: string;
  /** 违纪〔2026〕30-000012号 */
  letterNo: string;
  flowNo: string;
  employeeName: string;
  employeeId: string;
  shopName: string;
  shopCode: string;
  positionName: string;
  violationDate: string;
  description: string;
  punishment: 'written_warning' | 'serious_written_warning' | 'termination';
  punishmentText: string;
  /** Only for a termination. */
  lastWorkingDay?: string;
  /** The business date of the decision (the work's finish, Asia/Shanghai). */
  issueDate: string;
}

export const VIOLATION_LETTER_TITLE = '违纪处分通知书';
export const TERMINATION_LEGAL_BASIS = '《中华人民共和国劳动合同法》第三十九条';

/** 违纪〔year〕flowNo号, the year of the decision. */
export function violationLetterNo(flowNo: string, issueDate: string): string {
  return `违纪〔${issueDate.slice(0, 4)}〕${flowNo}号`;
}

/** 违纪处分通知书-姓名-工号.docx */
export function violationLetterFileName(l: Pick<ViolationLetter, 'employeeName' | 'employeeId'>): string {
  return `${VIOLATION_LETTER_TITLE}-${l.employeeName}-${l.employeeId}.docx`;
}

/**
 * The letter as a Word document: the company, title and number, the facts, the decision (for a
 * termination its legal ground and the last working day), the issuer and the employee's receipt.
 */
export function violationLetterDocument(l: ViolationLetter): Document {
  const store = [l.shopName, l.shopCode ? `（${l.shopCode}）` : ''].join('');
  const termination = l.punishment === 'termination';
  const decision = termination
    ? `依据${TERMINATION_LEGAL_BASIS}第（二）项“严重违反用人单位的规章制度”之规定，公司决定与你解除劳动合同，` +
      `你的最后工作日为${formatChineseDate(l.lastWorkingDay ?? '')}。请于最后工作日前办理工作交接及离职手续。`
    : '望你引以为戒，严格遵守公司各项规章制度。如再次违反，公司将依规给予更严厉的处分。';
  return buildDocument(
    [
      letterhead(l.companyName),
      title(VIOLATION_LETTER_TITLE),
      rightLine(l.letterNo),
      paragraph(`${l.employeeName}-${l.employeeId}：`),
      paragraph(
        `经查，你于${formatChineseDate(l.violationDate)}在${store}${l.positionName ? `（岗位：${l.positionName}）` : ''}工作期间，` +
          `存在以下违纪行为：${l.description}`,
        { indent: true },
      ),
      paragraph(`上述行为违反了公司规章制度。经公司研究决定，给予你${l.punishmentText}处分。${decision}`, {
        indent: true,
      }),
      heading('处分信息'),
      keyValueTable([
        ['文号', l.letterNo],
        ['流程编号', l.flowNo],
        ['员工', `${l.employeeName}-${l.employeeId}`],
        ['门店', store],
        ['岗位', l.positionName],
        ['违纪日期', l.violationDate],
        ['违纪说明', l.description],
        ['处分', l.punishmentText],
        ...(termination
          ? ([
              ['最后工作日', l.lastWorkingDay],
              ['法律依据', TERMINATION_LEGAL_BASIS],
            ] as const)
          : []),
      ]),
      ...signatureBlock(l.companyName, l.issueDate),
      paragraph('员工签收：____________　　签收日期：____________'),
    ],
    { title: `${VIOLATION_LETTER_TITLE}-${l.employeeName}`, creator: l.companyName },
  );
}
