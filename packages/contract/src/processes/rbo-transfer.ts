import type { ProcessInfo } from './types';

/** 零售员工批量调动 (flow 27): listed so menus, filters and statistics can name it; not built yet. */
export const rboTransferProcess: ProcessInfo = {
  flowId: 27,
  key: 'rboTransfer',
  name: '零售员工批量调动',
  nameEn: 'Retail transfer in batches',
  category: 'hr',
  startForm: 'rbo_post',
  steps: [2701],
  built: false,
};
