import {
  businessToday,
  CONTRACT_RENEWAL_EXPORT_COLUMNS,
  CONTRACT_RENEWAL_LIST_FILTERS,
  type CONTRACT_RENEWAL_LIST_SORTS,
  ContractRenewalListPaths,
  contractRenewalProcess,
  pageResultSchema,
  RENEWAL_CONTRACT_TYPES,
  RENEWAL_RESULTS,
  type TContractRenewalRow,
  ZContractRenewalListRequestSchema,
  ZContractRenewalRowSchema,
} from '@hris/contract';
import { and, eq, not, type SQL, sql } from 'drizzle-orm';
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
import { countWorks, findWorkPage, formText, type WorkListRow } from '../../lists/work-list.repository';
import { defineWorkList } from '../../lists/work-lists';
import { label } from '../../workflow/display-names';

const RENEWAL_RESULT_VALUES = RENEWAL_RESULTS.map((r) => r.value);
const CONTRACT_TYPE_VALUES = RENEWAL_CONTRACT_TYPES.map((r) => r.value);

/** The label of a stored option ('' when the form holds none of them). */
const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  options.find((o) => o.value === value)?.label ?? '';

/** Running past its approval deadline: jzsj (YYYY-MM-DD text) before `today` (in China). */
function overdueSql(today: string): SQL {
  const jzsj = formText('jzsj');
  return and(eq(work.status, 'running'), sql`${jzsj} <> ''`, sql`${jzsj} < ${today}`)!;
}

/** 合同续签列表's filters and sorts; 逾期 is relative to `today`. */
export function contractRenewalListSpec(
  today: string,
): ListSpec<keyof typeof CONTRACT_RENEWAL_LIST_FILTERS, keyof typeof CONTRACT_RENEWAL_LIST_SORTS> {
  return {
    filterDefs: CONTRACT_RENEWAL_LIST_FILTERS,
    filterColumns: {
      ...WORK_LIST_FILTER_COLUMNS,
      currentContractEndDay: formDateRange('currentContractEndDay'),
      contractReviewResult: formChoice('contractReviewResult'),
      isThreePeriods: {
        build: (f) =>
          f.kind === 'boolean' ? sql`${formText('isThreePeriodsTitle')} = ${f.value ? '是' : '否'}` : undefined,
      },
      overdue: {
        build: (f) => (f.kind === 'boolean' ? (f.value ? overdueSql(today) : not(overdueSql(today))) : undefined),
      },
    },
    sortKeys: {
      startedTime: workStartedSort,
      currentContractEndDay: formTextSort('currentContractEndDay'),
      jzsj: formTextSort('jzsj'),
    },
    defaultSort: { field: 'startedTime', direction: 'desc' },
    idColumn: work.id,
  };
}

/** A running renewal past its approval deadline (jzsj before today, in China). */
export function isOverdue(status: string, jzsj: string, today: string): boolean {
  return status === 'running' && jzsj !== '' && jzsj < today;
}

/** 新合同期限: "begin 至 end", or "begin 起" for an open-ended contract (it has no end). */
export function contractTerm(begin: string, end: string): string {
  if (begin && end) return `${begin} 至 ${end}`;
  if (begin) return `${begin} 起`;
  return end ? `至 ${end}` : '';
}

export function presentRenewalRow(r: WorkListRow, today: string): TContractRenewalRow {
  const form = (r.formData ?? {}) as Form;
  const result = formOption(form, 'contractReviewResult', RENEWAL_RESULT_VALUES);
  const contractType = formOption(form, 'contractTypeText', CONTRACT_TYPE_VALUES);
  const threePeriods = form.isThreePeriodsTitle === '是' ? true : form.isThreePeriodsTitle === '否' ? false : null;
  const jzsj = formField(form, 'jzsj');
  const overdue = isOverdue(r.status, jzsj, today);
  const begin = formField(form, 'contractBeginDay');
  const end = formField(form, 'contractEndDay');
  const row = presentWorkListRow(r);
  // The form says so too: the renewals the daily job started.
  const bySystem = form.startedBySystem === true || row.startedBySystem;
  return Object.assign(row, {
    positionName: formField(form, 'positionName'),
    currentContractEndDay: formField(form, 'currentContractEndDay'),
    jzsj,
    isThreePeriods: threePeriods,
    isThreePeriodsText: threePeriods === null ? '' : threePeriods ? '是' : '否',
    threePeriodEndDay: formField(form, 'threePeriodEndDay'),
    contractReviewResult: result,
    contractReviewResultText: labelOf(RENEWAL_RESULTS, result),
    contractType,
    contractTypeText: labelOf(RENEWAL_CONTRACT_TYPES, contractType),
    contractBeginDay: begin,
    contractEndDay: end,
    contractTermText: contractTerm(begin, end),
    overdue,
    overdueText: overdue ? '是' : '否',
    startedBySystem: bySystem,
    starterName: bySystem ? label('display.system') : row.starterName,
  });
}

/**
 * 合同续签列表: every contract renewal whose org unit at start lies in the caller's scope, any
 * state, started by the system or by hand; 逾期 is read against the engine's today.
 */
export const contractRenewalList = defineWorkList({
  paths: {
    page: ContractRenewalListPaths.getContractRenewalPageList,
    export: ContractRenewalListPaths.exportContractRenewalPageList,
  },
  tag: 'ContractRenewal',
  summary: { page: '合同续签列表', export: '导出合同续签列表（.xlsx）' },
  permission: 'ContractRenewal',
  request: ZContractRenewalListRequestSchema,
  page: pageResultSchema(ZContractRenewalRowSchema),
  records: ({ now }) => ({
    spec: () => contractRenewalListSpec(businessToday(now())),
    scope: workListScope([contractRenewalProcess.flowId]),
    page: findWorkPage,
    count: countWorks,
    present: (r: WorkListRow) => presentRenewalRow(r, businessToday(now())),
    export: {
      title: '合同续签列表',
      action: 'contractRenewal.export',
      columns: CONTRACT_RENEWAL_EXPORT_COLUMNS,
      // The sheet shows times in China as YYYY-MM-DD HH:mm.
      present: (r: WorkListRow) => sheetTimes(presentRenewalRow(r, businessToday(now())), r),
    },
  }),
});
