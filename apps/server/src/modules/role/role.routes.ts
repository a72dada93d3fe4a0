import {
  envelopeSchema,
  msg,
  RolePaths,
  ZCreateRoleRequestSchema,
  ZRenameRoleRequestSchema,
  ZRoleDetailSchema,
  ZRoleIdRequestSchema,
  ZRoleRowSchema,
  ZRoleUserRequestSchema,
  ZSavedIdSchema,
  ZSaveRoleGrantsRequestSchema,
  ZSetRoleDisabledRequestSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { RoleService } from './role.service';

const tags = ['Role'];
const permission = 'RolePermissions' as const;
const read = { access: { permission } };
const write = { access: { permission, edit: true } };
const userWrite = { access: { permission, edit: true, scoped: { userId: 'user' as const } } };

/** 角色权限 (spec §2 /system/rolePermissions, hidden rolePermissionsDetail). */
export const roleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const roles = new RoleService(db);

  app.post(
    RolePaths.getRoleList,
    {
      schema: {
        tags,
        summary: '角色列表（用户数、菜单数、停用）',
        response: { 200: envelopeSchema(z.array(ZRoleRowSchema).nullable()) },
      },
      config: read,
    },
    async (req) => ok(await roles.list(requireAuth(req))),
  );

  app.post(
    RolePaths.getRoleDetail,
    {
      schema: {
        tags,
        summary: '角色详情（菜单权限与用户）',
        body: ZRoleIdRequestSchema,
        response: { 200: envelopeSchema(ZRoleDetailSchema.nullable()) },
      },
      config: read,
    },
    async (req) => ok(await roles.detail(requireAuth(req), req.body.roleId)),
  );

  app.post(
    RolePaths.createRole,
    {
      schema: {
        tags,
        summary: '新增角色',
        body: ZCreateRoleRequestSchema,
        response: { 200: envelopeSchema(ZSavedIdSchema.nullable()) },
      },
      config: write,
    },
    async (req) => ok(await roles.create(actorOf(req), req.body), msg('role.created')),
  );

  app.post(
    RolePaths.renameRole,
    { schema: { tags, summary: '修改角色名称与说明（角色编号不变）', body: ZRenameRoleRequestSchema }, config: write },
    async (req) => {
      await roles.rename(actorOf(req), req.body);
      return ok(null, msg('role.renamed'));
    },
  );

  app.post(
    RolePaths.setRoleDisabled,
    {
      schema: { tags, summary: '停用或启用角色（停用的角色不授予任何权限）', body: ZSetRoleDisabledRequestSchema },
      config: write,
    },
    async (req) => {
      await roles.setDisabled(actorOf(req), req.body);
      return ok(null, msg(req.body.disabled ? 'role.disabledDone' : 'role.enabledDone'));
    },
  );

  app.post(
    RolePaths.saveRoleGrants,
    { schema: { tags, summary: '保存角色的菜单权限（整体替换）', body: ZSaveRoleGrantsRequestSchema }, config: write },
    async (req) => {
      await roles.saveGrants(actorOf(req), req.body);
      return ok(null, msg('role.grantsSaved'));
    },
  );

  app.post(
    RolePaths.addRoleUser,
    { schema: { tags, summary: '角色添加用户', body: ZRoleUserRequestSchema }, config: userWrite },
    async (req) => ok(null, msg('role.userAdded', { user: (await roles.addUser(actorOf(req), req.body)) ?? '' })),
  );

  app.post(
    RolePaths.removeRoleUser,
    { schema: { tags, summary: '角色移除用户', body: ZRoleUserRequestSchema }, config: userWrite },
    async (req) => ok(null, msg('role.userRemoved', { user: (await roles.removeUser(actorOf(req), req.body)) ?? '' })),
  );
};
