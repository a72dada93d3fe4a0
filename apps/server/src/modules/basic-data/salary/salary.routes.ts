import {
  envelopeSchema,
  msg,
  pageResultSchema,
  SALARY_ROW_FIELDS,
  SalaryPaths,
  ZSalaryImportErrorsRequestSchema,
  ZSalaryImportResultSchema,
  ZSalaryListRequestSchema,
  ZSalaryRowSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../http/actor';
import { requireAuth } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { errors } from '../../../http/errors';
import { sendSheet, sendXlsxBuffer } from '../../../http/xlsx-stream';
import { SalaryService } from './salary.service';

const tags = ['Salary'];
const permission = 'SalaryList';

export const salaryRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const salary = new SalaryService(db);

  app.post(
    SalaryPaths.getSalaryAdjustmentList,
    {
      schema: {
        tags,
        summary: '调薪记录列表',
        body: ZSalaryListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZSalaryRowSchema).nullable()) },
      },
      config: { access: { permission }, personalData: { fields: SALARY_ROW_FIELDS } },
    },
    async (req) => ok(await salary.list(requireAuth(req), req.body)),
  );

  app.post(
    SalaryPaths.importSalaryAdjustment,
    {
      schema: {
        tags,
        summary: '导入调薪（multipart，字段 file，.xlsx；全部成功才导入，否则返回 40001 与逐行错误）',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(ZSalaryImportResultSchema.nullable()) },
      },
      config: { access: { permission, edit: true } },
    },
    async (req) => {
      const actor = actorOf(req);
      if (!req.isMultipart()) throw errors.validation(msg('salary.notMultipart'));
      const part = await req.file({ limits: { fileSize: config.uploadMaxBytes, files: 1 } });
      if (!part) throw errors.validation(msg('salary.noFile'));
      if (!/\.xlsx$/i.test(part.filename)) throw errors.validation(msg('salary.notXlsx'));
      const buffer = await part.toBuffer();
      if (buffer.length === 0) throw errors.validation(msg('request.badFile'));
      const result = await salary.importSheet(actor, { fileName: part.filename.slice(0, 255), buffer });
      return ok(result, msg('salary.imported', { count: result.rowCount }));
    },
  );

  app.post(
    SalaryPaths.downloadSalaryImportTemplate,
    {
      schema: { tags, summary: '下载调薪导入模板（.xlsx）' },
      config: { access: { permission } },
    },
    async (_req, reply) => sendXlsxBuffer(reply, salary.template()),
  );

  app.post(
    SalaryPaths.downloadSalaryImportErrors,
    {
      schema: { tags, summary: '下载调薪导入错误报告（.xlsx）', body: ZSalaryImportErrorsRequestSchema },
      config: { access: { permission } },
    },
    async (req, reply) => sendXlsxBuffer(reply, await salary.errorReport(requireAuth(req), req.body.batchId)),
  );

  app.post(
    SalaryPaths.exportSalaryAdjustmentList,
    {
      schema: { tags, summary: '导出调薪记录（.xlsx）', body: ZSalaryListRequestSchema },
      config: { access: { permission } },
    },
    async (req, reply) => sendSheet(req, reply, await salary.exportList(actorOf(req), req.body)),
  );
};
