import type { ProcessInfo } from './types';

/** 试用期评估 (flow 13): listed so menus, filters and statistics can name it; not built yet. */
export const evaluationProcess: ProcessInfo = {
  flowId: 13,
  key: 'evaluation',
  name: '试用期评估',
  nameEn: 'Probation evaluation',
  category: 'hr',
  viewForm: 'evaluation_view',
  steps: [1302, 1303, 1306],
  built: false,
};
