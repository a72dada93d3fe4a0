// Apart from the schemas: the web imports these without zod (see user-paths.ts).

/** 健康证更新 (38) and 健康证发票报销 (39): spec §7 "WfHealthCertificates", all POST. */
export const WfHealthPaths = {
  createWfHealthCertificate: '/api/WfHealthCertificates/CreateWfHealthCertificate',
  batchCreateWfHealthCertificate: '/api/WfHealthCertificates/BatchCreateWfHealthCertificate',
  getWfHealthCertificateDetail: '/api/WfHealthCertificates/GetWfHealthCertificateDetail',
  auditWfHealthCertificate: '/api/WfHealthCertificates/AuditWfHealthCertificate',
  createWfHealthCertificateInvoice: '/api/WfHealthCertificates/CreateWfHealthCertificateInvoice',
  batchCreateWfHealthCertificateInvoice: '/api/WfHealthCertificates/BatchCreateWfHealthCertificateInvoice',
  downloadBatchAuditTemplate: '/api/WfHealthCertificates/DownloadBatchAuditTemplate',
  importBatchAudit: '/api/WfHealthCertificates/ImportBatchAudit',
  /** 健康证更新's batch: the sheet of dates to fill in Excel, and that sheet read back (nothing saved). */
  downloadTemplate: '/api/WfHealthCertificates/DownloadTemplate',
  readBatchTemplate: '/api/WfHealthCertificates/ReadBatchTemplate',
  /** 健康证发票 list (spec §7 names these two under HealthCertificates). */
  getHealthInvoicePageList: '/api/HealthCertificates/GetHealthInvoicePageList',
  exportHealthInvoicePageList: '/api/HealthCertificates/ExportHealthInvoicePageList',
} as const;

/** 健康证发票 (spec §2 /health/invoice). */
export const HEALTH_INVOICE_PATH = '/health/invoice';

/** A claim's state: 进行中 while its work runs, 已办结 once paid, 已终止 when ended. */
export const HEALTH_INVOICE_STATUSES = ['running', 'paid', 'terminated'] as const;
export type THealthInvoiceStatus = (typeof HEALTH_INVOICE_STATUSES)[number];
export const HEALTH_INVOICE_STATUS_TEXT: Record<THealthInvoiceStatus, { zh: string; en: string }> = {
  running: { zh: '进行中', en: 'Running' },
  paid: { zh: '已办结', en: 'Paid' },
  terminated: { zh: '已终止', en: 'Terminated' },
};

/** The batch-audit sheet's columns, in order. */
export const BATCH_AUDIT_HEADERS = [
  '流程编号',
  '工号',
  '姓名',
  '门店',
  '发票号',
  '金额',
  '审批结果',
  '审批意见',
] as const;
/** 审批结果 as written in the sheet. */
export const BATCH_AUDIT_RESULTS = { 同意: 'approve', 退回: 'rollback' } as const;
export const BATCH_AUDIT_MAX_ROWS = 2000;
/** Most rows of one batch start (certificates or invoices). */
export const WF_HEALTH_BATCH_MAX = 200;
