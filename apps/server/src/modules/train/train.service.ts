import {
  type EMPLOYEE_SORTS,
  employeeLabel,
  msg,
  TRAIN_ENROL_MAX,
  TRAIN_OVERDUE_EXPORT_COLUMNS,
  TRAIN_OVERDUE_FILTERS,
  TRAIN_PARTICIPATION_EXPORT_COLUMNS,
  TRAIN_PARTICIPATION_FILTERS,
  type TRAIN_PARTICIPATION_SORTS,
  TRAIN_PROJECT_EXPORT_COLUMNS,
  TRAIN_PROJECT_FILTERS,
  type TRAIN_PROJECT_SORTS,
  TRAIN_SESSION_EXPORT_COLUMNS,
  TRAIN_SESSION_FILTERS,
  type TRAIN_SESSION_SORTS,
  type TTrainOverdueListRequest,
  type TTrainParticipationListRequest,
  type TTrainProjectListRequest,
  type TTrainSessionListRequest,
  ZEnrolRequestSchema,
  ZSaveParticipationRequestSchema,
  ZSaveTrainProjectRequestSchema,
  ZSaveTrainSessionRequestSchema,
} from '@hris/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { employee } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { errors, fieldRefusals } from '../../http/errors';
import { inScope } from '../../http/scope';
import { importRejected, type SheetProblem } from '../../http/xlsx-read';
import type { SmallWorkbook } from '../../http/xlsx-stream';
import { todayInChina } from '../../lists/format';
import type { ListSpec } from '../../lists/list-query';
import { ScopedRecords } from '../../lists/scoped-records';
import { findEmployeeInScope } from '../basic-data/shared/employee-lookup';
import { employeeFilterColumns, employeeScope, employeeSortKeys } from '../basic-data/shared/employee-sql';
import { countStaff } from '../basic-data/staff/staff.repository';
import { trainEnrolment, trainProject, trainSession } from './tables';
import {
  participationSheetRow,
  presentOverdue,
  presentParticipation,
  presentProject,
  presentSession,
  projectSheetRow,
} from './train.presenter';
import * as repo from './train.repository';
import { buildParticipationTemplate, COL_EMPLOYEE, COL_NAME, readParticipationSheet } from './train-sheet';

const invalidProject = fieldRefusals(ZSaveTrainProjectRequestSchema);
const invalidSession = fieldRefusals(ZSaveTrainSessionRequestSchema);
const invalidEnrol = fieldRefusals(ZEnrolRequestSchema);
const invalidEntries = fieldRefusals(ZSaveParticipationRequestSchema);

// ───────────────────────────── list definitions ─────────────────────────────

const projectSpec: ListSpec<keyof typeof TRAIN_PROJECT_FILTERS, keyof typeof TRAIN_PROJECT_SORTS> = {
  filterDefs: TRAIN_PROJECT_FILTERS,
  filterColumns: {
    name: { columns: [trainProject.name] },
    category: { column: trainProject.category },
    status: { column: trainProject.status },
    owner: { columns: [trainProject.owner] },
    positionId: {
      build: (f) =>
        f.kind === 'id' ? sql`${trainProject.requiredPositionIds} && ${`{${f.ids.join(',')}}`}::integer[]` : undefined,
    },
  },
  sortKeys: {
    updatedTime: { expr: trainProject.updatedAt, type: 'timestamptz' },
    name: { expr: trainProject.name, type: 'text' },
    category: { expr: trainProject.category, type: 'text' },
    hours: { expr: trainProject.hours, type: 'numeric' },
  },
  defaultSort: { field: 'updatedTime', direction: 'desc' },
  idColumn: trainProject.id,
};

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

const participationSpec: ListSpec<keyof typeof TRAIN_PARTICIPATION_FILTERS, keyof typeof TRAIN_PARTICIPATION_SORTS> = {
  filterDefs: TRAIN_PARTICIPATION_FILTERS,
  filterColumns: {
    employeeId: employeeFilterColumns.employeeId,
    employeeName: employeeFilterColumns.employeeName,
    shopCode: employeeFilterColumns.shopCode,
    regionId: employeeFilterColumns.regionId,
    sessionId: { column: trainEnrolment.sessionId },
    projectName: { columns: [trainProject.name] },
    category: { column: trainProject.category },
    sessionDate: { column: trainSession.sessionDate },
    attendance: {
      build: (f) => {
        if (f.kind !== 'select') return undefined;
        const named = f.values.filter((v) => v !== 'pending') as string[];
        const conditions = [
          named.length ? inArray(trainEnrolment.attendance, named as ('attended' | 'absent')[]) : undefined,
          f.values.includes('pending') ? sql`${trainEnrolment.attendance} is null` : undefined,
        ].filter(Boolean);
        return sql`(${sql.join(conditions as ReturnType<typeof sql>[], sql` or `)})`;
      },
    },
    passed: {
      build: (f) => (f.kind === 'boolean' ? sql`coalesce(${trainEnrolment.passed}, false) = ${f.value}` : undefined),
    },
  },
  sortKeys: {
    sessionDate: { expr: trainSession.sessionDate, type: 'date' },
    ...employeeSortKeys,
    score: { expr: sql`coalesce(${trainEnrolment.score}, -1)`, type: 'numeric' },
  },
  defaultSort: { field: 'sessionDate', direction: 'desc' },
  idColumn: trainEnrolment.id,
};

function overdueSpec(today: string): ListSpec<keyof typeof TRAIN_OVERDUE_FILTERS, keyof typeof EMPLOYEE_SORTS> {
  return {
    filterDefs: TRAIN_OVERDUE_FILTERS,
    filterColumns: {
      employeeId: employeeFilterColumns.employeeId,
      employeeName: employeeFilterColumns.employeeName,
      shopCode: employeeFilterColumns.shopCode,
      regionId: employeeFilterColumns.regionId,
      projectId: { build: (f) => (f.kind === 'id' ? repo.hasOverdue(today, f.ids) : undefined) },
    },
    sortKeys: employeeSortKeys,
    defaultSort: { field: 'shopCode', direction: 'asc' },
    idColumn: employee.id,
  };
}

const projects = new ScopedRecords({
  spec: projectSpec,
  page: repo.findProjectPage,
  count: repo.countProjects,
  present: presentProject,
  export: {
    title: '培训项目',
    action: 'train.projectExport',
    columns: TRAIN_PROJECT_EXPORT_COLUMNS,
    present: projectSheetRow,
  },
});

const sessions = new ScopedRecords({
  spec: sessionSpec,
  scope: repo.sessionVisible,
  page: repo.findSessionPage,
  count: repo.countSessions,
  present: (row: repo.SessionRow, auth: AuthContext) => presentSession(row, inScope(auth, { orgPath: row.orgPath })),
  export: { title: '培训场次', action: 'train.sessionExport', columns: TRAIN_SESSION_EXPORT_COLUMNS },
});

const participations = new ScopedRecords({
  spec: participationSpec,
  scope: employeeScope,
  page: repo.findParticipationPage,
  count: repo.countParticipation,
  present: presentParticipation,
  export: {
    title: '培训出勤',
    action: 'train.participationExport',
    columns: TRAIN_PARTICIPATION_EXPORT_COLUMNS,
    present: participationSheetRow,
  },
});

const overdue = new ScopedRecords({
  spec: () => overdueSpec(todayInChina()),
  scope: (auth: AuthContext) => and(repo.hasOverdue(todayInChina()), employeeScope(auth)),
  page: (db: Executor, q, where, limit, offset) => repo.findOverduePage(db, todayInChina(), q, where, limit, offset),
  count: countStaff,
  present: presentOverdue,
  export: { title: '必修培训未完成', action: 'train.overdueExport', columns: TRAIN_OVERDUE_EXPORT_COLUMNS },
});

/** The home page's count: active employees of the scope with a required project not passed in time. */
export async function trainOverdueCount(db: Executor, auth: AuthContext, today: string) {
  return { overdue: await repo.countOverdue(db, employeeScope(auth), today) };
}

type ProjectInput = z.output<typeof ZSaveTrainProjectRequestSchema>;
type SessionInput = z.output<typeof ZSaveTrainSessionRequestSchema>;
type EntryInput = z.output<typeof ZSaveParticipationRequestSchema>['entries'][number];

export class TrainService {
  constructor(private readonly db: Db) {}

  // ───────────── projects ─────────────

  async listProjects(auth: AuthContext, input: TTrainProjectListRequest) {
    return projects.list(this.db, auth, input);
  }

  async exportProjects(actor: Actor, input: TTrainProjectListRequest) {
    return projects.exportList(this.db, actor, input);
  }

  async projectDetail(id: number) {
    const row = await repo.findProject(this.db, id);
    if (!row) throw errors.notFound(msg('train.projectNoun'));
    return presentProject(row);
  }

  async projectOptions() {
    return repo.projectOptions(this.db);
  }

  /** Creates or changes a project (head office only; names unique among the enabled); logged. */
  async saveProject(actor: Actor, input: ProjectInput) {
    if (actor.auth.scopeKind !== 'all') throw errors.forbidden(msg('train.projectCompanyWide'));
    return this.db.transaction(async (tx) => {
      const before = input.id ? await repo.findProject(tx, input.id, { lock: true }) : undefined;
      if (input.id && !before) throw errors.notFound(msg('train.projectNoun'));
      if (before && input.updatedTime && before.updatedAt.toISOString() !== input.updatedTime) {
        throw errors.conflict(msg('train.projectStale'));
      }
      const names = await repo.positionNames(tx, input.requiredPositionIds);
      if (names.size !== input.requiredPositionIds.length) {
        throw invalidProject('requiredPositionIds', msg('train.unknownPosition'));
      }
      if (input.status === 1 && (await repo.findActiveProjectByName(tx, input.name, input.id))) {
        throw invalidProject('name', msg('train.projectNameTaken', { name: input.name }));
      }
      const values = {
        name: input.name,
        category: input.category,
        requiredPositionIds: input.requiredPositionIds,
        hours: input.hours,
        validMonths: input.validMonths,
        owner: input.owner,
        status: input.status,
        remark: input.remark,
      };
      let id = input.id;
      try {
        if (id)
          await tx
            .update(trainProject)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(trainProject.id, id));
        else
          [{ id }] = await tx
            .insert(trainProject)
            .values({ ...values, createdBy: actor.auth.userId })
            .returning({ id: trainProject.id });
      } catch (error) {
        if (isUniqueViolation(error, 'train_project_active_name_uq')) {
          throw invalidProject('name', msg('train.projectNameTaken', { name: input.name }));
        }
        throw error;
      }
      await audit(tx, actor, {
        action: before ? 'train.projectUpdate' : 'train.projectCreate',
        target: `trainProject:${id}`,
        summary: { id, before: before ? projectAudit(before) : null, after: values },
      });
      return { id: id as number, updated: Boolean(before) };
    });
  }

  // ───────────── sessions ─────────────

  async listSessions(auth: AuthContext, input: TTrainSessionListRequest) {
    return sessions.list(this.db, auth, input);
  }

  async exportSessions(actor: Actor, input: TTrainSessionListRequest) {
    return sessions.exportList(this.db, actor, input);
  }

  /** A session the caller sees, with the enrolments of the employees in their scope. */
  async sessionDetail(auth: AuthContext, id: number) {
    const row = await repo.findSession(this.db, id);
    if (!row) throw errors.notFound(msg('train.sessionNoun'));
    if (!repo.canSeeSession(auth, row.orgPath)) throw errors.outOfScope();
    const enrolments = await repo.findParticipations(
      this.db,
      and(eq(trainEnrolment.sessionId, id), employeeScope(auth)),
    );
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
      if (id)
        await tx
          .update(trainSession)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(trainSession.id, id));
      else
        [{ id }] = await tx
          .insert(trainSession)
          .values({ ...values, createdBy: auth.userId })
          .returning({ id: trainSession.id });
      await audit(tx, actor, {
        action: before ? 'train.sessionUpdate' : 'train.sessionCreate',
        target: `trainSession:${id}`,
        summary: { id, before: before ?? null, after: values },
      });
      return { id: id as number, updated: Boolean(before) };
    });
  }

  // ───────────── enrolment ─────────────

  async candidates(
    auth: AuthContext,
    input: { sessionId: number; shopId?: number; positionId?: number; keyword?: string },
  ) {
    const session = await repo.findSession(this.db, input.sessionId);
    if (!session) throw errors.notFound(msg('train.sessionNoun'));
    if (!repo.canSeeSession(auth, session.orgPath)) throw errors.outOfScope();
    return repo.findCandidates(this.db, auth, session, input, TRAIN_ENROL_MAX);
  }

  /**
   * Enrols employees (by number) in a session, all or none: each in post, in the caller's scope and
   * under the session's unit, none enrolled twice (the unique index holds it), and no more than the
   * places left — counted under the session's row lock, so concurrent enrolments queue; logged.
   */
  async enrol(actor: Actor, input: { sessionId: number; employeeIds: string[] }) {
    const { auth } = actor;
    const numbers = [...new Set(input.employeeIds)];
    return this.db.transaction(async (tx) => {
      const session = await repo.lockSession(tx, input.sessionId);
      if (!session) throw errors.notFound(msg('train.sessionNoun'));
      if (!repo.canSeeSession(auth, session.orgPath)) throw errors.outOfScope();
      const people = new Map((await repo.findEmployeesByNumber(tx, numbers)).map((e) => [e.employeeId, e]));
      const refs: number[] = [];
      for (const number of numbers) {
        const person = people.get(number);
        if (!person || !inScope(auth, { orgPath: person.orgPath, employeeRef: person.id })) {
          throw errors.employeeNumberNotFound(number);
        }
        const label = employeeLabel(person.name, person.employeeId);
        if (person.status !== 1) throw invalidEnrol('employeeIds', msg('train.notActive', { employee: label }));
        if (!person.orgPath.startsWith(session.orgPath)) {
          throw invalidEnrol('employeeIds', msg('train.notUnderSession', { employee: label }));
        }
        refs.push(person.id);
      }
      const [already] = await tx
        .select({ employeeRef: trainEnrolment.employeeRef })
        .from(trainEnrolment)
        .where(and(eq(trainEnrolment.sessionId, session.id), inArray(trainEnrolment.employeeRef, refs)));
      if (already) {
        const person = [...people.values()].find((p) => p.id === already.employeeRef);
        throw invalidEnrol('employeeIds', alreadyEnrolled(person));
      }
      if (session.enrolledCount + refs.length > session.capacity) {
        throw invalidEnrol(
          'employeeIds',
          msg('train.full', {
            capacity: session.capacity,
            enrolled: session.enrolledCount,
            left: session.capacity - session.enrolledCount,
          }),
        );
      }
      try {
        await tx
          .insert(trainEnrolment)
          .values(refs.map((employeeRef) => ({ sessionId: session.id, employeeRef, createdBy: auth.userId })));
      } catch (error) {
        // Only reachable by a writer that skipped the session's lock.
        if (isUniqueViolation(error, 'train_enrolment_session_employee_uq')) {
          throw invalidEnrol('employeeIds', alreadyEnrolled(undefined));
        }
        throw error;
      }
      const enrolledCount = session.enrolledCount + refs.length;
      await tx.update(trainSession).set({ enrolledCount }).where(eq(trainSession.id, session.id));
      await audit(tx, actor, {
        action: 'train.enrol',
        target: `trainSession:${session.id}`,
        summary: {
          sessionId: session.id,
          employees: numbers,
          before: { enrolledCount: session.enrolledCount },
          after: { enrolledCount },
        },
      });
      return { enrolled: refs.length, enrolledCount };
    });
  }

  /** Removes an enrolment without an attendance; the place is freed; logged. */
  async removeEnrolment(actor: Actor, id: number) {
    return this.db.transaction(async (tx) => {
      const [found] = await repo.findEnrolments(tx, [id]);
      if (!found) throw errors.notFound(msg('train.enrolmentNoun'));
      if (!inScope(actor.auth, { orgPath: found.orgPath, employeeRef: found.employeeRef })) throw errors.outOfScope();
      const session = await repo.lockSession(tx, found.sessionId);
      if (!session) throw errors.notFound(msg('train.sessionNoun'));
      if (found.attendance) {
        throw errors.validation(msg('train.removeRecorded', { employee: employeeLabel(found.name, found.employeeId) }));
      }
      await tx.delete(trainEnrolment).where(eq(trainEnrolment.id, id));
      await tx
        .update(trainSession)
        .set({ enrolledCount: session.enrolledCount - 1 })
        .where(eq(trainSession.id, session.id));
      await audit(tx, actor, {
        action: 'train.unenrol',
        target: `trainSession:${session.id}`,
        summary: { sessionId: session.id, employeeId: found.employeeId, enrolmentId: id },
      });
    });
  }

  // ───────────── participation ─────────────

  async listParticipation(auth: AuthContext, input: TTrainParticipationListRequest) {
    return participations.list(this.db, auth, input);
  }

  async exportParticipation(actor: Actor, input: TTrainParticipationListRequest) {
    return participations.exportList(this.db, actor, input);
  }

  /** Attendance, score and pass of enrolments of held sessions, their people in scope; logged. */
  async saveParticipation(actor: Actor, entries: EntryInput[]) {
    return this.db.transaction(async (tx) => {
      const found = new Map(
        (
          await repo.findEnrolments(
            tx,
            entries.map((e) => e.id),
          )
        ).map((e) => [e.id, e]),
      );
      const today = todayInChina();
      const rows = entries.map((entry) => {
        const enrolment = found.get(entry.id);
        if (!enrolment) throw errors.notFound(msg('train.enrolmentNoun'));
        if (!inScope(actor.auth, { orgPath: enrolment.orgPath, employeeRef: enrolment.employeeRef })) {
          throw errors.outOfScope();
        }
        if (enrolment.sessionDate > today) {
          throw invalidEntries('entries', msg('train.notYetHeld', { date: enrolment.sessionDate }));
        }
        return { entry, enrolment };
      });
      await writeResults(
        tx,
        actor,
        rows.map((r) => ({ ...r.entry, before: r.enrolment })),
        'train.participation',
      );
      return rows.length;
    });
  }

  template(auth: AuthContext, sessionId: number): Promise<SmallWorkbook> {
    return this.sessionForResults(this.db, auth, sessionId).then(async (session) => {
      const enrolled = (await repo.findSessionEnrolments(this.db, session.id)).filter((e) =>
        inScope(auth, { orgPath: e.orgPath, employeeRef: e.employeeRef }),
      );
      return {
        fileName: `培训出勤导入_${session.sessionDate}.xlsx`,
        build: (workbook) => buildParticipationTemplate(workbook, enrolled),
      };
    });
  }

  /**
   * The attendance of one session from a sheet, all or nothing: each row an enrolled employee of the
   * caller's scope (by 工号, the name matching), once; 出勤/缺勤, a score in range, 是/否. Refused:
   * 40001 with every problem by row and column.
   */
  async importSheet(actor: Actor, sessionId: number, file: { fileName: string; buffer: Buffer }) {
    const { auth } = actor;
    const sheet = await readParticipationSheet(file.buffer);
    if ('unreadable' in sheet) throw errors.validation(sheet.unreadable);
    const outcome = await this.db.transaction(
      async (tx): Promise<{ rowCount: number } | { problems: SheetProblem[] }> => {
        const session = await this.sessionForResults(tx, auth, sessionId);
        const problems: SheetProblem[] = [...sheet.problems];
        const enrolments = new Map((await repo.findSessionEnrolments(tx, session.id)).map((e) => [e.employeeId, e]));
        const people = new Map(
          (
            await repo.findEmployeesByNumber(
              tx,
              sheet.rows.map((r) => r.employeeId),
            )
          ).map((e) => [e.employeeId, e]),
        );
        const valid: (EntryInput & { before: repo.EnrolmentFacts })[] = [];
        for (const row of sheet.rows) {
          const person = people.get(row.employeeId);
          const fail = (column: string, message: SheetProblem['message']) =>
            problems.push({ row: row.row, column, message });
          if (!person || !inScope(auth, { orgPath: person.orgPath, employeeRef: person.id })) {
            fail(COL_EMPLOYEE, msg('train.importUnknown', { employeeId: row.employeeId }));
            continue;
          }
          if (row.name && person.name !== row.name) {
            fail(COL_NAME, msg('health.nameMismatch', { name: person.name }));
            continue;
          }
          const enrolment = enrolments.get(row.employeeId);
          if (!enrolment) fail(COL_EMPLOYEE, msg('train.importNotEnrolled', { employeeId: row.employeeId }));
          else
            valid.push({
              id: enrolment.id,
              attendance: row.attendance,
              score: row.score,
              passed: row.passed,
              before: enrolment,
            });
        }
        if (problems.length > 0) return { problems };
        await writeResults(tx, actor, valid, 'train.import', { fileName: file.fileName, sessionId: session.id });
        return { rowCount: valid.length };
      },
    );
    if ('problems' in outcome) throw importRejected(outcome.problems);
    return outcome;
  }

  /** A session whose results the caller may enter: seen by them and already held. */
  private async sessionForResults(db: Executor, auth: AuthContext, sessionId: number) {
    const session = await repo.findSession(db, sessionId);
    if (!session) throw errors.notFound(msg('train.sessionNoun'));
    if (!repo.canSeeSession(auth, session.orgPath)) throw errors.outOfScope();
    if (session.sessionDate > todayInChina()) {
      throw errors.validation(msg('train.notYetHeld', { date: session.sessionDate }));
    }
    return session;
  }

  /** An employee's training record (the staff detail page). */
  async employeeRecords(auth: AuthContext, employeeNumber: string) {
    const person = await findEmployeeInScope(this.db, auth, employeeNumber);
    const rows = await repo.findParticipations(this.db, eq(trainEnrolment.employeeRef, person.id));
    return rows.map(presentParticipation);
  }

  // ───────────── required trainings not passed ─────────────

  async listOverdue(auth: AuthContext, input: TTrainOverdueListRequest) {
    return overdue.list(this.db, auth, input);
  }

  async exportOverdue(actor: Actor, input: TTrainOverdueListRequest) {
    return overdue.exportList(this.db, actor, input);
  }
}

function alreadyEnrolled(person: { name: string; employeeId: string } | undefined) {
  return msg('train.alreadyEnrolled', { employee: person ? employeeLabel(person.name, person.employeeId) : '该员工' });
}

function projectAudit(row: repo.ProjectRow) {
  const { id: _id, sessionCount: _n, sortValue: _s, createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}

/** Writes the results and logs each enrolment's before and after. */
async function writeResults(
  tx: Executor,
  actor: Actor,
  entries: (EntryInput & { before: repo.EnrolmentFacts })[],
  action: string,
  extra: Record<string, unknown> = {},
) {
  const now = new Date();
  for (const e of entries) {
    await tx
      .update(trainEnrolment)
      .set({
        attendance: e.attendance,
        score: e.attendance === 'absent' ? null : e.score,
        passed: e.attendance === 'absent' ? false : e.passed,
        recordedBy: actor.auth.userId,
        recordedAt: now,
      })
      .where(eq(trainEnrolment.id, e.id));
  }
  await audit(tx, actor, {
    action,
    summary: {
      ...extra,
      rows: entries.length,
      before: entries.map((e) => ({
        employeeId: e.before.employeeId,
        attendance: e.before.attendance,
        score: e.before.score,
        passed: e.before.passed,
      })),
      after: entries.map((e) => ({
        employeeId: e.before.employeeId,
        attendance: e.attendance,
        score: e.score,
        passed: e.passed,
      })),
    },
  });
}
