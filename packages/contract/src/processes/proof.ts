import type { ProcessInfo } from './types';

/** 证明信 (flow 25): listed so menus, filters and statistics can name it; not built yet. */
export const proofProcess: ProcessInfo = {
  flowId: 25,
  key: 'proof',
  name: '证明信',
  nameEn: 'Certificate letter',
  category: 'other',
  startForm: 'proof_post',
  steps: [2501, 2502, 2504],
  built: false,
};
