import { z } from 'zod';
import { RENEWAL_CONTRACT_TYPES, RENEWAL_RESULTS } from '../processes/contract-renewal';
import { EVALUATION_RESULTS } from '../processes/evaluation';
import { type ExportColumn, type FilterDef, listRequestSchema } from './basic-data/common';
import { WORK_LIST_FILTERS, ZWorkListRowSchema } from './work-list';

export * from './renewal-lists-paths';

const RENEWAL_RESULT_VALUES = RENEWAL_RESULTS.map((r) => r.value);
const RENEWAL_CONTRACT_TYPE_VALUES = RENEWAL_CONTRACT_TYPES.map((r) => r.value);
const EVALUATION_RESULT_VALUES = EVALUATION_RESULTS.map((r) => r.value);

// ───────────────────────────── 合同续签列表 (flow 14) ─────────────────────────────

/** Column filters of 合同续签列表. */
export const CONTRACT_RENEWAL_LIST_FILTERS = {
  ...WORK_LIST_FILTERS,
  /** The end of the contract being renewed (the form's currentContractEndDay). */
  currentContractEndDay: { label: '现合同结束日期', kind: 'dateRange' },
  contractReviewResult: { label: '续签结果', kind: 'select', options: RENEWAL_RESULT_VALUES },
  /** The form's isThreePeriodsTitle (是 / 否). */
  isThreePeriods: { label: '是否三期', kind: 'boolean' },
  /** Running, and its approval deadline (jzsj) is before today. */
  overdue: { label: '是否超期', kind: 'boolean' },
} as const satisfies Record<string, FilterDef>;

export const CONTRACT_RENEWAL_LIST_SORTS = {
  startedTime: '发起时间',
  currentContractEndDay: '现合同结束日期',
  jzsj: '审批截止日期',
} as const;

export const ZContractRenewalListRequestSchema = listRequestSchema(
  CONTRACT_RENEWAL_LIST_SORTS,
  CONTRACT_RENEWAL_LIST_FILTERS,
);
export type TContractRenewalListRequest = z.infer<typeof ZContractRenewalListRequestSchema>;

/**
 * One contract renewal (flow 14, any state, started by the system or by hand). The proposal's
 * fields are empty (null) until the store HR has filled them.
 */
export const ZContractRenewalRowSchema = ZWorkListRowSchema.extend({
  positionName: z.string(),
  currentContractEndDay: z.string(),
  /** 审批截止日期. */
  jzsj: z.string(),
  /** Null when the form does not say. */
  isThreePeriods: z.boolean().nullable(),
  isThreePeriodsText: z.string(),
  threePeriodEndDay: z.string(),
  contractReviewResult: z.enum(RENEWAL_RESULT_VALUES).nullable(),
  contractReviewResultText: z.string(),
  contractType: z.enum(RENEWAL_CONTRACT_TYPE_VALUES).nullable(),
  contractTypeText: z.string(),
  contractBeginDay: z.string(),
  contractEndDay: z.string(),
  /** 新合同期限: begin – end, or begin alone for an open-ended contract. */
  contractTermText: z.string(),
  /** Running past its approval deadline. */
  overdue: z.boolean(),
  overdueText: z.string(),
});
export type TContractRenewalRow = z.infer<typeof ZContractRenewalRowSchema>;

export const CONTRACT_RENEWAL_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'flowNo', header: '流程编号', width: 14 },
  { key: 'employeeLabel', header: '员工', width: 18 },
  { key: 'shopName', header: '门店', width: 18 },
  { key: 'regionName', header: '区域', width: 10 },
  { key: 'positionName', header: '岗位', width: 12 },
  { key: 'currentContractEndDay', header: '现合同结束日期', width: 14 },
  { key: 'jzsj', header: '审批截止日期', width: 14 },
  { key: 'isThreePeriodsText', header: '是否三期', width: 10 },
  { key: 'contractReviewResultText', header: '续签结果', width: 12 },
  { key: 'contractTypeText', header: '新合同类型', width: 12 },
  { key: 'contractTermText', header: '新合同期限', width: 24 },
  { key: 'nodeName', header: '当前步骤', width: 16 },
  { key: 'statusText', header: '状态', width: 10 },
  { key: 'overdueText', header: '是否超期', width: 10 },
  { key: 'starterName', header: '发起人', width: 12 },
  { key: 'startedTime', header: '发起时间', width: 18 },
  { key: 'finishedTime', header: '办结时间', width: 18 },
];

// ───────────────────────────── 试用期考核列表 (flow 13) ─────────────────────────────

/** Column filters of 试用期考核列表. */
export const EVALUATION_LIST_FILTERS = {
  ...WORK_LIST_FILTERS,
  /** The end of the probation being evaluated (the form's probationPeriodEndDay). */
  probationPeriodEndDay: { label: '试用期结束日期', kind: 'dateRange' },
  evaluationResult: { label: '考核结果', kind: 'select', options: EVALUATION_RESULT_VALUES },
} as const satisfies Record<string, FilterDef>;

export const EVALUATION_LIST_SORTS = {
  startedTime: '发起时间',
  probationPeriodEndDay: '试用期结束日期',
} as const;

export const ZEvaluationListRequestSchema = listRequestSchema(EVALUATION_LIST_SORTS, EVALUATION_LIST_FILTERS);
export type TEvaluationListRequest = z.infer<typeof ZEvaluationListRequestSchema>;

/** One probation evaluation (flow 13, any state). The result is null until the store HR chose one. */
export const ZEvaluationRowSchema = ZWorkListRowSchema.extend({
  positionName: z.string(),
  entryDate: z.string(),
  probationPeriodEndDay: z.string(),
  evaluationResult: z.enum(EVALUATION_RESULT_VALUES).nullable(),
  evaluationResultText: z.string(),
  /** 延长至 (an extension's new probation end). */
  newProbationEndDay: z.string(),
  /** 转正日期. */
  regularDate: z.string(),
});
export type TEvaluationRow = z.infer<typeof ZEvaluationRowSchema>;

export const EVALUATION_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'flowNo', header: '流程编号', width: 14 },
  { key: 'employeeLabel', header: '员工', width: 18 },
  { key: 'shopName', header: '门店', width: 18 },
  { key: 'regionName', header: '区域', width: 10 },
  { key: 'positionName', header: '岗位', width: 12 },
  { key: 'entryDate', header: '入职日期', width: 12 },
  { key: 'probationPeriodEndDay', header: '试用期结束日期', width: 14 },
  { key: 'evaluationResultText', header: '考核结果', width: 12 },
  { key: 'newProbationEndDay', header: '延长至', width: 12 },
  { key: 'regularDate', header: '转正日期', width: 12 },
  { key: 'nodeName', header: '当前步骤', width: 16 },
  { key: 'statusText', header: '状态', width: 10 },
  { key: 'starterName', header: '发起人', width: 12 },
  { key: 'startedTime', header: '发起时间', width: 18 },
  { key: 'finishedTime', header: '办结时间', width: 18 },
];
