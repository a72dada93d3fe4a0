import { FilePaths, ZDimissionProofRequestSchema, ZWorkRefSchema } from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { WORK_DOCUMENT_KEYS } from '../../documents/work-documents';
import { actorOf } from '../../http/actor';
import { sendStoredFile } from '../../http/files';
import type { WorkflowEngine } from '../../workflow/engine';
import { ResignationDocumentsService } from '../staff-turnover/resignation-documents.service';
import { ProofDocumentsService } from './proof-documents.service';

/** 离职证明 is asked from a finished resignation or 证明信 (task keys) or from the staff detail page. */
const DIMISSION_PROOF_KEYS = [...WORK_DOCUMENT_KEYS, 'StaffList'] as const;

/**
 * The letters of a finished 证明信 (spec §7 Files: GetInComeProof, GetOnJobProof,
 * GetDimissionProof). GetDimissionProof also serves a resigned employee without a 证明信: the
 * resignation's own 离职证明 (processes/staff-turnover), the one call the staff page makes.
 */
export const proofDocumentsRoutes: FastifyPluginAsyncZod<{ db: Db; engine: WorkflowEngine }> = async (
  app,
  { db, engine },
) => {
  const letters = new ProofDocumentsService(db);
  const resignations = new ResignationDocumentsService(db, () => engine.now());

  app.post(
    FilePaths.getDimissionProof,
    {
      schema: {
        tags: ['File'],
        summary: '离职证明（.docx，已离职员工取自其已办结的离职流程；或已办结的证明信（离职证明））',
        body: ZDimissionProofRequestSchema,
      },
      config: { access: { scoped: { employeeId: 'employee', workId: 'work' }, permission: DIMISSION_PROOF_KEYS } },
    },
    async (req, reply) => {
      const { employeeId, workId } = req.body;
      const file =
        workId !== undefined
          ? await letters.dimissionProof(actorOf(req), workId)
          : await resignations.dimissionProof(actorOf(req), employeeId ?? '');
      return sendStoredFile(reply, file);
    },
  );

  app.post(
    FilePaths.getInComeProof,
    {
      schema: { tags: ['File'], summary: '收入证明（.docx，已办结的证明信（收入证明））', body: ZWorkRefSchema },
      config: { access: { scoped: { workId: 'work' }, permission: WORK_DOCUMENT_KEYS } },
    },
    async (req, reply) => sendStoredFile(reply, await letters.incomeProof(actorOf(req), req.body.workId)),
  );

  app.post(
    FilePaths.getOnJobProof,
    {
      schema: { tags: ['File'], summary: '在职证明（.docx，已办结的证明信（在职证明））', body: ZWorkRefSchema },
      config: { access: { scoped: { workId: 'work' }, permission: WORK_DOCUMENT_KEYS } },
    },
    async (req, reply) => sendStoredFile(reply, await letters.onJobProof(actorOf(req), req.body.workId)),
  );
};
