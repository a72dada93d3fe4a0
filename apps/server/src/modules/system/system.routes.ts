import {
  envelopeSchema,
  pageResultSchema,
  SystemPaths,
  ZSystemLogDetailRequestSchema,
  ZSystemLogDetailSchema,
  ZSystemLogListRequestSchema,
  ZSystemLogRowSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { sendSheet } from '../../http/xlsx-stream';
import { SystemService } from './system.service';

const tags = ['System'];
const access = { permission: 'SystemLog' } as const;
/** A log entry is company-wide: the permission is its whole check. */
const detailAccess = { ...access, scoped: { id: 'companyWide' } } as const;

export const systemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const system = new SystemService(db);

  app.post(
    SystemPaths.getSystemLogList,
    {
      schema: {
        tags,
        summary: '系统日志',
        body: ZSystemLogListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZSystemLogRowSchema).nullable()) },
      },
      config: { access },
    },
    async (req) => ok(await system.logList(requireAuth(req), req.body)),
  );

  app.post(
    SystemPaths.getSystemLogDetail,
    {
      schema: {
        tags,
        summary: '系统日志详情（变更前后对比）',
        body: ZSystemLogDetailRequestSchema,
        response: { 200: envelopeSchema(ZSystemLogDetailSchema.nullable()) },
      },
      config: { access: detailAccess },
    },
    async (req) => ok(await system.logDetail(requireAuth(req), req.body.id)),
  );

  app.post(
    SystemPaths.exportSystemLogList,
    {
      schema: { tags, summary: '导出系统日志（.xlsx）', body: ZSystemLogListRequestSchema },
      config: { access },
    },
    async (req, reply) => sendSheet(req, reply, await system.exportLogList(actorOf(req), req.body)),
  );
};
