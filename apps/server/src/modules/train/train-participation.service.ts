import {
  msg,
  TRAIN_PARTICIPATION_EXPORT_COLUMNS,
  TRAIN_PARTICIPATION_FILTERS,
  type TRAIN_PARTICIPATION_SORTS,
  type TTrainParticipationListRequest,
  ZSaveParticipationRequestSchema,
} from '@hris/contract';
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { errors, fieldRefusals } from '../../http/errors';
import { inScope } from '../../http/scope';
import { todayInChina } from '../../lists/format';
import type { ListSpec } from '../../lists/list-query';
import { ScopedRecords } from '../../lists/scoped-records';
import { findEmployeeInScope } from '../basic-data/shared/employee-lookup';
import { employeeFilterColumns, employeeScope, employeeSortKeys } from '../basic-data/shared/employee-sql';
import { trainEnrolment, trainProject, trainSession } from './tables';
import { participationSheetRow, presentParticipation } from './train.presenter';
import * as repo from './train.repository';

const invalidEntries = fieldRefusals(ZSaveParticipationRequestSchema);

export type EntryInput = z.output<typeof ZSaveParticipationRequestSchema>['entries'][number];

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

/** Attendance and results (TrainParticipation): the list, entering them, a person's training record. */
export class TrainParticipationService {
  constructor(private readonly db: Db) {}

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

  /** An employee's training record (the staff detail page). */
  async employeeRecords(auth: AuthContext, employeeNumber: string) {
    const person = await findEmployeeInScope(this.db, auth, employeeNumber);
    const rows = await repo.findEmployeeParticipations(this.db, person.id);
    return rows.map(presentParticipation);
  }
}

/** Writes the results and logs each enrolment's before and after (entered here or imported). */
export async function writeResults(
  tx: Executor,
  actor: Actor,
  entries: (EntryInput & { before: repo.EnrolmentFacts })[],
  action: string,
  extra: Record<string, unknown> = {},
) {
  const now = new Date();
  for (const e of entries) {
    // 缺勤 carries no score and no pass (the table's check).
    await repo.recordResult(tx, e.id, {
      attendance: e.attendance,
      score: e.attendance === 'absent' ? null : e.score,
      passed: e.attendance === 'absent' ? false : e.passed,
      recordedBy: actor.auth.userId,
      recordedAt: now,
    });
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
