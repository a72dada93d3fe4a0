import { z } from 'zod';
import { ZDateString } from '../api/common';
import { daysUntil } from '../api/health-paths';
import type { ProcessInfo } from './types';

/**
 * 健康证更新 (flow 38). A store HR (or an HR whose scope holds the person) submits an active store
 * employee's new certificate with its scan; 3801 the regional HR reviews, 3802 head-office HR
 * approves (batch). Finishing writes the certificate to the registry (健康证登记) with this work.
 */
export const healthUpdateProcess = {
  flowId: 38,
  key: 'healthUpdate',
  name: '健康证更新',
  nameEn: 'Health certificate update',
  category: 'other',
  startForm: 'healthUpdate_post',
  steps: [3801, 3802],
  built: true,
} satisfies ProcessInfo;

/** A certificate is valid one year: a period longer than this many days is refused. */
export const HEALTH_PERIOD_MAX_DAYS = 366;

/**
 * 健康证更新 form. The starter fills employeeId … remark (the scan is the work's attachment); the
 * fields after them are written by the server (the person as Basic data says, their current
 * certificate's end) and shown read-only; certificateId once finishing registered it.
 */
export const ZHealthUpdateFormSchema = z
  .object({
    employeeId: z.string().trim().min(1, '请选择员工').max(32).describe('员工'),
    healthStartDate: ZDateString.describe('健康证开始日期'),
    healthEndDate: ZDateString.describe('健康证结束日期'),
    remark: z.string().trim().max(500, '备注不能超过500字').optional().describe('备注'),
    employeeName: z.string().optional().describe('员工姓名'),
    shopCode: z.string().optional().describe('门店'),
    shopName: z.string().optional().describe('门店名称'),
    currentEndDate: z.string().optional().describe('当前健康证结束日期'),
    certificateId: z.number().int().optional().describe('健康证'),
  })
  .superRefine((f, ctx) => {
    if (f.healthEndDate <= f.healthStartDate)
      ctx.addIssue({ code: 'custom', path: ['healthEndDate'], message: '健康证结束日期须晚于开始日期' });
    else if (daysUntil(f.healthEndDate, f.healthStartDate) > HEALTH_PERIOD_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['healthEndDate'],
        message: `健康证有效期为一年，开始至结束不能超过${HEALTH_PERIOD_MAX_DAYS}天`,
      });
  });
export type THealthUpdateForm = z.infer<typeof ZHealthUpdateFormSchema>;
export type THealthUpdateFormInput = z.input<typeof ZHealthUpdateFormSchema>;
