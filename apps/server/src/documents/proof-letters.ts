import { amountInChineseCapitals, formatYuan } from '@hris/contract';
import type { Document } from 'docx';
import { buildDocument, formatChineseDate, letterhead, paragraph, rightLine, signatureBlock, title } from './docx';

/**
 * 收入证明 and 在职证明 of a finished 证明信 (flow 25): the letterhead, the letter's number, the
 * person (with the full identity number: the letter is handed to banks and embassies that check
 * it), the employment, the purpose and the issuer. 离职证明 is `dimissionProofDocument`.
 */
export interface ProofLetter {
  companyName: string;
  /** HRZM-2026-0001 */
  letterNo: string;
  employeeName: string;
  employeeId: string;
  identityNumber: string;
  shopName: string;
  positionName: string;
  entryDate: string;
  purpose: string;
  /** Business date of issue (Asia/Shanghai). */
  issueDate: string;
}

export interface IncomeProof extends ProofLetter {
  /** The monthly pre-tax income verified at 2502, in yuan. */
  monthlyIncome: number;
}

export const INCOME_PROOF_TITLE = '收入证明';
export const ON_JOB_PROOF_TITLE = '在职证明';

/** 收入证明-姓名-工号.docx, 在职证明-姓名-工号.docx */
export function proofLetterFileName(titleText: string, p: Pick<ProofLetter, 'employeeName' | 'employeeId'>): string {
  return `${titleText}-${p.employeeName}-${p.employeeId}.docx`;
}

/** 兹证明张三（身份证号码：…，工号：…）自2024年03月01日起在我公司上海一店担任店员一职， */
const employment = (p: ProofLetter) =>
  `兹证明${p.employeeName}（身份证号码：${p.identityNumber}，工号：${p.employeeId}）` +
  `自${formatChineseDate(p.entryDate)}起在我公司${p.shopName}担任${p.positionName}一职，`;

function letter(p: ProofLetter, titleText: string, body: string[]): Document {
  return buildDocument(
    [
      letterhead(p.companyName),
      title(titleText),
      rightLine(`编号：${p.letterNo}`),
      ...body.map((text) => paragraph(text, { indent: true })),
      paragraph(`本证明仅用于${p.purpose}，不作其他用途。`, { indent: true }),
      paragraph('特此证明。', { indent: true }),
      ...signatureBlock(p.companyName, p.issueDate),
    ],
    { title: `${titleText}-${p.employeeName}`, creator: p.companyName },
  );
}

/** The income letter: the employment and the verified monthly income, in figures and in capitals. */
export function incomeProofDocument(p: IncomeProof): Document {
  return letter(p, INCOME_PROOF_TITLE, [
    `${employment(p)}现为我公司在职员工。`,
    `该员工月收入（税前）为人民币${formatYuan(p.monthlyIncome)}元（大写：${amountInChineseCapitals(p.monthlyIncome)}）。`,
  ]);
}

/** The on-job letter: the employment, still current. */
export function onJobProofDocument(p: ProofLetter): Document {
  return letter(p, ON_JOB_PROOF_TITLE, [`${employment(p)}至今仍在我公司在职。`]);
}
