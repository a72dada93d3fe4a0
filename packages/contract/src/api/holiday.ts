import { z } from 'zod';
import { ZMoney } from '../processes/money';
import { ZCalendarDate } from './basic-data/common';
import { zId } from './common';

export * from './holiday-paths';

/** 开启节日 (head-office HR): the deadline is not before today (checked by the server, China time). */
export const ZCreateHolidayRequestSchema = z.object({
  holidayName: z.string().trim().min(1, '请填写节日名称').max(50, '节日名称不能超过50字').describe('节日名称'),
  holidayPresent: z.string().trim().min(1, '请填写节日礼品').max(100, '节日礼品不能超过100字').describe('节日礼品'),
  giftValue: ZMoney.refine((v) => v > 0, '礼品单价须大于0').describe('礼品单价（元/人）'),
  deadline: ZCalendarDate.describe('提交截止日期'),
});
export type TCreateHolidayRequest = z.infer<typeof ZCreateHolidayRequestSchema>;
export type TCreateHolidayInput = z.input<typeof ZCreateHolidayRequestSchema>;

export const ZHolidayIdRequestSchema = z.object({ holidayId: zId('请选择节日').describe('节日') });
export type THolidayIdRequest = z.infer<typeof ZHolidayIdRequestSchema>;

export const ZCloseHolidayRequestSchema = ZHolidayIdRequestSchema.extend({
  /** Close although some stores' lists are still before 2204: those works are terminated. */
  force: z.boolean().optional().describe('强制关闭'),
});
export type TCloseHolidayRequest = z.infer<typeof ZCloseHolidayRequestSchema>;

export const HOLIDAY_STATUS_TEXT = { open: '进行中', closed: '已关闭' } as const;

export const ZHolidayRowSchema = z.object({
  holidayId: z.number().int(),
  holidayName: z.string(),
  holidayPresent: z.string(),
  giftValue: z.number(),
  deadline: z.string(),
  status: z.enum(['open', 'closed']),
  statusText: z.string(),
  createdByName: z.string(),
  createdTime: z.string(),
  closedByName: z.string().nullable(),
  closedTime: z.string().nullable(),
  /** Stores of the caller's scope that are open (the stores expected to answer). */
  storeCount: z.number().int(),
  /** Stores that submitted (running or finished). */
  submittedCount: z.number().int(),
  /** Submissions confirmed by head office (at 2204 or finished). */
  confirmedCount: z.number().int(),
});
export type THolidayRow = z.infer<typeof ZHolidayRowSchema>;

export const ZHolidayListSchema = z.object({
  list: z.array(ZHolidayRowSchema),
  /** The caller may open and close holidays (head-office HR or the administrator). */
  canManage: z.boolean(),
});
export type THolidayList = z.infer<typeof ZHolidayListSchema>;

/** Where a store's answer stands. */
export const HOLIDAY_SUBMISSION_STATES = {
  none: '未提交',
  returned: '退回修改',
  regional: '区域HR汇总',
  headOffice: '总部HR确认',
  confirmed: '已确认待关闭',
  finished: '已办结',
  stopped: '已停止',
} as const;
export type THolidaySubmissionState = keyof typeof HOLIDAY_SUBMISSION_STATES;

export const ZHolidaySummaryRowSchema = z.object({
  regionName: z.string(),
  shopId: z.number().int(),
  shopCode: z.string(),
  shopName: z.string(),
  /** 在册人数: the form's (as submitted), or the store's active headcount now when not answered. */
  shopCodeCount: z.number().int(),
  realNumber: z.number().int().nullable(),
  amount: z.number(),
  state: z.enum(Object.keys(HOLIDAY_SUBMISSION_STATES) as [THolidaySubmissionState, ...THolidaySubmissionState[]]),
  stateText: z.string(),
  workId: z.number().int().nullable(),
  flowNo: z.string().nullable(),
});
export type THolidaySummaryRow = z.infer<typeof ZHolidaySummaryRowSchema>;

const ZTotals = z.object({
  storeCount: z.number().int(),
  shopCodeCount: z.number().int(),
  realNumber: z.number().int(),
  amount: z.number(),
});
export type THolidayTotals = z.infer<typeof ZTotals>;

export const ZHolidaySubmissionsSchema = z.object({
  holiday: ZHolidayRowSchema,
  /** Stores by region, then store code. */
  rows: z.array(ZHolidaySummaryRowSchema),
  regions: z.array(ZTotals.extend({ regionName: z.string() })),
  total: ZTotals,
});
export type THolidaySubmissions = z.infer<typeof ZHolidaySubmissionsSchema>;

export const ZHolidayStartInfoRequestSchema = z.object({
  /** Default: the caller's own store. */
  shopId: zId('请选择门店').optional().describe('门店'),
});
export type THolidayStartInfoRequest = z.infer<typeof ZHolidayStartInfoRequestSchema>;

export const ZHolidayStartInfoSchema = z.object({
  shop: z
    .object({ shopId: z.number().int(), shopCode: z.string(), shopName: z.string(), shopCodeCount: z.number().int() })
    .nullable(),
  /** Open holidays the store has not answered yet (past their deadline too, marked). */
  holidays: z.array(
    z.object({
      holidayId: z.number().int(),
      holidayName: z.string(),
      holidayPresent: z.string(),
      giftValue: z.number(),
      deadline: z.string(),
      isPastDeadline: z.boolean(),
    }),
  ),
});
export type THolidayStartInfo = z.infer<typeof ZHolidayStartInfoSchema>;

const ZClosedWork = z.object({ workId: z.number().int(), flowNo: z.string(), shopName: z.string() });
export const ZCloseHolidayResultSchema = z.object({
  finished: z.array(ZClosedWork),
  terminated: z.array(ZClosedWork),
  failed: z.array(ZClosedWork.extend({ message: z.string() })),
});
export type TCloseHolidayResult = z.infer<typeof ZCloseHolidayResultSchema>;

/** The columns of 节日礼品汇总 (.xlsx), in order. */
export const HOLIDAY_SUMMARY_COLUMNS = [
  { key: 'regionName', header: '区域', width: 14 },
  { key: 'shopCode', header: '门店编码', width: 12 },
  { key: 'shopName', header: '门店名称', width: 22 },
  { key: 'shopCodeCount', header: '在册人数', width: 10 },
  { key: 'realNumber', header: '实发人数', width: 10 },
  { key: 'holidayPresent', header: '礼品', width: 18 },
  { key: 'giftValue', header: '单价', width: 10 },
  { key: 'amount', header: '金额', width: 12 },
  { key: 'stateText', header: '状态', width: 14 },
] as const;
