import {
  CHANGE_OF_PERSONNEL_EXPORT_COLUMNS,
  CHANGE_OF_PERSONNEL_FILTERS,
  type CHANGE_OF_PERSONNEL_SORTS,
  ChangeOfPersonnelPaths,
  changeOfPersonnelProcess,
  jobChangeProcess,
  PERSONNEL_CHANGE_TYPE_TEXT,
  POSITION_CHANGE_KIND_TEXT,
  POSITION_CHANGE_KINDS,
  pageResultSchema,
  type TChangeOfPersonnelRow,
  type TPersonnelChangeType,
  ZChangeOfPersonnelListRequestSchema,
  ZChangeOfPersonnelRowSchema,
} from '@hris/contract';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { shop, work } from '../../db/schema';
import { ilikeContains } from '../../db/text-search';
import type { ListSpec } from '../../lists/list-query';
import { type Form, formField, formOption, presentWorkListRow, sheetTimes } from '../../lists/work-list.presenter';
import {
  formDateRange,
  formTextSort,
  WORK_LIST_FILTER_COLUMNS,
  workListScope,
  workStartedSort,
} from '../../lists/work-list.query';
import { countWorks, formText, workPage } from '../../lists/work-list.repository';
import { defineWorkList } from '../../lists/work-lists';
import { PERSONNEL_GROUP } from '../shared/personnel';

/*
 * 人事异动列表 lists two processes: this one, 人事异动（调店） (a store transfer, with or without a
 * new position), and 人事异动（调岗） (job-change: a new position in the same store).
 */
const STORE_TRANSFER_FLOW = changeOfPersonnelProcess.flowId;
const POSITION_CHANGE_FLOW = jobChangeProcess.flowId;

const TYPE_SQL: Record<TPersonnelChangeType, SQL> = {
  shop: and(eq(work.flowId, STORE_TRANSFER_FLOW), sql`${work.formData}->>'changeTheType' = 'shop'`)!,
  shopAndPosition: and(
    eq(work.flowId, STORE_TRANSFER_FLOW),
    sql`${work.formData}->>'changeTheType' = 'shopAndPosition'`,
  )!,
  position: eq(work.flowId, POSITION_CHANGE_FLOW),
};

export const CHANGE_LIST_SPEC: ListSpec<
  keyof typeof CHANGE_OF_PERSONNEL_FILTERS,
  keyof typeof CHANGE_OF_PERSONNEL_SORTS
> = {
  filterDefs: CHANGE_OF_PERSONNEL_FILTERS,
  filterColumns: {
    ...WORK_LIST_FILTER_COLUMNS,
    type: {
      build: (f) => (f.kind === 'select' ? or(...f.values.map((v) => TYPE_SQL[v as TPersonnelChangeType])) : undefined),
    },
    // The store before (where the work started) or after (the form's new store).
    shop: {
      build: (f) =>
        f.kind === 'text'
          ? or(
              ilikeContains(shop.code, f.text),
              ilikeContains(shop.name, f.text),
              ilikeContains(formText('newShopCode'), f.text),
              ilikeContains(formText('newShopName'), f.text),
            )
          : undefined,
    },
    // Regions are units of the org path: the work's (before) or the new store's (after).
    regionId: {
      build: (f) =>
        f.kind === 'id'
          ? or(
              ...f.ids.flatMap((id) => [
                sql`${work.orgPath} like ${`%/${id}/%`}`,
                sql`${formText('newOrgPath')} like ${`%/${id}/%`}`,
              ]),
            )
          : undefined,
    },
    effectiveTime: formDateRange('effectiveTime'),
  },
  sortKeys: {
    startedTime: workStartedSort,
    effectiveTime: formTextSort('effectiveTime'),
  },
  defaultSort: { field: 'startedTime', direction: 'desc' },
  idColumn: work.id,
};

/** One page of personnel changes: the rows of every list of works, and whether the change has applied. */
export const findChangePage = workPage({
  /** Whether the recorded change has applied; null while none is recorded. */
  applied: sql<
    boolean | null
  >`(select bool_and(wc.applied_at is not null) from work_change wc where wc.work_id = ${work.id})`,
});

export type ChangeRow = Awaited<ReturnType<typeof findChangePage>>[number];

/** 调店 / 调店并调岗 by the store transfer's changeTheType, 调岗 for a position change. */
function changeType(flowId: number, form: Form): TPersonnelChangeType | null {
  if (flowId === POSITION_CHANGE_FLOW) return 'position';
  if (form.changeTheType === 'shop' || form.changeTheType === 'shopAndPosition') return form.changeTheType;
  return null;
}

export function presentChangeRow(r: ChangeRow): TChangeOfPersonnelRow {
  const form = (r.formData ?? {}) as Form;
  const type = changeType(r.flowId, form);
  const kind = formOption(form, 'changeKind', POSITION_CHANGE_KINDS);
  const applied = r.applied ?? null;
  return Object.assign(presentWorkListRow(r), {
    type,
    typeText: type ? PERSONNEL_CHANGE_TYPE_TEXT[type] : '',
    changeKind: kind,
    changeKindText: kind ? POSITION_CHANGE_KIND_TEXT[kind] : '',
    newShopCode: formField(form, 'newShopCode'),
    newShopName: formField(form, 'newShopName'),
    newRegionName: formField(form, 'newRegionName'),
    positionName: formField(form, 'positionName'),
    newPositionName: formField(form, 'newPositionName'),
    rank: formField(form, 'rank'),
    newRank: formField(form, 'newRank'),
    effectiveTime: formField(form, 'effectiveTime'),
    applied,
    appliedText: applied === null ? '' : applied ? '已生效' : '未生效',
  });
}

/** 人事异动列表: store transfers and position changes in the caller's scope, any state. */
export const changeOfPersonnelList = defineWorkList({
  paths: {
    page: ChangeOfPersonnelPaths.getChangeofPersonnelPageList,
    export: ChangeOfPersonnelPaths.exportChangeofPersonnelPageList,
  },
  tag: 'ChangeofPersonnel',
  summary: { page: '人事异动列表（调店、调岗）', export: '导出人事异动列表（.xlsx）' },
  permission: 'ChangeOfPersonnel',
  request: ZChangeOfPersonnelListRequestSchema,
  page: pageResultSchema(ZChangeOfPersonnelRowSchema),
  records: {
    spec: CHANGE_LIST_SPEC,
    // Works of the two flows (of the personnel group) whose org unit at start lies in the caller's scope.
    scope: workListScope([STORE_TRANSFER_FLOW, POSITION_CHANGE_FLOW], { group: PERSONNEL_GROUP }),
    page: findChangePage,
    count: countWorks,
    present: presentChangeRow,
    export: {
      title: '人事异动列表',
      action: 'changeOfPersonnel.export',
      columns: CHANGE_OF_PERSONNEL_EXPORT_COLUMNS,
      // The sheet shows times in China as YYYY-MM-DD HH:mm.
      present: (r: ChangeRow) => sheetTimes(presentChangeRow(r), r),
    },
  },
});
