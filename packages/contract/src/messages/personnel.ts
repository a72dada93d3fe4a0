import type { Catalogue } from './catalogue';

/** Personnel changes: store transfer (18), position change (32), retail transfer in batches (27). */
export const personnelMessages = {
  'personnel.subject': { zh: '{employee} 的人事异动', en: 'The personnel change of {employee}' },
  'personnel.employeeLocked': {
    zh: '重新提交时不能更换异动员工，如需为其他员工发起请终止本流程后重新发起',
    en: 'The employee of a resubmitted change cannot be swapped; terminate it and start a new one',
  },
  'personnel.alreadyRunning': {
    zh: '{employee} 已有进行中的人事异动（流程编号 {flowNo}），请勿重复发起',
    en: '{employee} already has a personnel change running (flow number {flowNo}); do not start another',
  },
  'personnel.pendingChange': {
    zh: '{employee} 已有一项人事异动将于 {date} 生效，生效后才能发起新的异动',
    en: 'A personnel change of {employee} takes effect on {date}; start a new one after that',
  },
  'personnel.shopUnknown': { zh: '调入门店 {shopCode} 不存在', en: 'Store {shopCode} does not exist' },
  'personnel.shopClosed': {
    zh: '调入门店 {shopCode} 已关店，不能调入',
    en: 'Store {shopCode} is closed; nobody can be moved there',
  },
  'personnel.sameShop': {
    zh: '调入门店不能是员工当前所在门店',
    en: "The new store cannot be the employee's current store",
  },
  'personnel.notStoreEmployee': {
    zh: '{employee} 不是门店员工，不能调店',
    en: '{employee} is not a store employee and cannot be moved between stores',
  },
  'personnel.positionUnknown': { zh: '新岗位不存在或已停用', en: 'The new position does not exist or is inactive' },
  'personnel.positionNotStore': {
    zh: '新岗位「{name}」不是门店岗位',
    en: 'The new position "{name}" is not a store position',
  },
  'personnel.nothingChanges': {
    zh: '调店并调岗须更换岗位或职级；仅更换门店请选择「调店」',
    en: 'A transfer with a new position must change the position or rank; choose "Store transfer" for a store only',
  },
  'personnel.applySkipped': {
    zh: '{employee} 已不在职，人事异动未生效',
    en: '{employee} is no longer active; the personnel change was not applied',
  },
  'personnel.placementByProcess': {
    zh: '门店、岗位、职级和员工状态须通过人事异动、离职等流程变更，仅总部HR可直接更正',
    en: 'Store, position, rank and status change through personnel processes; only head-office HR may correct them directly',
  },
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
