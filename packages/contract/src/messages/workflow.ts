import type { Catalogue } from './catalogue';

/** The workflow service and the processes (apps/server/src/workflow, apps/server/src/processes). */
export const workflowMessages = {
  'workflow.workNotFound': { zh: '流程不存在', en: 'Process not found' },
  'workflow.flowMismatch': { zh: '流程与流程实例不匹配', en: 'The process does not match the work' },
  'workflow.noBatch': {
    zh: '「{process} - {node}」不支持批量处理',
    en: '"{process} - {node}" cannot be handled in a batch',
  },
  'workflow.batchActionNotAllowed': {
    zh: '所选待办不都支持「{action}」',
    en: 'Not all selected to-dos allow "{action}"',
  },
  'workflow.tasksGone': {
    zh: '所选待办有的已不存在，请刷新列表后重试',
    en: 'Some selected to-dos no longer exist; refresh the list and try again',
  },
  'workflow.userHasNoTasks': { zh: '该用户没有待办', en: 'This user has no to-dos' },
  'workflow.transferOutOfScope': {
    zh: '只能转办您数据范围内人员的待办（需要「任务转办」权限）',
    en: 'You can only transfer the to-dos of people in your data scope (needs the "Task transfer" permission)',
  },
  'workflow.taskNotFound': { zh: '待办不存在', en: 'To-do not found' },
  'workflow.notYourTask': { zh: '这不是您的待办', en: 'This is not your to-do' },
  'workflow.taskClosed': {
    zh: '该待办已被处理或已撤回，请刷新列表',
    en: 'This to-do was already handled or withdrawn; refresh the list',
  },
  'workflow.substituteIsSelf': { zh: '代理人不能是自己', en: 'You cannot be your own substitute' },
  'workflow.substituteEndBeforeStart': {
    zh: '结束日期：不能早于开始日期',
    en: 'End date: cannot be before the start date',
  },
  'workflow.substituteUnavailable': {
    zh: '代理人不存在或已停用',
    en: 'The substitute does not exist or is disabled',
  },
  'workflow.substituteRoleMismatch': {
    zh: '代理人须与您担任相同的审批角色（同一门店或区域），才能处理您的待办',
    en: 'A substitute must hold your approval role (same shop or region) to handle your to-dos',
  },
  'workflow.substituteOverlaps': {
    zh: '该时间段已设置代理人，请先删除原设置',
    en: 'A substitute is already set for this period; delete that one first',
  },
  'workflow.substituteNotFound': { zh: '代理设置不存在', en: 'Substitute setting not found' },

  // Starting a process for an employee (processes/shared, modules/employee).
  'process.statusRefused': {
    zh: '员工 {employee} 当前状态不能发起此流程',
    en: 'This process cannot be started for employee {employee} in the current status',
  },
  'process.statusNamedRefused': {
    zh: '员工 {employee} 当前状态为「{status}」，不能发起此流程',
    en: 'Employee {employee} is "{status}"; this process cannot be started',
  },
  'process.alreadyRunning': {
    zh: '{subject}已有一个进行中的流程（流程编号 {flowNo}），请勿重复发起',
    en: '{subject} already has a running process (flow number {flowNo}); do not start another',
  },

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
    zh: '该身份证号码对应人员曾被辞退且标记为不予录用，不能办理入职',
    en: 'The person with this identity number was dismissed and marked not to be rehired',
  },
  'staffEntry.identityActive': {
    zh: '该身份证号码已有员工记录 {employee}（非离职状态），不能重复入职',
    en: 'This identity number already has an employee record {employee} (not resigned); no second entry',
  },
  'staffEntry.preEntryTimeLabel': { zh: '预计入职日期', en: 'Expected entry date' },

  // 失物扣款 (flow 8).
  'deduction.subject': { zh: '{employee} 的失物扣款', en: 'The lost-item deduction of {employee}' },
  'deduction.employeeLocked': {
    zh: '退回修改时不能更换员工；如需为其他员工扣款，请终止后重新发起',
    en: 'The employee cannot change on resubmission; for another employee, terminate and start again',
  },
} as const satisfies Catalogue;
