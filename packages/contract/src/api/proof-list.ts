import { z } from 'zod';
import { PROOF_APPLY_TYPES } from '../processes/proof';
import { type ExportColumn, type FilterDef, listRequestSchema } from './basic-data/common';
import { WORK_LIST_FILTERS, ZWorkListRowSchema } from './work-list';

export * from './proof-list-paths';

/** Column filters of 证明信列表: the works' own, the letter type, its number and its date of issue. */
export const PROOF_LIST_FILTERS = {
  ...WORK_LIST_FILTERS,
  applyType: { label: '证明类型', kind: 'select', options: PROOF_APPLY_TYPES.map((t) => t.value) },
  letterNo: { label: '证明编号', kind: 'text' },
  issuedOn: { label: '开具日期', kind: 'dateRange' },
} as const satisfies Record<string, FilterDef>;

export const PROOF_LIST_SORTS = { startedTime: '发起时间', issuedOn: '开具日期' } as const;

export const ZProofListRequestSchema = listRequestSchema(PROOF_LIST_SORTS, PROOF_LIST_FILTERS);
export type TProofListRequest = z.infer<typeof ZProofListRequestSchema>;

/** One 证明信 (flow 25, any state); the letter's number and date once issued (else ''). */
export const ZProofRowSchema = ZWorkListRowSchema.extend({
  applyType: z.number().int().nullable(),
  applyTypeTitle: z.string(),
  purpose: z.string(),
  copies: z.number().int().nullable(),
  positionName: z.string(),
  letterNo: z.string(),
  issuedOn: z.string(),
});
export type TProofRow = z.infer<typeof ZProofRowSchema>;

export const PROOF_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'flowNo', header: '流程编号', width: 14 },
  { key: 'employeeLabel', header: '员工', width: 18 },
  { key: 'shopName', header: '门店', width: 18 },
  { key: 'regionName', header: '区域', width: 10 },
  { key: 'positionName', header: '岗位', width: 12 },
  { key: 'applyTypeTitle', header: '证明类型', width: 10 },
  { key: 'purpose', header: '用途', width: 24 },
  { key: 'copies', header: '份数', width: 6 },
  { key: 'letterNo', header: '证明编号', width: 16 },
  { key: 'issuedOn', header: '开具日期', width: 12 },
  { key: 'nodeName', header: '当前步骤', width: 16 },
  { key: 'statusText', header: '状态', width: 10 },
  { key: 'starterName', header: '发起人', width: 12 },
  { key: 'startedTime', header: '发起时间', width: 18 },
  { key: 'finishedTime', header: '办结时间', width: 18 },
];
