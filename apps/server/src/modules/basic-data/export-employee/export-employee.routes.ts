import { ExportEmployeePaths, ZExportOfficeEmployeeRequestSchema } from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../http/actor';
import { sendSheet } from '../../../http/xlsx-stream';
import { ExportEmployeeService } from './export-employee.service';

export const exportEmployeeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const exporter = new ExportEmployeeService(db);

  app.post(
    ExportEmployeePaths.exportOfficeEmployeeList,
    {
      schema: {
        tags: ['Staff'],
        summary: '导出办公室员工（.xlsx，/tools/export-employee）',
        body: ZExportOfficeEmployeeRequestSchema,
      },
      config: { access: { permission: ['StaffList', 'Office'] } },
    },
    async (req, reply) => sendSheet(req, reply, await exporter.exportOffice(actorOf(req), req.body)),
  );
};
