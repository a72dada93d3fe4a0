import type { ProcessInfo } from './types';

/** 婚育福利 (flow 20): listed so menus, filters and statistics can name it; not built yet. */
export const welfareProcess: ProcessInfo = {
  flowId: 20,
  key: 'welfare',
  name: '婚育福利',
  nameEn: 'Marriage and newborn benefit',
  category: 'benefit',
  startForm: 'welfare_post',
  steps: [],
  built: false,
};
