import { z } from 'zod';
import { MAX_FILTER_TEXT, pageResultSchema, zInt } from './common';
import { ZStartBlockSchema } from './user';

export * from './staff-turnover-paths';

export const ZResignationInfoRequestSchema = z.object({
  employeeId: z.string().trim().min(1, '请选择员工').max(32).describe('员工'),
});
export type TResignationInfoRequest = z.infer<typeof ZResignationInfoRequestSchema>;

/**
 * What the resignation's start form shows before it is sent: the placement and dates the server
 * will write into the form, the 三期 the employee is in today (a 三期 employee may not be
 * dismissed: 被动离职 is refused), whether they hold an HRIS account, and a resignation already
 * running for them.
 */
export const ZResignationInfoSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  /** Employee status (spec §4): 1 active, 4 resigning … */
  status: z.number().int(),
  shopCode: z.string(),
  shopName: z.string(),
  regionName: z.string(),
  positionName: z.string(),
  entryDate: z.string(),
  contractEndDay: z.string(),
  isThreePeriodsTitle: z.enum(['是', '否']),
  /** The end of the 三期 the employee is in today ('' when none). */
  threePeriodEndDay: z.string(),
  /** The employee holds an enabled HRIS account (their to-dos move when they leave). */
  isUser: z.boolean(),
  /** A resignation of this employee is running (its flow number), or ''. */
  runningFlowNo: z.string(),
});
export type TResignationInfo = z.infer<typeof ZResignationInfoSchema>;

export const ZFinishedResignationsRequestSchema = z.object({
  search: z.string().trim().max(MAX_FILTER_TEXT, `搜索内容最多${MAX_FILTER_TEXT}个字符`).optional().describe('搜索'),
  pageIndex: zInt(1, 1_000_000).default(1).describe('页码'),
  pageSize: zInt(1, 100).default(20).describe('每页条数'),
});
export type TFinishedResignationsRequest = z.input<typeof ZFinishedResignationsRequestSchema>;

/** A finished resignation as the information change (28) starts from it: its values now. */
export const ZFinishedResignationSchema = z.object({
  workId: z.number().int(),
  flowNo: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  shopCode: z.string(),
  shopName: z.string(),
  dimissionType: z.string(),
  dimissionReason: z.string(),
  dimissionResetReason: z.string(),
  lastWorkingDay: z.string(),
  dishonorableDischarge: z.number().int(),
  dishonorableRemark: z.string(),
  /** ISO instant the resignation finished. */
  finishedTime: z.string(),
  /** Why it cannot be changed now (the person was rehired; a change is running): null when it can. */
  blocked: ZStartBlockSchema.nullable(),
});
export type TFinishedResignation = z.infer<typeof ZFinishedResignationSchema>;
export const ZFinishedResignationPageSchema = pageResultSchema(ZFinishedResignationSchema);
export type TFinishedResignationPage = z.infer<typeof ZFinishedResignationPageSchema>;
