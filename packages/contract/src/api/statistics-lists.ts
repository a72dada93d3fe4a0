import { z } from 'zod';
import { INDUCTION_TYPES } from '../processes/staff-entry';
import { DIMISSION_TYPE_VALUES } from '../processes/staff-turnover';
import { type ExportColumn, type FilterDef, listRequestSchema } from './basic-data/common';
import { pageResultSchema } from './common';
import { WORK_LIST_FILTERS, ZWorkListRowSchema } from './work-list';

export * from './statistics-lists-paths';

// ───────────────────────────── 员工离职列表 (flow 15) ─────────────────────────────

/**
 * Column filters of 员工离职列表. 离职月份 is a date range matched by month: every month the range
 * touches (2026-03-10 ~ 2026-05-02 → 2026-03, 2026-04, 2026-05).
 */
export const STAFF_TURNOVER_LIST_FILTERS = {
  ...WORK_LIST_FILTERS,
  dimissionType: { label: '离职类型', kind: 'select', options: [...DIMISSION_TYPE_VALUES] },
  dimissionMonth: { label: '离职月份', kind: 'dateRange' },
  lastWorkingDay: { label: '最后工作日', kind: 'dateRange' },
  /** 永不录用. */
  dishonorableDischarge: { label: '永不录用', kind: 'boolean' },
} as const satisfies Record<string, FilterDef>;

export const STAFF_TURNOVER_LIST_SORTS = {
  startedTime: '发起时间',
  lastWorkingDay: '最后工作日',
  dimissionMonth: '离职月份',
} as const;

export const ZStaffTurnoverListRequestSchema = listRequestSchema(
  STAFF_TURNOVER_LIST_SORTS,
  STAFF_TURNOVER_LIST_FILTERS,
);
export type TStaffTurnoverListRequest = z.infer<typeof ZStaffTurnoverListRequestSchema>;

/** One resignation (flow 15, any state). */
export const ZStaffTurnoverRowSchema = ZWorkListRowSchema.extend({
  positionName: z.string(),
  entryDate: z.string(),
  lastWorkingDay: z.string(),
  /** YYYY-MM. */
  dimissionMonth: z.string(),
  dimissionType: z.string(),
  dimissionTypeText: z.string(),
  dimissionReason: z.string(),
  /** The reason's label; for 其他 with its text (其他：…). */
  dimissionReasonText: z.string(),
  /** 永不录用 (spec §3: 1 means never rehire). */
  dishonorableDischarge: z.boolean(),
  dishonorableDischargeText: z.string(),
});
export type TStaffTurnoverRow = z.infer<typeof ZStaffTurnoverRowSchema>;

export const STAFF_TURNOVER_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'flowNo', header: '流程编号', width: 14 },
  { key: 'employeeLabel', header: '员工', width: 18 },
  { key: 'shopName', header: '门店', width: 18 },
  { key: 'regionName', header: '区域', width: 10 },
  { key: 'positionName', header: '岗位', width: 12 },
  { key: 'entryDate', header: '入职日期', width: 12 },
  { key: 'lastWorkingDay', header: '最后工作日', width: 12 },
  { key: 'dimissionMonth', header: '离职月份', width: 10 },
  { key: 'dimissionTypeText', header: '离职类型', width: 12 },
  { key: 'dimissionReasonText', header: '离职原因', width: 24 },
  { key: 'dishonorableDischargeText', header: '永不录用', width: 10 },
  { key: 'nodeName', header: '当前步骤', width: 16 },
  { key: 'statusText', header: '状态', width: 10 },
  { key: 'starterName', header: '发起人', width: 12 },
  { key: 'startedTime', header: '发起时间', width: 18 },
  { key: 'finishedTime', header: '办结时间', width: 18 },
];

// ───────────────────────────── 离职信息变更列表 (flow 28) ─────────────────────────────

export const STAFF_TURNOVER_MODIFY_LIST_FILTERS = {
  ...WORK_LIST_FILTERS,
} as const satisfies Record<string, FilterDef>;

export const STAFF_TURNOVER_MODIFY_LIST_SORTS = { startedTime: '发起时间' } as const;

export const ZStaffTurnoverModifyListRequestSchema = listRequestSchema(
  STAFF_TURNOVER_MODIFY_LIST_SORTS,
  STAFF_TURNOVER_MODIFY_LIST_FILTERS,
);
export type TStaffTurnoverModifyListRequest = z.infer<typeof ZStaffTurnoverModifyListRequestSchema>;

export const ZDimissionChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  old: z.string(),
  new: z.string(),
});

/** One resignation information change (flow 28, any state), with the resignation it corrects. */
export const ZStaffTurnoverModifyRowSchema = ZWorkListRowSchema.extend({
  resignationWorkId: z.number().int().nullable(),
  /** The resignation's flow number ('' when the form names none). */
  resignationFlowNo: z.string(),
  changes: z.array(ZDimissionChangeSchema),
  /** 字段：旧 → 新, one change a line. */
  changesText: z.string(),
  reason: z.string(),
});
export type TStaffTurnoverModifyRow = z.infer<typeof ZStaffTurnoverModifyRowSchema>;

export const STAFF_TURNOVER_MODIFY_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'flowNo', header: '流程编号', width: 14 },
  { key: 'resignationFlowNo', header: '离职流程编号', width: 14 },
  { key: 'employeeLabel', header: '员工', width: 18 },
  { key: 'shopName', header: '门店', width: 18 },
  { key: 'regionName', header: '区域', width: 10 },
  { key: 'changesText', header: '变更内容', width: 40 },
  { key: 'reason', header: '变更原因', width: 24 },
  { key: 'nodeName', header: '当前步骤', width: 16 },
  { key: 'statusText', header: '状态', width: 10 },
  { key: 'starterName', header: '发起人', width: 12 },
  { key: 'startedTime', header: '发起时间', width: 18 },
  { key: 'finishedTime', header: '办结时间', width: 18 },
];

// ───────────────────────────── 员工入职列表 (flow 12) ─────────────────────────────

const INDUCTION_TYPE_VALUES = INDUCTION_TYPES.map((t) => t.value);

/** Column filters of 员工入职列表; 状态 is the outcome (进行中, 已入职, 取消入职, 已停止). */
export const STAFF_ENTRY_LIST_FILTERS = {
  ...WORK_LIST_FILTERS,
  inductionType: { label: '入职类型', kind: 'select', options: INDUCTION_TYPE_VALUES },
  preEntryTime: { label: '预计入职日期', kind: 'dateRange' },
  entryDate: { label: '实际到岗日期', kind: 'dateRange' },
} as const satisfies Record<string, FilterDef>;

export const STAFF_ENTRY_LIST_SORTS = {
  startedTime: '发起时间',
  preEntryTime: '预计入职日期',
  entryDate: '实际到岗日期',
} as const;

export const ZStaffEntryListRequestSchema = listRequestSchema(STAFF_ENTRY_LIST_SORTS, STAFF_ENTRY_LIST_FILTERS);
export type TStaffEntryListRequest = z.infer<typeof ZStaffEntryListRequestSchema>;

/** One onboarding (flow 12, any state); statusText names its outcome (已入职, 取消入职). */
export const ZStaffEntryRowSchema = ZWorkListRowSchema.extend({
  inductionType: z.enum(INDUCTION_TYPE_VALUES).nullable(),
  inductionTypeText: z.string(),
  preEntryTime: z.string(),
  /** 实际到岗日期 ('' until the region confirmed the arrival). */
  entryDate: z.string(),
  positionName: z.string(),
  rank: z.string(),
  /** 是否按时到岗; null until confirmed. */
  isArrivalTime: z.boolean().nullable(),
  isArrivalTimeText: z.string(),
});
export type TStaffEntryRow = z.infer<typeof ZStaffEntryRowSchema>;

export const STAFF_ENTRY_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'flowNo', header: '流程编号', width: 14 },
  { key: 'employeeLabel', header: '员工', width: 18 },
  { key: 'shopName', header: '门店', width: 18 },
  { key: 'regionName', header: '区域', width: 10 },
  { key: 'inductionTypeText', header: '入职类型', width: 10 },
  { key: 'positionName', header: '岗位', width: 12 },
  { key: 'rank', header: '职级', width: 8 },
  { key: 'preEntryTime', header: '预计入职日期', width: 12 },
  { key: 'entryDate', header: '实际到岗日期', width: 12 },
  { key: 'isArrivalTimeText', header: '是否按时到岗', width: 12 },
  { key: 'nodeName', header: '当前步骤', width: 16 },
  { key: 'statusText', header: '状态', width: 10 },
  { key: 'starterName', header: '发起人', width: 12 },
  { key: 'startedTime', header: '发起时间', width: 18 },
  { key: 'finishedTime', header: '办结时间', width: 18 },
];

// ───────────────────────────── 失物扣款列表 (flow 8) ─────────────────────────────

/**
 * Column filters of 失物扣款列表 (booked deductions only). 扣款月份 is a date range matched by
 * month, like 离职月份.
 */
export const DEDUCTION_LIST_FILTERS = {
  deductionsMonth: { label: '扣款月份', kind: 'dateRange' },
  shop: WORK_LIST_FILTERS.shop,
  regionId: WORK_LIST_FILTERS.regionId,
  employee: WORK_LIST_FILTERS.employee,
} as const satisfies Record<string, FilterDef>;

export const DEDUCTION_LIST_SORTS = {
  deductionsMonth: '扣款月份',
  totalAmount: '扣款合计',
  bookedTime: '入账时间',
} as const;

export const ZDeductionListRequestSchema = listRequestSchema(DEDUCTION_LIST_SORTS, DEDUCTION_LIST_FILTERS);
export type TDeductionListRequest = z.infer<typeof ZDeductionListRequestSchema>;

/** Money as text with two decimals ("120.50"): cents exact. */
const ZAmount = z.string();

/** One booked deduction: one employee, one payroll month, the four amounts and their sum. */
export const ZDeductionRowSchema = z.object({
  id: z.number().int(),
  workId: z.number().int(),
  flowId: z.number().int(),
  flowNo: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  employeeLabel: z.string(),
  shopCode: z.string(),
  shopName: z.string(),
  regionName: z.string(),
  deductionsMonth: z.string(),
  lostDdeductions: ZAmount,
  workClothesDeductions: ZAmount,
  marketMealFeeDeductions: ZAmount,
  marketFineDeductions: ZAmount,
  totalAmount: ZAmount,
  remark: z.string(),
  /** When head office confirmed it (the work finished). */
  bookedTime: z.string(),
});
export type TDeductionRow = z.infer<typeof ZDeductionRowSchema>;

/** The sums over every row of the filter (not the page). */
export const ZDeductionTotalsSchema = z.object({
  count: z.number().int(),
  lostDdeductions: ZAmount,
  workClothesDeductions: ZAmount,
  marketMealFeeDeductions: ZAmount,
  marketFineDeductions: ZAmount,
  totalAmount: ZAmount,
});
export type TDeductionTotals = z.infer<typeof ZDeductionTotalsSchema>;

export const ZDeductionPageSchema = pageResultSchema(ZDeductionRowSchema).extend({ totals: ZDeductionTotalsSchema });
export type TDeductionPage = z.infer<typeof ZDeductionPageSchema>;

/** The payroll sheet: amounts as numbers (yuan), a 合计 row last. */
export const DEDUCTION_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'deductionsMonth', header: '扣款月份', width: 10 },
  { key: 'employeeId', header: '工号', width: 12 },
  { key: 'employeeName', header: '姓名', width: 12 },
  { key: 'shopName', header: '门店', width: 18 },
  { key: 'regionName', header: '区域', width: 10 },
  { key: 'lostDdeductions', header: '失物扣款', width: 12 },
  { key: 'workClothesDeductions', header: '工服扣款', width: 12 },
  { key: 'marketMealFeeDeductions', header: '商场餐费扣款', width: 14 },
  { key: 'marketFineDeductions', header: '商场罚款', width: 12 },
  { key: 'totalAmount', header: '扣款合计', width: 12 },
  { key: 'flowNo', header: '流程编号', width: 14 },
  { key: 'bookedTime', header: '入账时间', width: 18 },
  { key: 'remark', header: '备注', width: 24 },
];
