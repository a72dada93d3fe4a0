import { z } from 'zod';
import { zId, zInt } from '../api/common';
import { holidayMessages } from './holiday.messages';
import type { ProcessInfo } from './types';

/**
 * 节日礼品名单 (flow 22). Head-office HR opens a holiday (节日, its gift and value per person, a
 * deadline); each store answers once: its store HR (or a regional HR for a store of the region)
 * starts the work with 实发人数 realNumber against 在册人数 shopCodeCount (the store's active
 * headcount). 2202 the regional HR consolidates (may correct realNumber and the remark), 2203
 * head-office HR confirms, and the work waits at 2204 until head office closes the holiday, which
 * finishes every 2204 of that holiday. The work is about a store, not a person.
 */
export const holidayProcess = {
  flowId: 22,
  key: 'holiday',
  name: '节日礼品名单',
  nameEn: 'Holiday gift list',
  category: 'benefit',
  startForm: 'holiday_post',
  steps: [2202, 2203, 2204],
  built: true,
  messages: holidayMessages,
} satisfies ProcessInfo;

/** 实发人数 may exceed 在册人数 by this many (temporary staff, people joining before the holiday). */
export const HOLIDAY_EXTRA_PEOPLE = 20;

/**
 * The start form. The starter picks the holiday and the store and fills realNumber (and remark);
 * the holiday's and the store's facts after them are written by the server and shown read-only.
 */
export const ZHolidayFormSchema = z
  .object({
    holidayId: zId('请选择节日').describe('节日'),
    shopId: zId('请选择门店').describe('门店'),
    realNumber: zInt(0, 100_000, '实发人数应为不小于0的整数').describe('实发人数'),
    remark: z.string().trim().max(500, '说明不能超过500字').optional().describe('说明'),
    holidayName: z.string().optional().describe('节日名称'),
    holidayPresent: z.string().optional().describe('节日礼品'),
    /** Yuan per person, two decimals. */
    giftValue: z.number().optional().describe('礼品单价'),
    deadline: z.string().optional().describe('提交截止日期'),
    shopCode: z.string().optional().describe('门店编码'),
    shopName: z.string().optional().describe('门店名称'),
    shopCodeCount: z.number().int().optional().describe('在册人数'),
    /** The starter is the store's regional HR: their consolidation (2202) is the start itself. */
    consolidatedByStarter: z.boolean().optional(),
  })
  .superRefine((f, ctx) => {
    const problem = realNumberProblem(f);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type THolidayForm = z.infer<typeof ZHolidayFormSchema>;
export type THolidayFormInput = z.input<typeof ZHolidayFormSchema>;

/**
 * 实发人数 against 在册人数 (when known): at most HOLIDAY_EXTRA_PEOPLE more, and a different
 * number needs a remark. The start form, 2202's edit and the server apply the same rule.
 */
export function realNumberProblem(f: {
  realNumber: number;
  shopCodeCount?: number | null;
  remark?: string | null;
}): { field: 'realNumber' | 'remark'; message: string } | null {
  if (f.shopCodeCount == null) return null;
  const max = f.shopCodeCount + HOLIDAY_EXTRA_PEOPLE;
  if (f.realNumber > max)
    return { field: 'realNumber', message: `实发人数不能超过在册人数加${HOLIDAY_EXTRA_PEOPLE}（${max}）` };
  if (f.realNumber !== f.shopCodeCount && !f.remark?.trim())
    return { field: 'remark', message: '实发人数与在册人数不一致，请填写说明' };
  return null;
}

/** 金额 of a store: people × yuan per person, in yuan with two decimals. */
export function holidayAmount(realNumber: number, giftValue: number): number {
  return Math.round(realNumber * Math.round(giftValue * 100)) / 100;
}
