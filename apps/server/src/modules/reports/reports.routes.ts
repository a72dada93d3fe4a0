import {
  envelopeSchema,
  REPORT_SECTION_KEYS,
  REPORTS,
  ReportPaths,
  ZReportFiltersSchema,
  ZReportRequestSchema,
  ZReportSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { sendSheet } from '../../http/xlsx-stream';
import type { ReportDefinition } from './report';
import { builtReports, ReportsService } from './reports.service';

/**
 * /reportStatistics: the region / store choices, and per built report one read and one .xlsx
 * export of the same table (contract REPORTS names each report's path and permission). `reports`
 * are those the parts bring (a process's report lives in its folder); this module adds its own.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Db; reports: readonly ReportDefinition[] }> = async (
  app,
  { db, reports: partReports },
) => {
  const reports = new ReportsService(db);

  app.post(
    ReportPaths.getReportFilters,
    {
      schema: {
        tags: ['Report'],
        summary: '报表的区域与门店筛选项（本人数据范围内）',
        response: { 200: envelopeSchema(ZReportFiltersSchema.nullable()) },
      },
      config: { access: { permission: REPORT_SECTION_KEYS } },
    },
    async (req) => ok(await reports.filters(requireAuth(req))),
  );

  for (const definition of builtReports(partReports)) {
    const meta = REPORTS[definition.key];
    const access = { permission: meta.permission, scoped: { shopId: 'shopRow' } } as const;
    app.post(
      ReportPaths.get(definition.key),
      {
        schema: {
          tags: ['Report'],
          summary: meta.title,
          body: ZReportRequestSchema,
          response: { 200: envelopeSchema(ZReportSchema.nullable()) },
        },
        config: { access },
      },
      async (req) => ok(await reports.read(definition, requireAuth(req), req.body)),
    );
    app.post(
      ReportPaths.export(definition.key),
      {
        schema: { tags: ['Report'], summary: `导出${meta.title}（.xlsx）`, body: ZReportRequestSchema },
        config: { access },
      },
      async (req, reply) => sendSheet(req, reply, await reports.exportSheet(definition, requireAuth(req), req.body)),
    );
  }
};
