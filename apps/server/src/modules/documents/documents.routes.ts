import { FilePaths, ZDimissionProofRequestSchema, ZWorkRefSchema } from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { sendStoredFile } from '../../http/files';
import { DocumentsService } from './documents.service';

/** Everyone who handles works may ask; the work itself decides (canViewWork). */
const TASK_KEYS = ['Task', 'TaskIndex', 'TaskALL'] as const;
/** 离职证明 is asked from a finished resignation (task keys) or from the staff detail page. */
const PROOF_KEYS = [...TASK_KEYS, 'StaffList'] as const;

/** Word documents generated from works (spec §7 Files: GetTransferFile …). */
export const documentsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const documents = new DocumentsService(db);

  app.post(
    FilePaths.getTransferFile,
    {
      schema: {
        tags: ['File'],
        summary: '调动通知书（.docx，已办结的人事异动（调店））',
        body: ZWorkRefSchema,
      },
      config: { access: { scoped: { workId: 'work' }, permission: TASK_KEYS } },
    },
    async (req, reply) => sendStoredFile(reply, await documents.transferNotice(actorOf(req), req.body.workId)),
  );

  app.post(
    FilePaths.getViolationPunishmentFile,
    {
      schema: {
        tags: ['File'],
        summary: '违纪处分通知书（.docx，已办结的员工违纪）',
        body: ZWorkRefSchema,
      },
      config: { access: { scoped: { workId: 'work' }, permission: TASK_KEYS } },
    },
    async (req, reply) => sendStoredFile(reply, await documents.violationLetter(actorOf(req), req.body.workId)),
  );

  app.post(
    FilePaths.getResignFile,
    {
      schema: {
        tags: ['File'],
        summary: '离职申请表（.docx，员工离职流程，任意状态）',
        body: ZWorkRefSchema,
      },
      config: { access: { scoped: { workId: 'work' }, permission: TASK_KEYS } },
    },
    async (req, reply) => sendStoredFile(reply, await documents.resignationForm(actorOf(req), req.body.workId)),
  );

  app.post(
    FilePaths.getDimissionProof,
    {
      schema: {
        tags: ['File'],
        summary: '离职证明（.docx，已离职员工取自其已办结的离职流程；或已办结的证明信（离职证明））',
        body: ZDimissionProofRequestSchema,
      },
      config: { access: { scoped: { employeeId: 'employee', workId: 'work' }, permission: PROOF_KEYS } },
    },
    async (req, reply) => {
      const { employeeId, workId } = req.body;
      const file =
        workId !== undefined
          ? await documents.dimissionProofOfWork(actorOf(req), workId)
          : await documents.dimissionProof(actorOf(req), employeeId ?? '');
      return sendStoredFile(reply, file);
    },
  );

  app.post(
    FilePaths.getInComeProof,
    {
      schema: { tags: ['File'], summary: '收入证明（.docx，已办结的证明信（收入证明））', body: ZWorkRefSchema },
      config: { access: { scoped: { workId: 'work' }, permission: TASK_KEYS } },
    },
    async (req, reply) => sendStoredFile(reply, await documents.incomeProof(actorOf(req), req.body.workId)),
  );

  app.post(
    FilePaths.getOnJobProof,
    {
      schema: { tags: ['File'], summary: '在职证明（.docx，已办结的证明信（在职证明））', body: ZWorkRefSchema },
      config: { access: { scoped: { workId: 'work' }, permission: TASK_KEYS } },
    },
    async (req, reply) => sendStoredFile(reply, await documents.onJobProof(actorOf(req), req.body.workId)),
  );
};
