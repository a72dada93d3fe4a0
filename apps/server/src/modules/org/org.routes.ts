import {
  envelopeSchema,
  msg,
  OrgPaths,
  ZCloseStoreRequestSchema,
  ZCreateOrgUnitRequestSchema,
  ZMoveOrgUnitRequestSchema,
  ZOrgSearchRequestSchema,
  ZOrgSearchRowSchema,
  ZOrgTreeSchema,
  ZOrgUnitIdSchema,
  ZOrgUnitRowSchema,
  ZPositionOptionSchema,
  ZPositionOptionsRequestSchema,
  ZRenameOrgUnitRequestSchema,
  ZShopCityRequestSchema,
  ZShopCityRowSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { OrgService } from './org.service';
import { OrgTreeService } from './org-tree.service';

const ORG_READ_KEYS = [
  'Task',
  'TaskIndex',
  'BasicData',
  'StaffList',
  'ShopInfo',
  'OrgTree',
  'HealthOfList',
  'Infotatistics',
] as const;

/** Org units and shops, both restricted to the caller's scope. */
export const orgRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const orgs = new OrgService(db);
  const tree = new OrgTreeService(db);

  app.post(
    OrgPaths.getPortdeptempStationList,
    {
      schema: {
        tags: ['Org'],
        summary: '组织单元（部门、区域、门店）',
        response: { 200: envelopeSchema(z.array(ZOrgUnitRowSchema).nullable()) },
      },
      config: { access: { permission: ORG_READ_KEYS } },
    },
    async (req) => ok(await orgs.units(requireAuth(req))),
  );

  app.post(
    OrgPaths.getShopCityInfo,
    {
      schema: {
        tags: ['Org'],
        summary: '门店及所在城市',
        body: ZShopCityRequestSchema,
        response: { 200: envelopeSchema(z.array(ZShopCityRowSchema).nullable()) },
      },
      config: { access: { permission: ORG_READ_KEYS } },
    },
    async (req) => ok(await orgs.shopCities(requireAuth(req), req.body)),
  );

  app.post(
    OrgPaths.getPositionOptions,
    {
      schema: {
        tags: ['Org'],
        summary: '在用岗位（表单下拉）',
        body: ZPositionOptionsRequestSchema,
        response: { 200: envelopeSchema(z.array(ZPositionOptionSchema).nullable()) },
      },
      config: { access: { permission: ORG_READ_KEYS } },
    },
    async (req) => ok(await orgs.positionOptions(req.body)),
  );

  // 组织架构 (/system/orgTree): the tree for OrgTree; edits need its isEdit and a company-wide scope.
  const treeRead = { permission: ['OrgTree'] } as const;
  const treeEdit = { permission: ['OrgTree'], edit: true } as const;

  app.post(
    OrgPaths.getOrgTree,
    {
      schema: {
        tags: ['Org'],
        summary: '组织架构树（含各级在职人数）',
        response: { 200: envelopeSchema(ZOrgTreeSchema.nullable()) },
      },
      config: { access: treeRead },
    },
    async (req) => ok(await tree.tree(requireAuth(req))),
  );

  app.post(
    OrgPaths.searchOrgUnits,
    {
      schema: {
        tags: ['Org'],
        summary: '按名称或编码查找组织',
        body: ZOrgSearchRequestSchema,
        response: { 200: envelopeSchema(z.array(ZOrgSearchRowSchema).nullable()) },
      },
      config: { access: treeRead },
    },
    async (req) => ok(await tree.search(requireAuth(req), req.body.keyword)),
  );

  app.post(
    OrgPaths.createOrgUnit,
    {
      schema: {
        tags: ['Org'],
        summary: '新增下级组织（部门、区域）',
        body: ZCreateOrgUnitRequestSchema,
        response: { 200: envelopeSchema(ZOrgUnitIdSchema.nullable()) },
      },
      config: { access: treeEdit },
    },
    async (req) => ok(await tree.create(actorOf(req), req.body), msg('org.created')),
  );

  app.post(
    OrgPaths.renameOrgUnit,
    {
      schema: {
        tags: ['Org'],
        summary: '重命名组织',
        body: ZRenameOrgUnitRequestSchema,
        response: { 200: envelopeSchema(ZOrgUnitIdSchema.nullable()) },
      },
      config: { access: { ...treeEdit, scoped: { id: 'orgUnit' } } },
    },
    async (req) => ok(await tree.rename(actorOf(req), req.body), msg('org.renamed')),
  );

  app.post(
    OrgPaths.moveOrgUnit,
    {
      schema: {
        tags: ['Org'],
        summary: '移动组织（连同下级、人员和记录的数据范围）',
        body: ZMoveOrgUnitRequestSchema,
        response: { 200: envelopeSchema(ZOrgUnitIdSchema.nullable()) },
      },
      config: { access: { ...treeEdit, scoped: { id: 'orgUnit' } } },
    },
    async (req) => ok(await tree.move(actorOf(req), req.body), msg('org.moved')),
  );

  app.post(
    OrgPaths.closeStore,
    {
      schema: {
        tags: ['Org'],
        summary: '关闭门店（无在职员工、无进行中流程）',
        body: ZCloseStoreRequestSchema,
        response: { 200: envelopeSchema(ZOrgUnitIdSchema.nullable()) },
      },
      config: { access: { ...treeEdit, scoped: { id: 'orgUnit' } } },
    },
    async (req) => ok(await tree.closeStore(actorOf(req), req.body), msg('org.storeClosed')),
  );
};
