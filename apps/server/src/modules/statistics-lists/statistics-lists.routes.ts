import {
  DeductionListPaths,
  envelopeSchema,
  pageResultSchema,
  StaffEntryListPaths,
  StaffTurnoverListPaths,
  ZDeductionListRequestSchema,
  ZDeductionPageSchema,
  ZStaffEntryListRequestSchema,
  ZStaffEntryRowSchema,
  ZStaffTurnoverListRequestSchema,
  ZStaffTurnoverModifyListRequestSchema,
  ZStaffTurnoverModifyRowSchema,
  ZStaffTurnoverRowSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { sendSheet } from '../../http/xlsx-stream';
import { StatisticsListsService } from './statistics-lists.service';

/** 员工离职列表, 离职信息变更列表 (StaffTurnove), 员工入职列表 (StaffEntry), 失物扣款列表 (Deduction). */
export const statisticsListsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const lists = new StatisticsListsService(db);

  const turnover = { tags: ['StaffTurnover'], access: { permission: 'StaffTurnove' } } as const;
  app.post(
    StaffTurnoverListPaths.getStaffTurnoverPageList,
    {
      schema: {
        tags: turnover.tags,
        summary: '员工离职列表',
        body: ZStaffTurnoverListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZStaffTurnoverRowSchema).nullable()) },
      },
      config: { access: turnover.access },
    },
    async (req) => ok(await lists.listStaffTurnovers(requireAuth(req), req.body)),
  );
  app.post(
    StaffTurnoverListPaths.exportStaffTurnoverPageList,
    {
      schema: { tags: turnover.tags, summary: '导出员工离职列表（.xlsx）', body: ZStaffTurnoverListRequestSchema },
      config: { access: turnover.access },
    },
    async (req, reply) => sendSheet(req, reply, await lists.exportStaffTurnovers(actorOf(req), req.body)),
  );
  app.post(
    StaffTurnoverListPaths.getStaffTurnoverModifyPageList,
    {
      schema: {
        tags: turnover.tags,
        summary: '离职信息变更列表',
        body: ZStaffTurnoverModifyListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZStaffTurnoverModifyRowSchema).nullable()) },
      },
      config: { access: turnover.access },
    },
    async (req) => ok(await lists.listStaffTurnoverModifies(requireAuth(req), req.body)),
  );
  app.post(
    StaffTurnoverListPaths.exportStaffTurnoverModifyPageList,
    {
      schema: {
        tags: turnover.tags,
        summary: '导出离职信息变更列表（.xlsx）',
        body: ZStaffTurnoverModifyListRequestSchema,
      },
      config: { access: turnover.access },
    },
    async (req, reply) => sendSheet(req, reply, await lists.exportStaffTurnoverModifies(actorOf(req), req.body)),
  );

  const entry = { tags: ['StaffEntry'], access: { permission: 'StaffEntry' } } as const;
  app.post(
    StaffEntryListPaths.getStaffEntryPageList,
    {
      schema: {
        tags: entry.tags,
        summary: '员工入职列表',
        body: ZStaffEntryListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZStaffEntryRowSchema).nullable()) },
      },
      config: { access: entry.access },
    },
    async (req) => ok(await lists.listStaffEntries(requireAuth(req), req.body)),
  );
  app.post(
    StaffEntryListPaths.exportStaffEntryPageList,
    {
      schema: { tags: entry.tags, summary: '导出员工入职列表（.xlsx）', body: ZStaffEntryListRequestSchema },
      config: { access: entry.access },
    },
    async (req, reply) => sendSheet(req, reply, await lists.exportStaffEntries(actorOf(req), req.body)),
  );

  const deduction = { tags: ['Deduction'], access: { permission: 'Deduction' } } as const;
  app.post(
    DeductionListPaths.getDeductionPageList,
    {
      schema: {
        tags: deduction.tags,
        summary: '失物扣款列表（已入账），含筛选范围内合计',
        body: ZDeductionListRequestSchema,
        response: { 200: envelopeSchema(ZDeductionPageSchema.nullable()) },
      },
      config: { access: deduction.access },
    },
    async (req) => ok(await lists.listDeductions(requireAuth(req), req.body)),
  );
  app.post(
    DeductionListPaths.exportDeductionPageList,
    {
      schema: {
        tags: deduction.tags,
        summary: '导出失物扣款列表（.xlsx，含合计行）',
        body: ZDeductionListRequestSchema,
      },
      config: { access: deduction.access },
    },
    async (req, reply) => sendSheet(req, reply, await lists.exportDeductions(actorOf(req), req.body)),
  );
};
