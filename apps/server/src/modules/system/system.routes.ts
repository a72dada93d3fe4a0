import {
  envelopeSchema,
  type FilterDef,
  pageResultSchema,
  SystemPaths,
  ZSystemLogListRequestSchema,
  ZSystemLogRowSchema,
} from '@hris/contract';
import { and, asc, count, desc, gte, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { systemLog } from '../../db/schema';
import { ok } from '../../http/envelope';
import { checkListRequest } from '../../http/list-request';
import { escapeLike } from '../../http/scope';

const LOG_FILTERS: Record<string, FilterDef> = {
  userName: { label: '用户', kind: 'text' },
  action: { label: '操作', kind: 'text' },
  createdTime: { label: '时间', kind: 'dateRange' },
};

export const systemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    SystemPaths.getSystemLogList,
    {
      schema: {
        tags: ['System'],
        summary: '系统日志',
        body: ZSystemLogListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZSystemLogRowSchema).nullable()) },
      },
      config: { access: { permission: 'SystemLog' } },
    },
    async (req) => {
      checkListRequest(req.body, { sorts: ['createdTime'], filters: LOG_FILTERS });
      const f = req.body.filters ?? {};
      const text = (k: string) =>
        f[k]?.search != null && f[k]?.search !== '' ? `%${escapeLike(String(f[k]?.search))}%` : undefined;
      const userName = text('userName');
      const action = text('action');
      const from = f.createdTime?.search ? String(f.createdTime.search) : undefined;
      const to = f.createdTime?.searchTwo ? String(f.createdTime.searchTwo) : undefined;
      const where = and(
        userName ? sql`${systemLog.userName} ilike ${userName}` : undefined,
        action ? sql`${systemLog.action} ilike ${action}` : undefined,
        from ? gte(systemLog.createdAt, new Date(`${from}T00:00:00+08:00`)) : undefined,
        to ? lte(systemLog.createdAt, new Date(`${to}T23:59:59.999+08:00`)) : undefined,
      );
      const direction = req.body.sortDirection === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(systemLog)
          .where(where)
          .orderBy(direction(systemLog.createdAt), direction(systemLog.id))
          .offset((req.body.pageIndex - 1) * req.body.pageSize)
          .limit(req.body.pageSize),
        db.select({ n: count() }).from(systemLog).where(where),
      ]);
      return ok({
        list: rows.map((r) => ({
          id: r.id,
          userName: r.userName,
          action: r.action,
          target: r.target,
          summary: r.summary == null ? null : JSON.stringify(r.summary),
          ip: r.ip,
          createdTime: r.createdAt.toISOString(),
        })),
        total: Number(total?.n ?? 0),
      });
    },
  );
};
