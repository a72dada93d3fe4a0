import {
  envelopeSchema,
  msg,
  OfficePaths,
  pageResultSchema,
  ZOfficeUserDetailSchema,
  ZOfficeUserIdRequestSchema,
  ZOfficeUserListRequestSchema,
  ZOfficeUserRowSchema,
  ZResetUserPasswordResponseSchema,
  ZRoleOptionSchema,
  ZSetUserEnabledRequestSchema,
  ZUpdateUserRequestSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../http/actor';
import { requireAuth } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { sendSheet } from '../../../http/xlsx-stream';
import { OfficeService } from './office.service';

const tags = ['Office'];
const permission = 'Office';

export const officeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const office = new OfficeService(db);

  app.post(
    OfficePaths.getUserList,
    {
      schema: {
        tags,
        summary: '用户（登录账号）列表，含角色与数据范围',
        body: ZOfficeUserListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZOfficeUserRowSchema).nullable()) },
      },
      // The role page's user picker (角色权限 → 添加用户) searches it too.
      config: { access: { permission: [permission, 'RolePermissions'] } },
    },
    async (req) => ok(await office.list(requireAuth(req), req.body)),
  );

  app.post(
    OfficePaths.getUserDetail,
    {
      schema: {
        tags,
        summary: '用户详情（含菜单权限、在线会话数）',
        body: ZOfficeUserIdRequestSchema,
        response: { 200: envelopeSchema(ZOfficeUserDetailSchema.nullable()) },
      },
      config: { access: { scoped: { userId: 'user' }, permission } },
    },
    async (req) => ok(await office.detail(requireAuth(req), req.body.userId)),
  );

  app.post(
    OfficePaths.getRoleOptions,
    {
      schema: {
        tags,
        summary: '角色选项（grantable 表示当前用户可授予）',
        response: { 200: envelopeSchema(z.array(ZRoleOptionSchema).nullable()) },
      },
      config: { access: { permission: ['Office', 'StaffList'] } },
    },
    async (req) => ok(await office.roleOptions(requireAuth(req))),
  );

  app.post(
    OfficePaths.setUserEnabled,
    {
      schema: { tags, summary: '启用或停用账号（停用后该用户立即退出登录）', body: ZSetUserEnabledRequestSchema },
      config: { access: { scoped: { userId: 'user' }, permission, edit: true } },
    },
    async (req) => {
      await office.setEnabled(actorOf(req), req.body.userId, req.body.isEnabled);
      return ok(null, msg(req.body.isEnabled ? 'office.enabled' : 'office.disabled'));
    },
  );

  app.post(
    OfficePaths.resetUserPassword,
    {
      schema: {
        tags,
        summary: '重置密码（返回一次性密码，用户下次登录须修改）',
        body: ZOfficeUserIdRequestSchema,
        response: { 200: envelopeSchema(ZResetUserPasswordResponseSchema.nullable()) },
      },
      config: { access: { scoped: { userId: 'user' }, permission, edit: true } },
    },
    async (req) => ok(await office.resetPassword(actorOf(req), req.body.userId), msg('office.passwordReset')),
  );

  app.post(
    OfficePaths.updateUser,
    {
      schema: { tags, summary: '修改用户的角色与所属组织', body: ZUpdateUserRequestSchema },
      config: { access: { scoped: { userId: 'user' }, permission, edit: true } },
    },
    async (req) => {
      await office.update(actorOf(req), req.body);
      return ok(null, msg('office.saved'));
    },
  );

  app.post(
    OfficePaths.exportUserList,
    {
      schema: { tags, summary: '导出用户（.xlsx）', body: ZOfficeUserListRequestSchema },
      config: { access: { permission } },
    },
    async (req, reply) => sendSheet(req, reply, await office.exportList(actorOf(req), req.body)),
  );
};
