import { msg } from '@hris/contract';
import { eq } from 'drizzle-orm';
import { userPhrase } from '../../db/schema';
import type { ServerPart } from '../../server-part';
import { approvalRoutes } from './approval.routes';

declare module '../../http/scoped-ids' {
  interface ScopedIdKinds {
    /** One of the caller's own approval phrases (常用语). */
    ownPhrase: true;
  }
}

/** Approval practice beside the engine (issue 37): 抄送, 加签, printable forms, personal phrases. */
export const approvalPart: ServerPart = {
  routes: [approvalRoutes],
  scopedIds: {
    ownPhrase: {
      check: async (db, auth, value) => {
        const [row] = await db
          .select({ userId: userPhrase.userId })
          .from(userPhrase)
          .where(eq(userPhrase.id, Number(value)));
        return row ? (row.userId === auth.userId ? 'in' : 'out') : 'unknown';
      },
      refusal: msg('scope.ownPhrase'),
    },
  },
};
