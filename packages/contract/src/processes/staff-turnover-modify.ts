import { z } from 'zod';
import { ZDateString, zId } from '../api/common';
import { DIMISSION_CHOICE_FIELDS, dimissionChoiceIssues } from './staff-turnover';
import { staffTurnoverModifyMessages } from './staff-turnover-modify.messages';
import type { ProcessInfo } from './types';

/**
 * 离职信息变更 (flow 28): corrects a finished resignation (type, reason, last working day, never
 * rehire). 2801 the regional HR reviews, 2802 head-office HR approves, 2803 the HR director
 * approves when the change clears 永不录用; finishing records each change as (field, old, new) and
 * applies it to the employee.
 */
export const staffTurnoverModifyProcess = {
  flowId: 28,
  key: 'staffTurnoverModify',
  name: '离职信息变更',
  nameEn: 'Resignation information change',
  category: 'hr',
  startForm: 'staff_turnover_modify',
  steps: [2801, 2802, 2803],
  built: true,
  messages: staffTurnoverModifyMessages,
} satisfies ProcessInfo;

/** The fields a resignation information change may correct, in the order the form shows them. */
export const DIMISSION_MODIFY_FIELDS = [
  'dimissionType',
  'dimissionReason',
  'dimissionResetReason',
  'lastWorkingDay',
  'dishonorableDischarge',
  'dishonorableRemark',
] as const;
export type DimissionModifyField = (typeof DIMISSION_MODIFY_FIELDS)[number];

/**
 * 离职信息变更 form: the resignation work and the corrected values (all of them: the form starts
 * from the resignation's and the starter changes what was wrong). The fields after `reason` are
 * written by the server from the resignation and shown read-only; `changes` lists what differs.
 */
export const ZStaffTurnoverModifyFormSchema = z
  .object({
    resignationWorkId: zId('请选择要变更的员工离职流程').describe('员工离职流程'),
    ...DIMISSION_CHOICE_FIELDS,
    lastWorkingDay: ZDateString.describe('最后工作日'),
    reason: z.string().trim().min(1, '请填写变更原因').max(500, '变更原因不能超过500字').describe('变更原因'),
    employeeId: z.string().optional().describe('员工'),
    employeeName: z.string().optional().describe('员工姓名'),
    shopCode: z.string().optional().describe('门店'),
    shopName: z.string().optional().describe('门店名称'),
    resignationFlowNo: z.string().optional().describe('原流程编号'),
    /** The resignation's values before this change (what the form started from). */
    previous: z
      .object({
        dimissionType: z.string(),
        dimissionReason: z.string(),
        dimissionResetReason: z.string(),
        lastWorkingDay: z.string(),
        dishonorableDischarge: z.number().int(),
        dishonorableRemark: z.string(),
      })
      .optional()
      .describe('原离职信息'),
    /** What the change corrects: (field, old, new) with the values as shown. */
    changes: z
      .array(z.object({ field: z.string(), label: z.string(), old: z.string(), new: z.string() }))
      .optional()
      .describe('变更内容'),
    /** The change clears 永不录用: the HR director approves it too (2803). */
    clearsNeverRehire: z.boolean().optional().describe('解除永不录用'),
  })
  .superRefine((f, ctx) => {
    for (const issue of dimissionChoiceIssues(f)) ctx.addIssue({ code: 'custom', ...issue, path: [issue.path] });
  });
export type TStaffTurnoverModifyForm = z.infer<typeof ZStaffTurnoverModifyFormSchema>;
export type TStaffTurnoverModifyFormInput = z.input<typeof ZStaffTurnoverModifyFormSchema>;
