import {
  envelopeSchema,
  OrgPaths,
  ZOrgUnitRowSchema,
  ZPositionOptionSchema,
  ZPositionOptionsRequestSchema,
  ZShopCityRequestSchema,
  ZShopCityRowSchema,
} from '@hris/contract';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { orgUnit, position, shop } from '../../db/schema';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { escapeLike, inScope, scopeWhere } from '../../http/scope';

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
    async (req) => {
      const auth = requireAuth(req);
      const scope = scopeWhere(auth, { orgPath: orgUnit.path });
      // Ancestors of the caller's unit are listed too so the tree can be drawn down to it.
      const ancestors = auth.scopeKind === 'all' ? undefined : sql`${auth.orgPath} like ${orgUnit.path} || '%'`;
      const rows = await db
        .select({
          id: orgUnit.id,
          parentId: orgUnit.parentId,
          kind: orgUnit.kind,
          code: orgUnit.code,
          name: orgUnit.name,
          path: orgUnit.path,
        })
        .from(orgUnit)
        .where(scope && ancestors ? or(scope, ancestors) : scope)
        .orderBy(asc(orgUnit.path), asc(orgUnit.sort));
      return ok(rows.map((row) => ({ ...row, inScope: inScope(auth, { orgPath: row.path }) })));
    },
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
    async (req) => {
      const auth = requireAuth(req);
      const region = db
        .$with('region')
        .as(db.select({ id: orgUnit.id, name: orgUnit.name }).from(orgUnit).where(eq(orgUnit.kind, 'region')));
      const keyword = req.body.keyword ? `%${escapeLike(req.body.keyword)}%` : undefined;
      const rows = await db
        .with(region)
        .select({
          id: shop.id,
          shopCode: shop.code,
          shopName: shop.name,
          city: shop.city,
          province: shop.province,
          regionName: region.name,
          isOpen: shop.isOpen,
          orgPath: orgUnit.path,
        })
        .from(shop)
        .innerJoin(orgUnit, eq(orgUnit.id, shop.orgUnitId))
        .innerJoin(region, eq(region.id, shop.regionUnitId))
        .where(
          and(
            scopeWhere(auth, { orgPath: orgUnit.path }),
            req.body.includeClosed ? undefined : eq(shop.isOpen, true),
            keyword
              ? or(
                  sql`${shop.code} ilike ${keyword}`,
                  sql`${shop.name} ilike ${keyword}`,
                  sql`${shop.city} ilike ${keyword}`,
                )
              : undefined,
          ),
        )
        .orderBy(asc(shop.code));
      return ok(rows.map(({ orgPath: _p, ...r }) => r));
    },
  );

  // Active positions for pickers in start forms (onboarding); the position pages need PositionList.
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
    async (req) => {
      const rows = await db
        .select({
          id: position.id,
          code: position.code,
          name: position.name,
          employeeType: position.employeeType,
          defaultRank: position.defaultRank,
        })
        .from(position)
        .where(
          and(
            eq(position.isActive, true),
            req.body.employeeType ? eq(position.employeeType, req.body.employeeType) : undefined,
          ),
        )
        .orderBy(asc(position.employeeType), asc(position.code));
      return ok(rows);
    },
  );
};
