import { z } from 'zod';
import { employmentDateProblem, identityGenderProblem, ZIdentityNumber } from '../api/basic-data/common';
import { isCalendarDate, ZDateString, zId } from '../api/common';
import { addDays, anniversary, businessToday } from '../dates';
import { staffEntryMessages } from './staff-entry.messages';
import type { ProcessInfo } from './types';

/** 员工入职 (flow 12): a store employee from onboarding to active. */
export const staffEntryProcess = {
  flowId: 12,
  key: 'staffEntry',
  name: '员工入职',
  nameEn: 'Employee onboarding',
  category: 'hr',
  startForm: 'staff_entry_post',
  viewForm: 'staff_entry_view',
  steps: [1201, 1202, 1203, 1204],
  built: true,
  messages: staffEntryMessages,
} satisfies ProcessInfo;

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
