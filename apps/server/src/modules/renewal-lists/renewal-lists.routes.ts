import {
  ContractRenewalListPaths,
  DashboardPaths,
  EvaluationListPaths,
  envelopeSchema,
  pageResultSchema,
  ZContractRenewalListRequestSchema,
  ZContractRenewalRowSchema,
  ZEvaluationListRequestSchema,
  ZEvaluationRowSchema,
  ZExpiringCountsSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { sendSheet } from '../../http/xlsx-stream';
import { todayInChina } from '../../lists/format';
import type { EmployeeService } from '../employee/employee.service';
import { healthExpiringCounts } from '../health/health.service';
import { trainOverdueCount } from '../train/train.service';
import { RenewalListsService } from './renewal-lists.service';

export const renewalListsRoutes: FastifyPluginAsyncZod<{ db: Db; employees: EmployeeService }> = async (
  app,
  { db, employees },
) => {
  const lists = new RenewalListsService(db);

  const renewal = { tags: ['ContractRenewal'], permission: 'ContractRenewal' } as const;
  app.post(
    ContractRenewalListPaths.getContractRenewalPageList,
    {
      schema: {
        tags: renewal.tags,
        summary: '合同续签列表',
        body: ZContractRenewalListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZContractRenewalRowSchema).nullable()) },
      },
      config: { access: { permission: renewal.permission } },
    },
    async (req) => ok(await lists.listRenewals(requireAuth(req), req.body)),
  );
  app.post(
    ContractRenewalListPaths.exportContractRenewalPageList,
    {
      schema: { tags: renewal.tags, summary: '导出合同续签列表（.xlsx）', body: ZContractRenewalListRequestSchema },
      config: { access: { permission: renewal.permission } },
    },
    async (req, reply) => sendSheet(req, reply, await lists.exportRenewals(actorOf(req), req.body)),
  );

  const evaluation = { tags: ['Evaluation'], permission: 'Evaluation' } as const;
  app.post(
    EvaluationListPaths.getEvaluationPageList,
    {
      schema: {
        tags: evaluation.tags,
        summary: '试用期考核列表',
        body: ZEvaluationListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZEvaluationRowSchema).nullable()) },
      },
      config: { access: { permission: evaluation.permission } },
    },
    async (req) => ok(await lists.listEvaluations(requireAuth(req), req.body)),
  );
  app.post(
    EvaluationListPaths.exportEvaluationPageList,
    {
      schema: { tags: evaluation.tags, summary: '导出试用期考核列表（.xlsx）', body: ZEvaluationListRequestSchema },
      config: { access: { permission: evaluation.permission } },
    },
    async (req, reply) => sendSheet(req, reply, await lists.exportEvaluations(actorOf(req), req.body)),
  );

  // The home page's counts: contracts and probations for whoever may read contracts or the staff
  // list (both show the dates), health certificates for the holders of HealthOfList.
  app.post(
    DashboardPaths.getExpiringCounts,
    {
      schema: {
        tags: ['Dashboard'],
        summary: '首页：60天内到期合同、30天内试用期到期、健康证即将过期/已过期/缺失、必修培训未完成（数据范围内）',
        response: { 200: envelopeSchema(ZExpiringCountsSchema.nullable()) },
      },
      config: { access: { permission: ['EmployeeContract', 'StaffList', 'HealthOfList', 'TrainParticipation'] } },
    },
    async (req) => {
      const auth = requireAuth(req);
      const today = todayInChina();
      const people = await employees.expiringCounts(auth, today);
      const health = auth.menus.has('HealthOfList') ? await healthExpiringCounts(db, auth, today) : null;
      const train = auth.menus.has('TrainParticipation') ? await trainOverdueCount(db, auth, today) : null;
      return ok({ ...people, health, train });
    },
  );
};
