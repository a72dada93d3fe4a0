import {
  envelopeSchema,
  ProofListPaths,
  pageResultSchema,
  ZProofListRequestSchema,
  ZProofRowSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { sendSheet } from '../../http/xlsx-stream';
import { ProofListService } from './proof-list.service';

/** 证明信列表 (flow 25); the spec has no key of its own for it: the section's, Infotatistics. */
export const proofListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const lists = new ProofListService(db);
  const access = { permission: 'Infotatistics' } as const;
  app.post(
    ProofListPaths.getProofPageList,
    {
      schema: {
        tags: ['Proof'],
        summary: '证明信列表',
        body: ZProofListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZProofRowSchema).nullable()) },
      },
      config: { access },
    },
    async (req) => ok(await lists.listProofs(requireAuth(req), req.body)),
  );
  app.post(
    ProofListPaths.exportProofPageList,
    {
      schema: { tags: ['Proof'], summary: '导出证明信列表（.xlsx）', body: ZProofListRequestSchema },
      config: { access },
    },
    async (req, reply) => sendSheet(req, reply, await lists.exportProofs(actorOf(req), req.body)),
  );
};
