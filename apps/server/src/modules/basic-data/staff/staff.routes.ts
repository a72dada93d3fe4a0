import {
  envelopeSchema,
  msg,
  pageResultSchema,
  SALARY_ROW_FIELDS,
  StaffPaths,
  ZAddOfficeStaffRequestSchema,
  ZAddOfficeStaffResponseSchema,
  ZIdRequestSchema,
  ZStaffDetailSchema,
  ZStaffListRequestSchema,
  ZStaffRowSchema,
  ZUpdateStaffRequestSchema,
  ZUpdateStaffResponseSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../http/actor';
import { requireAuth } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { sendSheet } from '../../../http/xlsx-stream';
import { StaffService } from './staff.service';

const tags = ['Staff'];
const permission = 'StaffList';

export const staffRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const staff = new StaffService(db);

  app.post(
    StaffPaths.getStaffList,
    {
      schema: {
        tags,
        summary: '员工信息列表',
        body: ZStaffListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZStaffRowSchema).nullable()) },
      },
      config: { access: { permission } },
    },
    async (req) => ok(await staff.list(requireAuth(req), req.body)),
  );

  app.post(
    StaffPaths.getStaffDetail,
    {
      schema: {
        tags,
        summary: '员工详情（含异动历史、流程、合同、违纪、调薪、附件）',
        body: ZIdRequestSchema,
        response: { 200: envelopeSchema(ZStaffDetailSchema.nullable()) },
      },
      // The salary changes' `amount` is a salary figure (masked ***).
      config: { access: { scoped: { id: 'employeeRow' }, permission }, personalData: { fields: SALARY_ROW_FIELDS } },
    },
    async (req) => ok(await staff.detail(requireAuth(req), req.body.id)),
  );

  app.post(
    StaffPaths.updateStaff,
    {
      schema: {
        tags,
        summary: '修改员工信息（门店、岗位、状态等变化写入异动历史）',
        body: ZUpdateStaffRequestSchema,
        response: { 200: envelopeSchema(ZUpdateStaffResponseSchema.nullable()) },
      },
      config: { access: { scoped: { id: 'employeeRow', shopId: 'shopRow' }, permission, edit: true } },
    },
    async (req) => {
      const result = await staff.update(actorOf(req), req.body);
      return ok(result, msg(result.changedFields.length > 0 ? 'staff.saved' : 'staff.nothingChanged'));
    },
  );

  app.post(
    StaffPaths.addOfficeStaff,
    {
      schema: {
        tags,
        summary: '新增办公室员工及其登录账号（返回一次性密码）',
        body: ZAddOfficeStaffRequestSchema,
        response: { 200: envelopeSchema(ZAddOfficeStaffResponseSchema.nullable()) },
      },
      config: { access: { scoped: { account: 'new' }, permission, edit: true } },
    },
    async (req) => ok(await staff.addOffice(actorOf(req), req.body), msg('staff.officeAdded')),
  );

  app.post(
    StaffPaths.exportStaffList,
    {
      schema: { tags, summary: '导出员工信息（.xlsx）', body: ZStaffListRequestSchema },
      config: { access: { permission } },
    },
    async (req, reply) => sendSheet(req, reply, await staff.exportList(actorOf(req), req.body)),
  );
};
