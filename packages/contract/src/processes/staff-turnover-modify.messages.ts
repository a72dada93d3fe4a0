import type { Catalogue } from '../messages/catalogue';

/** What the server writes for people to read about 离职信息变更 (flow 28), in Chinese and English. */
export const staffTurnoverModifyMessages = {
  'resignationModify.notFinished': {
    zh: '只能变更已办结的员工离职流程',
    en: 'Only a finished resignation can be changed',
  },
  'resignationModify.nothingChanges': {
    zh: '离职信息没有任何变更',
    en: 'Nothing in the resignation information changes',
  },
  'resignationModify.workLocked': {
    zh: '变更的离职流程不能更换',
    en: 'The resignation being changed cannot be swapped',
  },
  'resignationModify.leftFutureDay': {
    zh: '员工已离职，最后工作日不能晚于今天（{today}）',
    en: 'The employee has left: the last working day cannot be after today ({today})',
  },
  'resignationModify.rehired': {
    zh: '{employee} 已重新入职，不能再变更其离职信息',
    en: '{employee} has been rehired; their resignation can no longer be changed',
  },
} as const satisfies Catalogue;
