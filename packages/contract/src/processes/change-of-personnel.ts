import type { ProcessInfo } from './types';

/** 人事异动（调店） (flow 18): listed so menus, filters and statistics can name it; not built yet. */
export const changeOfPersonnelProcess: ProcessInfo = {
  flowId: 18,
  key: 'changeOfPersonnel',
  name: '人事异动（调店）',
  nameEn: 'Personnel change: store transfer',
  category: 'hr',
  startForm: 'change_of_personnel_post',
  steps: [1801, 1802, 1803, 1804],
  built: false,
};
