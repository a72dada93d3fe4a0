import { envelopeSchema, PROCESSES, TaskPaths, ZStartableFlowSchema, ZTaskCountsSchema } from '@hris/contract';
import { and, count, countDistinct, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { task, work } from '../../db/schema';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';

const TASK_KEYS = ['Task', 'TaskIndex', 'TaskALL'] as const;

/**
 * Task counts and startable processes. The workflow engine (its own issue) adds the lists and
 * actions over the same tables.
 */
export const taskRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    TaskPaths.getTaskCounts,
    {
      schema: {
        tags: ['Task'],
        summary: '我的待办、在办、已办数量',
        response: { 200: envelopeSchema(ZTaskCountsSchema.nullable()) },
      },
      config: { access: { permission: TASK_KEYS } },
    },
    async (req) => {
      const { userId } = requireAuth(req);
      const participated = or(
        eq(work.starterUserId, userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(task)
            .where(and(eq(task.workId, work.id), eq(task.assigneeUserId, userId), eq(task.status, 'done'))),
        ),
      );
      const [[toDo], [running], [completed]] = await Promise.all([
        db
          .select({ n: count() })
          .from(task)
          .where(and(eq(task.assigneeUserId, userId), eq(task.status, 'todo'))),
        db
          .select({ n: countDistinct(work.id) })
          .from(work)
          .where(and(eq(work.status, 'running'), participated)),
        db
          .select({ n: countDistinct(work.id) })
          .from(work)
          .where(and(inArray(work.status, ['finished', 'stopped']), participated)),
      ]);
      return ok({ toDo: Number(toDo?.n ?? 0), running: Number(running?.n ?? 0), completed: Number(completed?.n ?? 0) });
    },
  );

  app.post(
    TaskPaths.getCanStartedWfList,
    {
      schema: {
        tags: ['Task'],
        summary: '我可以发起的流程',
        response: { 200: envelopeSchema(z.array(ZStartableFlowSchema).nullable()) },
      },
      config: { access: { permission: TASK_KEYS } },
    },
    async () =>
      ok(
        PROCESSES.filter((p) => p.built).map((p) => ({
          flowId: p.flowId,
          flowName: p.name,
          startForm: p.startForm ?? null,
          category: p.category,
        })),
      ),
  );
};
