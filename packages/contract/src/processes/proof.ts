import { z } from 'zod';
import { ZDateString } from '../api/common';
import { proofMessages } from './proof.messages';
import type { ProcessInfo } from './types';

/**
 * 证明信 (flow 25). The store HR (or an HR whose scope holds the employee) asks for a letter:
 * 收入证明, 在职证明 or 离职证明. 2501 the regional HR reviews; 2502 head-office compensation
 * verifies the monthly income (收入证明 only, may correct it); 2504 head-office HR issues it (batch).
 * Finishing numbers the letter (HRZM-<year>-<0001>) and dates it; the starter then downloads it.
 */
export const proofProcess = {
  flowId: 25,
  key: 'proof',
  name: '证明信',
  nameEn: 'Certificate letter',
  category: 'other',
  startForm: 'proof_post',
  steps: [2501, 2502, 2504],
  built: true,
  messages: proofMessages,
} satisfies ProcessInfo;

/** applyType values: 0 收入证明, 1 在职证明, 2 离职证明. */
export const PROOF_INCOME = 0;
export const PROOF_ON_JOB = 1;
export const PROOF_DIMISSION = 2;
export type TProofApplyType = 0 | 1 | 2;

export const PROOF_APPLY_TYPES: readonly { value: TProofApplyType; label: string; labelEn: string }[] = [
  { value: PROOF_INCOME, label: '收入证明', labelEn: 'Income proof' },
  { value: PROOF_ON_JOB, label: '在职证明', labelEn: 'On-job proof' },
  { value: PROOF_DIMISSION, label: '离职证明', labelEn: 'Separation proof' },
];

/** applyTypeTitle: the type as shown ('' when unknown). */
export function proofApplyTypeLabel(value: unknown): string {
  return PROOF_APPLY_TYPES.find((t) => t.value === value)?.label ?? '';
}

/** The type's name in both languages, as a message parameter (收入证明 / income proof). */
export function proofApplyTypeName(value: unknown): { zh: string; en: string } {
  const t = PROOF_APPLY_TYPES.find((p) => p.value === value);
  return { zh: t?.label ?? '', en: t?.labelEn.toLowerCase() ?? '' };
}

/**
 * Who may have which letter, by employee status: 在职 (1) and 离职中 (4) are still employed (a
 * resigning person works until the last day and may need an income or on-job letter meanwhile);
 * only a person who has left (0) gets a 离职证明.
 */
export const PROOF_ALLOWED_STATUS: Record<TProofApplyType, readonly number[]> = {
  0: [1, 4],
  1: [1, 4],
  2: [0],
};

export const PROOF_PURPOSE_MAX = 100;
export const PROOF_COPIES_MAX = 5;

const ZYuan = z
  .number({ error: '请输入金额' })
  .positive('月收入应大于0')
  .max(1_000_000, '金额不能超过1000000')
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), '金额最多两位小数');

/**
 * 证明信 form. The starter fills employeeId … remark; the rest is written by the server: the
 * person's facts from Basic data at the start, for a 收入证明 the salary it read (salaryBasis,
 * salaryAmount, salaryEffectiveDate, averageMonthlyIncome) and monthlyIncome, the figure the
 * letter prints, which 2502 may correct; letterNo and issuedOn once 2504 has issued it.
 */
export const ZProofFormSchema = z.object({
  employeeId: z.string().trim().min(1, '请选择员工').max(32).describe('员工'),
  applyType: z
    .union([z.literal(0), z.literal(1), z.literal(2)], { error: '请选择证明类型（收入证明、在职证明或离职证明）' })
    .describe('证明类型'),
  purpose: z
    .string({ error: '请填写用途' })
    .trim()
    .min(1, '请填写用途')
    .max(PROOF_PURPOSE_MAX, `用途不能超过${PROOF_PURPOSE_MAX}字`)
    .describe('用途'),
  copies: z
    .number({ error: '请填写份数' })
    .int('份数应为整数')
    .min(1, '份数至少为1')
    .max(PROOF_COPIES_MAX, `份数不能超过${PROOF_COPIES_MAX}`)
    .describe('份数'),
  remark: z.string().trim().max(500, '备注不能超过500字').optional().describe('备注'),
  employeeName: z.string().optional().describe('员工姓名'),
  shopCode: z.string().optional().describe('门店'),
  shopName: z.string().optional().describe('门店名称'),
  positionName: z.string().optional().describe('岗位'),
  entryDate: z.string().optional().describe('入职日期'),
  leaveDate: z.string().optional().describe('离职日期'),
  employeeStatus: z.number().int().optional().describe('员工状态'),
  salaryBasis: z.number().int().optional().describe('薪资类型'),
  /** The latest effective salary as recorded (yuan, on its basis). */
  salaryAmount: z.number().optional().describe('薪资'),
  salaryEffectiveDate: z.string().optional().describe('调薪生效日期'),
  /** Average monthly salary of the last 12 full months, when Basic data covers all of them. */
  averageMonthlyIncome: z.number().optional().describe('近12个月平均月收入'),
  /** The monthly pre-tax income the 收入证明 prints (yuan), verified at 2502. */
  monthlyIncome: ZYuan.optional().describe('月收入（税前）'),
  letterNo: z.string().optional().describe('证明编号'),
  issuedOn: ZDateString.optional().describe('开具日期'),
});
export type TProofForm = z.infer<typeof ZProofFormSchema>;
export type TProofFormInput = z.input<typeof ZProofFormSchema>;

/** HRZM-2026-0001: the letter's number, sequential per year of issue. */
export function proofLetterNo(year: number, sequence: number): string {
  return `HRZM-${year}-${String(sequence).padStart(4, '0')}`;
}

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const BIG_UNITS = ['', '万', '亿'];

/** One group of four digits (0–9999) in capitals, without the zero rules between groups. */
function groupText(n: number): string {
  let text = '';
  let zero = false;
  for (let i = 3; i >= 0; i--) {
    const d = Math.floor(n / 10 ** i) % 10;
    if (d === 0) {
      if (text) zero = true;
    } else {
      if (zero) text += '零';
      zero = false;
      text += DIGITS[d] + SMALL_UNITS[i];
    }
  }
  return text;
}

/**
 * An amount in Chinese financial capitals, as letters and cheques print it:
 * 8500 → 人民币捌仟伍佰元整, 10005.5 → 人民币壹万零伍元伍角, 0.05 → 人民币伍分.
 * Below 1万亿 yuan; rounded to the fen.
 */
export function amountInChineseCapitals(amount: number): string {
  const fen = Math.round(amount * 100);
  if (!Number.isFinite(fen) || fen < 0 || fen >= 1e14) throw new RangeError(`amount out of range: ${amount}`);
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  let integer = '';
  const groups: number[] = [];
  for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10000)) groups.push(rest % 10000);
  for (let g = groups.length - 1; g >= 0; g--) {
    const value = groups[g];
    if (value === 0) continue;
    // A gap before this group (a zero group, or fewer than four digits after a higher group) reads 零.
    if (integer && (value < 1000 || groups[g + 1] === 0)) integer += '零';
    integer += groupText(value) + BIG_UNITS[g];
  }
  let text = integer ? `${integer}元` : '';
  if (jiao === 0 && cents === 0) return `人民币${text || '零元'}整`;
  if (jiao > 0) text += `${DIGITS[jiao]}角`;
  else if (integer) text += '零';
  if (cents > 0) text += `${DIGITS[cents]}分`;
  return `人民币${text}`;
}

/** 8500 → 8,500.00 */
export function formatYuan(amount: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
