import { msg } from '@hris/contract';
import { byPath } from '../../http/scoped-ids';
import type { ServerPart } from '../../server-part';
import { canSeeSession, enrolmentPlace, sessionPlace } from './train.repository';
import { trainRoutes } from './train.routes';

declare module '../../http/scoped-ids' {
  interface ScopedIdKinds {
    /** A 培训场次 the caller sees (held for a unit of their scope or above it). */
    trainSession: true;
    /** A 报名, by its person. */
    trainEnrolment: true;
  }
}

/** 培训: projects, sessions, enrolments and attendance. */
export const trainPart: ServerPart = {
  routes: [trainRoutes],
  scopedIds: {
    trainSession: {
      check: async (db, auth, value) => {
        const row = await sessionPlace(db, Number(value));
        return row ? (canSeeSession(auth, row.orgPath) ? 'in' : 'out') : 'unknown';
      },
      refusal: msg('scope.trainSession'),
    },
    trainEnrolment: {
      check: async (db, auth, value) => byPath(auth, await enrolmentPlace(db, Number(value))),
      refusal: msg('scope.trainEnrolment'),
    },
  },
};
