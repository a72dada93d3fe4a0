import {
  envelopeSchema,
  msg,
  pageResultSchema,
  ViolationPaths,
  ZCreateViolationRequestSchema,
  ZIdRequestSchema,
  ZSavedIdSchema,
  ZViolationDetailSchema,
  ZViolationListRequestSchema,
  ZViolationRowSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../http/actor';
import { requireAuth } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { sendSheet } from '../../../http/xlsx-stream';
import { ViolationService } from './violation.service';

const tags = ['Violation'];
const permission = 'ViolationList';

export const violationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const violations = new ViolationService(db);

  app.post(
    ViolationPaths.getViolationList,
    {
      schema: {
        tags,
        summary: '违纪记录列表',
        body: ZViolationListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZViolationRowSchema).nullable()) },
      },
      config: { access: { permission } },
    },
    async (req) => ok(await violations.list(requireAuth(req), req.body)),
  );

  app.post(
    ViolationPaths.getViolationDetail,
    {
      schema: {
        tags,
        summary: '违纪记录详情（含附件）',
        body: ZIdRequestSchema,
        response: { 200: envelopeSchema(ZViolationDetailSchema.nullable()) },
      },
      config: { access: { scoped: { id: 'violation' }, permission } },
    },
    async (req) => ok(await violations.detail(requireAuth(req), req.body.id)),
  );

  app.post(
    ViolationPaths.createViolation,
    {
      schema: {
        tags,
        summary: '登记违纪',
        body: ZCreateViolationRequestSchema,
        response: { 200: envelopeSchema(ZSavedIdSchema.nullable()) },
      },
      config: {
        access: { scoped: { employeeId: 'employee', attachmentIds: 'ownAttachment' }, permission, edit: true },
      },
    },
    async (req) => ok(await violations.create(actorOf(req), req.body), msg('violation.created')),
  );

  app.post(
    ViolationPaths.exportViolationList,
    {
      schema: { tags, summary: '导出违纪记录（.xlsx）', body: ZViolationListRequestSchema },
      config: { access: { permission } },
    },
    async (req, reply) => sendSheet(req, reply, await violations.exportList(actorOf(req), req.body)),
  );
};
