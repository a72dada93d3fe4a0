import {
  envelopeSchema,
  msg,
  NotifyPaths,
  pageResultSchema,
  ZMyNotifySettingsSaveSchema,
  ZMyNotifySettingsSchema,
  ZNotifyChannelRowSchema,
  ZNotifyChannelSaveSchema,
  ZNotifyOutboxListRequestSchema,
  ZNotifyOutboxRowSchema,
  ZNotifyRetryRequestSchema,
  ZNotifyTestResultSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { PartDeps } from '../../server-part';
import { NotifyService } from './notify.service';

const tags = ['Notify'];
/** The channels and the outbox are part of 接口中心. */
const permission = 'Interface';

/**
 * Notifications outside HRIS (issue 36): 接口中心's channels (configure, test, the outbox and its
 * retry) and every user's own settings (their addresses, which kinds on which channel).
 */
export const notifyRoutes: FastifyPluginAsyncZod<PartDeps> = async (app, { db }) => {
  const service = new NotifyService(db);

  app.post(
    NotifyPaths.getChannelList,
    {
      schema: {
        tags,
        summary: '通知渠道',
        response: { 200: envelopeSchema(z.array(ZNotifyChannelRowSchema).nullable()) },
      },
      config: { access: { permission } },
    },
    async (req) => ok(await service.channels(requireAuth(req))),
  );

  app.post(
    NotifyPaths.saveChannel,
    {
      schema: { tags, summary: '保存通知渠道', body: ZNotifyChannelSaveSchema },
      config: { access: { permission, edit: true } },
    },
    async (req) => ok(null, await service.saveChannel(actorOf(req), req.body)),
  );

  app.post(
    NotifyPaths.testChannel,
    {
      schema: {
        tags,
        summary: '测试通知渠道',
        body: ZNotifyChannelSaveSchema,
        response: { 200: envelopeSchema(ZNotifyTestResultSchema.nullable()) },
      },
      config: { access: { permission, edit: true } },
    },
    async (req) => {
      const result = await service.testChannel(actorOf(req), req.body);
      return ok(result, msg(result.ok ? 'notify.testSent' : 'notify.testFailed', { answer: result.answer }));
    },
  );

  app.post(
    NotifyPaths.getOutboxPageList,
    {
      schema: {
        tags,
        summary: '通知发送记录',
        body: ZNotifyOutboxListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZNotifyOutboxRowSchema).nullable()) },
      },
      config: { access: { permission } },
    },
    async (req) => ok(await service.outbox(requireAuth(req), req.body)),
  );

  app.post(
    NotifyPaths.retryOutbox,
    {
      schema: { tags, summary: '重新发送通知', body: ZNotifyRetryRequestSchema },
      // An outbox row is the company's, not a place's: the service admits only callers whose scope is all.
      config: { access: { permission, edit: true, scoped: { id: 'companyWide' } } },
    },
    async (req) => ok(null, await service.retry(actorOf(req), req.body.id)),
  );

  app.post(
    NotifyPaths.getMyNotifySettings,
    {
      schema: { tags, summary: '我的通知设置', response: { 200: envelopeSchema(ZMyNotifySettingsSchema.nullable()) } },
      config: { access: {} },
    },
    async (req) => ok(await service.mySettings(requireAuth(req))),
  );

  app.post(
    NotifyPaths.saveMyNotifySettings,
    {
      schema: { tags, summary: '保存我的通知设置', body: ZMyNotifySettingsSaveSchema },
      config: { access: {} },
    },
    async (req) => ok(null, await service.saveMySettings(actorOf(req), req.body)),
  );
};
