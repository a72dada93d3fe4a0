import { z } from 'zod';
import { type ExportColumn, type FilterDef, listRequestSchema, ZEmployeeNumber } from './basic-data/common';
import { zId } from './common';
import { ZAttachmentId } from './file';
import { ZHealthCertificateSchema } from './health';
import { ZTaskActionSchema } from './task';
import { HEALTH_INVOICE_STATUSES, WF_HEALTH_BATCH_MAX } from './wf-health-paths';
import { WORK_LIST_FILTERS } from './work-list';

export * from './wf-health-paths';

/** The scan (or invoice) file of one start: one uploaded attachment, required. */
const ZScan = ZAttachmentId.describe('附件');

/** CreateWfHealthCertificate: the 健康证更新 form and its scan. */
/** The form is checked by the engine as a start's (ZHealthUpdateFormSchema), its errors by field. */
export const ZCreateWfHealthRequestSchema = z.object({
  form: z.record(z.string(), z.unknown()).describe('表单（ZHealthUpdateFormSchema）'),
  attachmentId: ZScan,
});
export type TCreateWfHealthRequest = z.input<typeof ZCreateWfHealthRequestSchema>;

const batchOf = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z
      .array(row)
      .min(1, '请选择员工')
      .max(WF_HEALTH_BATCH_MAX, `一次最多提交${WF_HEALTH_BATCH_MAX}人`)
      .describe('员工'),
  });

/**
 * BatchCreateWfHealthCertificate: many employees at once, one work each, all or nothing; each row
 * its own form and scan. Raw forms: every row is checked as a single start (the report names rows).
 */
export const ZBatchCreateWfHealthRequestSchema = batchOf(
  z.object({ form: z.record(z.string(), z.unknown()).describe('表单'), attachmentId: ZScan }),
);
export type TBatchCreateWfHealthRequest = z.input<typeof ZBatchCreateWfHealthRequestSchema>;

/** DownloadTemplate: the 健康证更新 batch sheet, its rows prefilled with these people (in order). */
export const ZDownloadWfHealthTemplateRequestSchema = z.object({
  employeeIds: z
    .array(ZEmployeeNumber)
    .max(WF_HEALTH_BATCH_MAX, `一次最多${WF_HEALTH_BATCH_MAX}人`)
    .optional()
    .describe('工号'),
});
export type TDownloadWfHealthTemplateRequest = z.infer<typeof ZDownloadWfHealthTemplateRequestSchema>;

/**
 * ReadBatchTemplate: the filled sheet read back, nothing saved — the rows whose cells passed the
 * format checks, and each refused cell (row = the sheet's row, header = 1; column = its header).
 * The dialog matches rows to its people by 工号; who may be started is BatchCreate's to check.
 */
export const ZWfHealthBatchSheetSchema = z.object({
  rows: z.array(
    z.object({
      row: z.number().int(),
      employeeId: z.string(),
      name: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      remark: z.string(),
    }),
  ),
  problems: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
});
export type TWfHealthBatchSheet = z.infer<typeof ZWfHealthBatchSheetSchema>;

/** CreateWfHealthCertificateInvoice: the 健康证发票报销 form and the invoice scan. */
export const ZCreateWfInvoiceRequestSchema = z.object({
  form: z.record(z.string(), z.unknown()).describe('表单（ZHealthInvoiceFormSchema）'),
  attachmentId: ZScan,
});
export type TCreateWfInvoiceRequest = z.input<typeof ZCreateWfInvoiceRequestSchema>;
export const ZBatchCreateWfInvoiceRequestSchema = ZBatchCreateWfHealthRequestSchema;

export const ZStartedSchema = z.object({ workId: z.number().int(), flowNo: z.string() });
/** A batch start: the works started (all), or none and the refused rows (row = 1-based index). */
export const ZWfHealthBatchResultSchema = z.object({
  started: z.array(ZStartedSchema.extend({ row: z.number().int() })),
  refused: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type TWfHealthBatchResult = z.infer<typeof ZWfHealthBatchResultSchema>;

/** GetWfHealthCertificateDetail?workId=. */
export const ZWfHealthDetailRequestSchema = z.object({ workId: zId().describe('流程实例') });

/** The work's certificate data (as the form holds it) beside the person's current certificate. */
export const ZWfHealthDetailSchema = z.object({
  workId: z.number().int(),
  flowId: z.number().int(),
  flowNo: z.string(),
  status: z.string(),
  form: z.record(z.string(), z.unknown()),
  employeeId: z.string(),
  employeeName: z.string(),
  shopName: z.string(),
  current: ZHealthCertificateSchema.nullable(),
  /** The person's certificates (newest first), for the invoice form's 关联健康证. */
  certificates: z.array(ZHealthCertificateSchema),
});
export type TWfHealthDetail = z.infer<typeof ZWfHealthDetailSchema>;

/** AuditWfHealthCertificate: a 38 or 39 to-do, approved or rolled back with an opinion. */
export const ZAuditWfHealthRequestSchema = z.object({
  taskId: zId().describe('待办'),
  action: ZTaskActionSchema.describe('处理方式'),
  opinion: z.string().trim().max(1000, '审批意见不能超过1000字').optional().describe('审批意见'),
});
export type TAuditWfHealthRequest = z.infer<typeof ZAuditWfHealthRequestSchema>;

/** ImportBatchAudit's answer: one line per sheet row, applied or refused with why. */
export const ZBatchAuditReportSchema = z.object({
  applied: z.number().int(),
  refused: z.number().int(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      flowNo: z.string(),
      ok: z.boolean(),
      message: z.string(),
    }),
  ),
});
export type TBatchAuditReport = z.infer<typeof ZBatchAuditReportSchema>;

// ───────────────────────────── 健康证发票 list ─────────────────────────────

export const HEALTH_INVOICE_FILTERS = {
  shop: WORK_LIST_FILTERS.shop,
  regionId: WORK_LIST_FILTERS.regionId,
  status: { label: '状态', kind: 'select', options: [...HEALTH_INVOICE_STATUSES] },
  invoiceDate: { label: '开票日期', kind: 'dateRange' },
  amount: { label: '金额', kind: 'numberRange' },
  employee: WORK_LIST_FILTERS.employee,
  invoiceNo: { label: '发票号', kind: 'text' },
} as const satisfies Record<string, FilterDef>;

export const HEALTH_INVOICE_SORTS = {
  createdTime: '提交时间',
  invoiceDate: '开票日期',
  amount: '金额',
} as const;

export const ZHealthInvoiceListRequestSchema = listRequestSchema(HEALTH_INVOICE_SORTS, HEALTH_INVOICE_FILTERS);
export type THealthInvoiceListRequest = z.infer<typeof ZHealthInvoiceListRequestSchema>;

export const ZHealthInvoiceRowSchema = z.object({
  id: z.number().int(),
  workId: z.number().int(),
  flowNo: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  shopCode: z.string(),
  shopName: z.string(),
  regionName: z.string(),
  invoiceNo: z.string(),
  /** Yuan with two decimals ("120.50"). */
  amount: z.string(),
  invoiceDate: z.string(),
  certificatePeriod: z.string(),
  status: z.enum(HEALTH_INVOICE_STATUSES),
  statusText: z.string(),
  nodeName: z.string(),
  paidDate: z.string(),
  createdTime: z.string(),
});
export type THealthInvoiceRow = z.infer<typeof ZHealthInvoiceRowSchema>;

export const ZHealthInvoicePageSchema = z.object({
  list: z.array(ZHealthInvoiceRowSchema),
  total: z.number().int(),
  /** Over every row of the filter (not the page). */
  totals: z.object({ count: z.number().int(), amount: z.string() }),
});
export type THealthInvoicePage = z.infer<typeof ZHealthInvoicePageSchema>;

export const HEALTH_INVOICE_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'flowNo', header: '流程编号', width: 14 },
  { key: 'employeeId', header: '工号', width: 12 },
  { key: 'employeeName', header: '姓名', width: 10 },
  { key: 'shopName', header: '门店', width: 18 },
  { key: 'regionName', header: '区域', width: 10 },
  { key: 'invoiceNo', header: '发票号', width: 22 },
  { key: 'amount', header: '金额', width: 10 },
  { key: 'invoiceDate', header: '开票日期', width: 12 },
  { key: 'certificatePeriod', header: '关联健康证', width: 24 },
  { key: 'statusText', header: '状态', width: 10 },
  { key: 'nodeName', header: '当前步骤', width: 16 },
  { key: 'paidDate', header: '付款日期', width: 12 },
  { key: 'createdTime', header: '提交时间', width: 18 },
];
