// Apart from the schemas: the web imports these paths without zod (see user-paths.ts).

/** 人事异动列表 (spec §2 /infotatistics/change-of-personnel-list), in the style of spec §7. */
export const ChangeOfPersonnelPaths = {
  getChangeofPersonnelPageList: '/api/ChangeofPersonnel/GetChangeofPersonnelPageList',
  exportChangeofPersonnelPageList: '/api/ChangeofPersonnel/ExportChangeofPersonnelPageList',
} as const;

/**
 * The kinds of personnel change the list tells apart: 调店 and 调店并调岗 (flow 18, by its
 * changeTheType), 调岗 (flow 32).
 */
export const PERSONNEL_CHANGE_TYPES = ['shop', 'shopAndPosition', 'position'] as const;
export type TPersonnelChangeType = (typeof PERSONNEL_CHANGE_TYPES)[number];
export const PERSONNEL_CHANGE_TYPE_TEXT: Record<TPersonnelChangeType, string> = {
  shop: '调店',
  shopAndPosition: '调店并调岗',
  position: '调岗',
};

/** 调岗's kind (flow 32's changeKind). */
export const POSITION_CHANGE_KINDS = ['promotion', 'lateral', 'demotion'] as const;
export type TPositionChangeKind = (typeof POSITION_CHANGE_KINDS)[number];
export const POSITION_CHANGE_KIND_TEXT: Record<TPositionChangeKind, string> = {
  promotion: '晋升',
  lateral: '平调',
  demotion: '降级',
};

// The states of a work in the lists (shared by every list of works).
export { type TWorkListStatus, WORK_LIST_STATUS_TEXT, WORK_LIST_STATUSES } from './work-list-paths';
