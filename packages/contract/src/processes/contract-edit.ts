import type { ProcessInfo } from './types';

/** 合同续签结果变更 (flow 29): listed so menus, filters and statistics can name it; not built yet. */
export const contractEditProcess: ProcessInfo = {
  flowId: 29,
  key: 'contractEdit',
  name: '合同续签结果变更',
  nameEn: 'Contract renewal result change',
  category: 'hr',
  startForm: 'contract_edit',
  steps: [2901, 2902],
  built: false,
};
