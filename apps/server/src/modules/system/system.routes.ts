import {
  envelopeSchema,
  pageResultSchema,
  SystemPaths,
  ZSystemLogListRequestSchema,
  ZSystemLogRowSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { SystemService } from './system.service';

export const systemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const system = new SystemService(db);

  app.post(
    SystemPaths.getSystemLogList,
    {
      schema: {
        tags: ['System'],
        summary: '系统日志',
        body: ZSystemLogListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZSystemLogRowSchema).nullable()) },
      },
      config: { access: { permission: 'SystemLog' } },
    },
    async (req) => ok(await system.logList(req.body)),
  );
};
