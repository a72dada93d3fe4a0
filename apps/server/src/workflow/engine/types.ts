import type { Db } from '../../db/client';

export type TaskAction = 'approve' | 'rollback' | 'finish';

export interface ActInput {
  taskId: number;
  action: TaskAction;
  opinion?: string;
  /** Rollback target; default: the node the task came from (or the start). */
  rollbackNodeId?: number;
  /** Whole form when the starter resubmits, or the node's editable fields. */
  form?: Record<string, unknown>;
}

export interface ActResult {
  workId: number;
  status: 'running' | 'finished' | 'stopped';
  currentNodeId: number | null;
  msg: string;
}

/** What every action runs on: the database and the engine's clock (tests pass a fixed one). */
export interface EngineContext {
  db: Db;
  clock: () => Date;
}

export const ACTION_TEXT: Record<TaskAction, string> = { approve: '审批通过', rollback: '退回', finish: '终止流程' };

/** The task's result code for each action (spec §4: 0 completed, 1 rolled back, 2 finished). */
export const RESULT: Record<TaskAction, number> = { approve: 0, rollback: 1, finish: 2 };
