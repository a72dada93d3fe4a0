import type { ProcessInfo } from './types';

/** 健康证发票报销 (flow 39): listed so menus, filters and statistics can name it; not built yet. */
export const healthInvoiceProcess: ProcessInfo = {
  flowId: 39,
  key: 'healthInvoice',
  name: '健康证发票报销',
  nameEn: 'Health certificate invoice reimbursement',
  category: 'other',
  startForm: 'healthInvoice_post',
  steps: [3901, 3902, 3904],
  built: false,
};
