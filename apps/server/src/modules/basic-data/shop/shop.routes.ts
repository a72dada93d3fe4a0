import {
  envelopeSchema,
  msg,
  pageResultSchema,
  ShopPaths,
  ZCreateShopRequestSchema,
  ZIdRequestSchema,
  ZSavedIdSchema,
  ZShopDetailSchema,
  ZShopListRequestSchema,
  ZShopRowSchema,
  ZUpdateShopRequestSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../http/actor';
import { requireAuth } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { sendSheet } from '../../../http/xlsx-stream';
import { ShopService } from './shop.service';

const tags = ['Shop'];
const permission = 'ShopInfo';

export const shopRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const shops = new ShopService(db);

  app.post(
    ShopPaths.getShopList,
    {
      schema: {
        tags,
        summary: '门店列表',
        body: ZShopListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZShopRowSchema).nullable()) },
      },
      config: { access: { permission } },
    },
    async (req) => ok(await shops.list(requireAuth(req), req.body)),
  );

  app.post(
    ShopPaths.getShopDetail,
    {
      schema: {
        tags,
        summary: '门店详情（含人数构成）',
        body: ZIdRequestSchema,
        response: { 200: envelopeSchema(ZShopDetailSchema.nullable()) },
      },
      config: { access: { scoped: { id: 'shopRow' }, permission } },
    },
    async (req) => ok(await shops.detail(requireAuth(req), req.body.id)),
  );

  app.post(
    ShopPaths.createShop,
    {
      schema: {
        tags,
        summary: '新增门店',
        body: ZCreateShopRequestSchema,
        response: { 200: envelopeSchema(ZSavedIdSchema.nullable()) },
      },
      config: { access: { scoped: { shopCode: 'new' }, permission, edit: true } },
    },
    async (req) => ok(await shops.create(actorOf(req), req.body), msg('shop.created')),
  );

  app.post(
    ShopPaths.updateShop,
    {
      schema: {
        tags,
        summary: '修改门店',
        body: ZUpdateShopRequestSchema,
        response: { 200: envelopeSchema(ZSavedIdSchema.nullable()) },
      },
      config: { access: { scoped: { id: 'shopRow', shopCode: 'new' }, permission, edit: true } },
    },
    async (req) => ok(await shops.update(actorOf(req), req.body), msg('shop.saved')),
  );

  app.post(
    ShopPaths.exportShopList,
    {
      schema: { tags, summary: '导出门店（.xlsx）', body: ZShopListRequestSchema },
      config: { access: { permission } },
    },
    async (req, reply) => sendSheet(req, reply, await shops.exportList(actorOf(req), req.body)),
  );
};
