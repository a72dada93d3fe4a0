// Apart from the schemas: the web imports these paths without zod (see user-paths.ts).

/** What the start forms of 员工离职 (15) and 离职信息变更 (28) read before a start. */
export const StaffTurnoverPaths = {
  /** What Basic data says about a leaver: placement, dates, 三期, their HRIS account. */
  getResignationInfo: '/api/StaffTurnover/GetResignationInfo',
  /** Finished resignations in the caller's scope a resignation information change may correct. */
  getFinishedResignations: '/api/StaffTurnover/GetFinishedResignations',
} as const;
