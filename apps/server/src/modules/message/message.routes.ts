import {
  envelopeSchema,
  MessagePaths,
  pageResultSchema,
  ZMarkReadRequestSchema,
  ZMessageListRequestSchema,
  ZMessageRowSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { MessageService } from './message.service';

/** A user's own messages; nobody reads another's. */
export const messageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const messages = new MessageService(db);

  app.post(
    MessagePaths.getMessageList,
    {
      schema: {
        tags: ['Message'],
        summary: '我的消息',
        body: ZMessageListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZMessageRowSchema).nullable()) },
      },
      config: { access: {} },
    },
    async (req) => ok(await messages.list(requireAuth(req), req.body)),
  );

  app.post(
    MessagePaths.markRead,
    {
      schema: { tags: ['Message'], summary: '标记消息已读', body: ZMarkReadRequestSchema },
      config: { access: { scoped: { ids: 'ownMessage' } } },
    },
    async (req) => ok(await messages.markRead(actorOf(req), req.body)),
  );
};
