import { z } from 'zod';
import { deductionMessages } from './deduction.messages';
import { ZMoney } from './money';
import type { ProcessInfo } from './types';

/** 失物扣款 (flow 8): a store books a deduction from an employee's pay; region and head office confirm. */
export const deductionProcess = {
  flowId: 8,
  key: 'deduction',
  name: '失物扣款',
  nameEn: 'Lost-item deduction',
  category: 'other',
  startForm: 'deduction_post',
  steps: [801, 802],
  built: true,
  messages: deductionMessages,
} satisfies ProcessInfo;

export const DEDUCTION_FIELDS = [
  { key: 'lostDdeductions', label: '失物扣款', labelEn: 'Lost item' },
  { key: 'workClothesDeductions', label: '工服扣款', labelEn: 'Work clothes' },
  { key: 'marketMealFeeDeductions', label: '商场餐费扣款', labelEn: 'Mall meal fee' },
  { key: 'marketFineDeductions', label: '商场罚款', labelEn: 'Mall fine' },
] as const;

/** 失物扣款 (flow 8) start form. The amount shown is the sum of the four deductions. */
export const ZDeductionFormSchema = z
  .object({
    employeeId: z.string().trim().min(1, '请选择员工').max(32).describe('员工'),
    employeeName: z.string().optional().describe('员工姓名'),
    shopCode: z.string().optional().describe('门店'),
    deductionsMonth: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '扣款月份格式应为 YYYY-MM')
      .describe('扣款月份'),
    lostDdeductions: ZMoney.describe('失物扣款'),
    workClothesDeductions: ZMoney.describe('工服扣款'),
    marketMealFeeDeductions: ZMoney.describe('商场餐费扣款'),
    marketFineDeductions: ZMoney.describe('商场罚款'),
    remark: z.string().trim().max(500, '备注不能超过500字').optional().describe('备注'),
  })
  .refine((f) => f.lostDdeductions + f.workClothesDeductions + f.marketMealFeeDeductions + f.marketFineDeductions > 0, {
    message: '扣款金额合计须大于0',
    path: ['lostDdeductions'],
  });
export type TDeductionForm = z.infer<typeof ZDeductionFormSchema>;
export type TDeductionFormInput = z.input<typeof ZDeductionFormSchema>;

export function deductionTotal(
  f: Pick<
    TDeductionForm,
    'lostDdeductions' | 'workClothesDeductions' | 'marketMealFeeDeductions' | 'marketFineDeductions'
  >,
) {
  return (
    Math.round(
      (f.lostDdeductions + f.workClothesDeductions + f.marketMealFeeDeductions + f.marketFineDeductions) * 100,
    ) / 100
  );
}
