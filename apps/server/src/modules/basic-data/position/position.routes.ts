import {
  envelopeSchema,
  msg,
  PositionPaths,
  pageResultSchema,
  ZCreatePositionRequestSchema,
  ZIdRequestSchema,
  ZPositionListRequestSchema,
  ZPositionRowSchema,
  ZSavedIdSchema,
  ZUpdatePositionRequestSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../http/actor';
import { requireAuth } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { sendSheet } from '../../../http/xlsx-stream';
import { PositionService } from './position.service';

const tags = ['Position'];
const permission = 'PositionList';

export const positionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const positions = new PositionService(db);

  app.post(
    PositionPaths.getPositionList,
    {
      schema: {
        tags,
        summary: '岗位列表',
        body: ZPositionListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZPositionRowSchema).nullable()) },
      },
      config: { access: { permission } },
    },
    async (req) => ok(await positions.list(requireAuth(req), req.body)),
  );

  app.post(
    PositionPaths.getPositionDetail,
    {
      schema: {
        tags,
        summary: '岗位详情',
        body: ZIdRequestSchema,
        response: { 200: envelopeSchema(ZPositionRowSchema.nullable()) },
      },
      config: { access: { scoped: { id: 'companyWide' }, permission } },
    },
    async (req) => ok(await positions.detail(requireAuth(req), req.body.id)),
  );

  app.post(
    PositionPaths.createPosition,
    {
      schema: {
        tags,
        summary: '新增岗位',
        body: ZCreatePositionRequestSchema,
        response: { 200: envelopeSchema(ZSavedIdSchema.nullable()) },
      },
      config: { access: { permission, edit: true } },
    },
    async (req) => ok(await positions.create(actorOf(req), req.body), msg('position.created')),
  );

  app.post(
    PositionPaths.updatePosition,
    {
      schema: {
        tags,
        summary: '修改岗位',
        body: ZUpdatePositionRequestSchema,
        response: { 200: envelopeSchema(ZSavedIdSchema.nullable()) },
      },
      config: { access: { scoped: { id: 'companyWide' }, permission, edit: true } },
    },
    async (req) => ok(await positions.update(actorOf(req), req.body), msg('position.saved')),
  );

  app.post(
    PositionPaths.exportPositionList,
    {
      schema: { tags, summary: '导出岗位（.xlsx）', body: ZPositionListRequestSchema },
      config: { access: { permission } },
    },
    async (req, reply) => sendSheet(req, reply, await positions.exportList(actorOf(req), req.body)),
  );
};
