import { z } from 'zod';
import { ZDateString, zId } from '../api/common';
import { RANK_PATTERN } from './job-change.labels';
import { jobChangeMessages } from './job-change.messages';
import { ZMoney } from './money';
import type { ProcessInfo } from './types';

/**
 * 人事异动（调岗） (flow 32): an active store employee changes position and/or rank in the same
 * store. The region reviews and approves, head office reviews (personnel, compensation, and the
 * HR director for a promotion), the region confirms the date and head-office HR files it; the
 * change applies on its effective date.
 */
export const jobChangeProcess = {
  flowId: 32,
  key: 'jobChange',
  name: '人事异动（调岗）',
  nameEn: 'Personnel change: position change',
  category: 'hr',
  startForm: 'job_change_post',
  steps: [3201, 3202, 3203, 3204, 3205, 3206, 3207, 3208],
  built: true,
  messages: jobChangeMessages,
} satisfies ProcessInfo;

export { CHANGE_KINDS, type ChangeKind, changeKindOf, rankLevel, STORE_RANKS } from './job-change.labels';

/**
 * 人事异动（调岗） form. `salaryAdjustment` (the change of monthly pay in yuan, an increase for a
 * promotion, a decrease for a demotion) is set at 3204 总部薪酬审核 and required there for a
 * promotion; the fields after it are written by the server from the database and shown read-only.
 */
export const ZJobChangeFormSchema = z.object({
  employeeId: z.string().trim().min(1, '请选择员工').max(32).describe('员工'),
  newPosition: zId('请选择新岗位').describe('新岗位'),
  newRank: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, '请填写新职级')
    .regex(RANK_PATTERN, '职级应为 S1–S9、P1–P9 或 M1–M9')
    .describe('新职级'),
  effectiveTime: ZDateString.describe('生效日期'),
  reason: z.string().trim().min(1, '请填写调岗原因').max(500, '调岗原因不能超过500字').describe('调岗原因'),
  salaryAdjustment: ZMoney.describe('调薪金额'),
  changeKind: z.enum(['promotion', 'lateral', 'demotion']).optional().describe('异动性质'),
  employeeName: z.string().optional().describe('员工姓名'),
  shopCode: z.string().optional().describe('门店'),
  shopName: z.string().optional().describe('门店名称'),
  positionName: z.string().optional().describe('原岗位'),
  rank: z.string().optional().describe('原职级'),
  newPositionName: z.string().optional().describe('新岗位名称'),
  /** The starter is the store's regional HR: their review (3201) and date confirmation (3206) are done. */
  startedByRegionHr: z.boolean().optional().describe('区域HR发起'),
});
export type TJobChangeForm = z.infer<typeof ZJobChangeFormSchema>;
export type TJobChangeFormInput = z.input<typeof ZJobChangeFormSchema>;
