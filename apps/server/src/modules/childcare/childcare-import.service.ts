import { CHILDCARE_TEMPLATE_FILE, ErrorCode, employeeLabel, type Message, msg } from '@hris/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import { AppError, errors } from '../../http/errors';
import { inScope } from '../../http/scope';
import type { SmallWorkbook } from '../../http/xlsx-stream';
import type { SheetProblem } from '../health/health-sheet';
import * as repo from './childcare.repository';
import { type LockedChild, useRefusal } from './childcare-balances.service';
import {
  buildUseTemplate,
  COL_CHILD,
  COL_DAYS,
  COL_EMPLOYEE,
  COL_END,
  COL_NAME,
  COL_START,
  readUseSheet,
} from './childcare-sheet';
import { roundHalf } from './entitlement';

/** The vacation tool: its template and the import of uses from it. */
export class ChildcareImportService {
  constructor(private readonly db: Db) {}

  template(): SmallWorkbook {
    return { fileName: CHILDCARE_TEMPLATE_FILE, build: buildUseTemplate };
  }

  /**
   * All or nothing: every row is checked (format, the person in scope and the name, the child,
   * dates, age and the balance with the file's earlier rows of the same child counted) and only
   * a file without a problem is written, in one transaction under the children's row locks.
   * Refused: 40001 with each problem by row and column.
   */
  async importUses(actor: Actor, file: { fileName: string; buffer: Buffer }): Promise<{ rowCount: number }> {
    const { auth } = actor;
    const sheet = await readUseSheet(file.buffer);
    if ('unreadable' in sheet) throw errors.validation(sheet.unreadable);
    const outcome = await this.db.transaction(
      async (tx): Promise<{ rowCount: number } | { problems: SheetProblem[] }> => {
        const problems: SheetProblem[] = [...sheet.problems];
        const fail = (row: number, column: string, message: Message) => problems.push({ row, column, message });
        const numbers = [...new Set(sheet.rows.map((r) => r.employeeId))];
        const people = new Map((await repo.findEmployeesByNumber(tx, numbers)).map((p) => [p.employeeId, p]));
        const kidsOf = new Map<number, LockedChild[]>();
        const pending = new Map<string, number>();
        const taken: { row: number; employeeRef: number; startDate: string; endDate: string }[] = [];
        const valid: ((typeof sheet.rows)[number] & { child: LockedChild })[] = [];
        for (const row of sheet.rows) {
          const person = people.get(row.employeeId);
          // Unknown and outside the scope read alike: the file must not reveal who exists elsewhere.
          if (!person || !inScope(auth, { orgPath: person.orgPath, employeeRef: person.id })) {
            fail(row.row, COL_EMPLOYEE, msg('health.unknownEmployee', { employeeId: row.employeeId }));
            continue;
          }
          if (person.name !== row.name) {
            fail(row.row, COL_NAME, msg('health.nameMismatch', { name: person.name }));
            continue;
          }
          if (!kidsOf.has(person.id)) {
            const ids = (await repo.childrenOf(tx, person.id)).map((k) => k.id);
            const locked: LockedChild[] = [];
            for (const id of ids.sort((a, b) => a - b)) {
              const k = await repo.findChild(tx, id, { lock: true });
              if (k) locked.push(k);
            }
            kidsOf.set(person.id, locked);
          }
          const child = kidsOf.get(person.id)?.find((k) => k.name === row.childName);
          if (!child) {
            fail(
              row.row,
              COL_CHILD,
              msg('childcare.unknownChild', {
                employee: employeeLabel(person.name, person.employeeId),
                child: row.childName,
              }),
            );
            continue;
          }
          const key = `${child.id}:${row.startDate.slice(0, 4)}`;
          const refusal = await useRefusal(tx, child, row, pending.get(key) ?? 0);
          if (refusal) {
            fail(row.row, { startDate: COL_START, endDate: COL_END, days: COL_DAYS }[refusal.field], refusal.message);
            continue;
          }
          const earlier = taken.find(
            (t) => t.employeeRef === person.id && t.startDate <= row.endDate && t.endDate >= row.startDate,
          );
          const clash = earlier ? undefined : await repo.findOverlappingUse(tx, person.id, row.startDate, row.endDate);
          if (earlier) fail(row.row, COL_START, msg('childcare.overlapRow', { row: earlier.row }));
          else if (clash)
            fail(row.row, COL_START, msg('childcare.overlap', { start: clash.startDate, end: clash.endDate }));
          else {
            pending.set(key, roundHalf((pending.get(key) ?? 0) + row.days));
            taken.push({ row: row.row, employeeRef: person.id, startDate: row.startDate, endDate: row.endDate });
            valid.push({ ...row, child });
          }
        }
        if (problems.length > 0) return { problems };
        await repo.insertUses(
          tx,
          valid.map((r) => ({
            employeeRef: r.child.employeeRef,
            childId: r.child.id,
            year: Number(r.startDate.slice(0, 4)),
            startDate: r.startDate,
            endDate: r.endDate,
            days: r.days,
            remark: r.remark,
            createdBy: auth.userId,
          })),
        );
        await audit(tx, actor, {
          action: 'childcare.use.import',
          summary: { fileName: file.fileName, rows: valid.length },
        });
        return { rowCount: valid.length };
      },
    );
    if ('rowCount' in outcome) return outcome;
    const sorted = outcome.problems.sort((a, b) => a.row - b.row);
    throw new AppError(
      ErrorCode.Validation,
      msg('childcare.rejected', { badRows: new Set(sorted.map((p) => p.row)).size, errorCount: sorted.length }),
      { details: { errors: sorted } },
    );
  }
}
