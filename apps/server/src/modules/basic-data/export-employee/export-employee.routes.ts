import { ExportEmployeePaths, ZExportOfficeEmployeeRequestSchema } from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { requireAuth } from '../../../http/auth';
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
    async (req, reply) => exporter.exportOffice(req, reply, requireAuth(req), req.body),
  );
};
