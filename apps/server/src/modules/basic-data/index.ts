import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { contractRoutes } from './contract/contract.routes';
import { exportEmployeeRoutes } from './export-employee/export-employee.routes';
import { officeRoutes } from './office/office.routes';
import { performanceRoutes } from './performance/performance.routes';
import { positionRoutes } from './position/position.routes';
import { salaryRoutes } from './salary/salary.routes';
import { shopRoutes } from './shop/shop.routes';
import { staffRoutes } from './staff/staff.routes';
import { threePeriodsRoutes } from './three-periods/three-periods.routes';
import { violationRoutes } from './violation/violation.routes';

/**
 * The Basic data section: staff, user accounts, shops, contracts, performance, three
 * periods, salary, positions, violations and the office-employee export.
 */
export const basicDataRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  await app.register(staffRoutes, { db });
  await app.register(officeRoutes, { db });
  await app.register(shopRoutes, { db });
  await app.register(contractRoutes, { db });
  await app.register(performanceRoutes, { db });
  await app.register(threePeriodsRoutes, { db });
  await app.register(salaryRoutes, { db, config });
  await app.register(positionRoutes, { db });
  await app.register(violationRoutes, { db });
  await app.register(exportEmployeeRoutes, { db });
};
