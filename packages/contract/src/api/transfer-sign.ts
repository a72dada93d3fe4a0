import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import {
  type ExportColumn,
  type FilterDef,
  listRequestSchema,
  TRANSFER_SIGN_STATUS_VALUES,
  ZCalendarDate,
  ZRowId,
} from './basic-data/common';
import { zInt } from './common';

export * from './transfer-sign-paths';

/**
 * 转签 (spec §2 /transferList): one record per transfer to a store of another employing entity,
 * handed to the e-signature platform. Status of spec §4: 1 待同步, 2 转签中, 3 转签成功, 4 转签失败.
 */
export const TRANSFER_SIGN_FILTERS = {
  status: { label: '状态', kind: 'select', options: [...TRANSFER_SIGN_STATUS_VALUES] },
  /** 工号 or 姓名 contains. */
  employee: { label: '员工', kind: 'text' },
  fromEntity: { label: '原用工主体', kind: 'text' },
  toEntity: { label: '新用工主体', kind: 'text' },
  /** Old or new store, code or name contains. */
  shop: { label: '门店', kind: 'text' },
  effectiveDate: { label: '生效日期', kind: 'dateRange' },
  createdTime: { label: '创建日期', kind: 'dateRange' },
  message: { label: '说明', kind: 'text' },
} as const satisfies Record<string, FilterDef>;

export const TRANSFER_SIGN_SORTS = {
  createdTime: '创建时间',
  status: '状态',
  employeeId: '工号',
  employeeName: '姓名',
  effectiveDate: '生效日期',
  requestedAt: '提交时间',
  syncedAt: '同步时间',
  attempts: '提交次数',
} as const;

const pageSizeMessage = `每页条数应为${PAGE_SIZES.join('、')}之一`;

export const ZTransferSignListRequestSchema = listRequestSchema(TRANSFER_SIGN_SORTS, TRANSFER_SIGN_FILTERS).extend({
  pageSize: zInt(1, 100, pageSizeMessage)
    .refine((v) => (PAGE_SIZES as readonly number[]).includes(v), pageSizeMessage)
    .default(10)
    .describe('每页条数'),
});
export type TTransferSignListRequest = z.infer<typeof ZTransferSignListRequestSchema>;

export const ZTransferSignRowSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  statusText: z.string(),
  employeeRef: z.number().int(),
  employeeId: z.string(),
  employeeName: z.string(),
  /** 姓名-工号 */
  employeeLabel: z.string(),
  fromShopCode: z.string(),
  fromShopName: z.string(),
  toShopCode: z.string(),
  toShopName: z.string(),
  fromEntity: z.string(),
  toEntity: z.string(),
  effectiveDate: z.string(),
  requestedAt: z.string().nullable(),
  syncedAt: z.string().nullable(),
  createdTime: z.string(),
  attempts: z.number().int(),
  message: z.string().nullable(),
  externalId: z.string().nullable(),
  workId: z.number().int().nullable(),
});
export type TTransferSignRow = z.infer<typeof ZTransferSignRowSchema>;

export const ZTransferSignRetryRequestSchema = z.object({
  ids: z.array(ZRowId).min(1, '请选择要重新同步的记录').max(200, '一次最多重新同步200条记录').describe('转签记录'),
});
export type TTransferSignRetryRequest = z.infer<typeof ZTransferSignRetryRequestSchema>;

export const ZTransferSignRetryResultSchema = z.object({
  /** Set back to 待同步. */
  retried: z.number().int(),
  /** Left as they were: already 转签中 or 转签成功. */
  skipped: z.number().int(),
});
export type TTransferSignRetryResult = z.infer<typeof ZTransferSignRetryResultSchema>;

const ZMonth = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 YYYY-MM');

/** Longest report period, in months. */
export const TRANSFER_SIGN_REPORT_MAX_MONTHS = 36;

/** A period of whole months or of days (by the records' creation date, China time). */
export const ZTransferSignReportRequestSchema = z.object({
  period: z
    .discriminatedUnion(
      'kind',
      [
        z.object({ kind: z.literal('month'), from: ZMonth.describe('开始月份'), to: ZMonth.describe('结束月份') }),
        z.object({
          kind: z.literal('date'),
          from: ZCalendarDate.describe('开始日期'),
          to: ZCalendarDate.describe('结束日期'),
        }),
      ],
      { error: '统计期间应为月份区间或日期区间' },
    )
    .describe('统计期间'),
  regionId: ZRowId.optional().describe('区域'),
});
export type TTransferSignReportRequest = z.infer<typeof ZTransferSignReportRequestSchema>;

const ZStatusCounts = z.object({
  total: z.number().int(),
  waiting: z.number().int(),
  transferring: z.number().int(),
  success: z.number().int(),
  failed: z.number().int(),
});
export type TTransferSignStatusCounts = z.infer<typeof ZStatusCounts>;

export const ZTransferSignReportSchema = z.object({
  /** The period as months (YYYY-MM), first to last, each with its counts (zero when none). */
  months: z.array(ZStatusCounts.extend({ month: z.string() })),
  totals: ZStatusCounts,
  byToEntity: z.array(ZStatusCounts.extend({ entity: z.string() })),
  byFromEntity: z.array(ZStatusCounts.extend({ entity: z.string() })),
});
export type TTransferSignReport = z.infer<typeof ZTransferSignReportSchema>;

export const TRANSFER_SIGN_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'id', header: '编号', width: 8 },
  { key: 'statusText', header: '状态', width: 10 },
  { key: 'employeeId', header: '工号', width: 12 },
  { key: 'employeeName', header: '姓名', width: 10 },
  { key: 'fromShopName', header: '原门店', width: 20 },
  { key: 'toShopName', header: '新门店', width: 20 },
  { key: 'fromEntity', header: '原用工主体', width: 26 },
  { key: 'toEntity', header: '新用工主体', width: 26 },
  { key: 'effectiveDate', header: '生效日期', width: 12 },
  { key: 'requestedAt', header: '提交时间', width: 18 },
  { key: 'syncedAt', header: '同步时间', width: 18 },
  { key: 'attempts', header: '提交次数', width: 8 },
  { key: 'message', header: '说明', width: 40 },
  { key: 'externalId', header: '电子签合同编号', width: 20 },
  { key: 'createdTime', header: '创建时间', width: 18 },
];
