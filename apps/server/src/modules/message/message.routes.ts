import {
  envelopeSchema,
  MessagePaths,
  pageResultSchema,
  ZMarkReadRequestSchema,
  ZMessageListRequestSchema,
  ZMessageRowSchema,
} from '@hris/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { message } from '../../db/schema';
import { actorOf } from '../../http/actor';
import { audit } from '../../http/audit';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { checkListRequest } from '../../http/list-request';

/** A user's own messages; nobody reads another's. */
export const messageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
    async (req) => {
      const auth = requireAuth(req);
      checkListRequest(req.body, { sorts: ['createdTime'], filters: {} });
      const where = and(eq(message.userId, auth.userId), req.body.unreadOnly ? eq(message.isRead, false) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(message)
          .where(where)
          .orderBy(desc(message.createdAt), desc(message.id))
          .offset((req.body.pageIndex - 1) * req.body.pageSize)
          .limit(req.body.pageSize),
        db.select({ n: count() }).from(message).where(where),
      ]);
      return ok({
        list: rows.map((m) => ({
          id: m.id,
          title: m.title,
          content: m.content,
          link: m.link,
          isRead: m.isRead,
          createdTime: m.createdAt.toISOString(),
        })),
        total: Number(total?.n ?? 0),
      });
    },
  );

  app.post(
    MessagePaths.markRead,
    {
      schema: { tags: ['Message'], summary: '标记消息已读', body: ZMarkReadRequestSchema },
      config: { access: { scoped: { ids: 'ownMessage' } } },
    },
    async (req) => {
      const auth = requireAuth(req);
      const ids = req.body.ids ?? [];
      if (!req.body.all && ids.length === 0) return ok({ updated: 0 });
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(message)
          .set({ isRead: true })
          .where(
            and(
              eq(message.userId, auth.userId),
              eq(message.isRead, false),
              req.body.all ? undefined : inArray(message.id, ids),
            ),
          )
          .returning({ id: message.id });
        await audit(tx, actorOf(req), {
          action: 'message.markRead',
          summary: { count: rows.length, all: Boolean(req.body.all) },
        });
        return rows;
      });
      return ok({ updated: updated.length });
    },
  );
};
