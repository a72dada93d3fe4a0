import { z } from 'zod';
import { type ExportColumn, type FilterDef, listRequestSchema, ZRowId } from './basic-data/common';
import { SYSTEM_LOG_MODULE_KEYS, SYSTEM_LOG_RESULTS } from './system-paths';

export * from './system-paths';

export const SYSTEM_LOG_FILTERS = {
  createdTime: { label: '时间', kind: 'dateRange' },
  userName: { label: '用户', kind: 'text' },
  ip: { label: 'IP', kind: 'text' },
  module: { label: '模块', kind: 'select', options: SYSTEM_LOG_MODULE_KEYS },
  action: { label: '操作', kind: 'text' },
  target: { label: '对象', kind: 'text' },
  result: { label: '结果', kind: 'select', options: SYSTEM_LOG_RESULTS },
} as const satisfies Record<string, FilterDef>;

export const SYSTEM_LOG_SORTS = {
  createdTime: '时间',
  userName: '用户',
  action: '操作',
} as const;

export const ZSystemLogListRequestSchema = listRequestSchema(SYSTEM_LOG_SORTS, SYSTEM_LOG_FILTERS);
export type TSystemLogListRequest = z.infer<typeof ZSystemLogListRequestSchema>;

export const ZSystemLogRowSchema = z.object({
  id: z.number().int(),
  createdTime: z.string(),
  userName: z.string().nullable(),
  ip: z.string().nullable(),
  module: z.string(),
  moduleText: z.string(),
  action: z.string(),
  actionText: z.string(),
  target: z.string().nullable(),
  /** What the target names, as people read it: 员工 张三（E100006）, 流程 员工离职 15-000215 张三 … */
  targetText: z.string().nullable(),
  result: z.enum(SYSTEM_LOG_RESULTS),
  resultText: z.string(),
  /** The summary as compact JSON, cut to 300 characters for the list. */
  summary: z.string().nullable(),
  /** For an edit, the fields it changed (the list names them; the detail shows before and after). */
  changedFields: z.array(z.string()).nullable(),
});
export type TSystemLogRow = z.infer<typeof ZSystemLogRowSchema>;

export const ZSystemLogDetailRequestSchema = z.object({ id: ZRowId.describe('日志') });

/** One field of a change: before and after as text ('' when absent), `changed` when they differ. */
export const ZSystemLogChangeSchema = z.object({
  field: z.string(),
  before: z.string(),
  after: z.string(),
  changed: z.boolean(),
});
export type TSystemLogChange = z.infer<typeof ZSystemLogChangeSchema>;

export const ZSystemLogDetailSchema = ZSystemLogRowSchema.extend({
  requestId: z.string().nullable(),
  /** The whole summary, pretty-printed (identity numbers are masked when logged). */
  summaryJson: z.string().nullable(),
  /** Before/after of an edit, when the entry records one; null otherwise. */
  changes: z.array(ZSystemLogChangeSchema).nullable(),
});
export type TSystemLogDetail = z.infer<typeof ZSystemLogDetailSchema>;

export const SYSTEM_LOG_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'createdTime', header: '时间', width: 20 },
  { key: 'userName', header: '用户', width: 14 },
  { key: 'ip', header: 'IP', width: 16 },
  { key: 'moduleText', header: '模块', width: 10 },
  { key: 'actionText', header: '操作', width: 16 },
  { key: 'action', header: '操作代码', width: 24 },
  { key: 'targetText', header: '对象', width: 30 },
  { key: 'resultText', header: '结果', width: 8 },
  { key: 'summary', header: '摘要', width: 60 },
];
