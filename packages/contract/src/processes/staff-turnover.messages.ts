import type { Catalogue } from '../messages/catalogue';

/** What the server writes for people to read about 员工离职 (flow 15), in Chinese and English. */
export const staffTurnoverMessages = {
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
