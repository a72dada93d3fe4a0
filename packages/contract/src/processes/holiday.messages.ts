import type { Catalogue } from '../messages/catalogue';

/** What the server writes for people to read about 节日礼品名单 (flow 22), in Chinese and English. */
export const holidayMessages = {
  'holiday.headOfficeOnly': {
    zh: '只有总部HR可以开启或关闭节日',
    en: 'Only head-office HR may open or close a holiday',
  },
  'holiday.notFound': { zh: '节日不存在', en: 'The holiday does not exist' },
  'holiday.nameTaken': {
    zh: '节日「{name}」已开启且尚未关闭，请勿重复开启',
    en: 'The holiday "{name}" is already open; do not open it twice',
  },
  'holiday.deadlineBeforeToday': {
    zh: '提交截止日期不能早于今天（{today}）',
    en: 'The deadline cannot be before today ({today})',
  },
  'holiday.opened': {
    zh: '节日「{name}」已开启，已通知{count}位门店HR',
    en: 'The holiday "{name}" is open; {count} store HRs were notified',
  },
  'holiday.openedTitle': { zh: '请提交节日礼品名单：{name}', en: 'Submit the holiday gift list: {name}' },
  'holiday.openedContent': {
    zh: '总部已开启「{name}」节日礼品（{present}，每人{value}元），请于{deadline}前提交本门店的节日礼品名单。',
    en: 'Head office opened the holiday "{name}" ({present}, {value} yuan per person); submit your store\'s gift list by {deadline}.',
  },
  'holiday.closedHoliday': {
    zh: '节日「{name}」已关闭，不能再提交礼品名单',
    en: 'The holiday "{name}" is closed; no gift list can be submitted any more',
  },
  'holiday.pastDeadline': {
    zh: '已过提交截止日期（{deadline}），请联系总部HR',
    en: 'The deadline ({deadline}) has passed; contact head-office HR',
  },
  'holiday.alreadySubmitted': {
    zh: '门店{shop}已提交「{name}」的礼品名单（流程编号 {flowNo}），每家门店只能提交一次',
    en: 'Store {shop} has already submitted its list for "{name}" (flow number {flowNo}); one per store',
  },
  'holiday.storeNotOpen': {
    zh: '门店{shop}已停业，不能提交礼品名单',
    en: 'Store {shop} is closed; it cannot submit a gift list',
  },
  'holiday.targetLocked': {
    zh: '重新提交时不能更换节日或门店，如需更换请终止本流程后重新发起',
    en: 'The holiday and the store of a resubmitted list cannot change; terminate it and start a new one',
  },
  'holiday.waitForClose': {
    zh: '该名单将在总部HR关闭节日「{name}」时办结，请在「节日礼品」页面关闭节日',
    en: 'This list finishes when head-office HR closes the holiday "{name}"; close it on the holiday page',
  },
  'holiday.unconfirmed': {
    zh: '还有{count}家门店的名单尚未经总部HR确认，确认关闭并终止这些流程请选择强制关闭',
    en: "{count} stores' lists are not confirmed by head-office HR yet; close with force to terminate them",
  },
  'holiday.closedOpinion': { zh: '节日已关闭', en: 'The holiday is closed' },
  'holiday.closed': {
    zh: '节日「{name}」已关闭：办结{finished}家，终止{terminated}家，失败{failed}家',
    en: 'The holiday "{name}" is closed: {finished} finished, {terminated} terminated, {failed} failed',
  },
} as const satisfies Catalogue;
