import {
  INDUCTION_TYPES,
  pageResultSchema,
  STAFF_ENTRY_EXPORT_COLUMNS,
  STAFF_ENTRY_LIST_FILTERS,
  type STAFF_ENTRY_LIST_SORTS,
  STAFF_ENTRY_STATUS_TEXT,
  StaffEntryListPaths,
  staffEntryProcess,
  type TStaffEntryRow,
  ZStaffEntryListRequestSchema,
  ZStaffEntryRowSchema,
} from '@hris/contract';
import { or } from 'drizzle-orm';
import { employee, work } from '../../db/schema';
import { charactersContain, ilikeContains } from '../../db/text-search';
import type { ListSpec } from '../../lists/list-query';
import { type Form, formField, formOption, presentWorkListRow, sheetTimes } from '../../lists/work-list.presenter';
import {
  formChoice,
  formDateRange,
  formTextSort,
  WORK_LIST_FILTER_COLUMNS,
  workListScope,
  workStartedSort,
} from '../../lists/work-list.query';
import { countWorks, findWorkPage, formText, type WorkListRow } from '../../lists/work-list.repository';
import { defineWorkList } from '../../lists/work-lists';

const INDUCTION_TYPE_VALUES = INDUCTION_TYPES.map((t) => t.value);

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

export function presentStaffEntryRow(r: WorkListRow): TStaffEntryRow {
  const form = (r.formData ?? {}) as Form;
  const row = presentWorkListRow(r);
  const type = formOption(form, 'inductionType', INDUCTION_TYPE_VALUES);
  const onTime = typeof form.isArrivalTimeTitle === 'boolean' ? form.isArrivalTimeTitle : null;
  return Object.assign(row, {
    // The onboarding's person: the form's name before the record is read (it exists from the start).
    employeeName: row.employeeName || formField(form, 'name'),
    employeeLabel: row.employeeLabel || formField(form, 'name'),
    statusText: STAFF_ENTRY_STATUS_TEXT[row.status],
    inductionType: type,
    inductionTypeText: INDUCTION_TYPES.find((t) => t.value === type)?.label ?? '',
    preEntryTime: formField(form, 'preEntryTime'),
    entryDate: formField(form, 'entryDate'),
    positionName: formField(form, 'positionName'),
    rank: formField(form, 'rank'),
    isArrivalTime: onTime,
    isArrivalTimeText: onTime === null ? '' : onTime ? '是' : '否',
  });
}

/** 员工入职列表: the onboardings of the caller's scope, named by their outcome (已入职, 取消入职). */
export const staffEntryList = defineWorkList({
  paths: { page: StaffEntryListPaths.getStaffEntryPageList, export: StaffEntryListPaths.exportStaffEntryPageList },
  tag: 'StaffEntry',
  summary: { page: '员工入职列表', export: '导出员工入职列表（.xlsx）' },
  permission: 'StaffEntry',
  request: ZStaffEntryListRequestSchema,
  page: pageResultSchema(ZStaffEntryRowSchema),
  records: {
    spec: STAFF_ENTRY_LIST_SPEC,
    scope: workListScope([staffEntryProcess.flowId]),
    page: findWorkPage,
    count: countWorks,
    present: presentStaffEntryRow,
    export: {
      title: '员工入职列表',
      action: 'staffEntry.export',
      columns: STAFF_ENTRY_EXPORT_COLUMNS,
      present: (r: WorkListRow) => sheetTimes(presentStaffEntryRow(r), r),
    },
  },
});
