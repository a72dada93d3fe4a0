import {
  type ExportColumn,
  listRequestSchema,
  pageResultSchema,
  WORK_LIST_FILTERS,
  ZWorkListRowSchema,
} from '@hris/contract';
import { z } from 'zod';
import { work } from '../../src/db/schema';
import type { ListSpec } from '../../src/lists/list-query';
import { type Form, presentWorkListRow, sheetTimes } from '../../src/lists/work-list.presenter';
import { WORK_LIST_FILTER_COLUMNS, workListScope, workStartedSort } from '../../src/lists/work-list.query';
import { countWorks, findWorkPage, type WorkListRow } from '../../src/lists/work-list.repository';
import { defineWorkList } from '../../src/lists/work-lists';
import { EXAMPLE_PATHS, exampleProcessInfo } from './info';

const SORTS = { startedTime: '发起时间' } as const;
const ZExampleRowSchema = ZWorkListRowSchema.extend({ amount: z.number() });

const spec: ListSpec<keyof typeof WORK_LIST_FILTERS, keyof typeof SORTS> = {
  filterDefs: WORK_LIST_FILTERS,
  filterColumns: WORK_LIST_FILTER_COLUMNS,
  sortKeys: { startedTime: workStartedSort },
  defaultSort: { field: 'startedTime', direction: 'desc' },
  idColumn: work.id,
};

const COLUMNS: readonly ExportColumn[] = [
  { key: 'flowNo', header: '流程编号', width: 14 },
  { key: 'employeeLabel', header: '员工', width: 18 },
  { key: 'amount', header: '金额', width: 10 },
  { key: 'statusText', header: '状态', width: 10 },
  { key: 'startedTime', header: '发起时间', width: 18 },
];

const present = (r: WorkListRow) => ({
  ...presentWorkListRow(r),
  amount: Number((r.formData as Form | null)?.amount ?? 0),
});

/** 示例流程列表: the example's works in the caller's scope, with its export. */
export const exampleList = defineWorkList({
  paths: { page: EXAMPLE_PATHS.getExamplePageList, export: EXAMPLE_PATHS.exportExamplePageList },
  tag: 'Example',
  summary: { page: '示例流程列表', export: '导出示例流程列表（.xlsx）' },
  permission: 'TaskIndex',
  request: listRequestSchema(SORTS, WORK_LIST_FILTERS),
  page: pageResultSchema(ZExampleRowSchema),
  records: {
    spec,
    scope: workListScope([exampleProcessInfo.flowId]),
    page: findWorkPage,
    count: countWorks,
    present,
    export: {
      title: '示例流程列表',
      action: 'example.export',
      columns: COLUMNS,
      present: (r: WorkListRow) => sheetTimes(present(r), r),
    },
  },
});
