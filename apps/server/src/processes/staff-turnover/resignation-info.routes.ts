import {
  envelopeSchema,
  StaffTurnoverPaths,
  ZFinishedResignationPageSchema,
  ZFinishedResignationsRequestSchema,
  ZResignationInfoRequestSchema,
  ZResignationInfoSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { WorkflowEngine } from '../../workflow/engine';
import { StaffTurnoverService } from './resignation-info.service';

const tags = ['StaffTurnover'];
/** Who may start works (the task centre's keys): these calls serve start forms. */
const permission = ['Task', 'TaskIndex', 'TaskALL'] as const;

/** The calls the start forms of 员工离职 (15) and 离职信息变更 (28) make. */
export const staffTurnoverRoutes: FastifyPluginAsyncZod<{ db: Db; engine: WorkflowEngine }> = async (
  app,
  { db, engine },
) => {
  const turnover = new StaffTurnoverService(db, () => engine.now());

  app.post(
    StaffTurnoverPaths.getResignationInfo,
    {
      schema: {
        tags,
        summary: '离职信息：员工的门店、岗位、入职日期、合同、三期与系统账号（数据范围内）',
        body: ZResignationInfoRequestSchema,
        response: { 200: envelopeSchema(ZResignationInfoSchema.nullable()) },
      },
      config: { access: { permission, scoped: { employeeId: 'employee' } } },
    },
    async (req) => ok(await turnover.resignationInfo(requireAuth(req), req.body.employeeId)),
  );

  app.post(
    StaffTurnoverPaths.getFinishedResignations,
    {
      schema: {
        tags,
        summary: '已办结的员工离职（离职信息变更可选；已有变更在办的除外）',
        body: ZFinishedResignationsRequestSchema,
        response: { 200: envelopeSchema(ZFinishedResignationPageSchema.nullable()) },
      },
      config: { access: { permission } },
    },
    async (req) => ok(await turnover.finishedResignations(requireAuth(req), req.body)),
  );
};
