import type { ProcessInfo } from './types';

/** 员工离职 (flow 15): listed so menus, filters and statistics can name it; not built yet. */
export const staffTurnoverProcess: ProcessInfo = {
  flowId: 15,
  key: 'staffTurnover',
  name: '员工离职',
  nameEn: 'Employee resignation',
  category: 'hr',
  startForm: 'staff_turnover_post',
  steps: [1501, 1502, 1503],
  built: false,
};
