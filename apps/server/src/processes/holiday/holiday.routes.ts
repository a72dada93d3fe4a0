import {
  envelopeSchema,
  HolidayPaths,
  msg,
  ZCloseHolidayRequestSchema,
  ZCloseHolidayResultSchema,
  ZCreateHolidayRequestSchema,
  ZHolidayIdRequestSchema,
  ZHolidayListSchema,
  ZHolidayStartInfoRequestSchema,
  ZHolidayStartInfoSchema,
  ZHolidaySubmissionsSchema,
  ZSavedIdSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { sendXlsxBuffer } from '../../http/xlsx-stream';
import { TASK_MENU_KEYS } from '../../workflow/access';
import type { WorkflowEngine } from '../../workflow/engine';
import { HolidayService } from './holiday.service';

const tags = ['Holiday'];
/** The management page's key (the spec has none of its own for 节日礼品: ARCHITECTURE §10). */
const page = { permission: 'Infotatistics' } as const;
/** Opening and closing change works: the task key with edit, and head-office HR (the service checks). */
const manage = { permission: 'Task', edit: true } as const;
const TASK_KEYS = TASK_MENU_KEYS;

/** 节日礼品 (flow 22): open, list, a holiday's stores, the start form's choices, close, summary. */
export const holidayRoutes: FastifyPluginAsyncZod<{ db: Db; engine: WorkflowEngine }> = async (app, { db, engine }) => {
  const service = new HolidayService(db, engine);

  app.post(
    HolidayPaths.createHoliday,
    {
      schema: {
        tags,
        summary: '开启节日',
        body: ZCreateHolidayRequestSchema,
        response: { 200: envelopeSchema(ZSavedIdSchema.extend({ notified: z.number().int() }).nullable()) },
      },
      config: { access: manage },
    },
    async (req) => {
      const created = await service.create(actorOf(req), req.body);
      return ok(created, msg('holiday.opened', { name: req.body.holidayName, count: created.notified }));
    },
  );

  app.post(
    HolidayPaths.getHolidayList,
    {
      schema: { tags, summary: '节日列表', response: { 200: envelopeSchema(ZHolidayListSchema.nullable()) } },
      config: { access: page },
    },
    async (req) => ok(await service.list(requireAuth(req))),
  );

  app.post(
    HolidayPaths.getHolidaySubmissions,
    {
      schema: {
        tags,
        summary: '节日各门店名单',
        body: ZHolidayIdRequestSchema,
        response: { 200: envelopeSchema(ZHolidaySubmissionsSchema.nullable()) },
      },
      config: { access: page },
    },
    async (req) => ok(await service.submissions(requireAuth(req), req.body.holidayId)),
  );

  app.post(
    HolidayPaths.getHolidayStartInfo,
    {
      schema: {
        tags,
        summary: '节日礼品名单发起信息',
        body: ZHolidayStartInfoRequestSchema,
        response: { 200: envelopeSchema(ZHolidayStartInfoSchema.nullable()) },
      },
      config: { access: { permission: TASK_KEYS, scoped: { shopId: 'shopRow' } } },
    },
    async (req) => ok(await service.startInfo(requireAuth(req), req.body.shopId)),
  );

  app.post(
    HolidayPaths.closeHoliday,
    {
      schema: {
        tags,
        summary: '关闭节日',
        body: ZCloseHolidayRequestSchema,
        response: { 200: envelopeSchema(ZCloseHolidayResultSchema.nullable()) },
      },
      config: { access: manage },
    },
    async (req) => {
      const { result, text } = await service.close(actorOf(req), req.body);
      return ok(result, text);
    },
  );

  app.post(
    HolidayPaths.exportHolidaySummary,
    {
      schema: { tags, summary: '导出节日礼品汇总（.xlsx）', body: ZHolidayIdRequestSchema },
      config: { access: page },
    },
    async (req, reply) => sendXlsxBuffer(reply, await service.exportSummary(actorOf(req), req.body.holidayId)),
  );
};
