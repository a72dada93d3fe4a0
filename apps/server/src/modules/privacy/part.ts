import type { ServerPart } from '../../server-part';
import { privacyRoutes } from './privacy.routes';
import { RETENTION_JOB, retentionJob } from './retention';

/**
 * Personal information protection (issue 38): reveals, the personal-data access log, and the daily
 * anonymisation of leavers past the retention (after the night's other jobs, at 02:30).
 */
export const privacyPart: ServerPart = {
  routes: [privacyRoutes],
  jobs: [{ kind: RETENTION_JOB, run: retentionJob, daily: { minute: 150 } }],
};
