import { msg } from '@hris/contract';
import { byPath } from '../../http/scoped-ids';
import type { ServerPart } from '../../server-part';
import { HEALTH_EXPIRY_JOB, healthExpiryJob } from './expiry';
import { certificatePlace } from './health.repository';
import { healthRoutes } from './health.routes';

declare module '../../http/scoped-ids' {
  interface ScopedIdKinds {
    /** A 健康证, by its person; its scan is as visible as the certificate. */
    healthCertificate: true;
  }
}

/** 健康证: the registry's routes and the daily 健康证到期提醒 to each store's HR. */
export const healthPart: ServerPart = {
  routes: [healthRoutes],
  jobs: [{ kind: HEALTH_EXPIRY_JOB, run: healthExpiryJob, daily: {} }],
  scopedIds: {
    healthCertificate: {
      check: async (db, auth, value) => byPath(auth, await certificatePlace(db, Number(value))),
      refusal: msg('scope.healthCertificate'),
      ownsFiles: true,
    },
  },
};
