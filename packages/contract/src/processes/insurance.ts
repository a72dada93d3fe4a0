import type { ProcessInfo } from './types';

/** 少儿险增加 (flow 21): listed so menus, filters and statistics can name it; not built yet. */
export const insuranceProcess: ProcessInfo = {
  flowId: 21,
  key: 'insurance',
  name: '少儿险增加',
  nameEn: 'Child insurance addition',
  category: 'benefit',
  startForm: 'insurance_post',
  steps: [],
  built: false,
};
