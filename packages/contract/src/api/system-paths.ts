// Apart from the schemas (see user-paths.ts); the log's modules name the processes, which bring theirs.
import { PROCESSES } from '../processes/index';

/** 系统日志 (spec §2 /system/systemLog and its hidden view page systemLogVeiw). */
export const SystemPaths = {
  getSystemLogList: '/api/System/GetSystemLogList',
  getSystemLogDetail: '/api/System/GetSystemLogDetail',
  exportSystemLogList: '/api/System/ExportSystemLogList',
  /** The interactive API documentation for an administrator's browser: a cookie of /api/docs. */
  openApiDocs: '/api/Docs/OpenSession',
} as const;

/** Where the interactive API documentation is served (administrators only). */
export const API_DOCS_PATH = '/api/docs';

interface LogModule {
  zh: string;
  en: string;
  prefixes: readonly string[];
}

/** The modules of the log that areas outside the processes own. */
const AREA_LOG_MODULES = {
  auth: { zh: '登录', en: 'Sign-in', prefixes: ['login', 'logout'] },
  user: { zh: '用户', en: 'Users', prefixes: ['user'] },
  staff: { zh: '员工信息', en: 'Staff', prefixes: ['staff', 'employee'] },
  shop: { zh: '门店', en: 'Shops', prefixes: ['shop'] },
  contract: { zh: '员工合同', en: 'Contracts', prefixes: ['contract'] },
  performance: { zh: '员工绩效', en: 'Performance', prefixes: ['performance'] },
  threePeriods: { zh: '员工三期', en: 'Three periods', prefixes: ['threePeriods'] },
  salary: { zh: '调薪', en: 'Salary', prefixes: ['salary'] },
  position: { zh: '职位', en: 'Positions', prefixes: ['position'] },
  violation: { zh: '违纪', en: 'Violations', prefixes: ['violation'] },
  workflow: { zh: '流程', en: 'Workflow', prefixes: ['work', 'workflow', 'task', 'approve', 'rollback', 'finish'] },
  document: { zh: '文书', en: 'Documents', prefixes: ['document'] },
  file: { zh: '附件', en: 'Files', prefixes: ['file'] },
  message: { zh: '消息', en: 'Messages', prefixes: ['message'] },
  transferSign: { zh: '转签', en: 'Transfer signing', prefixes: ['transferSign'] },
  health: { zh: '健康证', en: 'Health certificates', prefixes: ['health'] },
  train: { zh: '培训', en: 'Training', prefixes: ['train'] },
  interface: { zh: '接口中心', en: 'Interface centre', prefixes: ['interface'] },
  childcare: { zh: '育儿假', en: 'Childcare leave', prefixes: ['childcare'] },
  system: { zh: '系统管理', en: 'System', prefixes: ['systemLog', 'role', 'org'] },
} as const satisfies Record<string, LogModule>;

const areaPrefixes = new Set<string>(Object.values(AREA_LOG_MODULES).flatMap((m) => m.prefixes));

/**
 * The modules of the log, by the first segment of an action (`shop.update` → 门店). A process's
 * own actions (its list's export, `holiday.close`) begin with its key and belong to 信息统计, so a
 * new process needs no line here; an action whose first segment no module names belongs to 其他.
 */
export const SYSTEM_LOG_MODULES = {
  ...AREA_LOG_MODULES,
  statistics: {
    zh: '信息统计',
    en: 'Statistics',
    prefixes: PROCESSES.map((p) => p.key).filter((key) => !areaPrefixes.has(key)),
  },
  other: { zh: '其他', en: 'Other', prefixes: [] },
} as const satisfies Record<string, LogModule>;
export type SystemLogModule = keyof typeof SYSTEM_LOG_MODULES;
export const SYSTEM_LOG_MODULE_KEYS = Object.keys(SYSTEM_LOG_MODULES) as SystemLogModule[];

export function systemLogModuleOf(action: string): SystemLogModule {
  const prefix = action.split('.')[0];
  for (const key of SYSTEM_LOG_MODULE_KEYS) {
    if ((SYSTEM_LOG_MODULES[key].prefixes as readonly string[]).includes(prefix)) return key;
  }
  return 'other';
}

/** The last segments that mark an attempt the system refused (a failed sign-in, a rejected import). */
export const SYSTEM_LOG_FAILURE_SUFFIXES = ['failed', 'refused', 'locked', 'rejected', 'unknown'] as const;

export type SystemLogResult = 'success' | 'failure';
export const SYSTEM_LOG_RESULTS = ['success', 'failure'] as const;
export const SYSTEM_LOG_RESULT_TEXT: Record<SystemLogResult, { zh: string; en: string }> = {
  success: { zh: '成功', en: 'Succeeded' },
  failure: { zh: '失败', en: 'Failed' },
};

export function systemLogResultOf(action: string): SystemLogResult {
  const last = action.split('.').at(-1) ?? '';
  return (SYSTEM_LOG_FAILURE_SUFFIXES as readonly string[]).includes(last) ? 'failure' : 'success';
}

/** What each logged action means, in Chinese; an action not listed shows as it is logged. */
export const SYSTEM_LOG_ACTION_TEXT: Record<string, string> = {
  login: '登录',
  'login.sso': '单点登录',
  'login.failed': '登录失败',
  'login.locked': '登录被锁定',
  'login.refused': '登录被拒绝',
  'login.sso.failed': '单点登录失败',
  'login.sso.unknown': '单点登录账号不存在',
  logout: '退出登录',
  'user.update': '修改用户',
  'user.changePassword': '修改密码',
  'user.changePassword.failed': '修改密码失败',
  'user.resetPassword': '重置密码',
  'user.unlock': '解除登录锁定',
  'user.disabledOnLeaving': '离职停用账号',
  'user.export': '导出用户',
  'staff.addOffice': '新增办公室员工',
  'staff.export': '导出员工',
  'staff.exportOffice': '导出办公室员工',
  'employee.edit': '修改员工信息',
  'shop.create': '新增门店',
  'shop.update': '修改门店',
  'shop.export': '导出门店',
  'contract.create': '新增合同',
  'contract.export': '导出合同',
  'performance.create': '新增绩效',
  'performance.update': '修改绩效',
  'performance.export': '导出绩效',
  'threePeriods.create': '新增三期',
  'threePeriods.update': '修改三期',
  'threePeriods.export': '导出三期',
  'salary.import': '导入调薪',
  'salary.import.rejected': '调薪导入被拒',
  'salary.export': '导出调薪',
  'position.create': '新增职位',
  'position.update': '修改职位',
  'position.export': '导出职位',
  'violation.create': '登记违纪',
  'violation.export': '导出违纪',
  'work.start': '发起流程',
  'work.approve': '审批通过',
  'work.rollback': '退回',
  'work.terminate': '终止流程',
  'work.withdraw': '撤回',
  'work.transfer': '转办',
  'work.remind': '催办',
  'work.complete': '流程办结',
  'work.stop': '流程停止',
  'workflow.autoStartRefused': '系统发起失败',
  'task.export': '导出任务',
  'document.transferNotice': '下载调动通知书',
  'document.violationLetter': '下载违纪处分通知书',
  'document.resignationForm': '下载离职申请表',
  'document.dimissionProof': '下载离职证明',
  'file.upload': '上传附件',
  'message.markRead': '标记消息已读',
  'transferSign.export': '导出转签名单',
  'transferSign.exportReport': '导出转签报表',
  'transferSign.retry': '重试转签',
  'role.create': '新增角色',
  'role.rename': '修改角色',
  'role.disable': '停用角色',
  'role.enable': '启用角色',
  'role.grants': '修改角色菜单权限',
  'role.addUser': '角色添加用户',
  'role.removeUser': '角色移除用户',
  'interface.run': '运行接口',
  'interface.retry': '重试接口',
  'interface.download': '下载接口文件',
  'org.create': '新增组织',
  'org.rename': '重命名组织',
  'org.move': '移动组织',
  'org.closeStore': '关闭门店',
  'systemLog.export': '导出系统日志',
  'systemLog.prune': '清理过期日志',
};

export function systemLogActionText(action: string): string {
  if (SYSTEM_LOG_ACTION_TEXT[action]) return SYSTEM_LOG_ACTION_TEXT[action];
  // Exports of the statistics lists and history kinds (employee.<kind>) share one wording.
  if (action.endsWith('.export')) return '导出';
  if (action.startsWith('employee.')) return '员工异动';
  return action;
}
