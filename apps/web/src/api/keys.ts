/*
 * Query keys, in a module of their own (no contract code): the shell invalidates task lists
 * without loading the workflow API.
 */

/** Which list: my to-dos / in progress / completed, all in scope, started by me, or another user's to-dos. */
export type TaskListKind = 'toDo' | 'running' | 'completed' | 'all' | 'started' | 'userToDo';

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
};
