import type { ProcessInfo } from './types';

/** 合同续签 (flow 14): listed so menus, filters and statistics can name it; not built yet. */
export const contractRenewalProcess: ProcessInfo = {
  flowId: 14,
  key: 'contractRenewal',
  name: '合同续签',
  nameEn: 'Contract renewal',
  category: 'hr',
  startForm: 'contract_renewal_post',
  steps: [1402, 1403, 1404, 1405, 1406, 1407],
  built: false,
};
