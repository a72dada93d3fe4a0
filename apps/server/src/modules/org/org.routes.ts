import {
  envelopeSchema,
  OrgPaths,
  ZOrgUnitRowSchema,
  ZPositionOptionSchema,
  ZPositionOptionsRequestSchema,
  ZShopCityRequestSchema,
  ZShopCityRowSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { OrgService } from './org.service';

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
};
