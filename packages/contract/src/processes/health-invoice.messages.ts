import type { Catalogue } from '../messages/catalogue';

/** What the server writes for people to read about 健康证发票报销 (flow 39), in Chinese and English. */
export const healthInvoiceMessages = {
  'healthInvoice.subject': { zh: '{employee} 的健康证发票报销', en: 'The invoice claim of {employee}' },
  'healthInvoice.invoiceRequired': {
    zh: '请上传发票附件',
    en: 'Upload the invoice',
  },
  'healthInvoice.duplicate': {
    zh: '发票号 {invoiceNo} 已报销或正在报销（{flowNo}），不能重复报销',
    en: 'Invoice {invoiceNo} is already claimed ({flowNo}); it cannot be claimed twice',
  },
  'healthInvoice.duplicateNow': {
    zh: '发票号 {invoiceNo} 已报销或正在报销，不能重复报销',
    en: 'Invoice {invoiceNo} is already claimed; it cannot be claimed twice',
  },
  'healthInvoice.dateInFuture': {
    zh: '开票日期不能晚于今天',
    en: 'The invoice date cannot be after today',
  },
  'healthInvoice.dateTooOld': {
    zh: '开票日期须在一年以内（{earliest} 及以后）',
    en: 'The invoice must be from the last year ({earliest} or later)',
  },
  'healthInvoice.certificateNotHeld': {
    zh: '关联的健康证不是该员工的健康证',
    en: 'The linked certificate is not one of this employee',
  },
  'batchAudit.done': {
    zh: '批量审批完成：成功{applied}条，未处理{refused}条',
    en: 'Batch audit done: {applied} applied, {refused} refused',
  },
  'batchAudit.noneApplied': {
    zh: '没有一行可以处理：{refused}行均未处理，请查看各行原因',
    en: 'No row could be applied: all {refused} were refused; see each row for why',
  },
  'batchAudit.unreadable': {
    zh: '无法读取文件，请使用下载的批量审批模板（.xlsx）',
    en: 'The file cannot be read; use the downloaded batch-audit template (.xlsx)',
  },
  'batchAudit.badHeader': {
    zh: '表头应为：{headers}',
    en: 'The header row should be: {headers}',
  },
  'batchAudit.empty': {
    zh: '文件中没有审批数据',
    en: 'The file holds no rows to audit',
  },
  'batchAudit.tooMany': {
    zh: '一次最多导入{max}行',
    en: 'At most {max} rows at once',
  },
  'batchAudit.unknownFlowNo': {
    zh: '流程编号 {flowNo} 不存在或不是健康证发票报销',
    en: 'Flow number {flowNo} does not exist or is not an invoice reimbursement',
  },
  'batchAudit.badResult': {
    zh: '审批结果应为“{approve}”或“{rollback}”',
    en: 'The result should be "{approve}" (approve) or "{rollback}" (roll back)',
  },
  'batchAudit.notYourTask': {
    zh: '该流程当前没有您的待办（已处理或不归您处理）',
    en: 'You have no open to-do on this work (handled already, or not yours)',
  },
  'batchAudit.duplicateRow': {
    zh: '流程编号 {flowNo} 在文件中重复（第{first}行）',
    en: 'Flow number {flowNo} appears twice in the file (row {first})',
  },
} as const satisfies Catalogue;
