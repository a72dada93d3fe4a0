import { INTERFACE_DAILY_MINUTE, INTERFACE_INTEGRATION_TEXT, type TInterfaceIntegration } from '@hris/contract';
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
  logTargets: {
    interface: {
      noun: '接口',
      describe: async (_db, keys) =>
        new Map(
          keys.flatMap((k) =>
            k in INTERFACE_INTEGRATION_TEXT
              ? [[k, INTERFACE_INTEGRATION_TEXT[k as TInterfaceIntegration].zh] as const]
              : [],
          ),
        ),
    },
  },
  jobs: [
    { kind: INTERFACE_RUN_JOB, run: interfaceRunJob, tick: (db, options) => recoverInterfaceRuns(db, options) },
    { kind: INTERFACE_DAILY_JOB, run: interfaceDailyJob, daily: { minute: INTERFACE_DAILY_MINUTE } },
  ],
};
