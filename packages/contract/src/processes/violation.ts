import type { ProcessInfo } from './types';

/** 员工违纪 (flow 30): listed so menus, filters and statistics can name it; not built yet. */
export const violationProcess: ProcessInfo = {
  flowId: 30,
  key: 'violation',
  name: '员工违纪',
  nameEn: 'Employee violation',
  category: 'hr',
  startForm: 'violation_post',
  steps: [3001, 3002, 3003, 3004],
  built: false,
};
