import {
  envelopeSchema,
  msg,
  PersonnelPaths,
  pageResultSchema,
  TEMPLATE_BASE,
  TEMPLATE_FILES,
  ZBatchReportRequestSchema,
  ZBatchStartResultSchema,
  ZRboTransferUserRequestSchema,
  ZRboTransferUserRowSchema,
} from '@hris/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../http/actor';
import { requireAuth } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { errors } from '../../../http/errors';
import { sendXlsxBuffer } from '../../../http/xlsx-stream';
import { TASK_MENU_KEYS } from '../../../workflow/access';
import type { WorkflowEngine } from '../../../workflow/engine';
import { PersonnelService } from './personnel.service';

/** Who may start works (the task centre's keys): the batch starts are starts. */
const TASK_KEYS = TASK_MENU_KEYS;
const tags = ['Personnel'];

/** Batch starts of personnel changes from Excel, the RBO picker and the templates (spec §7). */
export const personnelRoutes: FastifyPluginAsyncZod<{ db: Db; engine: WorkflowEngine; config: Config }> = async (
  app,
  { db, engine: workflow, config },
) => {
  const personnel = new PersonnelService(db, workflow);

  app.post(
    PersonnelPaths.getRboTransferUser,
    {
      schema: {
        tags,
        summary: '可批量调动的员工（数据范围内在职门店员工，无进行中或待生效的人事异动）',
        body: ZRboTransferUserRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZRboTransferUserRowSchema).nullable()) },
      },
      config: { access: { permission: TASK_KEYS } },
    },
    async (req) => ok(await personnel.transferUsers(requireAuth(req), req.body)),
  );

  /** The file part of a batch upload, checked for type and size. */
  const upload = async (req: FastifyRequest) => {
    if (!req.isMultipart()) throw errors.validation(msg('batch.notMultipart'));
    const part = await req.file({ limits: { fileSize: config.uploadMaxBytes, files: 1 } });
    if (!part) throw errors.validation(msg('batch.noFile'));
    if (!/\.xlsx$/i.test(part.filename)) throw errors.validation(msg('batch.notXlsx'));
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw errors.validation(msg('request.badFile'));
    return buffer;
  };
  const batchResponse = { 200: envelopeSchema(ZBatchStartResultSchema.nullable()) };

  app.post(
    PersonnelPaths.initiateRboTransferInBatches,
    {
      schema: {
        tags,
        summary: '零售员工批量调动（multipart，字段 file，RBO模板；全部有效才发起，否则 40001 与逐行报告）',
        consumes: ['multipart/form-data'],
        response: batchResponse,
      },
      config: { access: { permission: TASK_KEYS } },
    },
    async (req) => {
      const result = await personnel.startRbo(actorOf(req), await upload(req));
      return ok(result, msg('batch.started', { count: result.started }));
    },
  );

  app.post(
    PersonnelPaths.initiateChangeofPersonnelInBatches,
    {
      schema: {
        tags,
        summary: '人事异动（调店）批量发起（multipart，字段 file，人事异动模板；全部有效才发起）',
        consumes: ['multipart/form-data'],
        response: batchResponse,
      },
      config: { access: { permission: TASK_KEYS } },
    },
    async (req) => {
      const result = await personnel.startChanges(actorOf(req), await upload(req));
      return ok(result, msg('batch.started', { count: result.started }));
    },
  );

  app.post(
    PersonnelPaths.downloadBatchReport,
    {
      schema: { tags, summary: '下载批量发起报告（.xlsx）', body: ZBatchReportRequestSchema },
      config: { access: { permission: TASK_KEYS } },
    },
    async (req, reply) => sendXlsxBuffer(reply, personnel.report(req.body.title, req.body.rows)),
  );

  // Templates under /api/wwwroot/template/ (spec §7); the web links them with ?v=<random>.
  const templates = [
    [TEMPLATE_FILES.rboTransfer, 'rbo'],
    [TEMPLATE_FILES.changeOfPersonnel, 'change'],
  ] as const;
  for (const [file, kind] of templates) {
    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url: `${TEMPLATE_BASE}${file}`,
        // ?v=<random> only defeats caches: the server ignores it.
        schema: { tags, summary: `下载${file}` },
        config: { access: { permission: TASK_KEYS } },
        handler: async (_req, reply) => sendXlsxBuffer(reply, await personnel.template(kind)),
      });
    }
  }
};
