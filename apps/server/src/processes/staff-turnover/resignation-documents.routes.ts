import { FilePaths, ZWorkRefSchema } from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { WORK_DOCUMENT_KEYS } from '../../documents/work-documents';
import { actorOf } from '../../http/actor';
import { sendStoredFile } from '../../http/files';
import type { WorkflowEngine } from '../../workflow/engine';
import { ResignationDocumentsService } from './resignation-documents.service';

/**
 * The 离职申请表 of a resignation (spec §7 Files: GetResignFile). Its 离职证明 is asked through
 * GetDimissionProof, which the 证明信 process declares (processes/proof/proof-documents.routes.ts).
 */
export const resignationDocumentsRoutes: FastifyPluginAsyncZod<{ db: Db; engine: WorkflowEngine }> = async (
  app,
  { db, engine },
) => {
  const documents = new ResignationDocumentsService(db, () => engine.now());

  app.post(
    FilePaths.getResignFile,
    {
      schema: {
        tags: ['File'],
        summary: '离职申请表（.docx，员工离职流程，任意状态）',
        body: ZWorkRefSchema,
      },
      config: { access: { scoped: { workId: 'work' }, permission: WORK_DOCUMENT_KEYS } },
    },
    async (req, reply) => sendStoredFile(reply, await documents.resignationForm(actorOf(req), req.body.workId)),
  );
};
