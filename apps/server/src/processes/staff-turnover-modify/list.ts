import {
  formatFlowNo,
  pageResultSchema,
  STAFF_TURNOVER_MODIFY_EXPORT_COLUMNS,
  STAFF_TURNOVER_MODIFY_LIST_FILTERS,
  type STAFF_TURNOVER_MODIFY_LIST_SORTS,
  StaffTurnoverListPaths,
  staffTurnoverModifyProcess,
  staffTurnoverProcess,
  type TStaffTurnoverModifyRow,
  ZStaffTurnoverModifyListRequestSchema,
  ZStaffTurnoverModifyRowSchema,
} from '@hris/contract';
import { work } from '../../db/schema';
import type { ListSpec } from '../../lists/list-query';
import { type Form, formField, presentWorkListRow, sheetTimes } from '../../lists/work-list.presenter';
import { WORK_LIST_FILTER_COLUMNS, workListScope, workStartedSort } from '../../lists/work-list.query';
import { countWorks, findWorkPage, type WorkListRow } from '../../lists/work-list.repository';
import { defineWorkList } from '../../lists/work-lists';

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

type Change = { field: string; label: string; old: string; new: string };

function formChanges(form: Form): Change[] {
  if (!Array.isArray(form.changes)) return [];
  return form.changes.flatMap((c) => {
    if (typeof c !== 'object' || c === null) return [];
    const change = c as Form;
    return [
      {
        field: formField(change, 'field'),
        label: formField(change, 'label') || formField(change, 'field'),
        old: formField(change, 'old'),
        new: formField(change, 'new'),
      },
    ];
  });
}

/** 变更内容 as text: "离职类型：辞职 → 协商解除", one change a line. */
export const changesText = (changes: readonly Change[]) =>
  changes.map((c) => `${c.label}：${c.old || '—'} → ${c.new || '—'}`).join('\n');

export function presentStaffTurnoverModifyRow(r: WorkListRow): TStaffTurnoverModifyRow {
  const form = (r.formData ?? {}) as Form;
  const changes = formChanges(form);
  const resignationWorkId =
    typeof form.resignationWorkId === 'number' && Number.isInteger(form.resignationWorkId)
      ? form.resignationWorkId
      : null;
  return Object.assign(presentWorkListRow(r), {
    resignationWorkId,
    // A form without the stored number still names the resignation it corrects.
    resignationFlowNo:
      formField(form, 'resignationFlowNo') ||
      (resignationWorkId ? formatFlowNo(staffTurnoverProcess.flowId, resignationWorkId) : ''),
    changes,
    changesText: changesText(changes),
    reason: formField(form, 'reason'),
  });
}

/** 离职信息变更列表: the corrections of resignations in the caller's scope, under the resignations' key. */
export const staffTurnoverModifyList = defineWorkList({
  paths: {
    page: StaffTurnoverListPaths.getStaffTurnoverModifyPageList,
    export: StaffTurnoverListPaths.exportStaffTurnoverModifyPageList,
  },
  tag: 'StaffTurnover',
  summary: { page: '离职信息变更列表', export: '导出离职信息变更列表（.xlsx）' },
  permission: 'StaffTurnove',
  request: ZStaffTurnoverModifyListRequestSchema,
  page: pageResultSchema(ZStaffTurnoverModifyRowSchema),
  records: {
    spec: STAFF_TURNOVER_MODIFY_LIST_SPEC,
    scope: workListScope([staffTurnoverModifyProcess.flowId]),
    page: findWorkPage,
    count: countWorks,
    present: presentStaffTurnoverModifyRow,
    export: {
      title: '离职信息变更列表',
      action: 'staffTurnoverModify.export',
      columns: STAFF_TURNOVER_MODIFY_EXPORT_COLUMNS,
      present: (r: WorkListRow) => sheetTimes(presentStaffTurnoverModifyRow(r), r),
    },
  },
});
