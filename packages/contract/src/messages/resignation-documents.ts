import type { Catalogue } from './catalogue';

/** The look-ups and documents of the resignation (15) and its information change (28). */
export const resignationDocumentMessages = {
  'resignationDocs.notResignation': {
    zh: '该流程不是员工离职流程，没有离职申请表',
    en: 'This work is not an employee resignation and has no resignation form',
  },
  'resignationDocs.notResigned': {
    zh: '{employee} 尚未离职（离职流程办结后才能开具离职证明）',
    en: '{employee} has not left yet (a separation certificate is issued once the resignation has finished)',
  },
  'resignationDocs.noFinishedResignation': {
    zh: '{employee} 没有已办结的离职流程，不能开具离职证明',
    en: '{employee} has no finished resignation; no separation certificate can be issued',
  },
} as const satisfies Catalogue;
