import type { Catalogue } from '../messages/catalogue';

/** What the server writes for people to read about 员工入职 (flow 12), in Chinese and English. */
export const staffEntryMessages = {
  // 员工入职 (flow 12).
  'staffEntry.entryDateRequired': { zh: '请填写实际到岗日期', en: 'Enter the actual arrival date' },
  'staffEntry.entryDateInFuture': {
    zh: '实际到岗日期不能晚于今天',
    en: 'The actual arrival date cannot be after today',
  },
  'staffEntry.notArrived': {
    zh: '员工尚未到岗（实际到岗日期 {date}），不能建档',
    en: 'The employee has not arrived yet (actual arrival date {date}); the record cannot be filed',
  },
  'staffEntry.notArrivedExpected': {
    zh: '员工尚未到岗（预计入职日期 {date}），不能建档',
    en: 'The employee has not arrived yet (expected entry date {date}); the record cannot be filed',
  },
  'staffEntry.shopOutOfScope': {
    zh: '门店 {shopCode} 不在您的数据范围内',
    en: 'Shop {shopCode} is outside your data scope',
  },
  'staffEntry.shopLocked': {
    zh: '退回修改时不能更换门店；如需更换，请终止后重新发起',
    en: 'The shop cannot change on resubmission; to change it, terminate and start again',
  },
  'staffEntry.shopNotFound': { zh: '门店 {shopCode} 不存在', en: 'Shop {shopCode} does not exist' },
  'staffEntry.shopClosed': {
    zh: '门店 {shopCode} 已关店，不能办理入职',
    en: 'Shop {shopCode} is closed; no one can join it',
  },
  'staffEntry.positionUnavailable': {
    zh: '岗位不存在或已停用',
    en: 'The position does not exist or is inactive',
  },
  'staffEntry.notStorePosition': { zh: '「{name}」不是门店岗位', en: '"{name}" is not a store position' },
  'staffEntry.identityBanned': {
    zh: '该身份证号码对应人员曾以「{leaveType}」离职并被标记为永不录用，不能办理入职',
    en: 'The person with this identity number left ({leaveType}) and is marked never to be rehired',
  },
  'staffEntry.identityActive': {
    zh: '该身份证号码已有员工记录 {employee}（非离职状态），不能重复入职',
    en: 'This identity number already has an employee record {employee} (not resigned); no second entry',
  },
  'staffEntry.preEntryTimeLabel': { zh: '预计入职日期', en: 'Expected entry date' },
} as const satisfies Catalogue;
