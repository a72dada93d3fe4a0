import { businessToday, DashboardPaths, envelopeSchema, ZExpiringCountsSchema } from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { PartDeps } from '../../server-part';
import { healthExpiringCounts } from '../health/health.service';
import { trainOverdueCount } from '../train/train-overdue.service';

/**
 * The home page's counts of what comes due: contracts and probations for whoever
 * may read contracts or the staff list (both show the dates), health certificates for the holders
 * of HealthOfList, overdue required training for TrainParticipation.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<PartDeps> = async (app, { db, engine, employees }) => {
  app.post(
    DashboardPaths.getExpiringCounts,
    {
      schema: {
        tags: ['Dashboard'],
        summary: '首页：60天内到期合同、30天内试用期到期、健康证即将过期/已过期/缺失、必修培训未完成（数据范围内）',
        response: { 200: envelopeSchema(ZExpiringCountsSchema.nullable()) },
      },
      config: { access: { permission: ['EmployeeContract', 'StaffList', 'HealthOfList', 'TrainParticipation'] } },
    },
    async (req) => {
      const auth = requireAuth(req);
      const today = businessToday(engine.now());
      const people = await employees.expiringCounts(auth, today);
      const health = auth.menus.has('HealthOfList') ? await healthExpiringCounts(db, auth, today) : null;
      const train = auth.menus.has('TrainParticipation') ? await trainOverdueCount(db, auth, today) : null;
      return ok({ ...people, health, train });
    },
  );
};
