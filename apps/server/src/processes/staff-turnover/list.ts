import {
  dimissionMonthOf,
  dimissionReasonLabel,
  dimissionTypeLabel,
  pageResultSchema,
  STAFF_TURNOVER_EXPORT_COLUMNS,
  STAFF_TURNOVER_LIST_FILTERS,
  type STAFF_TURNOVER_LIST_SORTS,
  StaffTurnoverListPaths,
  staffTurnoverProcess,
  type TStaffTurnoverRow,
  ZStaffTurnoverListRequestSchema,
  ZStaffTurnoverRowSchema,
} from '@hris/contract';
import { sql } from 'drizzle-orm';
import { work } from '../../db/schema';
import type { ListSpec } from '../../lists/list-query';
import { type Form, formField, presentWorkListRow, sheetTimes } from '../../lists/work-list.presenter';
import {
  formChoice,
  formDateRange,
  formTextSort,
  monthRange,
  WORK_LIST_FILTER_COLUMNS,
  workListScope,
  workStartedSort,
} from '../../lists/work-list.query';
import { countWorks, findWorkPage, formText, type WorkListRow } from '../../lists/work-list.repository';
import { defineWorkList } from '../../lists/work-lists';

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

/** 离职月份: the form's, or the month of the last working day for a form written before it was kept. */
export function dimissionMonthOfForm(form: Form): string {
  const month = formField(form, 'dimissionMonth');
  if (month) return month;
  const last = formField(form, 'lastWorkingDay');
  return last ? dimissionMonthOf(last) : '';
}

export function presentStaffTurnoverRow(r: WorkListRow): TStaffTurnoverRow {
  const form = (r.formData ?? {}) as Form;
  const type = formField(form, 'dimissionType');
  const reason = formField(form, 'dimissionReason');
  const neverRehire = form.dishonorableDischarge === 1 || form.dishonorableDischarge === '1';
  return Object.assign(presentWorkListRow(r), {
    positionName: formField(form, 'positionName'),
    entryDate: formField(form, 'entryDate'),
    lastWorkingDay: formField(form, 'lastWorkingDay'),
    dimissionMonth: dimissionMonthOfForm(form),
    dimissionType: type,
    dimissionTypeText: dimissionTypeLabel(type),
    dimissionReason: reason,
    dimissionReasonText: dimissionReasonLabel(type, reason, formField(form, 'dimissionResetReason')),
    dishonorableDischarge: neverRehire,
    dishonorableDischargeText: neverRehire ? '是' : '否',
  });
}

/** 员工离职列表: the resignations of the caller's scope, any state, with their export. */
export const staffTurnoverList = defineWorkList({
  paths: {
    page: StaffTurnoverListPaths.getStaffTurnoverPageList,
    export: StaffTurnoverListPaths.exportStaffTurnoverPageList,
  },
  tag: 'StaffTurnover',
  summary: { page: '员工离职列表', export: '导出员工离职列表（.xlsx）' },
  permission: 'StaffTurnove',
  request: ZStaffTurnoverListRequestSchema,
  page: pageResultSchema(ZStaffTurnoverRowSchema),
  records: {
    spec: STAFF_TURNOVER_LIST_SPEC,
    scope: workListScope([staffTurnoverProcess.flowId]),
    page: findWorkPage,
    count: countWorks,
    present: presentStaffTurnoverRow,
    export: {
      title: '员工离职列表',
      action: 'staffTurnover.export',
      columns: STAFF_TURNOVER_EXPORT_COLUMNS,
      present: (r: WorkListRow) => sheetTimes(presentStaffTurnoverRow(r), r),
    },
  },
});
