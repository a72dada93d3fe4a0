import { z } from 'zod';

export { FilePaths } from './file-paths';

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
