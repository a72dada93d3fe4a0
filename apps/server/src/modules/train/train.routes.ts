import {
  envelopeSchema,
  msg,
  pageResultSchema,
  TrainPaths,
  ZEnrolCandidateSchema,
  ZEnrolCandidatesRequestSchema,
  ZEnrolRequestSchema,
  ZEnrolResultSchema,
  ZIdRequestSchema,
  ZSavedIdSchema,
  ZSaveParticipationRequestSchema,
  ZSaveTrainProjectRequestSchema,
  ZSaveTrainSessionRequestSchema,
  ZSessionIdRequestSchema,
  ZTrainEmployeeRequestSchema,
  ZTrainImportResultSchema,
  ZTrainOverdueListRequestSchema,
  ZTrainOverdueRowSchema,
  ZTrainParticipationListRequestSchema,
  ZTrainParticipationRowSchema,
  ZTrainProjectListRequestSchema,
  ZTrainProjectOptionSchema,
  ZTrainProjectRowSchema,
  ZTrainSessionListRequestSchema,
  ZTrainSessionRowSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { errors } from '../../http/errors';
import { sendSheet, sendXlsxBuffer } from '../../http/xlsx-stream';
import { TrainEnrolmentsService } from './train-enrolments.service';
import { TrainImportService } from './train-import.service';
import { TrainOverdueService } from './train-overdue.service';
import { TrainParticipationService } from './train-participation.service';
import { TrainProjectsService } from './train-projects.service';
import { TrainSessionsService } from './train-sessions.service';

const tags = ['Train'];
const PROJECT = 'TrainPoject';
const INFO = 'TrainInfo';
const PARTICIPATION = 'TrainParticipation';

/** 培训 (spec §2 /train): projects, sessions and enrolment, attendance, a person's record. */
export const trainRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const projects = new TrainProjectsService(db);
  const sessions = new TrainSessionsService(db);
  const enrolments = new TrainEnrolmentsService(db);
  const participation = new TrainParticipationService(db);
  const imports = new TrainImportService(db);
  const overdue = new TrainOverdueService(db);

  // ───────────── projects ─────────────
  app.post(
    TrainPaths.getProjectPageList,
    {
      schema: {
        tags,
        summary: '培训项目列表',
        body: ZTrainProjectListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZTrainProjectRowSchema).nullable()) },
      },
      config: { access: { permission: PROJECT } },
    },
    async (req) => ok(await projects.listProjects(requireAuth(req), req.body)),
  );
  app.post(
    TrainPaths.exportProjectPageList,
    {
      schema: { tags, summary: '导出培训项目（.xlsx）', body: ZTrainProjectListRequestSchema },
      config: { access: { permission: PROJECT } },
    },
    async (req, reply) => sendSheet(req, reply, await projects.exportProjects(actorOf(req), req.body)),
  );
  app.post(
    TrainPaths.getProjectDetail,
    {
      schema: {
        tags,
        summary: '培训项目详情',
        body: ZIdRequestSchema,
        response: { 200: envelopeSchema(ZTrainProjectRowSchema.nullable()) },
      },
      config: { access: { permission: [PROJECT, INFO], scoped: { id: 'companyWide' } } },
    },
    async (req) => ok(await projects.projectDetail(req.body.id)),
  );
  app.post(
    TrainPaths.getProjectOptions,
    {
      schema: {
        tags,
        summary: '培训项目选项（场次表单与筛选）',
        response: { 200: envelopeSchema(z.array(ZTrainProjectOptionSchema).nullable()) },
      },
      config: { access: { permission: [PROJECT, INFO, PARTICIPATION] } },
    },
    async () => ok(await projects.projectOptions()),
  );
  app.post(
    TrainPaths.saveProject,
    {
      schema: {
        tags,
        summary: '新增或修改培训项目（总部）',
        body: ZSaveTrainProjectRequestSchema,
        response: { 200: envelopeSchema(ZSavedIdSchema.nullable()) },
      },
      config: { access: { permission: PROJECT, edit: true, scoped: { id: 'companyWide' } } },
    },
    async (req) => {
      const { id, updated } = await projects.saveProject(actorOf(req), req.body);
      return ok({ id }, updated ? msg('train.projectUpdated') : msg('train.projectCreated'));
    },
  );

  // ───────────── sessions and enrolment ─────────────
  app.post(
    TrainPaths.getSessionPageList,
    {
      schema: {
        tags,
        summary: '培训场次列表（数据范围内的区域/门店及其上级的场次）',
        body: ZTrainSessionListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZTrainSessionRowSchema).nullable()) },
      },
      config: { access: { permission: INFO } },
    },
    async (req) => ok(await sessions.listSessions(requireAuth(req), req.body)),
  );
  app.post(
    TrainPaths.exportSessionPageList,
    {
      schema: { tags, summary: '导出培训场次（.xlsx）', body: ZTrainSessionListRequestSchema },
      config: { access: { permission: INFO } },
    },
    async (req, reply) => sendSheet(req, reply, await sessions.exportSessions(actorOf(req), req.body)),
  );
  app.post(
    TrainPaths.getSessionDetail,
    {
      schema: {
        tags,
        summary: '培训场次详情与报名名单（数据范围内的员工）',
        body: ZIdRequestSchema,
        response: {
          200: envelopeSchema(
            z.object({ session: ZTrainSessionRowSchema, enrolments: z.array(ZTrainParticipationRowSchema) }).nullable(),
          ),
        },
      },
      config: { access: { permission: [INFO, PARTICIPATION], scoped: { id: 'trainSession' } } },
    },
    async (req) => ok(await sessions.sessionDetail(requireAuth(req), req.body.id)),
  );
  app.post(
    TrainPaths.saveSession,
    {
      schema: {
        tags,
        summary: '新增或修改培训场次',
        body: ZSaveTrainSessionRequestSchema,
        response: { 200: envelopeSchema(ZSavedIdSchema.nullable()) },
      },
      config: { access: { permission: INFO, edit: true, scoped: { id: 'trainSession' } } },
    },
    async (req) => {
      const { id, updated } = await sessions.saveSession(actorOf(req), req.body);
      return ok({ id }, updated ? msg('train.sessionUpdated') : msg('train.sessionCreated'));
    },
  );
  app.post(
    TrainPaths.getEnrolCandidates,
    {
      schema: {
        tags,
        summary: '可报名的员工（按门店、岗位或工号/姓名）',
        body: ZEnrolCandidatesRequestSchema,
        response: { 200: envelopeSchema(z.array(ZEnrolCandidateSchema).nullable()) },
      },
      config: { access: { permission: INFO, scoped: { shopId: 'shopRow' } } },
    },
    async (req) => ok(await enrolments.candidates(requireAuth(req), req.body)),
  );
  app.post(
    TrainPaths.enrolEmployees,
    {
      schema: {
        tags,
        summary: '报名（全部成功或全部不报名；名额与重复报名在数据库中控制）',
        body: ZEnrolRequestSchema,
        response: { 200: envelopeSchema(ZEnrolResultSchema.nullable()) },
      },
      config: { access: { permission: INFO, edit: true } },
    },
    async (req) => {
      const result = await enrolments.enrol(actorOf(req), req.body);
      return ok(result, msg('train.enrolled', { count: result.enrolled }));
    },
  );
  app.post(
    TrainPaths.removeEnrolment,
    {
      schema: { tags, summary: '取消报名（未登记出勤时）', body: ZIdRequestSchema },
      config: { access: { permission: INFO, edit: true, scoped: { id: 'trainEnrolment' } } },
    },
    async (req) => {
      await enrolments.removeEnrolment(actorOf(req), req.body.id);
      return ok(null, msg('train.removed'));
    },
  );

  // ───────────── participation ─────────────
  app.post(
    TrainPaths.getParticipationPageList,
    {
      schema: {
        tags,
        summary: '培训出勤列表（数据范围内员工的报名与结果）',
        body: ZTrainParticipationListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZTrainParticipationRowSchema).nullable()) },
      },
      config: { access: { permission: PARTICIPATION } },
    },
    async (req) => ok(await participation.listParticipation(requireAuth(req), req.body)),
  );
  app.post(
    TrainPaths.exportParticipationPageList,
    {
      schema: { tags, summary: '导出培训出勤（.xlsx）', body: ZTrainParticipationListRequestSchema },
      config: { access: { permission: PARTICIPATION } },
    },
    async (req, reply) => sendSheet(req, reply, await participation.exportParticipation(actorOf(req), req.body)),
  );
  app.post(
    TrainPaths.saveParticipation,
    {
      schema: {
        tags,
        summary: '登记出勤、成绩与是否通过',
        body: ZSaveParticipationRequestSchema,
        response: { 200: envelopeSchema(z.object({ count: z.number().int() }).nullable()) },
      },
      config: { access: { permission: PARTICIPATION, edit: true } },
    },
    async (req) => {
      const count = await participation.saveParticipation(actorOf(req), req.body.entries);
      return ok({ count }, msg('train.participationSaved', { count }));
    },
  );
  app.post(
    TrainPaths.downloadParticipationTemplate,
    {
      schema: { tags, summary: '下载场次的出勤导入模板（已报名员工已填入）', body: ZSessionIdRequestSchema },
      config: { access: { permission: PARTICIPATION } },
    },
    async (req, reply) => sendXlsxBuffer(reply, await imports.template(requireAuth(req), req.body.sessionId)),
  );
  app.post(
    TrainPaths.importParticipation,
    {
      schema: {
        tags,
        summary:
          '导入场次出勤（multipart，字段 file，.xlsx；查询参数 sessionId；全部无误才导入，否则返回 40001 与逐行错误）',
        querystring: ZSessionIdRequestSchema,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(ZTrainImportResultSchema.nullable()) },
      },
      config: { access: { permission: PARTICIPATION, edit: true } },
    },
    async (req) => {
      if (!req.isMultipart()) throw errors.validation(msg('health.notMultipart'));
      const part = await req.file({ limits: { fileSize: config.uploadMaxBytes, files: 1 } });
      if (!part) throw errors.validation(msg('health.notMultipart'));
      if (!/\.xlsx$/i.test(part.filename)) throw errors.validation(msg('health.notXlsx'));
      const buffer = await part.toBuffer();
      if (buffer.length === 0) throw errors.validation(msg('request.badFile'));
      const result = await imports.importSheet(actorOf(req), req.query.sessionId, {
        fileName: part.filename.slice(0, 255),
        buffer,
      });
      return ok(result, msg('train.imported', { count: result.rowCount }));
    },
  );
  app.post(
    TrainPaths.getEmployeeRecords,
    {
      schema: {
        tags,
        summary: '员工的培训记录（员工详情页）',
        body: ZTrainEmployeeRequestSchema,
        response: { 200: envelopeSchema(z.array(ZTrainParticipationRowSchema).nullable()) },
      },
      config: { access: { permission: ['StaffList', PARTICIPATION], scoped: { employeeId: 'employee' } } },
    },
    async (req) => ok(await participation.employeeRecords(requireAuth(req), req.body.employeeId)),
  );

  // ───────────── required trainings not passed ─────────────
  app.post(
    TrainPaths.getOverduePageList,
    {
      schema: {
        tags,
        summary: '必修培训未完成的在职员工（数据范围内）',
        body: ZTrainOverdueListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZTrainOverdueRowSchema).nullable()) },
      },
      config: { access: { permission: PARTICIPATION } },
    },
    async (req) => ok(await overdue.listOverdue(requireAuth(req), req.body)),
  );
  app.post(
    TrainPaths.exportOverduePageList,
    {
      schema: { tags, summary: '导出必修培训未完成（.xlsx）', body: ZTrainOverdueListRequestSchema },
      config: { access: { permission: PARTICIPATION } },
    },
    async (req, reply) => sendSheet(req, reply, await overdue.exportOverdue(actorOf(req), req.body)),
  );
};
