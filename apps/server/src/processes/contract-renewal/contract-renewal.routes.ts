import {
  ContractRenewalPaths,
  envelopeSchema,
  ZFinishedRenewalListSchema,
  ZRenewalEmployeeRequestSchema,
  ZRenewalInfoSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { ContractRenewalService } from './contract-renewal.service';

const tags = ['ContractRenewal'];
/** Who may start works (the task centre's keys): these calls serve start forms. */
const permission = ['Task', 'TaskIndex', 'TaskALL'] as const;

/** The calls the start forms of 合同续签 (14) and 续签结果变更 (29) make. */
export const contractRenewalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const renewals = new ContractRenewalService(db);

  app.post(
    ContractRenewalPaths.getRenewalInfo,
    {
      schema: {
        tags,
        summary: '续签信息：在职员工的现合同、三期、已订立固定期限次数（数据范围内）',
        body: ZRenewalEmployeeRequestSchema,
        response: { 200: envelopeSchema(ZRenewalInfoSchema.nullable()) },
      },
      config: { access: { permission, scoped: { employeeId: 'employee' } } },
    },
    async (req) => ok(await renewals.renewalInfo(requireAuth(req), req.body.employeeId)),
  );

  app.post(
    ContractRenewalPaths.getFinishedRenewals,
    {
      schema: {
        tags,
        summary: '员工已办结的合同续签（续签结果变更可选）',
        body: ZRenewalEmployeeRequestSchema,
        response: { 200: envelopeSchema(ZFinishedRenewalListSchema.nullable()) },
      },
      config: { access: { permission, scoped: { employeeId: 'employee' } } },
    },
    async (req) => ok(await renewals.finishedRenewals(requireAuth(req), req.body.employeeId)),
  );
};
