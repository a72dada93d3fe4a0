import type { ServerPart } from '../../server-part';
import { esignOf, transferSignSyncJob } from './jobs';
import { syncTransferSignings } from './sync';
import { transferSignRoutes } from './transfer-sign.routes';

/**
 * 转签: its routes, the job that sends waiting records to the e-signature platform, and on every
 * tick the records still waiting (a sync lost to a restart, a platform that was down).
 */
export const transferSignPart: ServerPart = {
  routes: [transferSignRoutes],
  jobs: [
    {
      kind: 'transferSign.sync',
      run: transferSignSyncJob,
      tick: (db, options) => syncTransferSignings(db, esignOf(options)),
    },
  ],
};
