import {
  DEDUCTION_EXPORT_COLUMNS,
  DEDUCTION_LIST_FILTERS,
  type DEDUCTION_LIST_SORTS,
  STAFF_ENTRY_EXPORT_COLUMNS,
  STAFF_ENTRY_LIST_FILTERS,
  type STAFF_ENTRY_LIST_SORTS,
  STAFF_TURNOVER_EXPORT_COLUMNS,
  STAFF_TURNOVER_LIST_FILTERS,
  type STAFF_TURNOVER_LIST_SORTS,
  STAFF_TURNOVER_MODIFY_EXPORT_COLUMNS,
  STAFF_TURNOVER_MODIFY_LIST_FILTERS,
  type STAFF_TURNOVER_MODIFY_LIST_SORTS,
  type TDeductionListRequest,
  type TDeductionPage,
  type TStaffEntryListRequest,
  type TStaffTurnoverListRequest,
  type TStaffTurnoverModifyListRequest,
} from '@hris/contract';
import { or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employee, work } from '../../db/schema';
import { charactersContain, ilikeContains } from '../../db/text-search';
import type { Actor } from '../../http/actor';
import type { AuthContext } from '../../http/auth-context';
import { scopeWhere } from '../../http/scope';
import { type SheetExport, withLastRow } from '../../http/xlsx-stream';
import type { ListSpec } from '../../lists/list-query';
import { ScopedRecords } from '../../lists/scoped-records';
import {
  formChoice,
  formDateRange,
  formTextSort,
  monthRange,
  WORK_LIST_FILTER_COLUMNS,
  workListScope,
  workStartedSort,
} from '../../lists/work-list.query';
import { formText } from '../../lists/work-list.repository';
import { deduction } from '../../processes/deduction/tables';
import {
  deductionTotalsSheetRow,
  presentDeductionRow,
  presentDeductionSheetRow,
  presentDeductionTotals,
  presentStaffEntryRow,
  presentStaffEntrySheetRow,
  presentStaffTurnoverModifyRow,
  presentStaffTurnoverModifySheetRow,
  presentStaffTurnoverRow,
  presentStaffTurnoverSheetRow,
} from './statistics-lists.presenter';
import * as repo from './statistics-lists.repository';

/** 离职月份: the form's, else the month of its last working day. */
const dimissionMonthSql = sql<string>`coalesce(nullif(${formText('dimissionMonth')}, ''), left(${formText('lastWorkingDay')}, 7))`;

export const STAFF_TURNOVER_LIST_SPEC: ListSpec<
  keyof typeof STAFF_TURNOVER_LIST_FILTERS,
  keyof typeof STAFF_TURNOVER_LIST_SORTS
> = {
  filterDefs: STAFF_TURNOVER_LIST_FILTERS,
  filterColumns: {
    ...WORK_LIST_FILTER_COLUMNS,
    dimissionType: formChoice('dimissionType'),
    dimissionMonth: monthRange(dimissionMonthSql),
    lastWorkingDay: formDateRange('lastWorkingDay'),
    dishonorableDischarge: {
      build: (f) =>
        f.kind === 'boolean'
          ? f.value
            ? sql`${formText('dishonorableDischarge')} = '1'`
            : sql`${formText('dishonorableDischarge')} <> '1'`
          : undefined,
    },
  },
  sortKeys: {
    startedTime: workStartedSort,
    lastWorkingDay: formTextSort('lastWorkingDay'),
    dimissionMonth: { expr: dimissionMonthSql, type: 'text' },
  },
  defaultSort: { field: 'startedTime', direction: 'desc' },
  idColumn: work.id,
};

export const STAFF_TURNOVER_MODIFY_LIST_SPEC: ListSpec<
  keyof typeof STAFF_TURNOVER_MODIFY_LIST_FILTERS,
  keyof typeof STAFF_TURNOVER_MODIFY_LIST_SORTS
> = {
  filterDefs: STAFF_TURNOVER_MODIFY_LIST_FILTERS,
  filterColumns: WORK_LIST_FILTER_COLUMNS,
  sortKeys: { startedTime: workStartedSort },
  defaultSort: { field: 'startedTime', direction: 'desc' },
  idColumn: work.id,
};

export const STAFF_ENTRY_LIST_SPEC: ListSpec<
  keyof typeof STAFF_ENTRY_LIST_FILTERS,
  keyof typeof STAFF_ENTRY_LIST_SORTS
> = {
  filterDefs: STAFF_ENTRY_LIST_FILTERS,
  filterColumns: {
    ...WORK_LIST_FILTER_COLUMNS,
    // The onboarding's person is named on the form too (the record exists from the start).
    employee: {
      build: (f) =>
        f.kind === 'text'
          ? or(
              charactersContain(employee.name, f.text),
              ilikeContains(employee.employeeId, f.text),
              ilikeContains(formText('name'), f.text),
            )
          : undefined,
    },
    inductionType: formChoice('inductionType'),
    preEntryTime: formDateRange('preEntryTime'),
    entryDate: formDateRange('entryDate'),
  },
  sortKeys: {
    startedTime: workStartedSort,
    preEntryTime: formTextSort('preEntryTime'),
    entryDate: formTextSort('entryDate'),
  },
  defaultSort: { field: 'startedTime', direction: 'desc' },
  idColumn: work.id,
};

export const DEDUCTION_LIST_SPEC: ListSpec<keyof typeof DEDUCTION_LIST_FILTERS, keyof typeof DEDUCTION_LIST_SORTS> = {
  filterDefs: DEDUCTION_LIST_FILTERS,
  filterColumns: {
    deductionsMonth: monthRange(deduction.deductionsMonth),
    shop: WORK_LIST_FILTER_COLUMNS.shop,
    // Regions (or any org unit) on the org path the deduction recorded at start.
    regionId: {
      build: (f) =>
        f.kind === 'id' ? or(...f.ids.map((id) => sql`${deduction.orgPath} like ${`%/${id}/%`}`)) : undefined,
    },
    employee: WORK_LIST_FILTER_COLUMNS.employee,
  },
  sortKeys: {
    deductionsMonth: { expr: deduction.deductionsMonth, type: 'text' },
    totalAmount: { expr: deduction.totalCents, type: 'int' },
    bookedTime: { expr: deduction.createdAt, type: 'timestamptz' },
  },
  defaultSort: { field: 'deductionsMonth', direction: 'desc' },
  idColumn: deduction.id,
};

const turnovers = new ScopedRecords({
  spec: STAFF_TURNOVER_LIST_SPEC,
  scope: workListScope([repo.STAFF_TURNOVER_FLOW]),
  page: repo.findStatisticsWorkPage,
  count: repo.countStatisticsWorks,
  present: presentStaffTurnoverRow,
  export: {
    title: '员工离职列表',
    action: 'staffTurnover.export',
    columns: STAFF_TURNOVER_EXPORT_COLUMNS,
    present: presentStaffTurnoverSheetRow,
  },
});

const turnoverModifies = new ScopedRecords({
  spec: STAFF_TURNOVER_MODIFY_LIST_SPEC,
  scope: workListScope([repo.STAFF_TURNOVER_MODIFY_FLOW]),
  page: repo.findStatisticsWorkPage,
  count: repo.countStatisticsWorks,
  present: presentStaffTurnoverModifyRow,
  export: {
    title: '离职信息变更列表',
    action: 'staffTurnoverModify.export',
    columns: STAFF_TURNOVER_MODIFY_EXPORT_COLUMNS,
    present: presentStaffTurnoverModifySheetRow,
  },
});

const entries = new ScopedRecords({
  spec: STAFF_ENTRY_LIST_SPEC,
  scope: workListScope([repo.STAFF_ENTRY_FLOW]),
  page: repo.findStatisticsWorkPage,
  count: repo.countStatisticsWorks,
  present: presentStaffEntryRow,
  export: {
    title: '员工入职列表',
    action: 'staffEntry.export',
    columns: STAFF_ENTRY_EXPORT_COLUMNS,
    present: presentStaffEntrySheetRow,
  },
});

/** Booked deductions whose org unit at start lies in the caller's scope (self: their own). */
const deductionScope = (auth: AuthContext): SQL | undefined =>
  scopeWhere(auth, { orgPath: deduction.orgPath, employeeRef: deduction.employeeRef });

const deductions = new ScopedRecords({
  spec: DEDUCTION_LIST_SPEC,
  scope: deductionScope,
  page: repo.findDeductionPage,
  count: repo.countDeductions,
  present: presentDeductionRow,
  export: {
    title: '失物扣款列表',
    action: 'deduction.export',
    columns: DEDUCTION_EXPORT_COLUMNS,
    present: presentDeductionSheetRow,
  },
});

/**
 * The statistics lists of the resignation (15), its information change (28), onboarding (12) and
 * the booked lost-item deductions (8): each in the caller's scope, with its export.
 */
export class StatisticsListsService {
  constructor(private readonly db: Db) {}

  listStaffTurnovers(auth: AuthContext, input: TStaffTurnoverListRequest) {
    return turnovers.list(this.db, auth, input);
  }

  exportStaffTurnovers(actor: Actor, input: TStaffTurnoverListRequest) {
    return turnovers.exportList(this.db, actor, input);
  }

  listStaffTurnoverModifies(auth: AuthContext, input: TStaffTurnoverModifyListRequest) {
    return turnoverModifies.list(this.db, auth, input);
  }

  exportStaffTurnoverModifies(actor: Actor, input: TStaffTurnoverModifyListRequest) {
    return turnoverModifies.exportList(this.db, actor, input);
  }

  listStaffEntries(auth: AuthContext, input: TStaffEntryListRequest) {
    return entries.list(this.db, auth, input);
  }

  exportStaffEntries(actor: Actor, input: TStaffEntryListRequest) {
    return entries.exportList(this.db, actor, input);
  }

  /** A page of booked deductions and the sums over the whole filter (SQL, cents exact). */
  async listDeductions(auth: AuthContext, input: TDeductionListRequest): Promise<TDeductionPage> {
    const [page, sums] = await Promise.all([
      deductions.list(this.db, auth, input),
      repo.sumDeductions(this.db, deductions.query(auth, input).where),
    ]);
    return { ...page, totals: presentDeductionTotals(sums) };
  }

  /** The payroll sheet of the filter: its rows, then a 合计 row. */
  async exportDeductions(actor: Actor, input: TDeductionListRequest): Promise<SheetExport> {
    const sheet = await deductions.exportList(this.db, actor, input);
    const where = deductions.query(actor.auth, input).where;
    return withLastRow(sheet, async () => deductionTotalsSheetRow(await repo.sumDeductions(this.db, where)));
  }
}
