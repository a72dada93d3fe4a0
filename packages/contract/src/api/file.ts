import { z } from 'zod';

export const FilePaths = {
  uploadSingle: '/api/File/UploadSingle',
  getFileDownloadUrl: '/api/File/GetFileDownloadUrl',
  downloadFile: '/api/File/DownloadFile',
} as const;

export const ZAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  routeUrl: z.string(),
  byteLength: z.number().int(),
});
export type TAttachment = z.infer<typeof ZAttachmentSchema>;

export const ZAttachmentIdQuerySchema = z.object({
  attachmentId: z.coerce.number().int().positive().describe('附件编号'),
});
