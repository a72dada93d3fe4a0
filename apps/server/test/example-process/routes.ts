import { envelopeSchema } from '@hris/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { work } from '../../src/db/schema';
import { requireAuth } from '../../src/http/auth';
import { ok } from '../../src/http/envelope';
import { scopeWhere } from '../../src/http/scope';
import type { PartDeps } from '../../src/server-part';
import { EXAMPLE_PATHS, exampleProcessInfo } from './info';

/** A route of the example's own: the amount its finished works paid to one employee, in the caller's scope. */
export const exampleRoutes: FastifyPluginAsyncZod<PartDeps> = async (app, { db }) => {
  app.post(
    EXAMPLE_PATHS.getExampleTotal,
    {
      schema: {
        tags: ['Example'],
        summary: '示例流程：员工已办结金额合计',
        body: z.object({ employeeId: z.string().trim().min(1) }),
        response: { 200: envelopeSchema(z.object({ total: z.number() })) },
      },
      config: { access: { permission: 'TaskIndex', scoped: { employeeId: 'employee' } } },
    },
    async (req) => {
      const auth = requireAuth(req);
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum((${work.formData}->>'amount')::numeric), 0)::text` })
        .from(work)
        .where(
          and(
            eq(work.flowId, exampleProcessInfo.flowId),
            eq(work.status, 'finished'),
            sql`${work.formData}->>'employeeId' = ${req.body.employeeId}`,
            scopeWhere(auth, { orgPath: work.orgPath, employeeRef: work.targetEmployeeRef }),
          ),
        );
      return ok({ total: Number(row?.total ?? 0) });
    },
  );
};
