import type { ProcessInfo } from './types';

/** 离职信息变更 (flow 28): listed so menus, filters and statistics can name it; not built yet. */
export const staffTurnoverModifyProcess: ProcessInfo = {
  flowId: 28,
  key: 'staffTurnoverModify',
  name: '离职信息变更',
  nameEn: 'Resignation information change',
  category: 'hr',
  startForm: 'staff_turnover_modify',
  steps: [2801, 2802, 2803],
  built: false,
};
