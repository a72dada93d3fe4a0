import {
  ErrorCode,
  msg,
  SALARY_EXPORT_COLUMNS,
  SALARY_FILTERS,
  SALARY_IMPORT_HEADERS,
  type SALARY_SORTS,
  type TSalaryImportError,
  type TSalaryImportResult,
  type TSalaryListRequest,
} from '@hris/contract';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { salaryAdjustment } from '../../../db/schema';
import type { Actor } from '../../../http/actor';
import { audit } from '../../../http/audit';
import type { AuthContext } from '../../../http/auth-context';
import { AppError, errors } from '../../../http/errors';
import { inScope } from '../../../http/scope';
import type { SmallWorkbook } from '../../../http/xlsx-stream';
import { todayInChina } from '../../../lists/format';
import type { ListSpec } from '../../../lists/list-query';
import { ScopedRecords } from '../../../lists/scoped-records';
import { employeeFilterColumns, employeeScope, employeeSortKeys } from '../shared/employee-sql';
import {
  buildErrorReport,
  buildSalaryTemplate,
  readSalarySheet,
  type SalarySheetRow,
  type SheetProblem,
} from './salary.import';
import { presentSalaryRow, presentSalarySheetRow } from './salary.presenter';
import * as repo from './salary.repository';

export const SALARY_LIST_SPEC: ListSpec<keyof typeof SALARY_FILTERS, keyof typeof SALARY_SORTS> = {
  filterDefs: SALARY_FILTERS,
  filterColumns: {
    ...employeeFilterColumns,
    effectiveDate: { column: salaryAdjustment.effectiveDate },
    basis: { column: salaryAdjustment.basis },
    amount: { column: salaryAdjustment.amountCents, scale: 100 },
    reason: { columns: [salaryAdjustment.reason] },
    importBatchId: { column: salaryAdjustment.importBatchId },
  },
  sortKeys: {
    ...employeeSortKeys,
    effectiveDate: { expr: salaryAdjustment.effectiveDate, type: 'date' },
    basis: { expr: salaryAdjustment.basis, type: 'int' },
    amount: { expr: salaryAdjustment.amountCents, type: 'numeric' },
    createdTime: { expr: salaryAdjustment.createdAt, type: 'timestamptz' },
  },
  defaultSort: { field: 'effectiveDate', direction: 'desc' },
  idColumn: salaryAdjustment.id,
};

const [COL_EMPLOYEE, COL_NAME, COL_DATE] = SALARY_IMPORT_HEADERS;
const COLUMN_ORDER = new Map<string, number>(SALARY_IMPORT_HEADERS.map((h, i) => [h, i]));

const records = new ScopedRecords({
  spec: SALARY_LIST_SPEC,
  scope: employeeScope,
  page: repo.findSalaryPage,
  count: repo.countSalary,
  present: presentSalaryRow,
  export: {
    title: '调薪记录',
    action: 'salary.export',
    columns: SALARY_EXPORT_COLUMNS,
    present: presentSalarySheetRow,
  },
});

/**
 * Salaries are masked (***) for whoever has not revealed them: a filter or a sort by them would
 * tell them all the same (a range halved until one is left), so only a holder of SensitiveData
 * may ask for one.
 */
function refuseSalaryQuery(auth: AuthContext, input: TSalaryListRequest) {
  if (auth.menus.has('SensitiveData')) return;
  if (input.filters?.amount !== undefined || input.sortFieldName === 'amount')
    throw new AppError(ErrorCode.Forbidden, msg('privacy.salaryFilterForbidden'));
}

export class SalaryService {
  constructor(private readonly db: Db) {}

  async list(auth: AuthContext, input: TSalaryListRequest) {
    refuseSalaryQuery(auth, input);
    return records.list(this.db, auth, input);
  }

  async exportList(actor: Actor, input: TSalaryListRequest) {
    refuseSalaryQuery(actor.auth, input);
    return records.exportList(this.db, actor, input);
  }

  template(): SmallWorkbook {
    return { fileName: '调薪导入模板.xlsx', build: buildSalaryTemplate };
  }

  /**
   * Imports a sheet all or nothing. Every row is checked (format, duplicates in the file, employee
   * unknown or out of scope, name not matching, an adjustment already on that date); with any
   * error nothing is applied, the errors are kept on a rejected batch (for the download) and the
   * call answers 40001 with them. Otherwise all rows go in in one transaction.
   */
  async importSheet(actor: Actor, file: { fileName: string; buffer: Buffer }): Promise<TSalaryImportResult> {
    const { auth } = actor;
    const sheet = await readSalarySheet(file.buffer);
    if ('unreadable' in sheet) throw errors.validation(sheet.unreadable);

    let outcome: { batchId: number; rowCount: number } | { errors: SheetProblem[] };
    try {
      outcome = await this.db.transaction(async (tx) => {
        const problems = [...sheet.errors];
        const numbers = [...new Set(sheet.rows.map((r) => r.employeeId))];
        const people = new Map((await repo.findEmployeesByNumber(tx, numbers)).map((e) => [e.employeeId, e]));
        const valid: (SalarySheetRow & { employeeRef: number })[] = [];
        for (const row of sheet.rows) {
          const person = people.get(row.employeeId);
          if (!person || !inScope(auth, { orgPath: person.orgPath, employeeRef: person.id })) {
            problems.push({
              row: row.row,
              column: COL_EMPLOYEE,
              message: msg('salary.employeeUnknown', { employeeId: row.employeeId }),
            });
          } else if (person.name !== row.name) {
            problems.push({
              row: row.row,
              column: COL_NAME,
              message: msg('salary.nameMismatch', { name: person.name }),
            });
          } else {
            valid.push({ ...row, employeeRef: person.id });
          }
        }
        const existing = await repo.findAdjustmentsOfEmployees(tx, [...new Set(valid.map((r) => r.employeeRef))]);
        const taken = new Set(existing.map((e) => `${e.employeeRef}|${e.effectiveDate}`));
        for (const row of valid) {
          if (taken.has(`${row.employeeRef}|${row.effectiveDate}`)) {
            problems.push({
              row: row.row,
              column: COL_DATE,
              message: msg('salary.dateTaken', { date: row.effectiveDate }),
            });
          }
        }
        if (problems.length > 0) return { errors: problems };

        const batch = await repo.insertBatch(tx, {
          fileName: file.fileName,
          status: 'applied',
          rowCount: valid.length,
          createdBy: auth.userId,
        });
        await repo.insertAdjustments(tx, withPrevious(valid, existing, batch.id, auth.userId));
        await audit(tx, actor, {
          action: 'salary.import',
          target: `salaryImportBatch:${batch.id}`,
          summary: { fileName: file.fileName, rows: valid.length, employees: numbers.length },
        });
        return { batchId: batch.id, rowCount: valid.length };
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw errors.conflict(msg('salary.concurrentImport'));
      }
      throw err;
    }
    if ('batchId' in outcome) return outcome;

    const sorted = outcome.errors.sort(
      (a, b) => a.row - b.row || (COLUMN_ORDER.get(a.column) ?? 99) - (COLUMN_ORDER.get(b.column) ?? 99),
    );
    const batchId = await this.db.transaction(async (tx) => {
      const batch = await repo.insertBatch(tx, {
        fileName: file.fileName,
        status: 'rejected',
        rowCount: sheet.dataRowCount,
        errorCount: sorted.length,
        // Kept in Chinese: the error report is a sheet of the Chinese template.
        errors: sorted.map((e): TSalaryImportError => ({ ...e, message: e.message.render('zh') })),
        createdBy: auth.userId,
      });
      await audit(tx, actor, {
        action: 'salary.import.rejected',
        target: `salaryImportBatch:${batch.id}`,
        summary: { fileName: file.fileName, rows: sheet.dataRowCount, errors: sorted.length },
      });
      return batch.id;
    });
    const badRows = new Set(sorted.map((e) => e.row)).size;
    throw new AppError(ErrorCode.Validation, msg('salary.rejected', { badRows, errorCount: sorted.length }), {
      details: { batchId, errors: sorted },
    });
  }

  /** The error list of a refused import, as a sheet; only for the user who imported it. */
  async errorReport(auth: AuthContext, batchId: number): Promise<SmallWorkbook> {
    const batch = await repo.findBatch(this.db, batchId);
    if (!batch) throw errors.notFound(msg('noun.importBatch'));
    if (batch.createdBy !== auth.userId) throw errors.forbidden(msg('salary.reportNotYours'));
    if (batch.status !== 'rejected') throw errors.validation(msg('salary.noErrorReport'));
    return {
      fileName: `调薪导入错误报告_${batchId}_${todayInChina().replaceAll('-', '')}.xlsx`,
      build: (wb) => buildErrorReport(wb, batch.errors),
    };
  }
}

/**
 * Rows to insert, each with the amount in force before it: the employee's latest earlier
 * adjustment, counting rows of the same file.
 */
function withPrevious(
  rows: (SalarySheetRow & { employeeRef: number })[],
  existing: { employeeRef: number; effectiveDate: string; basis: number; amountCents: number }[],
  batchId: number,
  userId: number,
): (typeof salaryAdjustment.$inferInsert)[] {
  const history = new Map<number, { effectiveDate: string; basis: number; amountCents: number }[]>();
  for (const e of existing) history.set(e.employeeRef, [...(history.get(e.employeeRef) ?? []), e]);
  const ordered = [...rows].sort(
    (a, b) => a.employeeRef - b.employeeRef || a.effectiveDate.localeCompare(b.effectiveDate),
  );
  return ordered.map((row) => {
    const earlier = (history.get(row.employeeRef) ?? []).filter((h) => h.effectiveDate < row.effectiveDate);
    const previous = earlier.sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate)).at(-1);
    history.set(row.employeeRef, [
      ...(history.get(row.employeeRef) ?? []),
      { effectiveDate: row.effectiveDate, basis: row.basis, amountCents: row.amountCents },
    ]);
    return {
      employeeRef: row.employeeRef,
      effectiveDate: row.effectiveDate,
      basis: row.basis,
      amountCents: row.amountCents,
      previousBasis: previous?.basis ?? null,
      previousAmountCents: previous?.amountCents ?? null,
      reason: row.reason,
      importBatchId: batchId,
      createdBy: userId,
    };
  });
}
