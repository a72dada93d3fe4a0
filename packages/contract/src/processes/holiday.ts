import type { ProcessInfo } from './types';

/** 节日礼品名单 (flow 22): listed so menus, filters and statistics can name it; not built yet. */
export const holidayProcess: ProcessInfo = {
  flowId: 22,
  key: 'holiday',
  name: '节日礼品名单',
  nameEn: 'Holiday gift list',
  category: 'benefit',
  startForm: 'holiday_post',
  steps: [2202, 2203, 2204],
  built: false,
};
