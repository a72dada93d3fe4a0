// Apart from the schemas: the web imports these paths without zod (see user-paths.ts).

/** 婚育福利列表 (/infotatistics/welfare-list; the spec names no list or key: Infotatistics). */
export const WelfareListPaths = {
  getWelfarePageList: '/api/Welfare/GetWelfarePageList',
  exportWelfarePageList: '/api/Welfare/ExportWelfarePageList',
} as const;

/** 少儿险增加名单 (/infotatistics/insurance-list); the export (full identity numbers) is head office's. */
export const InsuranceListPaths = {
  getInsurancePageList: '/api/Insurance/GetInsurancePageList',
  exportInsurancePageList: '/api/Insurance/ExportInsurancePageList',
} as const;
