/*
 * Query keys, in a module of their own (no contract code): the shell invalidates task lists
 * without loading the workflow API.
 */

/**
 * Which list: my to-dos / in progress / completed, all in scope, started by me, another user's
 * to-dos, or the works copied to me (抄送我的).
 */
export type TaskListKind = 'toDo' | 'running' | 'completed' | 'all' | 'started' | 'userToDo' | 'copied';

/** Query keys: everything under `task` refreshes together after an action (lists, counts, dashboard). */
export const wfKeys = {
  all: ['task'] as const,
  counts: ['task', 'counts'] as const,
  startable: ['task', 'startable'] as const,
  list: (kind: TaskListKind, ...rest: unknown[]) => ['task', 'list', kind, ...rest] as const,
  work: (workId: number) => ['task', 'work', workId] as const,
  toolbar: (flowId: number, workId?: number) => ['task', 'toolbar', flowId, workId ?? 0] as const,
  progress: (flowId: number, workId: number) => ['task', 'progress', flowId, workId] as const,
  chart: (flowId: number, workId: number) => ['task', 'chart', flowId, workId] as const,
  substitutes: ['task', 'substitutes'] as const,
  /** 人事异动列表: under `task`, so every workflow action refreshes it. */
  changeOfPersonnel: ['task', 'changeOfPersonnel'] as const,
  /** 合同续签列表 and 试用期考核列表, likewise. */
  contractRenewals: ['task', 'contractRenewals'] as const,
  evaluations: ['task', 'evaluations'] as const,
  staffTurnovers: ['task', 'staffTurnovers'] as const,
  staffTurnoverModifies: ['task', 'staffTurnoverModifies'] as const,
  staffEntries: ['task', 'staffEntries'] as const,
  deductions: ['task', 'deductions'] as const,
  welfare: ['task', 'welfare'] as const,
  insurance: ['task', 'insurance'] as const,
  proofs: ['task', 'proofs'] as const,
  /** The home page's 60天内到期合同 / 30天内试用期到期: a renewal's completion or a record's save changes them. */
  expiringCounts: ['task', 'expiringCounts'] as const,
};

/**
 * Query keys of basic data: everything under `bd` refreshes together after a save or an import
 * (a record changed on one page shows changed in every list and detail of the section).
 */
export const bdKeys = {
  all: ['bd'] as const,
  /** One list page's rows; the table adds its paging, filters and sort. */
  list: (name: string) => ['bd', 'list', name] as const,
  /** One record page; the page adds the record's id. */
  record: (name: string) => ['bd', 'record', name] as const,
  orgUnits: ['bd', 'orgUnits'] as const,
  positions: ['bd', 'positions'] as const,
  shops: ['bd', 'shops'] as const,
  roleOptions: ['bd', 'roleOptions'] as const,
  loginLock: (account: string) => ['bd', 'office', 'loginLock', account] as const,
};
