import type { ServerPart } from '../../server-part';
import { SYSTEM_LOG_PRUNE_JOB, systemLogPruneJob } from './prune';
import { systemRoutes } from './system.routes';

/** 系统管理: its routes and the daily deletion of system-log entries past their retention. */
export const systemPart: ServerPart = {
  routes: [systemRoutes],
  jobs: [{ kind: SYSTEM_LOG_PRUNE_JOB, run: systemLogPruneJob, daily: {} }],
};
