import { z } from 'zod';
import {
  EMPLOYEE_FILTERS,
  EMPLOYEE_SORTS,
  type ExportColumn,
  type FilterDef,
  listRequestSchema,
  PERFORMANCE_GRADES,
  ZEmployeeColumnsSchema,
  ZEmployeeNumber,
  ZRowId,
} from './common';

export const EmployeePerformancePaths = {
  getPerformanceList: '/api/EmployeePerformance/GetEmployeePerformanceList',
  getPerformanceDetail: '/api/EmployeePerformance/GetEmployeePerformanceDetail',
  createPerformance: '/api/EmployeePerformance/CreateEmployeePerformance',
  updatePerformance: '/api/EmployeePerformance/UpdateEmployeePerformance',
  exportPerformanceList: '/api/EmployeePerformance/ExportEmployeePerformanceList',
} as const;

/** A review period: a year (2026), a half (2026-H1) or a quarter (2026-Q3). */
export const PERFORMANCE_PERIOD_PATTERN = /^\d{4}(-(H[12]|Q[1-4]))?$/;

export function performancePeriodText(period: string): string {
  const [year, part] = period.split('-');
  if (!part) return `${year}年度`;
  if (part.startsWith('H')) return `${year}年${part === 'H1' ? '上' : '下'}半年`;
  return `${year}年第${'一二三四'[Number(part[1]) - 1]}季度`;
}

export const PERFORMANCE_FILTERS = {
  ...EMPLOYEE_FILTERS,
  period: { label: '考核周期', kind: 'text' },
  grade: { label: '绩效等级', kind: 'select', options: [...PERFORMANCE_GRADES] },
  score: { label: '绩效得分', kind: 'numberRange' },
  reviewer: { label: '考核人', kind: 'text' },
} as const satisfies Record<string, FilterDef>;

export const PERFORMANCE_SORTS = {
  ...EMPLOYEE_SORTS,
  period: '考核周期',
  grade: '绩效等级',
  score: '绩效得分',
  reviewer: '考核人',
  createdTime: '创建时间',
} as const;

export const ZPerformanceListRequestSchema = listRequestSchema(PERFORMANCE_SORTS, PERFORMANCE_FILTERS);
export type TPerformanceListRequest = z.infer<typeof ZPerformanceListRequestSchema>;

export const ZPerformanceRowSchema = ZEmployeeColumnsSchema.extend({
  id: z.number().int(),
  period: z.string(),
  periodText: z.string(),
  grade: z.enum(PERFORMANCE_GRADES),
  score: z.number(),
  reviewer: z.string(),
  remark: z.string(),
  version: z.number().int(),
  createdTime: z.string(),
});
export type TPerformanceRow = z.infer<typeof ZPerformanceRowSchema>;

export const ZPerformanceDetailSchema = ZPerformanceRowSchema.extend({
  /** Every review of the employee, latest period first. */
  history: z.array(
    z.object({
      id: z.number().int(),
      period: z.string(),
      periodText: z.string(),
      grade: z.string(),
      score: z.number(),
      reviewer: z.string(),
    }),
  ),
});
export type TPerformanceDetail = z.infer<typeof ZPerformanceDetailSchema>;

const performanceFields = {
  period: z
    .string()
    .trim()
    .toUpperCase()
    .regex(PERFORMANCE_PERIOD_PATTERN, '考核周期格式应为 2026、2026-H1 或 2026-Q3')
    .describe('考核周期'),
  grade: z.enum(PERFORMANCE_GRADES, { error: '绩效等级应为 S、A、B、C 或 D' }).describe('绩效等级'),
  score: z
    .number({ error: '绩效得分应为数字' })
    .min(0, '绩效得分应在0到100之间')
    .max(100, '绩效得分应在0到100之间')
    .refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-9, '绩效得分最多保留一位小数')
    .describe('绩效得分'),
  reviewer: z.string().trim().min(1, '请输入考核人').max(32, '考核人最多32个字符').describe('考核人'),
  remark: z.string().trim().max(500, '备注最多500个字符').default('').describe('备注'),
};

export const ZCreatePerformanceRequestSchema = z.object({
  employeeId: ZEmployeeNumber.describe('员工编号'),
  ...performanceFields,
});
export type TCreatePerformanceRequest = z.infer<typeof ZCreatePerformanceRequestSchema>;

export const ZUpdatePerformanceRequestSchema = z.object({
  id: ZRowId.describe('绩效记录'),
  version: z.number().int().min(1).describe('版本号'),
  ...performanceFields,
});
export type TUpdatePerformanceRequest = z.infer<typeof ZUpdatePerformanceRequestSchema>;

export const PERFORMANCE_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'employeeId', header: '员工编号', width: 12 },
  { key: 'employeeName', header: '姓名', width: 10 },
  { key: 'shopCode', header: '门店编码', width: 10 },
  { key: 'shopName', header: '门店名称', width: 20 },
  { key: 'regionName', header: '区域', width: 8 },
  { key: 'period', header: '考核周期', width: 10 },
  { key: 'grade', header: '绩效等级', width: 8 },
  { key: 'score', header: '绩效得分', width: 8 },
  { key: 'reviewer', header: '考核人', width: 10 },
  { key: 'remark', header: '备注', width: 30 },
];
