import { z } from 'zod';
import type { FilterDef } from './basic-data/common';
import { WORK_LIST_STATUSES } from './work-list-paths';

export * from './work-list-paths';

/**
 * The column filters every list of works offers: the store and region the work started at, its
 * start day, its state and its person. A list adds the fields of its own form.
 */
export const WORK_LIST_FILTERS = {
  /** The store: code or name contains the text. */
  shop: { label: '门店', kind: 'text' },
  /** The region (org unit ids). */
  regionId: { label: '区域', kind: 'id' },
  startedTime: { label: '发起日期', kind: 'dateRange' },
  status: { label: '状态', kind: 'select', options: [...WORK_LIST_STATUSES] },
  /** Name or employee number contains the text. */
  employee: { label: '员工', kind: 'text' },
} as const satisfies Record<string, FilterDef>;

/**
 * What every row of a list of works holds: the work (flow number, state, current step, times,
 * starter), its person and the store and region it started at. Fields a form does not have are
 * empty strings.
 */
export const ZWorkListRowSchema = z.object({
  workId: z.number().int(),
  flowId: z.number().int(),
  flowNo: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  /** 姓名-工号 (spec §9). */
  employeeLabel: z.string(),
  shopCode: z.string(),
  shopName: z.string(),
  regionName: z.string(),
  status: z.enum(WORK_LIST_STATUSES),
  statusText: z.string(),
  /** The step a running (or stopped) work waits at; null once it ended. */
  nodeId: z.number().int().nullable(),
  nodeName: z.string(),
  startedTime: z.string(),
  finishedTime: z.string().nullable(),
  /** 系统 when the system started the work (the daily starts), else the starter's name. */
  starterName: z.string(),
  startedBySystem: z.boolean(),
});
export type TWorkListRow = z.infer<typeof ZWorkListRowSchema>;
