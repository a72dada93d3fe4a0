import { z } from 'zod';
import {
  EMPLOYEE_FILTERS,
  EMPLOYEE_SORTS,
  type ExportColumn,
  type FilterDef,
  listRequestSchema,
  THREE_PERIOD_KINDS,
  ZCalendarDate,
  ZEmployeeColumnsSchema,
  ZEmployeeNumber,
  ZRowId,
} from './common';

/** Three periods (三期) of female employees; permission UesrThreePeriodsList (spelling of spec §6). */
export const ThreePeriodsPaths = {
  getThreePeriodsList: '/api/ThreePeriods/GetThreePeriodsList',
  getThreePeriodsDetail: '/api/ThreePeriods/GetThreePeriodsDetail',
  createThreePeriods: '/api/ThreePeriods/CreateThreePeriods',
  updateThreePeriods: '/api/ThreePeriods/UpdateThreePeriods',
  exportThreePeriodsList: '/api/ThreePeriods/ExportThreePeriodsList',
} as const;

export const THREE_PERIODS_FILTERS = {
  ...EMPLOYEE_FILTERS,
  kind: { label: '三期类型', kind: 'select', options: [...THREE_PERIOD_KINDS] },
  beginDate: { label: '开始日期', kind: 'dateRange' },
  endDate: { label: '结束日期', kind: 'dateRange' },
  childBirthDate: { label: '婴儿出生日期', kind: 'dateRange' },
  contractEndsInside: { label: '合同在期内到期', kind: 'boolean' },
} as const satisfies Record<string, FilterDef>;

export const THREE_PERIODS_SORTS = {
  ...EMPLOYEE_SORTS,
  kind: '三期类型',
  beginDate: '开始日期',
  endDate: '结束日期',
  childBirthDate: '婴儿出生日期',
  createdTime: '创建时间',
} as const;

export const ZThreePeriodsListRequestSchema = listRequestSchema(THREE_PERIODS_SORTS, THREE_PERIODS_FILTERS);
export type TThreePeriodsListRequest = z.infer<typeof ZThreePeriodsListRequestSchema>;

export const ZThreePeriodsRowSchema = ZEmployeeColumnsSchema.extend({
  id: z.number().int(),
  kind: z.enum(THREE_PERIOD_KINDS),
  kindText: z.string(),
  beginDate: z.string(),
  endDate: z.string(),
  childBirthDate: z.string().nullable(),
  remark: z.string(),
  /** A labour contract of the employee ends inside this period: it is extended by law. */
  contractEndsInside: z.boolean(),
  /** The earliest such contract end date. */
  insideContractEndDate: z.string().nullable(),
  version: z.number().int(),
  createdTime: z.string(),
});
export type TThreePeriodsRow = z.infer<typeof ZThreePeriodsRowSchema>;

export const ZThreePeriodsDetailSchema = ZThreePeriodsRowSchema.extend({
  contracts: z.array(
    z.object({
      id: z.number().int().nullable(),
      contractTypeText: z.string(),
      sequence: z.number().int().nullable(),
      beginDate: z.string().nullable(),
      endDate: z.string().nullable(),
      endsInside: z.boolean(),
    }),
  ),
  otherPeriods: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      kindText: z.string(),
      beginDate: z.string(),
      endDate: z.string(),
    }),
  ),
});
export type TThreePeriodsDetail = z.infer<typeof ZThreePeriodsDetailSchema>;

const periodFields = {
  kind: z.enum(THREE_PERIOD_KINDS, { error: '请选择三期类型（孕期、产期或哺乳期）' }).describe('三期类型'),
  beginDate: ZCalendarDate.describe('开始日期'),
  endDate: ZCalendarDate.describe('结束日期'),
  childBirthDate: z
    .preprocess((v) => (v === '' ? null : v), ZCalendarDate.nullable().optional())
    .describe('婴儿出生日期'),
  remark: z.string().trim().max(500, '备注最多500个字符').default('').describe('备注'),
};

export const ZCreateThreePeriodsRequestSchema = z.object({
  employeeId: ZEmployeeNumber.describe('员工编号'),
  ...periodFields,
});
export type TCreateThreePeriodsRequest = z.infer<typeof ZCreateThreePeriodsRequestSchema>;

export const ZUpdateThreePeriodsRequestSchema = z.object({
  id: ZRowId.describe('三期记录'),
  version: z.number().int().min(1).describe('版本号'),
  ...periodFields,
});
export type TUpdateThreePeriodsRequest = z.infer<typeof ZUpdateThreePeriodsRequestSchema>;

export const ZSaveThreePeriodsResponseSchema = z.object({
  id: z.number().int(),
  /** Contracts of the employee ending inside the period, now marked as three-period contracts. */
  flaggedContractIds: z.array(z.number().int()),
});

export const THREE_PERIODS_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'employeeId', header: '员工编号', width: 12 },
  { key: 'employeeName', header: '姓名', width: 10 },
  { key: 'shopCode', header: '门店编码', width: 10 },
  { key: 'shopName', header: '门店名称', width: 20 },
  { key: 'regionName', header: '区域', width: 8 },
  { key: 'kindText', header: '三期类型', width: 8 },
  { key: 'beginDate', header: '开始日期', width: 12 },
  { key: 'endDate', header: '结束日期', width: 12 },
  { key: 'childBirthDate', header: '婴儿出生日期', width: 14 },
  { key: 'contractEndsInsideText', header: '合同在期内到期', width: 14 },
  { key: 'insideContractEndDate', header: '期内到期的合同结束日期', width: 22 },
  { key: 'remark', header: '备注', width: 30 },
];
