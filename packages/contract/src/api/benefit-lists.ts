import { z } from 'zod';
import { INSURANCE_RELATION_VALUES } from '../processes/insurance';
import { WELFARE_CATEGORY_VALUES } from '../processes/welfare';
import { type ExportColumn, type FilterDef, listRequestSchema } from './basic-data/common';
import { pageResultSchema } from './common';
import { WORK_LIST_FILTERS, ZWorkListRowSchema } from './work-list';

export * from './benefit-lists-paths';

// ───────────────────────────── 婚育福利列表 (flow 20) ─────────────────────────────

export const WELFARE_LIST_FILTERS = {
  ...WORK_LIST_FILTERS,
  treatmentCategory: { label: '福利类型', kind: 'select', options: [...WELFARE_CATEGORY_VALUES] },
} as const satisfies Record<string, FilterDef>;

export const WELFARE_LIST_SORTS = { startedTime: '发起时间' } as const;

export const ZWelfareListRequestSchema = listRequestSchema(WELFARE_LIST_SORTS, WELFARE_LIST_FILTERS);
export type TWelfareListRequest = z.infer<typeof ZWelfareListRequestSchema>;

/** One benefit claim (flow 20, any state). */
export const ZWelfareRowSchema = ZWorkListRowSchema.extend({
  treatmentCategory: z.number().int().nullable(),
  treatmentCategoryTitle: z.string(),
  marryDate: z.string(),
  childrenName: z.string(),
  /** 结婚日期 or 子女姓名: what the benefit is for. */
  eventText: z.string(),
  /** Yuan with two decimals: head office's booking once finished, the proposal before. */
  amount: z.string(),
  /** The amount is booked (the work finished). */
  booked: z.boolean(),
});
export type TWelfareRow = z.infer<typeof ZWelfareRowSchema>;

/** Over every row of the filter: how many, and the amount booked by the finished ones. */
export const ZWelfareTotalsSchema = z.object({
  count: z.number().int(),
  bookedCount: z.number().int(),
  bookedAmount: z.string(),
});
export type TWelfareTotals = z.infer<typeof ZWelfareTotalsSchema>;

export const ZWelfarePageSchema = pageResultSchema(ZWelfareRowSchema).extend({ totals: ZWelfareTotalsSchema });
export type TWelfarePage = z.infer<typeof ZWelfarePageSchema>;

export const WELFARE_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'flowNo', header: '流程编号', width: 14 },
  { key: 'employeeId', header: '工号', width: 12 },
  { key: 'employeeName', header: '姓名', width: 12 },
  { key: 'shopName', header: '门店', width: 18 },
  { key: 'regionName', header: '区域', width: 10 },
  { key: 'treatmentCategoryTitle', header: '福利类型', width: 10 },
  { key: 'marryDate', header: '结婚日期', width: 12 },
  { key: 'childrenName', header: '子女姓名', width: 12 },
  { key: 'amount', header: '福利金额', width: 12 },
  { key: 'nodeName', header: '当前步骤', width: 16 },
  { key: 'statusText', header: '状态', width: 10 },
  { key: 'startedTime', header: '发起时间', width: 18 },
  { key: 'finishedTime', header: '办结时间', width: 18 },
];

// ───────────────────────────── 少儿险增加名单 (flow 21) ─────────────────────────────

/** 起保月份 is a date range matched by month (every month the range touches), like 扣款月份. */
export const INSURANCE_LIST_FILTERS = {
  startMonth: { label: '起保月份', kind: 'dateRange' },
  ...WORK_LIST_FILTERS,
  relation: { label: '关系', kind: 'select', options: [...INSURANCE_RELATION_VALUES] },
} as const satisfies Record<string, FilterDef>;

export const INSURANCE_LIST_SORTS = { startedTime: '发起时间', startMonth: '起保月份' } as const;

export const ZInsuranceListRequestSchema = listRequestSchema(INSURANCE_LIST_SORTS, INSURANCE_LIST_FILTERS);
export type TInsuranceListRequest = z.infer<typeof ZInsuranceListRequestSchema>;

/** One child insurance addition (flow 21, any state); the identity number masked (the export has it whole). */
export const ZInsuranceRowSchema = ZWorkListRowSchema.extend({
  childName: z.string(),
  /** 3101**********1234. */
  childIdNumberMasked: z.string(),
  relation: z.string(),
  relationTitle: z.string(),
  /** YYYY-MM. */
  startMonth: z.string(),
});
export type TInsuranceRow = z.infer<typeof ZInsuranceRowSchema>;

/** The insurer's sheet (head office only). */
export const INSURANCE_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'startMonth', header: '投保月份', width: 10 },
  { key: 'employeeId', header: '员工工号', width: 12 },
  { key: 'employeeName', header: '员工姓名', width: 12 },
  { key: 'shopName', header: '门店', width: 18 },
  { key: 'childName', header: '子女姓名', width: 12 },
  { key: 'childIdNumber', header: '子女身份证号', width: 22 },
  { key: 'relationTitle', header: '关系', width: 8 },
  { key: 'birthDate', header: '出生日期', width: 12 },
  { key: 'genderText', header: '性别', width: 6 },
  { key: 'statusText', header: '状态', width: 10 },
  { key: 'flowNo', header: '流程编号', width: 14 },
  { key: 'finishedTime', header: '办结时间', width: 18 },
];
