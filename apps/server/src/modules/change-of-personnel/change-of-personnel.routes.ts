import {
  ChangeOfPersonnelPaths,
  envelopeSchema,
  pageResultSchema,
  ZChangeOfPersonnelListRequestSchema,
  ZChangeOfPersonnelRowSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { sendSheet } from '../../http/xlsx-stream';
import { ChangeOfPersonnelService } from './change-of-personnel.service';

const tags = ['ChangeofPersonnel'];
const permission = 'ChangeOfPersonnel';

export const changeOfPersonnelRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const changes = new ChangeOfPersonnelService(db);

  app.post(
    ChangeOfPersonnelPaths.getChangeofPersonnelPageList,
    {
      schema: {
        tags,
        summary: '人事异动列表（调店、调岗）',
        body: ZChangeOfPersonnelListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZChangeOfPersonnelRowSchema).nullable()) },
      },
      config: { access: { permission } },
    },
    async (req) => ok(await changes.list(requireAuth(req), req.body)),
  );

  app.post(
    ChangeOfPersonnelPaths.exportChangeofPersonnelPageList,
    {
      schema: { tags, summary: '导出人事异动列表（.xlsx）', body: ZChangeOfPersonnelListRequestSchema },
      config: { access: { permission } },
    },
    async (req, reply) => sendSheet(req, reply, await changes.exportList(actorOf(req), req.body)),
  );
};
