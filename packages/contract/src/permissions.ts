/** The permission keys of spec §6, verbatim (spelling included): they are the contract. */
export const PERMISSION_KEYS = [
  'Task',
  'TaskIndex',
  'TaskALL',
  'TaskChange',
  'BasicData',
  'StaffList',
  'Office',
  'ShopInfo',
  'EmployeeContract',
  'EmployeePerformance',
  'UesrThreePeriodsList',
  'SalaryList',
  'PositionList',
  'ViolationList',
  'Infotatistics',
  'Deduction',
  'ContractRenewal',
  'Evaluation',
  'StaffTurnove',
  'ChangeOfPersonnel',
  'StaffEntry',
  'System',
  'OrgTree',
  'RolePermissions',
  'SystemLog',
  'Entryweekly',
  'Transferweekly',
  'Quitweekly',
  'ToEntryweekly',
  'Movement',
  'AccessData',
  'Train',
  'TrainPoject',
  'TrainInfo',
  'TrainParticipation',
  'Childcare',
  'ChildcareOfUsed',
  'ChildcareOfArea',
  'ChildcareOfEmployee',
  'Interface',
  'transferList',
  'HealthOfList',
  'HealthInvoice',
  // Issue 38 (个人信息保护法): see sensitive personal data in clear, one value at a time with a
  // reason, and export it; read the access log of personal data.
  'SensitiveData',
  'PrivacyLog',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/** One page of the menu (spec §2): its permission key and its name in both languages. */
export interface MenuPage {
  key: PermissionKey;
  zh: string;
  en: string;
}

/**
 * One section of the sidebar (spec §2): `key` is the section's own permission key, absent when the
 * spec gives the section none (报表统计 and 健康证 show when any of their pages' keys is held); a
 * section whose only page is the section itself (接口中心, 转签名单) has no children.
 */
export interface MenuSection {
  group: string;
  key?: PermissionKey;
  zh: string;
  en: string;
  children: readonly MenuPage[];
}

/**
 * The menu tree of spec §2 over every permission key of spec §6, each key once: the role matrix
 * (/system/rolePermissionsDetail) renders it, the server checks grants against it and the web
 * route table is tested against it (apps/web/src/router/menu-tree.test.ts).
 */
export const MENU_TREE = [
  {
    group: 'task',
    key: 'Task',
    zh: '任务管理',
    en: 'Tasks',
    children: [
      { key: 'TaskIndex', zh: '我的任务', en: 'My tasks' },
      { key: 'TaskALL', zh: '全部任务', en: 'All tasks' },
      { key: 'TaskChange', zh: '任务转办', en: 'Task transfer' },
    ],
  },
  {
    group: 'basicData',
    key: 'BasicData',
    zh: '基础数据',
    en: 'Basic data',
    children: [
      { key: 'StaffList', zh: '员工信息', en: 'Staff' },
      { key: 'Office', zh: '用户信息', en: 'Users' },
      { key: 'ShopInfo', zh: '店铺信息', en: 'Shops' },
      { key: 'EmployeeContract', zh: '员工合同', en: 'Contracts' },
      { key: 'EmployeePerformance', zh: '员工绩效', en: 'Performance' },
      { key: 'UesrThreePeriodsList', zh: '员工三期', en: 'Three periods' },
      { key: 'SalaryList', zh: '调薪信息', en: 'Salary adjustments' },
      { key: 'PositionList', zh: '职位信息', en: 'Positions' },
      { key: 'ViolationList', zh: '违纪管理', en: 'Violations' },
      { key: 'SensitiveData', zh: '敏感信息查看', en: 'Sensitive data' },
    ],
  },
  {
    group: 'statistics',
    key: 'Infotatistics',
    zh: '信息统计',
    en: 'Statistics',
    children: [
      { key: 'Deduction', zh: '失物扣款', en: 'Lost-item deductions' },
      { key: 'ContractRenewal', zh: '合同续签', en: 'Contract renewals' },
      { key: 'Evaluation', zh: '试用期评估', en: 'Probation evaluations' },
      { key: 'StaffTurnove', zh: '员工离职', en: 'Resignations' },
      { key: 'ChangeOfPersonnel', zh: '人事异动', en: 'Personnel changes' },
      { key: 'StaffEntry', zh: '员工入职', en: 'Onboarding' },
    ],
  },
  {
    group: 'system',
    key: 'System',
    zh: '系统管理',
    en: 'System',
    children: [
      { key: 'OrgTree', zh: '组织架构', en: 'Organisation' },
      { key: 'RolePermissions', zh: '角色权限', en: 'Role permissions' },
      { key: 'SystemLog', zh: '系统日志', en: 'System log' },
      { key: 'PrivacyLog', zh: '个人信息访问记录', en: 'Personal data access log' },
    ],
  },
  {
    group: 'reports',
    zh: '报表统计',
    en: 'Reports',
    children: [
      { key: 'Entryweekly', zh: 'HC上周入职', en: 'HC: last week onboarding' },
      { key: 'Transferweekly', zh: 'HC上周调店', en: 'HC: last week store transfers' },
      { key: 'Quitweekly', zh: 'HC上周离职', en: 'HC: last week resignations' },
      { key: 'ToEntryweekly', zh: 'HC上周待入职', en: 'HC: last week pending onboarding' },
      { key: 'Movement', zh: '异动报表', en: 'Movement report' },
      { key: 'AccessData', zh: 'AD报表', en: 'AD report' },
    ],
  },
  {
    group: 'train',
    key: 'Train',
    zh: '培训管理',
    en: 'Training',
    children: [
      { key: 'TrainPoject', zh: '项目信息', en: 'Projects' },
      { key: 'TrainInfo', zh: '培训信息', en: 'Sessions' },
      { key: 'TrainParticipation', zh: '出勤信息', en: 'Attendance' },
    ],
  },
  {
    group: 'childcare',
    key: 'Childcare',
    zh: '育儿假',
    en: 'Childcare leave',
    children: [
      { key: 'ChildcareOfUsed', zh: '使用记录', en: 'Usage records' },
      { key: 'ChildcareOfArea', zh: '省市育儿假', en: 'Province/city rules' },
      { key: 'ChildcareOfEmployee', zh: '员工育儿假', en: 'Employee entitlements' },
    ],
  },
  { group: 'interface', key: 'Interface', zh: '接口中心', en: 'Interface centre', children: [] },
  { group: 'transfer', key: 'transferList', zh: '转签名单', en: 'Transfer signing', children: [] },
  {
    group: 'health',
    zh: '健康证',
    en: 'Health certificates',
    children: [
      { key: 'HealthOfList', zh: '健康证列表', en: 'Certificate registry' },
      { key: 'HealthInvoice', zh: '健康证发票报销', en: 'Invoice reimbursement' },
    ],
  },
] as const satisfies readonly MenuSection[];

export type PermissionGroupName = (typeof MENU_TREE)[number]['group'];

/** The keys of a section: its own key (if any) and its pages'. */
export function sectionKeys(section: MenuSection): PermissionKey[] {
  return [...(section.key ? [section.key] : []), ...section.children.map((c) => c.key)];
}

/** Menu groups, used to grant a whole section to a role (from MENU_TREE). */
export const PERMISSION_GROUPS = Object.fromEntries(
  MENU_TREE.map((section) => [section.group, sectionKeys(section)]),
) as unknown as Record<PermissionGroupName, readonly PermissionKey[]>;

/** A key's section and its name in the menu, or undefined for a code that is no permission key. */
export function menuEntry(code: string): { section: MenuSection; page?: MenuPage; zh: string; en: string } | undefined {
  for (const section of MENU_TREE as readonly MenuSection[]) {
    if (section.key === code) return { section, zh: section.zh, en: section.en };
    const page = section.children.find((c) => c.key === code);
    if (page) return { section, page, zh: page.zh, en: page.en };
  }
  return undefined;
}

/** Role id that unlocks the new-hire button and the weekly new-hire call (spec §6). */
export const NEW_HIRE_ROLE_ID = '019';

export function isPermissionKey(value: string): value is PermissionKey {
  return (PERMISSION_KEYS as readonly string[]).includes(value);
}
