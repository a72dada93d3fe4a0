/** Employee status of spec §4. */
export const EmployeeStatus = {
  Resigned: 0,
  Active: 1,
  Transferred: 2,
  Onboarding: 3,
  Resigning: 4,
} as const;
export type EmployeeStatus = (typeof EmployeeStatus)[keyof typeof EmployeeStatus];
export const EMPLOYEE_STATUS_VALUES = [0, 1, 2, 3, 4] as const;

export const EmployeeType = { Store: 'store', Office: 'office' } as const;
export type EmployeeType = (typeof EmployeeType)[keyof typeof EmployeeType];

export const Gender = { Male: 'M', Female: 'F' } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

/** Task-result codes of spec §4. */
export const TaskResult = { Completed: 0, Rollback: 1, Finished: 2 } as const;

/** Contract transfer-sign status (转签) of spec §4. */
export const TransferSignStatus = { WaitingSync: 1, Transferring: 2, Success: 3, Failed: 4 } as const;

/** Withdraw action type (spec §9). */
export const WITHDRAW_TASK_ACTION_TYPE = 1;

/** Data scope a role grants. */
export const ScopeKind = { All: 'all', OrgUnit: 'org', Store: 'store', Self: 'self' } as const;
export type ScopeKind = (typeof ScopeKind)[keyof typeof ScopeKind];
export const SCOPE_KINDS = ['all', 'org', 'store', 'self'] as const;

export const OrgUnitKind = { Company: 'company', Department: 'department', Region: 'region', Store: 'store' } as const;
export type OrgUnitKind = (typeof OrgUnitKind)[keyof typeof OrgUnitKind];

export const SalaryBasis = { PreTaxMonthly: 0, PreTaxYearly: 1 } as const;

export const EMPLOYEE_STATUS_TEXT: Record<number, { zh: string; en: string }> = {
  0: { zh: '离职', en: 'Resigned' },
  1: { zh: '在职', en: 'Active' },
  2: { zh: '调出', en: 'Transferred' },
  3: { zh: '入职中', en: 'Onboarding' },
  4: { zh: '离职中', en: 'Resigning' },
};
