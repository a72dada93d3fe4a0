import { FilePaths, ZWorkRefSchema } from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { WORK_DOCUMENT_KEYS } from '../../documents/work-documents';
import { actorOf } from '../../http/actor';
import { sendStoredFile } from '../../http/files';
import type { WorkflowEngine } from '../../workflow/engine';
import { ViolationLetterService } from './violation-letter.service';

/** The Word document of a finished employee violation (spec §7 Files: GetViolationPunishmentFile). */
export const violationLetterRoutes: FastifyPluginAsyncZod<{ db: Db; engine: WorkflowEngine }> = async (
  app,
  { db, engine },
) => {
  const documents = new ViolationLetterService(db, () => engine.now());

  app.post(
    FilePaths.getViolationPunishmentFile,
    {
      schema: {
        tags: ['File'],
        summary: '违纪处分通知书（.docx，已办结的员工违纪）',
        body: ZWorkRefSchema,
      },
      config: { access: { scoped: { workId: 'work' }, permission: WORK_DOCUMENT_KEYS } },
    },
    async (req, reply) => sendStoredFile(reply, await documents.violationLetter(actorOf(req), req.body.workId)),
  );
};
