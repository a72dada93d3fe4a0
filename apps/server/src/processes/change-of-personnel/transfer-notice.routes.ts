import { FilePaths, ZWorkRefSchema } from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { WORK_DOCUMENT_KEYS } from '../../documents/work-documents';
import { actorOf } from '../../http/actor';
import { sendStoredFile } from '../../http/files';
import type { WorkflowEngine } from '../../workflow/engine';
import { TransferNoticeService } from './transfer-notice.service';

/** The Word document of a finished store transfer (spec §7 Files: GetTransferFile). */
export const transferNoticeRoutes: FastifyPluginAsyncZod<{ db: Db; engine: WorkflowEngine }> = async (
  app,
  { db, engine },
) => {
  const documents = new TransferNoticeService(db, () => engine.now());

  app.post(
    FilePaths.getTransferFile,
    {
      schema: {
        tags: ['File'],
        summary: '调动通知书（.docx，已办结的人事异动（调店））',
        body: ZWorkRefSchema,
      },
      config: { access: { scoped: { workId: 'work' }, permission: WORK_DOCUMENT_KEYS } },
    },
    async (req, reply) => sendStoredFile(reply, await documents.transferNotice(actorOf(req), req.body.workId)),
  );
};
