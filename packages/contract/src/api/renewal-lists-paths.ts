// Apart from the schemas: the web imports these paths without zod (see user-paths.ts).

/** 合同续签列表 (spec §2 /infotatistics/contract-renewal-list), in the style of spec §7. */
export const ContractRenewalListPaths = {
  getContractRenewalPageList: '/api/ContractRenewal/GetContractRenewalPageList',
  exportContractRenewalPageList: '/api/ContractRenewal/ExportContractRenewalPageList',
} as const;

/** 试用期考核列表 (spec §2 /infotatistics/evaluation-list). */
export const EvaluationListPaths = {
  getEvaluationPageList: '/api/Evaluation/GetEvaluationPageList',
  exportEvaluationPageList: '/api/Evaluation/ExportEvaluationPageList',
} as const;
