import type { Catalogue } from '../messages/catalogue';

/** What the server writes for people to read about 失物扣款 (flow 8), in Chinese and English. */
export const deductionMessages = {
  // 失物扣款 (flow 8).
  'deduction.subject': { zh: '{employee} 的失物扣款', en: 'The lost-item deduction of {employee}' },
  'deduction.employeeLocked': {
    zh: '退回修改时不能更换员工；如需为其他员工扣款，请终止后重新发起',
    en: 'The employee cannot change on resubmission; for another employee, terminate and start again',
  },
} as const satisfies Catalogue;
