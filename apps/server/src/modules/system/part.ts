import type { ServerPart } from '../../server-part';
import { CORE_LOG_TARGETS } from './log-targets';
import { SYSTEM_LOG_PRUNE_JOB, systemLogPruneJob } from './prune';
import { systemRoutes } from './system.routes';

/**
 * 系统管理: its routes, the daily deletion of system-log entries past their retention, and how the
 * log names the core records its entries are about.
 */
export const systemPart: ServerPart = {
  routes: [systemRoutes],
  logTargets: CORE_LOG_TARGETS,
  jobs: [{ kind: SYSTEM_LOG_PRUNE_JOB, run: systemLogPruneJob, daily: {} }],
};
