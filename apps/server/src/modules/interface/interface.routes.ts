import {
  envelopeSchema,
  INTERFACE_INTEGRATION_TEXT,
  InterfacePaths,
  msg,
  pageResultSchema,
  ZInterfaceCardSchema,
  ZInterfaceDownloadRequestSchema,
  ZInterfaceRetryResultSchema,
  ZInterfaceRunListRequestSchema,
  ZInterfaceRunRequestSchema,
  ZInterfaceRunSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { sendStoredFile } from '../../http/files';
import { InterfaceService } from './interface.service';

const tags = ['Interface'];
const permission = 'Interface';

/** 接口中心 (spec §2 /interface/index): the cards, the run history, run now, retry, a run's file. */
export const interfaceRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const service = new InterfaceService(db, config);

  app.post(
    InterfacePaths.getInterfaceList,
    {
      schema: {
        tags,
        summary: '接口列表',
        response: { 200: envelopeSchema(z.array(ZInterfaceCardSchema).nullable()) },
      },
      config: { access: { permission } },
    },
    async (req) => ok(await service.cards(requireAuth(req))),
  );

  app.post(
    InterfacePaths.getInterfaceRunPageList,
    {
      schema: {
        tags,
        summary: '接口运行记录',
        body: ZInterfaceRunListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZInterfaceRunSchema).nullable()) },
      },
      config: { access: { permission } },
    },
    async (req) => ok(await service.runs(requireAuth(req), req.body)),
  );

  app.post(
    InterfacePaths.runInterface,
    {
      schema: {
        tags,
        summary: '立即运行',
        body: ZInterfaceRunRequestSchema,
        response: { 200: envelopeSchema(z.object({ runId: z.number().int() }).nullable()) },
      },
      config: { access: { permission, edit: true } },
    },
    async (req) => {
      const runId = await service.runNow(actorOf(req), req.body.integration);
      return ok({ runId }, msg('interface.queued', { name: INTERFACE_INTEGRATION_TEXT[req.body.integration] }));
    },
  );

  app.post(
    InterfacePaths.retryInterface,
    {
      schema: {
        tags,
        summary: '重试失败',
        body: ZInterfaceRunRequestSchema,
        response: { 200: envelopeSchema(ZInterfaceRetryResultSchema.nullable()) },
      },
      config: { access: { permission, edit: true } },
    },
    async (req) => {
      const result = await service.retry(actorOf(req), req.body.integration);
      const text =
        result.runId === null
          ? msg('interface.esignRetried', { count: result.retried })
          : msg('interface.queued', { name: INTERFACE_INTEGRATION_TEXT[req.body.integration] });
      return ok(result, text);
    },
  );

  app.post(
    InterfacePaths.downloadInterfaceFile,
    {
      schema: { tags, summary: '下载运行文件', body: ZInterfaceDownloadRequestSchema },
      // A run is the company's, not a place's: the service admits only callers whose scope is all.
      config: { access: { permission, scoped: { id: 'companyWide' } } },
    },
    async (req, reply) => sendStoredFile(reply, await service.download(actorOf(req), req.body.id)),
  );
};
