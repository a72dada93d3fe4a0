import type { Catalogue } from '../messages/catalogue';

/** What the server writes for people to read about 人事异动（调岗） (flow 32), in Chinese and English. */
export const jobChangeMessages = {
  'jobChange.notStoreEmployee': {
    zh: '{employee} 不是门店员工，不能调岗',
    en: '{employee} is not a store employee; a position change is for store staff',
  },
  'jobChange.nothingChanges': {
    zh: '调岗须更换岗位或职级，新岗位和新职级与当前相同',
    en: 'A position change must change the position or the rank; both are as they are now',
  },
  'jobChange.salaryRequired': {
    zh: '晋升须填写调薪金额（大于0）',
    en: 'A promotion needs a salary adjustment above 0',
  },
} as const satisfies Catalogue;
