import { msg } from '@hris/contract';
import { eq, inArray } from 'drizzle-orm';
import { describeBy, idKeys } from '../../http/log-targets';
import { byPath } from '../../http/scoped-ids';
import type { ServerPart } from '../../server-part';
import { trainProject, trainSession } from './tables';
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
  logTargets: {
    trainProject: {
      noun: '培训项目',
      describe: describeBy(trainProject, trainProject.id, trainProject.name, { byId: true }),
    },
    trainSession: {
      noun: '培训场次',
      describe: async (db, keys) =>
        new Map(
          (
            await db
              .select({ id: trainSession.id, name: trainProject.name, date: trainSession.sessionDate })
              .from(trainSession)
              .innerJoin(trainProject, eq(trainProject.id, trainSession.projectId))
              .where(inArray(trainSession.id, idKeys(keys)))
          ).map((r) => [String(r.id), `${r.name} ${r.date}`]),
        ),
    },
  },
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
