import { z } from 'zod';
import { addDays, anniversary, businessToday } from '../dates';
import { employmentDateProblem, identityGenderProblem, ZIdentityNumber } from './basic-data/common';
import { isCalendarDate, ZDateString, zId } from './common';

/**
 * Money as entered (CashInput keeps digits and one dot): at most two decimals, not negative; an
 * amount left empty or not sent is 0.
 */
export const ZMoney = z
  .union([z.number(), z.string().trim()], { error: '请输入金额' })
  .optional()
  .transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v === undefined || v === '' ? 0 : Number(v);
    if (!Number.isFinite(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message: '请输入不小于0的金额' });
      return z.NEVER;
    }
    if (Math.round(n * 100) !== Number((n * 100).toFixed(6))) {
      ctx.addIssue({ code: 'custom', message: '金额最多两位小数' });
      return z.NEVER;
    }
    if (n > 1_000_000) {
      ctx.addIssue({ code: 'custom', message: '金额不能超过1000000' });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  });

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

export const INDUCTION_TYPES = [
  { value: 'new', label: '新入职', labelEn: 'New hire' },
  { value: 'rehire', label: '返聘', labelEn: 'Rehire' },
  { value: 'intern', label: '实习', labelEn: 'Intern' },
] as const;

/** 预计入职日期 may lie this many days before the day the onboarding is started (a late filing)… */
export const PRE_ENTRY_MAX_DAYS_BEFORE = 30;
/** …and at most this many years after it. */
export const PRE_ENTRY_MAX_YEARS_AHEAD = 1;
/** 实际到岗日期 may come this many days before 预计入职日期 (an early arrival), never later than today. */
export const ARRIVAL_MAX_DAYS_EARLY = 30;

/**
 * 预计入职日期 as the starter enters it (a start, or a resubmission that changes it): not more than
 * 30 days before `today` and not more than a year after it. Null when it is within.
 */
export function preEntryTimeProblem(preEntryTime: string, today: string = businessToday()): string | null {
  const earliest = addDays(today, -PRE_ENTRY_MAX_DAYS_BEFORE);
  if (preEntryTime < earliest) return `预计入职日期不能早于${earliest}`;
  const latest = anniversary(today, PRE_ENTRY_MAX_YEARS_AHEAD);
  if (preEntryTime > latest) return `预计入职日期不能晚于${latest}`;
  return null;
}

/**
 * 实际到岗日期: the person has arrived, so not after `today`, and not more than 30 days before
 * 预计入职日期. Null when it is within.
 */
export function entryDateProblem(
  entryDate: string,
  preEntryTime: string,
  today: string = businessToday(),
): string | null {
  if (entryDate > today) return '实际到岗日期不能晚于今天';
  const earliest = addDays(preEntryTime, -ARRIVAL_MAX_DAYS_EARLY);
  if (entryDate < earliest) return `实际到岗日期不能早于${earliest}（预计入职日期前${ARRIVAL_MAX_DAYS_EARLY}天）`;
  return null;
}

/**
 * 员工入职 (flow 12) form: a store employee arriving through onboarding. Besides each field, the
 * person as a whole: the gender the identity number encodes, 16 years old on the expected and the
 * actual first day, and an actual arrival not after today (entryDateProblem). Every rule holds as
 * long as it held once, so the server parses the form again at each step that edits it; the
 * window of 预计入职日期 around the start day (preEntryTimeProblem) is checked where the starter
 * enters it.
 */
export const ZStaffEntryFormSchema = z
  .object({
    inductionType: z.enum(['new', 'rehire', 'intern'], { message: '请选择入职类型' }).describe('入职类型'),
    name: z.string().trim().min(2, '姓名至少2个字').max(20, '姓名不能超过20个字').describe('姓名'),
    gender: z.enum(['M', 'F'], { message: '请选择性别' }).describe('性别'),
    identityNumber: ZIdentityNumber.describe('身份证号码'),
    phone: z
      .string()
      .trim()
      .regex(/^1[3-9]\d{9}$/, '手机号码应为11位数字')
      .describe('手机号码'),
    employeeType: z
      .literal('store', { message: '入职流程用于门店员工；办公室员工请在员工信息中直接新增' })
      .describe('员工类型'),
    shopCode: z.string().trim().min(1, '请选择门店').describe('门店'),
    shopName: z.string().optional().describe('门店名称'),
    positionId: zId('请选择岗位').describe('岗位'),
    positionName: z.string().optional().describe('岗位名称'),
    rank: z.string().trim().min(1, '请填写职级').max(16).describe('职级'),
    preEntryTime: ZDateString.describe('预计入职日期'),
    entryDate: ZDateString.optional().describe('实际到岗日期'),
    isArrivalTimeTitle: z.boolean().optional().describe('是否按时到岗'),
    probationMonths: z.coerce
      .number()
      .int()
      .min(0, '试用期不能为负')
      .max(6, '试用期最长6个月')
      .describe('试用期（月）'),
    contractYears: z.coerce
      .number()
      .int()
      .min(1, '合同期限至少1年')
      .max(10, '合同期限最长10年')
      .describe('合同期限（年）'),
    employeeRef: z.number().int().optional().describe('员工记录'),
    employeeId: z.string().optional().describe('员工编号'),
    remark: z.string().trim().max(500, '备注不能超过500字').optional().describe('备注'),
  })
  .superRefine((f, ctx) => {
    const issue = (field: 'gender' | 'preEntryTime' | 'entryDate', message: string | null) => {
      if (message) ctx.addIssue({ code: 'custom', message, path: [field] });
    };
    issue('gender', identityGenderProblem(f.identityNumber, f.gender));
    issue('preEntryTime', employmentDateProblem(f.identityNumber, f.preEntryTime, '预计入职日期'));
    if (f.entryDate && isCalendarDate(f.entryDate) && isCalendarDate(f.preEntryTime)) {
      issue('entryDate', entryDateProblem(f.entryDate, f.preEntryTime));
      issue('entryDate', employmentDateProblem(f.identityNumber, f.entryDate, '实际到岗日期'));
    }
  });
export type TStaffEntryForm = z.infer<typeof ZStaffEntryFormSchema>;
