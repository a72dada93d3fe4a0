import {
  EmployeePerformancePaths,
  envelopeSchema,
  msg,
  pageResultSchema,
  ZCreatePerformanceRequestSchema,
  ZIdRequestSchema,
  ZPerformanceDetailSchema,
  ZPerformanceListRequestSchema,
  ZPerformanceRowSchema,
  ZSavedIdSchema,
  ZUpdatePerformanceRequestSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../http/actor';
import { requireAuth } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { sendSheet } from '../../../http/xlsx-stream';
import { PerformanceService } from './performance.service';

const tags = ['EmployeePerformance'];
const permission = 'EmployeePerformance';
const ZSaved = envelopeSchema(ZSavedIdSchema.nullable());

export const performanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const performance = new PerformanceService(db);

  app.post(
    EmployeePerformancePaths.getPerformanceList,
    {
      schema: {
        tags,
        summary: '员工绩效列表',
        body: ZPerformanceListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZPerformanceRowSchema).nullable()) },
      },
      config: { access: { permission } },
    },
    async (req) => ok(await performance.list(requireAuth(req), req.body)),
  );

  app.post(
    EmployeePerformancePaths.getPerformanceDetail,
    {
      schema: {
        tags,
        summary: '员工绩效详情（含历次绩效）',
        body: ZIdRequestSchema,
        response: { 200: envelopeSchema(ZPerformanceDetailSchema.nullable()) },
      },
      config: { access: { scoped: { id: 'performance' }, permission } },
    },
    async (req) => ok(await performance.detail(requireAuth(req), req.body.id)),
  );

  app.post(
    EmployeePerformancePaths.createPerformance,
    {
      schema: { tags, summary: '新增员工绩效', body: ZCreatePerformanceRequestSchema, response: { 200: ZSaved } },
      config: { access: { scoped: { employeeId: 'employee' }, permission, edit: true } },
    },
    async (req) => ok(await performance.create(actorOf(req), req.body), msg('performance.created')),
  );

  app.post(
    EmployeePerformancePaths.updatePerformance,
    {
      schema: { tags, summary: '修改员工绩效', body: ZUpdatePerformanceRequestSchema, response: { 200: ZSaved } },
      config: { access: { scoped: { id: 'performance' }, permission, edit: true } },
    },
    async (req) => ok(await performance.update(actorOf(req), req.body), msg('performance.saved')),
  );

  app.post(
    EmployeePerformancePaths.exportPerformanceList,
    {
      schema: { tags, summary: '导出员工绩效（.xlsx）', body: ZPerformanceListRequestSchema },
      config: { access: { permission } },
    },
    async (req, reply) => sendSheet(req, reply, await performance.exportList(actorOf(req), req.body)),
  );
};
