import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants';
import { daysInRange } from '../dates';
import { ZCalendarDate } from './basic-data/common';
import { zId, zInt } from './common';
import { REPORT_DEFAULT_PAGE_SIZE, REPORT_MAX_WEEKS } from './reports-paths';

export * from './reports-paths';

/**
 * Every report's request: a period of business dates (both included; the web defaults to last
 * week Monday–Sunday), at most REPORT_MAX_WEEKS weeks, and optional region / store filters that
 * must lie in the caller's scope. pageIndex / pageSize page the movement report's table.
 */
export const ZReportRequestSchema = z
  .object({
    from: ZCalendarDate.describe('开始日期'),
    to: ZCalendarDate.describe('结束日期'),
    regionId: zId('区域编号无效').optional().describe('区域'),
    shopId: zId('门店编号无效').optional().describe('门店'),
    pageIndex: zInt(1, 1_000_000).default(1).describe('页码'),
    pageSize: zInt(1, MAX_PAGE_SIZE).default(REPORT_DEFAULT_PAGE_SIZE).describe('每页条数'),
  })
  .superRefine((r, ctx) => {
    if (r.from > r.to) ctx.addIssue({ code: 'custom', path: ['to'], message: '结束日期不能早于开始日期' });
    else if (daysInRange(r.from, r.to) > REPORT_MAX_WEEKS * 7)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `统计期间最长${REPORT_MAX_WEEKS}周，请缩短日期范围` });
  });
export type TReportRequest = z.infer<typeof ZReportRequestSchema>;

/** How a cell shows: text, a count, a percentage (0.125 → 12.5%), a gap (red below 0). */
export const REPORT_COLUMN_KINDS = ['text', 'number', 'percent', 'gap'] as const;
export const ZReportColumnSchema = z.object({
  key: z.string(),
  title: z.string(),
  titleEn: z.string(),
  kind: z.enum(REPORT_COLUMN_KINDS),
});
export type TReportColumn = z.infer<typeof ZReportColumnSchema>;

export const ZReportCellSchema = z.union([z.string(), z.number(), z.null()]);
export const ZReportRowSchema = z.record(z.string(), ZReportCellSchema);
export type TReportRow = z.infer<typeof ZReportRowSchema>;

/** One chart: a line or (stacked) bars over categories, each series one value per category. */
export const ZReportChartSchema = z.object({
  key: z.string(),
  title: z.string(),
  titleEn: z.string(),
  kind: z.enum(['bar', 'line']),
  stacked: z.boolean(),
  categories: z.array(z.string()),
  series: z.array(z.object({ name: z.string(), nameEn: z.string(), data: z.array(z.number()) })),
});
export type TReportChart = z.infer<typeof ZReportChartSchema>;

/** A report as shown: its table (columns, rows, a 合计 row), its charts, and the period read. */
export const ZReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  columns: z.array(ZReportColumnSchema),
  rows: z.array(ZReportRowSchema),
  totals: ZReportRowSchema.nullable(),
  /** Rows of the whole table (the movement report pages; the others answer every row). */
  total: z.number().int(),
  charts: z.array(ZReportChartSchema),
});
export type TReport = z.infer<typeof ZReportSchema>;

/** The region and store filters' choices: those of the caller's scope. */
export const ZReportFiltersSchema = z.object({
  regions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  shops: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), regionId: z.number().int() })),
});
export type TReportFilters = z.infer<typeof ZReportFiltersSchema>;

/**
 * A cell as the table shows it and the export writes it: percentages as 12.5%, counts as numbers,
 * missing values empty. One function for both, so the file holds exactly what the page shows.
 */
export function reportCellText(kind: TReportColumn['kind'], value: string | number | null | undefined): string {
  if (value == null) return '';
  if (kind === 'percent' && typeof value === 'number') return `${(Math.round(value * 1000) / 10).toFixed(1)}%`;
  return String(value);
}
