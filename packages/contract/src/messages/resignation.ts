import type { Catalogue } from './catalogue';

/** Resignation (15) and resignation information change (28). */
export const resignationMessages = {
  'resignation.subject': { zh: '{employee} 的离职', en: 'The resignation of {employee}' },
  'resignation.threePeriodsPassive': {
    zh: '{employee} 处于三期（至 {end}），依《劳动合同法》第四十二条，不能以“被动离职”方式办理离职',
    en: '{employee} is in a three-period (until {end}): by law they cannot be dismissed (type "involuntary")',
  },
  'resignation.beforeMonthStart': {
    zh: '最后工作日不能早于本月1日（{first}）',
    en: 'The last working day cannot be before the first day of this month ({first})',
  },
  'resignation.beforeEntry': {
    zh: '最后工作日不能早于入职日期 {entryDate}',
    en: 'The last working day cannot be before the entry date {entryDate}',
  },
  'resignation.handoverRequired': {
    zh: '请确认工作交接已完成',
    en: 'Confirm that the handover is done',
  },
  'resignation.handoverUserUnavailable': {
    zh: '待办接手人不存在、已停用或是离职员工本人',
    en: 'The user taking over the to-dos does not exist, is disabled or is the leaver',
  },
  'resignation.leftRemark': { zh: '员工离职 {flowNo}', en: 'Resignation {flowNo}' },
  'resignation.todosMoved': {
    zh: '{name} 离职，其待办已转给您：{node}',
    en: '{name} has left; their to-do was handed to you: {node}',
  },
  'resignation.sourceWork': {
    zh: '由{process} {flowNo} 发起',
    en: 'Started by {process} {flowNo}',
  },
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
