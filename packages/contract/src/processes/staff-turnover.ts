import { z } from 'zod';
import { ZDateString } from '../api/common';
import { DIMISSION_TYPE_VALUES, dimissionReasons } from './staff-turnover.labels';
import { staffTurnoverMessages } from './staff-turnover.messages';
import type { ProcessInfo } from './types';

/**
 * 员工离职 (flow 15). The store HR (or an HR above it) starts it for an active employee, or the
 * system starts it when a renewal ends without a new contract, a probation evaluation fails or a
 * violation ends in termination. 1501 the regional HR reviews, 1502 head-office HR approves, 1503
 * the store HR confirms the handover; finishing makes the employee 离职 on the last working day.
 */
export const staffTurnoverProcess = {
  flowId: 15,
  key: 'staffTurnover',
  name: '员工离职',
  nameEn: 'Employee resignation',
  category: 'hr',
  startForm: 'staff_turnover_post',
  steps: [1501, 1502, 1503],
  built: true,
  messages: staffTurnoverMessages,
} satisfies ProcessInfo;

export {
  DIMISSION_TYPE_VALUES,
  DIMISSION_TYPES,
  type DimissionType,
  dimissionReasonLabel,
  dimissionReasons,
  dimissionTypeLabel,
} from './staff-turnover.labels';

/** The month (YYYY-MM) a last working day falls in: dimissionMonth, the payroll month of the leave. */
export function dimissionMonthOf(lastWorkingDay: string): string {
  return lastWorkingDay.slice(0, 7);
}

/**
 * Refines a resignation's type, reason and never-rehire choice (start form, step edits and the
 * resignation information change): the reason belongs to the type, 其他 needs its text, never
 * rehire needs its explanation.
 */
export function dimissionChoiceIssues(f: {
  dimissionType?: string;
  dimissionReason?: string;
  dimissionResetReason?: string;
  dishonorableDischarge?: number;
  dishonorableRemark?: string;
}): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (f.dimissionType && !dimissionReasons(f.dimissionType).some((r) => r.value === f.dimissionReason))
    issues.push({ path: 'dimissionReason', message: '请选择离职原因' });
  if (f.dimissionReason === 'other' && !f.dimissionResetReason?.trim())
    issues.push({ path: 'dimissionResetReason', message: '离职原因为“其他”时请填写具体原因' });
  if (f.dishonorableDischarge === 1 && !f.dishonorableRemark?.trim())
    issues.push({ path: 'dishonorableRemark', message: '标记永不录用时请填写说明' });
  return issues;
}

/** The type, reason and never-rehire fields, shared by the resignation and its change (flow 28). */
export const DIMISSION_CHOICE_FIELDS = {
  dimissionType: z.enum(DIMISSION_TYPE_VALUES, { message: '请选择离职类型' }).describe('离职类型'),
  dimissionReason: z.string().trim().min(1, '请选择离职原因').max(32).describe('离职原因'),
  dimissionResetReason: z.string().trim().max(200, '具体原因不能超过200字').default('').describe('具体原因'),
  dishonorableDischarge: z
    .union([z.literal(0), z.literal(1)])
    .default(0)
    .describe('永不录用'),
  dishonorableRemark: z.string().trim().max(500, '说明不能超过500字').default('').describe('永不录用说明'),
};

/**
 * 员工离职 form. The starter fills employeeId … remark; 1501 may correct the last working day;
 * 1503 confirms the handover. The fields after `handoverRemark` are written by the server from
 * Basic data (and, for a work the system started, from the work that sent the employee here) and
 * shown read-only. dimissionMonth is the month of the last working day.
 */
export const ZStaffTurnoverFormSchema = z
  .object({
    employeeId: z.string().trim().min(1, '请选择员工').max(32).describe('员工'),
    lastWorkingDay: ZDateString.describe('最后工作日'),
    ...DIMISSION_CHOICE_FIELDS,
    remark: z.string().trim().max(500, '备注不能超过500字').default('').describe('备注'),
    /** 1503: the store HR confirms the handover (keys, uniform, cash, stock) is done. */
    handoverConfirmed: z.boolean().optional().describe('交接已完成'),
    handoverRemark: z.string().trim().max(500, '交接说明不能超过500字').optional().describe('交接说明'),
    dimissionMonth: z.string().optional().describe('离职月份'),
    employeeName: z.string().optional().describe('员工姓名'),
    shopCode: z.string().optional().describe('门店'),
    shopName: z.string().optional().describe('门店名称'),
    regionName: z.string().optional().describe('区域'),
    positionName: z.string().optional().describe('岗位'),
    entryDate: z.string().optional().describe('入职日期'),
    contractEndDay: z.string().optional().describe('合同结束日期'),
    isThreePeriodsTitle: z.enum(['是', '否']).optional().describe('是否三期'),
    threePeriodEndDay: z.string().optional().describe('三期结束日期'),
    /** The leaver holds an HRIS account: their to-dos move and the account closes when they leave. */
    isUser: z.boolean().optional().describe('系统用户'),
    /** Who takes over the leaver's open to-dos (a user id); default: the rules of their unit. */
    handoverUserId: z.number().int().positive().optional().describe('待办接手人'),
    /** Written by the server from handoverUserId: the name shown. */
    handoverUserName: z.string().optional().describe('待办接手人姓名'),
    startedBySystem: z.boolean().optional().describe('系统发起'),
    /** The starter is the region's HR: 1501 (their own review) is skipped. */
    reviewedByStarter: z.boolean().optional().describe('发起人即区域HR'),
    /** The work that sent the employee here (renewal 14, evaluation 13, violation 30). */
    sourceFlowId: z.number().int().optional().describe('来源流程'),
    sourceWorkId: z.number().int().optional().describe('来源流程编号'),
  })
  .superRefine((f, ctx) => {
    for (const issue of dimissionChoiceIssues(f)) ctx.addIssue({ code: 'custom', ...issue, path: [issue.path] });
  });
export type TStaffTurnoverForm = z.infer<typeof ZStaffTurnoverFormSchema>;
export type TStaffTurnoverFormInput = z.input<typeof ZStaffTurnoverFormSchema>;
