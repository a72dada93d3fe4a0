import { z } from 'zod';
import { ZDateString } from '../api/common';
import { healthInvoiceMessages } from './health-invoice.messages';
import type { ProcessInfo } from './types';

/**
 * 健康证发票报销 (flow 39). A store HR claims an employee's examination fee with the invoice (its
 * scan attached); 3901 the regional HR reviews, 3902 head-office HR reviews, 3904 head-office HR
 * confirms the payment (batch, or from the batch-audit sheet). Finishing marks the claim paid.
 */
export const healthInvoiceProcess = {
  flowId: 39,
  key: 'healthInvoice',
  name: '健康证发票报销',
  nameEn: 'Health certificate invoice reimbursement',
  category: 'other',
  startForm: 'healthInvoice_post',
  steps: [3901, 3902, 3904],
  built: true,
  messages: healthInvoiceMessages,
} satisfies ProcessInfo;

/** The most one examination fee may claim (yuan). */
export const HEALTH_INVOICE_MAX_AMOUNT = 500;

/** An invoice number as written: 8–20 letters and digits (spaces around it dropped, letters upper-cased). */
export const ZInvoiceNo = z
  .string({ error: '请填写发票号' })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z]{8,20}$/, '发票号应为8-20位字母或数字'));

/** The amount in yuan: more than 0, at most two decimals, at most HEALTH_INVOICE_MAX_AMOUNT. */
export const ZInvoiceAmount = z
  .union([z.number(), z.string().trim().min(1, '请填写报销金额')], { error: '请填写报销金额' })
  .transform((v, ctx) => {
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isFinite(n) || n <= 0) {
      ctx.addIssue({ code: 'custom', message: '报销金额须大于0' });
      return z.NEVER;
    }
    if (Math.round(n * 100) !== Number((n * 100).toFixed(6))) {
      ctx.addIssue({ code: 'custom', message: '金额最多两位小数' });
      return z.NEVER;
    }
    if (n > HEALTH_INVOICE_MAX_AMOUNT) {
      ctx.addIssue({ code: 'custom', message: `健康证体检费报销金额不能超过${HEALTH_INVOICE_MAX_AMOUNT}元` });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  });

/**
 * 健康证发票报销 form. The starter fills employeeId … remark (the invoice scan is the work's
 * attachment); the invoice date not in the future and within a year is checked by the server
 * (business date). The fields after them are the server's; paidDate once finishing paid it.
 */
export const ZHealthInvoiceFormSchema = z.object({
  employeeId: z.string().trim().min(1, '请选择员工').max(32).describe('员工'),
  invoiceNo: ZInvoiceNo.describe('发票号'),
  amount: ZInvoiceAmount.describe('报销金额'),
  invoiceDate: ZDateString.describe('开票日期'),
  /** The certificate the examination was for (one of the person's, optional). */
  certificateId: z.number().int().positive().nullish().describe('关联健康证'),
  remark: z.string().trim().max(500, '备注不能超过500字').optional().describe('备注'),
  employeeName: z.string().optional().describe('员工姓名'),
  shopCode: z.string().optional().describe('门店'),
  shopName: z.string().optional().describe('门店名称'),
  certificatePeriod: z.string().optional().describe('健康证有效期'),
  paidDate: z.string().optional().describe('付款日期'),
});
export type THealthInvoiceForm = z.infer<typeof ZHealthInvoiceFormSchema>;
export type THealthInvoiceFormInput = z.input<typeof ZHealthInvoiceFormSchema>;
