import {
  EmployeeContractPaths,
  envelopeSchema,
  msg,
  pageResultSchema,
  ZContractDetailSchema,
  ZContractListRequestSchema,
  ZContractRowSchema,
  ZCreateContractRequestSchema,
  ZCreateContractResponseSchema,
  ZIdRequestSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../http/actor';
import { requireAuth } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { sendSheet } from '../../../http/xlsx-stream';
import { ContractService } from './contract.service';

const tags = ['EmployeeContract'];

export const contractRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const contracts = new ContractService(db);

  app.post(
    EmployeeContractPaths.getContractList,
    {
      schema: {
        tags,
        summary: '员工合同列表',
        body: ZContractListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZContractRowSchema).nullable()) },
      },
      config: { access: { permission: 'EmployeeContract' } },
    },
    async (req) => ok(await contracts.list(requireAuth(req), req.body)),
  );

  app.post(
    EmployeeContractPaths.getContractDetail,
    {
      schema: {
        tags,
        summary: '员工合同详情',
        body: ZIdRequestSchema,
        response: { 200: envelopeSchema(ZContractDetailSchema.nullable()) },
      },
      config: { access: { scoped: { id: 'contract' }, permission: 'EmployeeContract' } },
    },
    async (req) => ok(await contracts.detail(requireAuth(req), req.body.id)),
  );

  app.post(
    EmployeeContractPaths.createContract,
    {
      schema: {
        tags,
        summary: '新增员工合同',
        body: ZCreateContractRequestSchema,
        response: { 200: envelopeSchema(ZCreateContractResponseSchema.nullable()) },
      },
      config: { access: { scoped: { employeeId: 'employee' }, permission: 'EmployeeContract', edit: true } },
    },
    async (req) => ok(await contracts.create(actorOf(req), req.body), msg('contract.created')),
  );

  app.post(
    EmployeeContractPaths.exportContractList,
    {
      schema: { tags, summary: '导出员工合同（.xlsx）', body: ZContractListRequestSchema },
      config: { access: { permission: 'EmployeeContract' } },
    },
    async (req, reply) => sendSheet(req, reply, await contracts.exportList(actorOf(req), req.body)),
  );
};
