import { z } from 'zod';
import {
  EMPLOYEE_FILTERS,
  EMPLOYEE_SORTS,
  type ExportColumn,
  type FilterDef,
  listRequestSchema,
  SALARY_BASIS_VALUES,
  ZEmployeeColumnsSchema,
  ZRowId,
} from './common';

export const SalaryPaths = {
  getSalaryAdjustmentList: '/api/Salary/GetSalaryAdjustmentList',
  importSalaryAdjustment: '/api/Salary/ImportSalaryAdjustment',
  downloadSalaryImportTemplate: '/api/Salary/DownloadSalaryImportTemplate',
  downloadSalaryImportErrors: '/api/Salary/DownloadSalaryImportErrors',
  exportSalaryAdjustmentList: '/api/Salary/ExportSalaryAdjustmentList',
} as const;

/** The columns of the import sheet, in order (the template's header row). */
export const SALARY_IMPORT_HEADERS = [
  '员工编号',
  '姓名',
  '生效日期',
  '薪资类型(0税前月薪 1税前年薪)',
  '调整后薪资',
  '调整原因',
] as const;

/** Most data rows one import file may hold. */
export const SALARY_IMPORT_MAX_ROWS = 20_000;

export const SALARY_FILTERS = {
  ...EMPLOYEE_FILTERS,
  effectiveDate: { label: '生效日期', kind: 'dateRange' },
  basis: { label: '薪资类型', kind: 'select', options: [...SALARY_BASIS_VALUES] },
  amount: { label: '调整后薪资', kind: 'numberRange' },
  reason: { label: '调整原因', kind: 'text' },
  importBatchId: { label: '导入批次', kind: 'id' },
} as const satisfies Record<string, FilterDef>;

export const SALARY_SORTS = {
  ...EMPLOYEE_SORTS,
  effectiveDate: '生效日期',
  basis: '薪资类型',
  amount: '调整后薪资',
  createdTime: '导入时间',
} as const;

export const ZSalaryListRequestSchema = listRequestSchema(SALARY_SORTS, SALARY_FILTERS);
export type TSalaryListRequest = z.infer<typeof ZSalaryListRequestSchema>;

export const ZSalaryRowSchema = ZEmployeeColumnsSchema.extend({
  id: z.number().int(),
  effectiveDate: z.string(),
  basis: z.number().int(),
  basisText: z.string(),
  /** Two decimals, e.g. "12000.00". */
  amount: z.string(),
  previousBasis: z.number().int().nullable(),
  previousAmount: z.string().nullable(),
  /** amount − previousAmount when both have the same basis. */
  changeAmount: z.string().nullable(),
  reason: z.string(),
  importBatchId: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  createdTime: z.string(),
});
export type TSalaryRow = z.infer<typeof ZSalaryRowSchema>;

export const ZSalaryImportErrorSchema = z.object({
  /** The sheet's row number (the header is row 1). */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type TSalaryImportError = z.infer<typeof ZSalaryImportErrorSchema>;

/** data of a refused import (code 40001): nothing was applied. */
export const ZSalaryImportRejectionSchema = z.object({
  batchId: z.number().int(),
  errors: z.array(ZSalaryImportErrorSchema),
});

export const ZSalaryImportResultSchema = z.object({
  batchId: z.number().int(),
  rowCount: z.number().int(),
});
export type TSalaryImportResult = z.infer<typeof ZSalaryImportResultSchema>;

export const ZSalaryImportErrorsRequestSchema = z.object({ batchId: ZRowId.describe('导入批次') });

export const SALARY_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'employeeId', header: '员工编号', width: 12 },
  { key: 'employeeName', header: '姓名', width: 10 },
  { key: 'shopCode', header: '门店编码', width: 10 },
  { key: 'shopName', header: '门店名称', width: 20 },
  { key: 'regionName', header: '区域', width: 8 },
  { key: 'effectiveDate', header: '生效日期', width: 12 },
  { key: 'basisText', header: '薪资类型', width: 10 },
  { key: 'amount', header: '调整后薪资', width: 12, pii: 'salary' },
  { key: 'previousAmount', header: '调整前薪资', width: 12 },
  { key: 'changeAmount', header: '调整金额', width: 12 },
  { key: 'reason', header: '调整原因', width: 30 },
  { key: 'createdByName', header: '导入人', width: 12 },
  { key: 'createdTime', header: '导入时间', width: 18 },
];
