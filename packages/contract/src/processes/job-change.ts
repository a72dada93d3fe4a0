import type { ProcessInfo } from './types';

/** 人事异动（调岗） (flow 32): listed so menus, filters and statistics can name it; not built yet. */
export const jobChangeProcess: ProcessInfo = {
  flowId: 32,
  key: 'jobChange',
  name: '人事异动（调岗）',
  nameEn: 'Personnel change: position change',
  category: 'hr',
  steps: [3201, 3202, 3203, 3204, 3205, 3206, 3207, 3208],
  built: false,
};
