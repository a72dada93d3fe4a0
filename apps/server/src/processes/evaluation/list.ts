import {
  EVALUATION_EXPORT_COLUMNS,
  EVALUATION_LIST_FILTERS,
  type EVALUATION_LIST_SORTS,
  EVALUATION_RESULTS,
  EvaluationListPaths,
  evaluationProcess,
  pageResultSchema,
  type TEvaluationRow,
  ZEvaluationListRequestSchema,
  ZEvaluationRowSchema,
} from '@hris/contract';
import { work } from '../../db/schema';
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
import { countWorks, findWorkPage, type WorkListRow } from '../../lists/work-list.repository';
import { defineWorkList } from '../../lists/work-lists';

const EVALUATION_RESULT_VALUES = EVALUATION_RESULTS.map((r) => r.value);

export const EVALUATION_LIST_SPEC: ListSpec<keyof typeof EVALUATION_LIST_FILTERS, keyof typeof EVALUATION_LIST_SORTS> =
  {
    filterDefs: EVALUATION_LIST_FILTERS,
    filterColumns: {
      ...WORK_LIST_FILTER_COLUMNS,
      probationPeriodEndDay: formDateRange('probationPeriodEndDay'),
      evaluationResult: formChoice('evaluationResult'),
    },
    sortKeys: {
      startedTime: workStartedSort,
      probationPeriodEndDay: formTextSort('probationPeriodEndDay'),
    },
    defaultSort: { field: 'startedTime', direction: 'desc' },
    idColumn: work.id,
  };

export function presentEvaluationRow(r: WorkListRow): TEvaluationRow {
  const form = (r.formData ?? {}) as Form;
  const result = formOption(form, 'evaluationResult', EVALUATION_RESULT_VALUES);
  return Object.assign(presentWorkListRow(r), {
    positionName: formField(form, 'positionName'),
    entryDate: formField(form, 'entryDate'),
    probationPeriodEndDay: formField(form, 'probationPeriodEndDay'),
    evaluationResult: result,
    evaluationResultText: EVALUATION_RESULTS.find((o) => o.value === result)?.label ?? '',
    newProbationEndDay: formField(form, 'newProbationEndDay'),
    regularDate: formField(form, 'regularDate'),
  });
}

/** 试用期考核列表: every probation evaluation of the caller's scope, any state, by the system or by hand. */
export const evaluationList = defineWorkList({
  paths: { page: EvaluationListPaths.getEvaluationPageList, export: EvaluationListPaths.exportEvaluationPageList },
  tag: 'Evaluation',
  summary: { page: '试用期考核列表', export: '导出试用期考核列表（.xlsx）' },
  permission: 'Evaluation',
  request: ZEvaluationListRequestSchema,
  page: pageResultSchema(ZEvaluationRowSchema),
  records: {
    spec: EVALUATION_LIST_SPEC,
    scope: workListScope([evaluationProcess.flowId]),
    page: findWorkPage,
    count: countWorks,
    present: presentEvaluationRow,
    export: {
      title: '试用期考核列表',
      action: 'evaluation.export',
      columns: EVALUATION_EXPORT_COLUMNS,
      // The sheet shows times in China as YYYY-MM-DD HH:mm.
      present: (r: WorkListRow) => sheetTimes(presentEvaluationRow(r), r),
    },
  },
});
