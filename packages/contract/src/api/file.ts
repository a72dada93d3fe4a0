import { z } from 'zod';
import { zId } from './common';
import { DOWNLOAD_TICKET_PATTERN, UPLOAD_TARGET_NAMES } from './file-paths';

export {
  DEFAULT_UPLOAD_TARGET,
  DOWNLOAD_TICKET_PATTERN,
  FilePaths,
  UPLOAD_TARGET_NAMES,
  UPLOAD_TARGETS,
  type UploadTarget,
  WORK_DOCUMENTS,
  workDocuments,
} from './file-paths';

export const ZAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  routeUrl: z.string(),
  byteLength: z.number().int(),
});
export type TAttachment = z.infer<typeof ZAttachmentSchema>;

/**
 * An attachment id in a body or a query string: a positive 32-bit integer in decimal digits
 * (`0x10`, `1e3`, `1.5`, `-1` and ids beyond 2147483647 are refused with 40001).
 */
export const ZAttachmentId = zId('应为正整数（不超过2147483647）').describe('附件编号');

/**
 * POST GetDimissionProof: whose separation certificate — an employee (from their finished
 * resignation) or a finished 证明信 (flow 25) of type 离职证明 (with its letter number); one of the two.
 */
export const ZDimissionProofRequestSchema = z
  .object({
    employeeId: z.string().trim().min(1, '请选择员工').max(32).optional().describe('员工'),
    workId: zId().optional().describe('流程实例'),
  })
  .refine((b) => (b.employeeId === undefined) !== (b.workId === undefined), {
    message: '请指定员工或证明信流程（二者选一）',
    path: ['employeeId'],
  });
export type TDimissionProofRequest = z.infer<typeof ZDimissionProofRequestSchema>;

/** POST GetFileDownloadUrl: which attachment to open. */
export const ZAttachmentIdSchema = z.object({ attachmentId: ZAttachmentId });

/**
 * GET DownloadFile / GetFileDownloadUrl: the attachment, and for a link the browser opens by
 * itself (no AccessToken header) the single-use ticket issued by POST GetFileDownloadUrl.
 */
export const ZAttachmentIdQuerySchema = ZAttachmentIdSchema.extend({
  ticket: z
    .string()
    .max(43, '下载链接无效，请重新打开附件')
    .regex(DOWNLOAD_TICKET_PATTERN, '下载链接无效，请重新打开附件')
    .optional()
    .describe('下载凭证'),
});

/** UploadSingle's query: the upload target, which decides the accepted file types. */
export const ZUploadQuerySchema = z.object({
  target: z
    .enum(UPLOAD_TARGET_NAMES, { error: `应为${UPLOAD_TARGET_NAMES.join('、')}之一` })
    .optional()
    .describe('上传类型'),
});
