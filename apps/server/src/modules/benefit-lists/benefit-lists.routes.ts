import {
  envelopeSchema,
  InsuranceListPaths,
  pageResultSchema,
  WelfareListPaths,
  ZInsuranceListRequestSchema,
  ZInsuranceRowSchema,
  ZWelfareListRequestSchema,
  ZWelfarePageSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { sendSheet } from '../../http/xlsx-stream';
import { BenefitListsService } from './benefit-lists.service';

/**
 * 婚育福利列表 and 少儿险增加名单 (/infotatistics/welfare-list, insurance-list). The spec gives the
 * benefits no permission key of their own: the section's, Infotatistics.
 */
export const benefitListsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const lists = new BenefitListsService(db);
  const access = { permission: 'Infotatistics' } as const;

  app.post(
    WelfareListPaths.getWelfarePageList,
    {
      schema: {
        tags: ['Welfare'],
        summary: '婚育福利列表，含筛选范围内已发放金额合计',
        body: ZWelfareListRequestSchema,
        response: { 200: envelopeSchema(ZWelfarePageSchema.nullable()) },
      },
      config: { access },
    },
    async (req) => ok(await lists.listWelfare(requireAuth(req), req.body)),
  );
  app.post(
    WelfareListPaths.exportWelfarePageList,
    {
      schema: { tags: ['Welfare'], summary: '导出婚育福利列表（.xlsx，含合计行）', body: ZWelfareListRequestSchema },
      config: { access },
    },
    async (req, reply) => sendSheet(req, reply, await lists.exportWelfare(actorOf(req), req.body)),
  );
  app.post(
    InsuranceListPaths.getInsurancePageList,
    {
      schema: {
        tags: ['Insurance'],
        summary: '少儿险增加名单（身份证号码部分隐藏）',
        body: ZInsuranceListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZInsuranceRowSchema).nullable()) },
      },
      config: { access },
    },
    async (req) => ok(await lists.listInsurance(requireAuth(req), req.body)),
  );
  app.post(
    InsuranceListPaths.exportInsurancePageList,
    {
      schema: {
        tags: ['Insurance'],
        summary: '导出少儿险增加名单（.xlsx，完整身份证号码，仅总部HR）',
        body: ZInsuranceListRequestSchema,
      },
      config: { access },
    },
    async (req, reply) => sendSheet(req, reply, await lists.exportInsurance(actorOf(req), req.body)),
  );
};
