import { z } from 'zod';
import { ZDateString } from '../api/common';
import { addMonths } from '../dates';
import { ZMoney } from './money';
import type { ProcessInfo } from './types';
import { WELFARE_MARRIAGE_MONTHS } from './welfare.labels';
import { welfareMessages } from './welfare.messages';

/**
 * 婚育福利 (flow 20). The store HR (or any HR whose scope holds the employee) claims an active
 * employee's marriage or newborn benefit with its certificate; 2001 the regional HR reviews,
 * 2002 head-office HR approves and books the amount (batch). One benefit per event: a marriage
 * once (and no second marriage benefit within 12 months), a child once per name.
 */
export const welfareProcess = {
  flowId: 20,
  key: 'welfare',
  name: '婚育福利',
  nameEn: 'Marriage and newborn benefit',
  category: 'benefit',
  startForm: 'welfare_post',
  steps: [2001, 2002],
  built: true,
  messages: welfareMessages,
} satisfies ProcessInfo;

export {
  type TWelfareCategory,
  WELFARE_CATEGORIES,
  WELFARE_CATEGORY_VALUES,
  WELFARE_MARRIAGE_MONTHS,
  WELFARE_MAX_AMOUNT,
  welfareCategory,
  welfareCategoryTitle,
} from './welfare.labels';

/** The earliest 结婚日期 a claim made on `today` may name. */
export function earliestMarryDate(today: string): string {
  return addMonths(today, -WELFARE_MARRIAGE_MONTHS);
}

/** What identifies the event a claim is for: the marriage date, or the child's trimmed name. */
export function welfareEventKey(form: { treatmentCategory: number; marryDate?: string; childrenName?: string }) {
  return form.treatmentCategory === 0 ? (form.marryDate ?? '') : (form.childrenName ?? '').trim();
}

/**
 * 婚育福利 form. The starter fills employeeId … remark: 结婚 needs 结婚日期, 生育 needs 子女姓名 (the
 * other is dropped by the server). `amount` (yuan) is proposed by the server at the start (the
 * category's default) and set by head office at 2002; the fields after it are written by the
 * server and shown read-only. 结婚日期 within the 12 months before today is checked by the server
 * (business date).
 */
export const ZWelfareFormSchema = z
  .object({
    employeeId: z.string().trim().min(1, '请选择员工').max(32).describe('员工'),
    treatmentCategory: z
      .union([z.literal(0), z.literal(1)], { error: '请选择福利类型（结婚或生育）' })
      .describe('福利类型'),
    marryDate: ZDateString.optional().describe('结婚日期'),
    childrenName: z.string().trim().max(20, '子女姓名不能超过20个字').optional().describe('子女姓名'),
    remark: z.string().trim().max(500, '备注不能超过500字').optional().describe('备注'),
    amount: ZMoney.describe('福利金额'),
    treatmentCategoryTitle: z.string().optional().describe('福利类型'),
    employeeName: z.string().optional().describe('员工姓名'),
    shopCode: z.string().optional().describe('门店'),
    shopName: z.string().optional().describe('门店名称'),
    positionName: z.string().optional().describe('岗位'),
    entryDate: z.string().optional().describe('入职日期'),
  })
  .superRefine((f, ctx) => {
    if (f.treatmentCategory === 0 && !f.marryDate)
      ctx.addIssue({ code: 'custom', path: ['marryDate'], message: '结婚福利须填写结婚日期' });
    if (f.treatmentCategory === 1 && !f.childrenName)
      ctx.addIssue({ code: 'custom', path: ['childrenName'], message: '生育福利须填写子女姓名' });
  });
export type TWelfareForm = z.infer<typeof ZWelfareFormSchema>;
export type TWelfareFormInput = z.input<typeof ZWelfareFormSchema>;
