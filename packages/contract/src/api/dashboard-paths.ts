// Apart from the schemas: the web imports these paths without zod (see user-paths.ts).

/** What the home page (/dashboard) reads beside the task counts. */
export const DashboardPaths = {
  /** The contracts and probations of the caller's scope that end soon (60天内到期合同, 30天内试用期到期). */
  getExpiringCounts: '/api/Dashboard/GetExpiringCounts',
} as const;

/** 60天内到期合同: active employees whose contract ends between today and today + 60 days. */
export const EXPIRING_CONTRACT_DAYS = 60;
/** 30天内试用期到期: active employees whose probation ends between today and today + 30 days. */
export const EXPIRING_PROBATION_DAYS = 30;
