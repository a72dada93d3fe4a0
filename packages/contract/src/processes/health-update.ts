import type { ProcessInfo } from './types';

/** 健康证更新 (flow 38): listed so menus, filters and statistics can name it; not built yet. */
export const healthUpdateProcess: ProcessInfo = {
  flowId: 38,
  key: 'healthUpdate',
  name: '健康证更新',
  nameEn: 'Health certificate update',
  category: 'other',
  startForm: 'healthUpdate_post',
  steps: [3801, 3802],
  built: false,
};
