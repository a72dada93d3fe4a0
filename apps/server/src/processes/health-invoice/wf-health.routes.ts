import {
  ErrorCode,
  envelopeSchema,
  msg,
  WfHealthPaths,
  ZActResultSchema,
  ZAuditWfHealthRequestSchema,
  ZBatchAuditReportSchema,
  ZBatchCreateWfHealthRequestSchema,
  ZBatchCreateWfInvoiceRequestSchema,
  ZCreateWfHealthRequestSchema,
  ZCreateWfInvoiceRequestSchema,
  ZDownloadWfHealthTemplateRequestSchema,
  ZHealthInvoiceListRequestSchema,
  ZHealthInvoicePageSchema,
  ZStartedSchema,
  ZWfHealthBatchResultSchema,
  ZWfHealthBatchSheetSchema,
  ZWfHealthDetailRequestSchema,
  ZWfHealthDetailSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok, okWithMessages } from '../../http/envelope';
import { AppError, errors } from '../../http/errors';
import { receiveXlsx } from '../../http/xlsx-read';
import { sendSheet, sendXlsxBuffer } from '../../http/xlsx-stream';
import { TASK_MENU_KEYS } from '../../workflow/access';
import type { WorkflowEngine } from '../../workflow/engine';
import { HEALTH_INVOICE_FLOW, HEALTH_UPDATE_FLOW, WfHealthService } from './wf-health.service';

const tags = ['WfHealthCertificates'];
/** Who may start and handle works (the task centre's keys). */
const TASK_KEYS = TASK_MENU_KEYS;
/** 健康证发票 (/health/invoice): its list, and head-office HR's batch audit on that page. */
const INVOICE = 'HealthInvoice';

/** 健康证更新 (38), 健康证发票报销 (39) and 健康证发票 (spec §7). */
export const wfHealthRoutes: FastifyPluginAsyncZod<{ db: Db; engine: WorkflowEngine; config: Config }> = async (
  app,
  { db, engine, config },
) => {
  const service = new WfHealthService(db, engine);

  const single = (
    path: string,
    flowId: number,
    body: typeof ZCreateWfHealthRequestSchema | typeof ZCreateWfInvoiceRequestSchema,
    summary: string,
  ) =>
    app.post(
      path,
      {
        schema: { tags, summary, body, response: { 200: envelopeSchema(ZStartedSchema.nullable()) } },
        config: { access: { scoped: { attachmentId: 'ownAttachment' }, permission: TASK_KEYS } },
      },
      async (req) => ok(await service.start(actorOf(req), flowId, req.body as never), msg('task.submitted')),
    );
  single(
    WfHealthPaths.createWfHealthCertificate,
    HEALTH_UPDATE_FLOW,
    ZCreateWfHealthRequestSchema,
    '发起健康证更新（附健康证扫描件）',
  );
  single(
    WfHealthPaths.createWfHealthCertificateInvoice,
    HEALTH_INVOICE_FLOW,
    ZCreateWfInvoiceRequestSchema,
    '发起健康证发票报销（附发票）',
  );

  const batch = (path: string, flowId: number, summary: string) =>
    app.post(
      path,
      {
        schema: {
          tags,
          summary,
          body: flowId === HEALTH_UPDATE_FLOW ? ZBatchCreateWfHealthRequestSchema : ZBatchCreateWfInvoiceRequestSchema,
          response: { 200: envelopeSchema(ZWfHealthBatchResultSchema.nullable()) },
        },
        config: { access: { permission: TASK_KEYS } },
      },
      async (req) => {
        const result = await service.startBatch(actorOf(req), flowId, req.body.rows);
        return okWithMessages(result, msg('healthFlow.submitted', { count: result.started.length }));
      },
    );
  batch(
    WfHealthPaths.batchCreateWfHealthCertificate,
    HEALTH_UPDATE_FLOW,
    '批量发起健康证更新（每人一个流程，全部无误才发起）',
  );
  batch(
    WfHealthPaths.batchCreateWfHealthCertificateInvoice,
    HEALTH_INVOICE_FLOW,
    '批量发起健康证发票报销（全部无误才发起）',
  );

  app.post(
    WfHealthPaths.downloadTemplate,
    {
      schema: {
        tags,
        summary: '下载健康证更新批量发起模板（.xlsx；传工号时预填这些员工的工号和姓名）',
        body: ZDownloadWfHealthTemplateRequestSchema,
      },
      config: { access: { scoped: { employeeIds: 'employee' }, permission: TASK_KEYS } },
    },
    async (req, reply) =>
      sendXlsxBuffer(reply, await service.batchStartTemplate(requireAuth(req), req.body.employeeIds)),
  );

  app.post(
    WfHealthPaths.readBatchTemplate,
    {
      schema: {
        tags,
        summary: '读取填好的健康证更新批量发起模板（multipart，字段 file，.xlsx；不保存，返回各行与错误）',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(ZWfHealthBatchSheetSchema.nullable()) },
      },
      config: { access: { permission: TASK_KEYS } },
    },
    async (req) => {
      const { buffer } = await receiveXlsx(req, config.uploadMaxBytes);
      return okWithMessages(await service.readBatchStartSheet(buffer));
    },
  );

  app.post(
    WfHealthPaths.getWfHealthCertificateDetail,
    {
      schema: {
        tags,
        summary: '健康证流程的数据及员工当前健康证',
        body: ZWfHealthDetailRequestSchema,
        response: { 200: envelopeSchema(ZWfHealthDetailSchema.nullable()) },
      },
      config: { access: { scoped: { workId: 'work' }, permission: TASK_KEYS } },
    },
    async (req) => ok(await service.detail(req.body.workId)),
  );

  app.post(
    WfHealthPaths.auditWfHealthCertificate,
    {
      schema: {
        tags,
        summary: '审批健康证更新或发票报销的待办（同意、退回或终止）',
        body: ZAuditWfHealthRequestSchema,
        response: { 200: envelopeSchema(ZActResultSchema.nullable()) },
      },
      config: { access: { scoped: { taskId: 'task' }, permission: TASK_KEYS } },
    },
    async (req) => {
      const result = await service.audit(actorOf(req), req.body);
      return okWithMessages(result, result.msg);
    },
  );

  app.post(
    WfHealthPaths.downloadBatchAuditTemplate,
    {
      schema: { tags, summary: '下载发票批量审批模板（.xlsx，列出您的发票报销待办）' },
      config: { access: { permission: INVOICE } },
    },
    async (req, reply) => sendXlsxBuffer(reply, await service.auditTemplate(requireAuth(req))),
  );

  app.post(
    WfHealthPaths.importBatchAudit,
    {
      schema: {
        tags,
        summary: '导入发票批量审批（multipart，字段 file；逐行单独处理并返回结果）',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(ZBatchAuditReportSchema.nullable()) },
      },
      config: { access: { permission: INVOICE, edit: true } },
    },
    async (req) => {
      if (!req.isMultipart()) throw errors.validation(msg('health.notMultipart'));
      const part = await req.file({ limits: { fileSize: config.uploadMaxBytes, files: 1 } });
      if (!part) throw errors.validation(msg('health.notMultipart'));
      if (!/\.xlsx$/i.test(part.filename)) throw errors.validation(msg('health.notXlsx'));
      const report = await service.importAudit(actorOf(req), await part.toBuffer());
      // A sheet of which nothing could be applied is a refusal (40001, every row's reason), not a success.
      if (report.applied === 0)
        throw new AppError(ErrorCode.Validation, msg('batchAudit.noneApplied', { refused: report.refused }), {
          details: report,
        });
      return okWithMessages(report, msg('batchAudit.done', { applied: report.applied, refused: report.refused }));
    },
  );

  app.post(
    WfHealthPaths.getHealthInvoicePageList,
    {
      schema: {
        tags: ['HealthCertificates'],
        summary: '健康证发票列表（含筛选合计）',
        body: ZHealthInvoiceListRequestSchema,
        response: { 200: envelopeSchema(ZHealthInvoicePageSchema.nullable()) },
      },
      config: { access: { permission: INVOICE } },
    },
    async (req) => ok(await service.listInvoices(requireAuth(req), req.body)),
  );

  app.post(
    WfHealthPaths.exportHealthInvoicePageList,
    {
      schema: {
        tags: ['HealthCertificates'],
        summary: '导出健康证发票（.xlsx，当前筛选，末行合计）',
        body: ZHealthInvoiceListRequestSchema,
      },
      config: { access: { permission: INVOICE } },
    },
    async (req, reply) => sendSheet(req, reply, await service.exportInvoices(actorOf(req), req.body)),
  );
};
