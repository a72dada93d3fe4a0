import { msg } from '@hris/contract';
import { eq } from 'drizzle-orm';
import { byPath } from '../../http/scoped-ids';
import type { ServerPart } from '../../server-part';
import { esignOf, transferSignSyncJob } from './jobs';
import { syncTransferSignings } from './sync';
import { transferSigning } from './tables';
import { transferSignRoutes } from './transfer-sign.routes';

declare module '../../http/scoped-ids' {
  interface ScopedIdKinds {
    /** A 转签 record, by the org path it keeps (the employee's new store). */
    transferSigning: true;
  }
}

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
  scopedIds: {
    transferSigning: {
      check: async (db, auth, value) => {
        const [row] = await db
          .select({ orgPath: transferSigning.orgPath, employeeRef: transferSigning.employeeRef })
          .from(transferSigning)
          .where(eq(transferSigning.id, Number(value)));
        return byPath(auth, row);
      },
      refusal: msg('scope.transferSigning'),
    },
  },
};
