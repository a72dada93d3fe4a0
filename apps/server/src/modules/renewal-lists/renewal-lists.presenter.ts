import {
  businessToday,
  EVALUATION_RESULTS,
  RENEWAL_CONTRACT_TYPES,
  RENEWAL_RESULTS,
  type TContractRenewalRow,
  type TEvaluationRow,
} from '@hris/contract';
import { type Form, formField, formOption, presentWorkListRow, sheetTimes } from '../../lists/work-list.presenter';
import type { WorkListRow } from '../../lists/work-list.repository';

const RENEWAL_RESULT_VALUES = RENEWAL_RESULTS.map((r) => r.value);
const CONTRACT_TYPE_VALUES = RENEWAL_CONTRACT_TYPES.map((r) => r.value);
const EVALUATION_RESULT_VALUES = EVALUATION_RESULTS.map((r) => r.value);

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  options.find((o) => o.value === value)?.label ?? '';

/** A running renewal past its approval deadline (jzsj before today, in China). */
export function isOverdue(status: string, jzsj: string, today: string = businessToday()): boolean {
  return status === 'running' && jzsj !== '' && jzsj < today;
}

/** 新合同期限: "begin 至 end", or "begin 起" for an open-ended contract (it has no end). */
export function contractTerm(begin: string, end: string): string {
  if (begin && end) return `${begin} 至 ${end}`;
  if (begin) return `${begin} 起`;
  return end ? `至 ${end}` : '';
}

export function presentRenewalRow(r: WorkListRow): TContractRenewalRow {
  const form = (r.formData ?? {}) as Form;
  const result = formOption(form, 'contractReviewResult', RENEWAL_RESULT_VALUES);
  const contractType = formOption(form, 'contractTypeText', CONTRACT_TYPE_VALUES);
  const threePeriods = form.isThreePeriodsTitle === '是' ? true : form.isThreePeriodsTitle === '否' ? false : null;
  const jzsj = formField(form, 'jzsj');
  const overdue = isOverdue(r.status, jzsj);
  const begin = formField(form, 'contractBeginDay');
  const end = formField(form, 'contractEndDay');
  const row = presentWorkListRow(r);
  // The form says so too: the renewals the daily job started.
  const bySystem = form.startedBySystem === true || row.startedBySystem;
  return {
    ...row,
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
    starterName: bySystem ? '系统' : row.starterName,
  };
}

export function presentEvaluationRow(r: WorkListRow): TEvaluationRow {
  const form = (r.formData ?? {}) as Form;
  const result = formOption(form, 'evaluationResult', EVALUATION_RESULT_VALUES);
  return {
    ...presentWorkListRow(r),
    positionName: formField(form, 'positionName'),
    entryDate: formField(form, 'entryDate'),
    probationPeriodEndDay: formField(form, 'probationPeriodEndDay'),
    evaluationResult: result,
    evaluationResultText: labelOf(EVALUATION_RESULTS, result),
    newProbationEndDay: formField(form, 'newProbationEndDay'),
    regularDate: formField(form, 'regularDate'),
  };
}

/** The sheets show times in China as YYYY-MM-DD HH:mm. */
export const presentRenewalSheetRow = (r: WorkListRow) => sheetTimes(presentRenewalRow(r), r);
export const presentEvaluationSheetRow = (r: WorkListRow) => sheetTimes(presentEvaluationRow(r), r);
