import type { ServerPart } from '../../server-part';
import { HEALTH_EXPIRY_JOB, healthExpiryJob } from './expiry';
import { healthRoutes } from './health.routes';

/** 健康证: the registry's routes and the daily 健康证到期提醒 to each store's HR. */
export const healthPart: ServerPart = {
  routes: [healthRoutes],
  jobs: [{ kind: HEALTH_EXPIRY_JOB, run: healthExpiryJob, daily: {} }],
};
