import type { Catalogue } from './catalogue';

/** 组织架构 (/system/orgTree): refusals and results of adding, renaming, moving and closing units. */
export const orgMessages = {
  'org.noun': { zh: '组织', en: 'Org unit' },
  'org.created': { zh: '组织已新增', en: 'The unit was added' },
  'org.renamed': { zh: '组织已重命名', en: 'The unit was renamed' },
  'org.moved': {
    zh: '组织已移动，其下人员和记录的数据范围已随之调整',
    en: 'The unit was moved; the data scope of its people and records moved with it',
  },
  'org.storeClosed': { zh: '门店已关闭', en: 'The store was closed' },
  'org.allScopeOnly': {
    zh: '只有数据范围为全公司的用户可以调整组织架构',
    en: 'Only users whose data scope is the whole company may change the organisation',
  },
  'org.parentNotFound': { zh: '所选上级组织不存在', en: 'The selected parent unit does not exist' },
  'org.kindMismatch': {
    zh: '{kind}「{name}」不能放在{parentKind}「{parent}」下',
    en: 'The {kind} "{name}" cannot be placed under the {parentKind} "{parent}"',
  },
  'org.companyFixed': {
    zh: '公司是组织架构的根，不能移动',
    en: 'The company is the root of the tree and cannot be moved',
  },
  'org.cycle': {
    zh: '不能把「{name}」移到它自己或它的下级「{parent}」之下',
    en: 'Cannot move "{name}" under itself or its own sub-unit "{parent}"',
  },
  'org.sameParent': { zh: '「{name}」已经在「{parent}」下', en: '"{name}" is already under "{parent}"' },
  'org.codeTaken': { zh: '编码 {code} 已被{owner}使用', en: 'Code {code} is already used by {owner}' },
  'org.notStore': {
    zh: '「{name}」不是门店，只有门店可以关闭',
    en: '"{name}" is not a store; only stores can be closed',
  },
  'org.alreadyClosed': { zh: '门店「{name}」已关闭', en: 'The store "{name}" is already closed' },
  'org.storeHasStaff': {
    zh: '该门店仍有在职员工 {count} 人，不能关闭（含入职中、离职中的员工，请先调出或办结离职）',
    en: 'The store still has {count} employees (active, onboarding or resigning); it cannot be closed until they are moved out or have left',
  },
  'org.storeHasRunningWorks': {
    zh: '该门店仍有 {count} 个进行中的流程（流程编号 {works}），请办结或终止后再关闭',
    en: 'The store still has {count} running processes (work numbers {works}); finish or terminate them before closing it',
  },
} as const satisfies Catalogue;
