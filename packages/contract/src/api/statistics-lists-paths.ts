// Apart from the schemas: the web imports these paths without zod (see user-paths.ts).

/** 员工离职列表 and 离职信息变更列表 (spec §2 /infotatistics/staff-turnove-list, …-modify-list). */
export const StaffTurnoverListPaths = {
  getStaffTurnoverPageList: '/api/StaffTurnover/GetStaffTurnoverPageList',
  exportStaffTurnoverPageList: '/api/StaffTurnover/ExportStaffTurnoverPageList',
  getStaffTurnoverModifyPageList: '/api/StaffTurnover/GetStaffTurnoverModifyPageList',
  exportStaffTurnoverModifyPageList: '/api/StaffTurnover/ExportStaffTurnoverModifyPageList',
} as const;

/** 员工入职列表 (spec §2 /infotatistics/staff-entry-list). */
export const StaffEntryListPaths = {
  getStaffEntryPageList: '/api/StaffEntry/GetStaffEntryPageList',
  exportStaffEntryPageList: '/api/StaffEntry/ExportStaffEntryPageList',
} as const;

/** 失物扣款列表 (spec §2 /infotatistics/deduction-list). */
export const DeductionListPaths = {
  getDeductionPageList: '/api/Deduction/GetDeductionPageList',
  exportDeductionPageList: '/api/Deduction/ExportDeductionPageList',
} as const;

/**
 * An onboarding's outcome as 员工入职列表 shows it: the work's state, named by what it means for the
 * person (已入职 when it finished, 取消入职 when a handler ended it).
 */
export const STAFF_ENTRY_STATUS_TEXT = {
  running: '进行中',
  finished: '已入职',
  terminated: '取消入职',
  stopped: '已停止',
} as const;
