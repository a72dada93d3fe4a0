import type { ServerPart } from '../../server-part';
import { dashboardRoutes } from './dashboard.routes';

/** 首页: the counts of what comes due (contracts, probations, health certificates, training). */
export const dashboardPart: ServerPart = {
  routes: [dashboardRoutes],
};
