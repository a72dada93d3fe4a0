import { z } from 'zod';
import {
  EMPLOYEE_SORTS,
  type ExportColumn,
  type FilterDef,
  listRequestSchema,
  ZCalendarDate,
  ZEmployeeColumnsSchema,
  ZEmployeeNumber,
  ZRowId,
} from './basic-data/common';
import { ZAttachmentId, ZAttachmentSchema } from './file';
import { BATCH_DOWNLOAD_URL_MAX, HEALTH_STATUSES, HEALTH_ZIP_MAX_FILES } from './health-paths';

export * from './health-paths';

/** The registry's filters: the employee's, the status and the current certificate's end date. */
export const HEALTH_FILTERS = {
  employeeId: { label: '工号', kind: 'text' },
  employeeName: { label: '姓名', kind: 'text' },
  shopCode: { label: '门店', kind: 'text' },
  regionId: { label: '区域', kind: 'id' },
  status: { label: '状态', kind: 'select', options: [...HEALTH_STATUSES] },
  endDate: { label: '健康证结束日期', kind: 'dateRange' },
} as const satisfies Record<string, FilterDef>;

/** 健康证结束日期 first: by default the list opens with the missing, then the soonest to end. */
export const HEALTH_SORTS = { endDate: '健康证结束日期', ...EMPLOYEE_SORTS } as const;

export const ZHealthListRequestSchema = listRequestSchema(HEALTH_SORTS, HEALTH_FILTERS);
export type THealthListRequest = z.infer<typeof ZHealthListRequestSchema>;

const ZHealthStatus = z.enum(HEALTH_STATUSES);

/** One certificate (a registry row's current one, or a line of an employee's history). */
export const ZHealthCertificateSchema = z.object({
  id: z.number().int(),
  healthStartDate: z.string(),
  healthEndDate: z.string(),
  remark: z.string(),
  /** The scan; routeUrl is fetched with the AccessToken header (or opened via GetFileDownloadUrl). */
  attachment: ZAttachmentSchema.nullable(),
  /** The 健康证更新 work (flow 38) that registered it; null when entered in the registry. */
  workId: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  createdTime: z.string(),
});
export type THealthCertificate = z.infer<typeof ZHealthCertificateSchema>;

/** A registry row: an active store employee of the caller's scope and their current certificate. */
export const ZHealthRowSchema = ZEmployeeColumnsSchema.extend({
  status: ZHealthStatus,
  statusText: z.string(),
  /** Days from today to the end date (negative once expired); null without a certificate. */
  daysLeft: z.number().int().nullable(),
  certificate: ZHealthCertificateSchema.nullable(),
});
export type THealthRow = z.infer<typeof ZHealthRowSchema>;

/** GetHealthCertificatesDetail: an employee by 工号. */
export const ZHealthDetailRequestSchema = z.object({ employeeId: ZEmployeeNumber.describe('工号') });

/** The employee, their status and every certificate (newest first; deleted ones left out). */
export const ZHealthDetailSchema = ZHealthRowSchema.extend({
  isActiveStoreEmployee: z.boolean(),
  certificates: z.array(ZHealthCertificateSchema),
});
export type THealthDetail = z.infer<typeof ZHealthDetailSchema>;

/** CreateHealthCertificates: a new certificate, or with `id` a correction of one. */
export const ZCreateHealthRequestSchema = z.object({
  id: ZRowId.optional().describe('健康证编号'),
  employeeId: ZEmployeeNumber.describe('工号'),
  healthStartDate: ZCalendarDate.describe('健康证开始日期'),
  healthEndDate: ZCalendarDate.describe('健康证结束日期'),
  remark: z.string().trim().max(500, '备注最多500个字符').default('').describe('备注'),
  attachmentId: ZAttachmentId.optional().describe('健康证附件'),
});
export type TCreateHealthRequest = z.infer<typeof ZCreateHealthRequestSchema>;

/** GetEmployeeInfo: the picker's search (工号 or name) among the active store employees in scope. */
export const ZHealthEmployeeInfoRequestSchema = z.object({
  keyword: z.string().trim().min(1, '请输入工号或姓名').max(32, '最多32个字符').describe('工号或姓名'),
});
export const ZHealthEmployeeInfoSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  shopCode: z.string().nullable(),
  shopName: z.string().nullable(),
  status: ZHealthStatus,
  healthEndDate: z.string().nullable(),
});
export type THealthEmployeeInfo = z.infer<typeof ZHealthEmployeeInfoSchema>;

/** A refused import row: the sheet's row, the column's header and why. */
export const ZHealthImportErrorSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type THealthImportError = z.infer<typeof ZHealthImportErrorSchema>;
export const ZHealthImportResultSchema = z.object({ rowCount: z.number().int() });

/**
 * DownloadZipFileForHealth: the chosen certificates (`ids`), or without ids the current
 * certificates of the registry's filter.
 */
export const ZHealthZipRequestSchema = ZHealthListRequestSchema.extend({
  ids: z
    .array(ZRowId)
    .max(HEALTH_ZIP_MAX_FILES, `一次最多下载${HEALTH_ZIP_MAX_FILES}个健康证`)
    .optional()
    .describe('健康证编号'),
});
export type THealthZipRequest = z.infer<typeof ZHealthZipRequestSchema>;

/** BatchGetFileDownloadUrl: several attachments at once. */
export const ZBatchDownloadUrlRequestSchema = z.object({
  attachmentIds: z
    .array(ZAttachmentId)
    .min(1, '请选择附件')
    .max(BATCH_DOWNLOAD_URL_MAX, `一次最多${BATCH_DOWNLOAD_URL_MAX}个附件`)
    .describe('附件编号'),
});

export const HEALTH_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'employeeId', header: '工号', width: 12 },
  { key: 'employeeName', header: '姓名', width: 10 },
  { key: 'shopCode', header: '门店编码', width: 10 },
  { key: 'shopName', header: '门店名称', width: 20 },
  { key: 'regionName', header: '区域', width: 8 },
  { key: 'statusText', header: '状态', width: 10 },
  { key: 'healthStartDate', header: '健康证开始日期', width: 14 },
  { key: 'healthEndDate', header: '健康证结束日期', width: 14 },
  { key: 'daysLeft', header: '剩余天数', width: 10 },
  { key: 'remark', header: '备注', width: 30 },
  { key: 'attachmentName', header: '附件', width: 24 },
  { key: 'createdByName', header: '登记人', width: 12 },
  { key: 'createdTime', header: '登记时间', width: 18 },
];
