import { INTERFACE_DAILY_MINUTE } from '@hris/contract';
import type { ServerPart } from '../../server-part';
import { interfaceRoutes } from './interface.routes';
import {
  INTERFACE_DAILY_JOB,
  INTERFACE_RUN_JOB,
  interfaceDailyJob,
  interfaceRunJob,
  recoverInterfaceRuns,
} from './runs';

/**
 * 接口中心: its routes, one run of an integration, the daily scheduled run of every integration,
 * and on every tick the runs a stopped server left running.
 */
export const interfacePart: ServerPart = {
  routes: [interfaceRoutes],
  jobs: [
    { kind: INTERFACE_RUN_JOB, run: interfaceRunJob, tick: (db, options) => recoverInterfaceRuns(db, options) },
    { kind: INTERFACE_DAILY_JOB, run: interfaceDailyJob, daily: { minute: INTERFACE_DAILY_MINUTE } },
  ],
};
