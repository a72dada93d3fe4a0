import {
  envelopeSchema,
  msg,
  pageResultSchema,
  TransferSignPaths,
  ZTransferSignListRequestSchema,
  ZTransferSignReportRequestSchema,
  ZTransferSignReportSchema,
  ZTransferSignRetryRequestSchema,
  ZTransferSignRetryResultSchema,
  ZTransferSignRowSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { sendSheet, sendXlsxBuffer } from '../../http/xlsx-stream';
import { TransferSignService } from './transfer-sign.service';

const tags = ['TransferSign'];
const permission = 'transferList';

/** 转签列表 (spec §2 /transferList): the list, its export, retry, and the report. */
export const transferSignRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = new TransferSignService(db);

  app.post(
    TransferSignPaths.getTransferSignPageList,
    {
      schema: {
        tags,
        summary: '转签列表',
        body: ZTransferSignListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZTransferSignRowSchema).nullable()) },
      },
      config: { access: { permission } },
    },
    async (req) => ok(await service.list(requireAuth(req), req.body)),
  );

  app.post(
    TransferSignPaths.exportTransferSignPageList,
    {
      schema: { tags, summary: '导出转签列表（.xlsx）', body: ZTransferSignListRequestSchema },
      config: { access: { permission } },
    },
    async (req, reply) => sendSheet(req, reply, await service.exportList(actorOf(req), req.body)),
  );

  app.post(
    TransferSignPaths.retry,
    {
      schema: {
        tags,
        summary: '重新同步转签记录',
        body: ZTransferSignRetryRequestSchema,
        response: { 200: envelopeSchema(ZTransferSignRetryResultSchema.nullable()) },
      },
      config: { access: { scoped: { ids: 'transferSigning' }, permission, edit: true } },
    },
    async (req) => {
      const result = await service.retry(actorOf(req), req.body.ids);
      return ok(result, msg('transferSign.retried', result));
    },
  );

  app.post(
    TransferSignPaths.getTransferSignReport,
    {
      schema: {
        tags,
        summary: '转签统计',
        body: ZTransferSignReportRequestSchema,
        response: { 200: envelopeSchema(ZTransferSignReportSchema.nullable()) },
      },
      config: { access: { permission } },
    },
    async (req) => ok(await service.report(requireAuth(req), req.body)),
  );

  app.post(
    TransferSignPaths.exportTransferSignReport,
    {
      schema: { tags, summary: '导出转签统计（.xlsx）', body: ZTransferSignReportRequestSchema },
      config: { access: { permission } },
    },
    async (req, reply) => sendXlsxBuffer(reply, await service.exportReport(actorOf(req), req.body)),
  );
};
