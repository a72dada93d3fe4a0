import {
  envelopeSchema,
  msg,
  pageResultSchema,
  ThreePeriodsPaths,
  ZCreateThreePeriodsRequestSchema,
  ZIdRequestSchema,
  ZSaveThreePeriodsResponseSchema,
  ZThreePeriodsDetailSchema,
  ZThreePeriodsListRequestSchema,
  ZThreePeriodsRowSchema,
  ZUpdateThreePeriodsRequestSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../http/actor';
import { requireAuth } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { sendSheet } from '../../../http/xlsx-stream';
import { ThreePeriodsService } from './three-periods.service';

const tags = ['ThreePeriods'];
const permission = 'UesrThreePeriodsList';

export const threePeriodsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const periods = new ThreePeriodsService(db);

  app.post(
    ThreePeriodsPaths.getThreePeriodsList,
    {
      schema: {
        tags,
        summary: '员工三期列表',
        body: ZThreePeriodsListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZThreePeriodsRowSchema).nullable()) },
      },
      config: { access: { permission } },
    },
    async (req) => ok(await periods.list(requireAuth(req), req.body)),
  );

  app.post(
    ThreePeriodsPaths.getThreePeriodsDetail,
    {
      schema: {
        tags,
        summary: '员工三期详情（含期内到期的合同）',
        body: ZIdRequestSchema,
        response: { 200: envelopeSchema(ZThreePeriodsDetailSchema.nullable()) },
      },
      config: { access: { scoped: { id: 'threePeriods' }, permission } },
    },
    async (req) => ok(await periods.detail(requireAuth(req), req.body.id)),
  );

  app.post(
    ThreePeriodsPaths.createThreePeriods,
    {
      schema: {
        tags,
        summary: '登记员工三期',
        body: ZCreateThreePeriodsRequestSchema,
        response: { 200: envelopeSchema(ZSaveThreePeriodsResponseSchema.nullable()) },
      },
      config: { access: { scoped: { employeeId: 'employee' }, permission, edit: true } },
    },
    async (req) => ok(await periods.create(actorOf(req), req.body), msg('threePeriods.created')),
  );

  app.post(
    ThreePeriodsPaths.updateThreePeriods,
    {
      schema: {
        tags,
        summary: '修改员工三期',
        body: ZUpdateThreePeriodsRequestSchema,
        response: { 200: envelopeSchema(ZSaveThreePeriodsResponseSchema.nullable()) },
      },
      config: { access: { scoped: { id: 'threePeriods' }, permission, edit: true } },
    },
    async (req) => ok(await periods.update(actorOf(req), req.body), msg('threePeriods.saved')),
  );

  app.post(
    ThreePeriodsPaths.exportThreePeriodsList,
    {
      schema: { tags, summary: '导出员工三期（.xlsx）', body: ZThreePeriodsListRequestSchema },
      config: { access: { permission } },
    },
    async (req, reply) => sendSheet(req, reply, await periods.exportList(actorOf(req), req.body)),
  );
};
