import {
  envelopeSchema,
  FilePaths,
  HealthPaths,
  msg,
  pageResultSchema,
  ZAttachmentSchema,
  ZCreateHealthRequestSchema,
  ZHealthDetailRequestSchema,
  ZHealthDetailSchema,
  ZHealthEmployeeInfoRequestSchema,
  ZHealthEmployeeInfoSchema,
  ZHealthImportResultSchema,
  ZHealthListRequestSchema,
  ZHealthRowSchema,
  ZHealthZipRequestSchema,
  ZIdRequestSchema,
  ZSavedIdSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { receiveXlsx } from '../../http/xlsx-read';
import { sendSheet, sendXlsxBuffer } from '../../http/xlsx-stream';
import { HealthService } from './health.service';
import { sendZip } from './health-zip';

const tags = ['HealthCertificates'];
const permission = 'HealthOfList';

/** 健康证登记 (spec §2 /health/list, §7 /api/HealthCertificates/ and the zip of /api/File/). */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const health = new HealthService(db, config);

  app.post(
    HealthPaths.getHealthCertificatesPageList,
    {
      schema: {
        tags,
        summary: '健康证列表（在职门店员工各一行及其当前健康证）',
        body: ZHealthListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZHealthRowSchema).nullable()) },
      },
      config: { access: { permission } },
    },
    async (req) => ok(await health.list(requireAuth(req), req.body)),
  );

  app.post(
    HealthPaths.exportHealthCertificatesPageList,
    {
      schema: { tags, summary: '导出健康证列表（.xlsx，当前筛选）', body: ZHealthListRequestSchema },
      config: { access: { permission } },
    },
    async (req, reply) => sendSheet(req, reply, await health.exportList(actorOf(req), req.body)),
  );

  app.post(
    HealthPaths.getHealthCertificatesDetail,
    {
      schema: {
        tags,
        summary: '员工的健康证（状态与全部记录）',
        body: ZHealthDetailRequestSchema,
        response: { 200: envelopeSchema(ZHealthDetailSchema.nullable()) },
      },
      config: { access: { scoped: { employeeId: 'employee' }, permission } },
    },
    async (req) => ok(await health.detail(requireAuth(req), req.body.employeeId)),
  );

  app.post(
    HealthPaths.createHealthCertificates,
    {
      schema: {
        tags,
        summary: '登记健康证（带 id 时修改该健康证）',
        body: ZCreateHealthRequestSchema,
        response: { 200: envelopeSchema(ZSavedIdSchema.nullable()) },
      },
      config: {
        access: {
          scoped: { id: 'healthCertificate', employeeId: 'employee', attachmentId: 'ownAttachment' },
          permission,
          edit: true,
        },
      },
    },
    async (req) => {
      const { id, updated } = await health.save(actorOf(req), req.body);
      return ok({ id }, updated ? msg('health.updated') : msg('health.created'));
    },
  );

  app.post(
    HealthPaths.deleteHealthCertificates,
    {
      schema: { tags, summary: '删除健康证（保留记录与日志）', body: ZIdRequestSchema },
      config: { access: { scoped: { id: 'healthCertificate' }, permission, edit: true } },
    },
    async (req) => {
      await health.remove(actorOf(req), req.body.id);
      return ok(null, msg('health.deleted'));
    },
  );

  app.post(
    HealthPaths.uploadHealthCertificates,
    {
      schema: {
        tags,
        summary: '上传健康证附件（multipart，字段 file；jpg、jpeg、png、pdf）',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(ZAttachmentSchema.nullable()) },
      },
      config: { access: { permission, edit: true } },
    },
    async (req) => {
      const stored = await health.upload(actorOf(req), async (limits) =>
        req.isMultipart() ? req.file({ limits }) : undefined,
      );
      return ok(stored, msg('health.uploaded'));
    },
  );

  app.post(
    HealthPaths.getEmployeeInfo,
    {
      schema: {
        tags,
        summary: '选择员工：按工号或姓名查找数据范围内的在职门店员工',
        body: ZHealthEmployeeInfoRequestSchema,
        response: { 200: envelopeSchema(z.array(ZHealthEmployeeInfoSchema).nullable()) },
      },
      config: { access: { permission } },
    },
    async (req) => ok(await health.employeeInfo(requireAuth(req), req.body.keyword)),
  );

  app.post(
    HealthPaths.downloadTemplate,
    {
      schema: { tags, summary: '下载健康证导入模板（.xlsx）' },
      config: { access: { permission } },
    },
    async (_req, reply) => sendXlsxBuffer(reply, health.template()),
  );

  app.post(
    HealthPaths.importHealthCertificates,
    {
      schema: {
        tags,
        summary: '导入健康证（multipart，字段 file，.xlsx；全部无误才导入，否则返回 40001 与逐行错误）',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(ZHealthImportResultSchema.nullable()) },
      },
      config: { access: { permission, edit: true } },
    },
    async (req) => {
      const result = await health.importSheet(actorOf(req), await receiveXlsx(req, config.uploadMaxBytes));
      return ok(result, msg('health.imported', { count: result.rowCount }));
    },
  );

  app.post(
    FilePaths.downloadZipFileForHealth,
    {
      schema: {
        tags: ['File'],
        summary: '打包下载健康证附件（.zip；ids 为所选健康证，不传则为当前筛选的当前健康证）',
        body: ZHealthZipRequestSchema,
      },
      config: { access: { scoped: { ids: 'healthCertificate' }, permission } },
    },
    async (req, reply) => {
      const { fileName, files } = await health.zipFiles(actorOf(req), req.body);
      return sendZip(req, reply, fileName, files);
    },
  );
};
