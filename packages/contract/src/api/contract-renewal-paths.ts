// Apart from the schemas: the web imports these paths without zod (see user-paths.ts).

/** What the start forms of 合同续签 (14) and 续签结果变更 (29) read before a start. */
export const ContractRenewalPaths = {
  /** The employee's current contract and what the law says about renewing it. */
  getRenewalInfo: '/api/ContractRenewal/GetRenewalInfo',
  /** The employee's finished renewals a result change may correct. */
  getFinishedRenewals: '/api/ContractRenewal/GetFinishedRenewals',
} as const;
