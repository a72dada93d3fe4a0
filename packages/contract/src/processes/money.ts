import { z } from 'zod';

/**
 * Money as entered (CashInput keeps digits and one dot): at most two decimals, not negative; an
 * amount left empty or not sent is 0.
 */
export const ZMoney = z
  .union([z.number(), z.string().trim()], { error: '请输入金额' })
  .optional()
  .transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v === undefined || v === '' ? 0 : Number(v);
    if (!Number.isFinite(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message: '请输入不小于0的金额' });
      return z.NEVER;
    }
    if (Math.round(n * 100) !== Number((n * 100).toFixed(6))) {
      ctx.addIssue({ code: 'custom', message: '金额最多两位小数' });
      return z.NEVER;
    }
    if (n > 1_000_000) {
      ctx.addIssue({ code: 'custom', message: '金额不能超过1000000' });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  });
