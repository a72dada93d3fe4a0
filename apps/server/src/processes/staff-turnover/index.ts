import type { ProcessPart } from '../../server-part';
import { staffTurnoverProcess } from './definition';
import { applyLeaving, RESIGNATION_APPLY_JOB } from './effects';
import { staffTurnoverList } from './list';
import { quitWeeklyReport } from './quit-weekly';
import { resignationDocumentsRoutes } from './resignation-documents.routes';
import { staffTurnoverRoutes } from './resignation-info.routes';

/** The process as the server registers it (processes/index.ts). */
export const staffTurnover: ProcessPart = {
  definition: staffTurnoverProcess,
  lists: [staffTurnoverList],
  routes: [staffTurnoverRoutes, resignationDocumentsRoutes],
  reports: [quitWeeklyReport],
  jobs: [
    {
      /** A finished resignation whose last working day has come. */
      kind: RESIGNATION_APPLY_JOB,
      run: async (tx, payload, now) => {
        const actor = payload.actorUserId == null ? null : Number(payload.actorUserId);
        await applyLeaving(tx, Number(payload.workId), actor, now);
      },
    },
  ],
};
