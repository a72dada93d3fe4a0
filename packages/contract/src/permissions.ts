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
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/** Menu groups, used to grant a whole section to a role. */
export const PERMISSION_GROUPS = {
  task: ['Task', 'TaskIndex', 'TaskALL', 'TaskChange'],
  basicData: [
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
  ],
  statistics: [
    'Infotatistics',
    'Deduction',
    'ContractRenewal',
    'Evaluation',
    'StaffTurnove',
    'ChangeOfPersonnel',
    'StaffEntry',
  ],
  system: ['System', 'OrgTree', 'RolePermissions', 'SystemLog'],
  reports: ['Entryweekly', 'Transferweekly', 'Quitweekly', 'ToEntryweekly', 'Movement', 'AccessData'],
  train: ['Train', 'TrainPoject', 'TrainInfo', 'TrainParticipation'],
  childcare: ['Childcare', 'ChildcareOfUsed', 'ChildcareOfArea', 'ChildcareOfEmployee'],
  interface: ['Interface'],
  transfer: ['transferList'],
  health: ['HealthOfList', 'HealthInvoice'],
} as const satisfies Record<string, readonly PermissionKey[]>;

/** Role id that unlocks the new-hire button and the weekly new-hire call (spec §6). */
export const NEW_HIRE_ROLE_ID = '019';

export function isPermissionKey(value: string): value is PermissionKey {
  return (PERMISSION_KEYS as readonly string[]).includes(value);
}
