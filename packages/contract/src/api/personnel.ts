import { z } from 'zod';
import { zInt } from './common';

/** Personnel changes from Excel (spec §7 batch uploads) and the RBO transfer picker. */
export const PersonnelPaths = {
  getRboTransferUser: '/api/RBO/GetRBOTransferUser',
  initiateRboTransferInBatches: '/api/RBO/InitiateRBOTransferInBatches',
  initiateChangeofPersonnelInBatches: '/api/ChangeofPersonnel/InitiateChangeofPersonnelInBatches',
  downloadBatchReport: '/api/ChangeofPersonnel/DownloadBatchReport',
} as const;

/** Template files (spec §7: under /api/wwwroot/template/, linked with a random version parameter). */
export const TEMPLATE_FILES = {
  changeOfPersonnel: '人事异动模板.xlsx',
  rboTransfer: 'RBO调动模板.xlsx',
} as const;
export const TEMPLATE_BASE = '/api/wwwroot/template/';

/** A template's address with a random version parameter, so no cache serves an old one. */
export function templateUrl(file: (typeof TEMPLATE_FILES)[keyof typeof TEMPLATE_FILES]): string {
  return `${TEMPLATE_BASE}${encodeURIComponent(file)}?v=${Math.random().toString(36).slice(2, 10)}`;
}

/** The RBO template's columns, in order (the first sheet is read, whatever its name). */
export const RBO_TEMPLATE_HEADERS = ['员工编号', '姓名', '调入门店编码', '调入日期', '备注'] as const;
/** The personnel-change template's columns, in order. */
export const CHANGE_TEMPLATE_HEADERS = [
  '员工编号',
  '姓名',
  '异动类型',
  '调入门店编码',
  '新岗位编码',
  '新职级',
  '生效日期',
  '异动原因',
] as const;
/** Rows one upload may start. */
export const BATCH_START_MAX_ROWS = 500;

export const ZRboTransferUserRequestSchema = z.object({
  keyword: z.string().trim().max(32).optional().describe('姓名或员工编号'),
  shop: z.string().trim().max(32).optional().describe('门店编码或名称'),
  pageIndex: zInt(1, 100_000).default(1).describe('页码'),
  pageSize: zInt(1, 100).default(20).describe('每页条数'),
});
export type TRboTransferUserRequest = z.infer<typeof ZRboTransferUserRequestSchema>;

export const ZRboTransferUserRowSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  shopCode: z.string(),
  shopName: z.string(),
  regionName: z.string(),
  positionName: z.string(),
  rank: z.string(),
  entryDate: z.string().nullable(),
});
export type TRboTransferUserRow = z.infer<typeof ZRboTransferUserRowSchema>;

/**
 * One line of a batch report, one per row of the sheet: who, whether the row passed, and why it
 * was refused, that it started (with its flow number) or that it passed but waits for the others.
 */
export const ZBatchReportRowSchema = z.object({
  row: z.number().int(),
  employeeId: z.string(),
  name: z.string(),
  ok: z.boolean(),
  message: z.string(),
});
export type TBatchReportRow = z.infer<typeof ZBatchReportRowSchema>;

/** A batch either started every row (code 0) or none (code 40001 with this as data). */
export const ZBatchStartResultSchema = z.object({
  started: z.number().int(),
  workIds: z.array(z.number().int()),
  report: z.array(ZBatchReportRowSchema),
});
export type TBatchStartResult = z.infer<typeof ZBatchStartResultSchema>;

export const ZBatchReportRequestSchema = z.object({
  title: z.string().trim().max(40).optional().describe('报告名称'),
  rows: z.array(ZBatchReportRowSchema).min(1).max(5_000),
});
