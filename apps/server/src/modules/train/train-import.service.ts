import { msg } from '@hris/contract';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../http/actor';
import type { AuthContext } from '../../http/auth-context';
import { errors } from '../../http/errors';
import { inScope } from '../../http/scope';
import { importRejected, type SheetProblem } from '../../http/xlsx-read';
import type { SmallWorkbook } from '../../http/xlsx-stream';
import { todayInChina } from '../../lists/format';
import * as repo from './train.repository';
import { type EntryInput, writeResults } from './train-participation.service';
import { findSeenSession } from './train-sessions.service';
import { buildParticipationTemplate, COL_EMPLOYEE, COL_NAME, readParticipationSheet } from './train-sheet';

/** A session whose results the caller may enter: seen by them and already held. */
async function sessionForResults(db: Executor, auth: AuthContext, sessionId: number) {
  const session = await findSeenSession(db, auth, sessionId);
  if (session.sessionDate > todayInChina()) {
    throw errors.validation(msg('train.notYetHeld', { date: session.sessionDate }));
  }
  return session;
}

/** A session's attendance by sheet (TrainParticipation): its template with the enrolled, and the import. */
export class TrainImportService {
  constructor(private readonly db: Db) {}

  async template(auth: AuthContext, sessionId: number): Promise<SmallWorkbook> {
    const session = await sessionForResults(this.db, auth, sessionId);
    const enrolled = (await repo.findSessionEnrolments(this.db, session.id)).filter((e) =>
      inScope(auth, { orgPath: e.orgPath, employeeRef: e.employeeRef }),
    );
    return {
      fileName: `培训出勤导入_${session.sessionDate}.xlsx`,
      build: (workbook) => buildParticipationTemplate(workbook, enrolled),
    };
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
        const session = await sessionForResults(tx, auth, sessionId);
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
}
