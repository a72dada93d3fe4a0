import {
  msg,
  TRAIN_SESSION_EXPORT_COLUMNS,
  TRAIN_SESSION_FILTERS,
  type TRAIN_SESSION_SORTS,
  type TTrainSessionListRequest,
  ZSaveTrainSessionRequestSchema,
} from '@hris/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { errors, fieldRefusals } from '../../http/errors';
import { inScope } from '../../http/scope';
import type { ListSpec } from '../../lists/list-query';
import { ScopedRecords } from '../../lists/scoped-records';
import { employeeScope } from '../basic-data/shared/employee-sql';
import { trainProject, trainSession } from './tables';
import { presentParticipation, presentSession } from './train.presenter';
import * as repo from './train.repository';

const invalidSession = fieldRefusals(ZSaveTrainSessionRequestSchema);

type SessionInput = z.output<typeof ZSaveTrainSessionRequestSchema>;

const sessionSpec: ListSpec<keyof typeof TRAIN_SESSION_FILTERS, keyof typeof TRAIN_SESSION_SORTS> = {
  filterDefs: TRAIN_SESSION_FILTERS,
  filterColumns: {
    projectName: { columns: [trainProject.name] },
    projectId: { column: trainSession.projectId },
    category: { column: trainProject.category },
    sessionDate: { column: trainSession.sessionDate },
    mode: { column: trainSession.mode },
    trainer: { columns: [trainSession.trainer] },
    orgUnitId: {
      build: (f) =>
        f.kind === 'id'
          ? sql`exists (select 1 from org_unit u where u.id in ${f.ids} and ${trainSession.orgPath} like u.path || '%')`
          : undefined,
    },
  },
  sortKeys: {
    sessionDate: { expr: trainSession.sessionDate, type: 'date' },
    projectName: { expr: trainProject.name, type: 'text' },
    capacity: { expr: trainSession.capacity, type: 'int' },
  },
  defaultSort: { field: 'sessionDate', direction: 'desc' },
  idColumn: trainSession.id,
};

const sessions = new ScopedRecords({
  spec: sessionSpec,
  scope: repo.sessionVisible,
  page: repo.findSessionPage,
  count: repo.countSessions,
  present: (row: repo.SessionRow, auth: AuthContext) => presentSession(row, inScope(auth, { orgPath: row.orgPath })),
  export: { title: '培训场次', action: 'train.sessionExport', columns: TRAIN_SESSION_EXPORT_COLUMNS },
});

/** A session the caller sees (held for a unit of their scope or above it): 40401 when none, else 40303. */
export async function findSeenSession(db: Executor, auth: AuthContext, id: number) {
  const session = await repo.findSession(db, id);
  if (!session) throw errors.notFound(msg('train.sessionNoun'));
  if (!repo.canSeeSession(auth, session.orgPath)) throw errors.outOfScope();
  return session;
}

/** 培训场次 (TrainInfo): held for a region or store; each caller sees those of their units and above. */
export class TrainSessionsService {
  constructor(private readonly db: Db) {}

  async listSessions(auth: AuthContext, input: TTrainSessionListRequest) {
    return sessions.list(this.db, auth, input);
  }

  async exportSessions(actor: Actor, input: TTrainSessionListRequest) {
    return sessions.exportList(this.db, actor, input);
  }

  /** A session the caller sees, with the enrolments of the employees in their scope. */
  async sessionDetail(auth: AuthContext, id: number) {
    const row = await findSeenSession(this.db, auth, id);
    const enrolments = await repo.findSessionParticipations(this.db, id, employeeScope(auth));
    return {
      session: presentSession(row, inScope(auth, { orgPath: row.orgPath })),
      enrolments: enrolments.map(presentParticipation),
    };
  }

  /** Creates or changes a session held for a region or store of the caller's scope; logged. */
  async saveSession(actor: Actor, input: SessionInput) {
    const { auth } = actor;
    return this.db.transaction(async (tx) => {
      const before = input.id ? await repo.lockSession(tx, input.id) : undefined;
      if (input.id && !before) throw errors.notFound(msg('train.sessionNoun'));
      if (before && !inScope(auth, { orgPath: before.orgPath })) throw errors.forbidden(msg('train.sessionReadOnly'));
      if (before && input.updatedTime && before.updatedAt.toISOString() !== input.updatedTime) {
        throw errors.conflict(msg('train.sessionStale'));
      }
      const project = await repo.findProject(tx, input.projectId);
      if (!project) throw invalidSession('projectId', msg('common.notFound', { what: msg('train.projectNoun') }));
      if (project.status !== 1) throw invalidSession('projectId', msg('train.projectDisabled', { name: project.name }));
      const unit = await repo.findUnit(tx, input.orgUnitId);
      if (!unit || (unit.kind !== 'region' && unit.kind !== 'store')) {
        throw invalidSession('orgUnitId', msg('train.unitKind'));
      }
      if (!inScope(auth, { orgPath: unit.path })) throw invalidSession('orgUnitId', msg('train.unitOutOfScope'));
      if (before && input.capacity < before.enrolledCount) {
        throw invalidSession('capacity', msg('train.capacityBelowEnrolled', { count: before.enrolledCount }));
      }
      const values = {
        projectId: input.projectId,
        sessionDate: input.sessionDate,
        mode: input.mode,
        place: input.place,
        trainer: input.trainer,
        orgUnitId: unit.id,
        orgPath: unit.path,
        capacity: input.capacity,
        remark: input.remark,
      };
      let id = input.id;
      if (id) await repo.updateSession(tx, id, values);
      else id = await repo.insertSession(tx, values, auth.userId);
      await audit(tx, actor, {
        action: before ? 'train.sessionUpdate' : 'train.sessionCreate',
        target: `trainSession:${id}`,
        summary: { id, before: before ?? null, after: values },
      });
      return { id: id as number, updated: Boolean(before) };
    });
  }
}
