// Apart from the form schema of contract-renewal.ts: the web's task lists read these labels without zod.

/** 续签结果 (contractReviewResult). */
export const RENEWAL_RESULTS = [
  { value: 'renew', label: '续签', labelEn: 'Renew' },
  { value: 'notRenew', label: '公司不续签', labelEn: 'Not renewed by the company' },
  { value: 'employeeDeclines', label: '员工不续签', labelEn: 'Declined by the employee' },
  { value: 'negotiate', label: '协商解除', labelEn: 'Ended by mutual agreement' },
] as const;
export type RenewalResult = (typeof RENEWAL_RESULTS)[number]['value'];

/** 合同类型 a renewal may propose (contractTypeText). */
export const RENEWAL_CONTRACT_TYPES = [
  { value: 'fixed', label: '固定期限', labelEn: 'Fixed term' },
  { value: 'open_ended', label: '无固定期限', labelEn: 'Open-ended' },
] as const;
export type RenewalContractType = (typeof RENEWAL_CONTRACT_TYPES)[number]['value'];
