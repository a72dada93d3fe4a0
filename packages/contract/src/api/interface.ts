import { z } from 'zod';
import { ZRowId } from './basic-data/common';
import { zInt } from './common';
import { INTERFACE_INTEGRATIONS, INTERFACE_RUN_STATUSES, INTERFACE_RUN_TRIGGERS } from './interface-paths';

export * from './interface-paths';

export const ZInterfaceIntegrationSchema = z.enum(INTERFACE_INTEGRATIONS, { error: '请选择接口' }).describe('接口');

export const ZInterfaceRunSchema = z.object({
  id: z.number().int(),
  integration: z.enum(INTERFACE_INTEGRATIONS),
  integrationName: z.string(),
  status: z.enum(INTERFACE_RUN_STATUSES),
  statusText: z.string(),
  trigger: z.enum(INTERFACE_RUN_TRIGGERS),
  triggerText: z.string(),
  /** Display name of the user who asked; null for the schedule. */
  requestedBy: z.string().nullable(),
  createdTime: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Records handed over (rows in the file, contracts signed). */
  sent: z.number().int(),
  /** Records that failed (contracts the platform refused). */
  failed: z.number().int(),
  /** The run's file (payroll .xlsx, directory .csv); null when it made none. */
  fileName: z.string().nullable(),
  message: z.string().nullable(),
  /** The facts exported were recorded after `watermarkFrom` (null: from the beginning) up to `watermarkTo`. */
  watermarkFrom: z.string().nullable(),
  watermarkTo: z.string().nullable(),
});
export type TInterfaceRun = z.infer<typeof ZInterfaceRunSchema>;

export const ZInterfaceCardSchema = z.object({
  integration: z.enum(INTERFACE_INTEGRATIONS),
  name: z.string(),
  configured: z.boolean(),
  /** What it is configured to (the platform's address, the export folder), or the setting it lacks. */
  /** Where it is configured (ESIGN_BASE_URL, DATA_DIR/exports): for system administrators only, else null. */
  configNote: z.string().nullable(),
  lastRun: ZInterfaceRunSchema.nullable(),
  /** A run is queued or running now: 立即运行 waits. */
  busy: z.boolean(),
  /** What 重试失败 would resend: the e-signature records 转签失败, or 1 when the last run failed. */
  retryable: z.number().int(),
  /** The next scheduled run (ISO instant): the daily time in China. */
  nextRunAt: z.string(),
});
export type TInterfaceCard = z.infer<typeof ZInterfaceCardSchema>;

export const ZInterfaceRunListRequestSchema = z.object({
  integration: ZInterfaceIntegrationSchema.optional(),
  pageIndex: zInt(1, 1_000_000).default(1).describe('页码'),
  pageSize: zInt(1, 100).default(10).describe('每页条数'),
});
export type TInterfaceRunListRequest = z.infer<typeof ZInterfaceRunListRequestSchema>;

export const ZInterfaceRunRequestSchema = z.object({ integration: ZInterfaceIntegrationSchema });
export type TInterfaceRunRequest = z.infer<typeof ZInterfaceRunRequestSchema>;

export const ZInterfaceRetryResultSchema = z.object({
  /** The run queued (payroll, directory) or null when the e-signature records were handed back to the sync. */
  runId: z.number().int().nullable(),
  /** Records or runs set to go again. */
  retried: z.number().int(),
});
export type TInterfaceRetryResult = z.infer<typeof ZInterfaceRetryResultSchema>;

export const ZInterfaceDownloadRequestSchema = z.object({ id: ZRowId.describe('运行记录') });
