import { z } from 'zod';
import { type ExportColumn, type FilterDef, listRequestSchema } from './basic-data/common';
import { PERSONNEL_CHANGE_TYPES, POSITION_CHANGE_KINDS } from './change-of-personnel-paths';
import { WORK_LIST_FILTERS, ZWorkListRowSchema } from './work-list';

export * from './change-of-personnel-paths';

/** Column filters of 人事异动列表. */
export const CHANGE_OF_PERSONNEL_FILTERS = {
  type: { label: '异动类型', kind: 'select', options: [...PERSONNEL_CHANGE_TYPES] },
  /**
   * 门店 and 区域 match the store or region before or after the change; 发起日期, 状态 and 员工 as
   * every list of works.
   */
  ...WORK_LIST_FILTERS,
  effectiveTime: { label: '生效日期', kind: 'dateRange' },
} as const satisfies Record<string, FilterDef>;

export const CHANGE_OF_PERSONNEL_SORTS = {
  startedTime: '发起时间',
  effectiveTime: '生效日期',
} as const;

export const ZChangeOfPersonnelListRequestSchema = listRequestSchema(
  CHANGE_OF_PERSONNEL_SORTS,
  CHANGE_OF_PERSONNEL_FILTERS,
);
export type TChangeOfPersonnelListRequest = z.infer<typeof ZChangeOfPersonnelListRequestSchema>;

/**
 * One personnel change (flow 18 or 32, any state). Fields a form does not have are empty
 * strings; `applied` is null while nothing is recorded (the work has not finished).
 */
export const ZChangeOfPersonnelRowSchema = ZWorkListRowSchema.extend({
  type: z.enum(PERSONNEL_CHANGE_TYPES).nullable(),
  typeText: z.string(),
  changeKind: z.enum(POSITION_CHANGE_KINDS).nullable(),
  changeKindText: z.string(),
  newShopCode: z.string(),
  newShopName: z.string(),
  newRegionName: z.string(),
  positionName: z.string(),
  newPositionName: z.string(),
  rank: z.string(),
  newRank: z.string(),
  effectiveTime: z.string(),
  applied: z.boolean().nullable(),
  appliedText: z.string(),
});
export type TChangeOfPersonnelRow = z.infer<typeof ZChangeOfPersonnelRowSchema>;

export const CHANGE_OF_PERSONNEL_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'flowNo', header: '流程编号', width: 14 },
  { key: 'typeText', header: '异动类型', width: 12 },
  { key: 'employeeLabel', header: '员工', width: 18 },
  { key: 'shopName', header: '原门店', width: 18 },
  { key: 'newShopName', header: '新门店', width: 18 },
  { key: 'regionName', header: '原区域', width: 10 },
  { key: 'newRegionName', header: '新区域', width: 10 },
  { key: 'positionName', header: '原岗位', width: 12 },
  { key: 'newPositionName', header: '新岗位', width: 12 },
  { key: 'rank', header: '原职级', width: 8 },
  { key: 'newRank', header: '新职级', width: 8 },
  { key: 'effectiveTime', header: '生效日期', width: 12 },
  { key: 'statusText', header: '状态', width: 10 },
  { key: 'nodeName', header: '当前步骤', width: 16 },
  { key: 'startedTime', header: '发起时间', width: 18 },
  { key: 'finishedTime', header: '办结时间', width: 18 },
  { key: 'starterName', header: '发起人', width: 12 },
  { key: 'appliedText', header: '是否已生效', width: 10 },
];
