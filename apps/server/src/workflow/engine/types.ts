import { MESSAGES, type Message } from '@hris/contract';
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
  /** People to copy (抄送) with the action. */
  copyUserIds?: number[];
}

export interface ActResult {
  workId: number;
  status: 'running' | 'finished' | 'stopped';
  currentNodeId: number | null;
  /** What the user reads: the envelope's msg and the result's own, in the request's language. */
  msg: Message;
}

/** What every action runs on: the database and the engine's clock (tests pass a fixed one). */
export interface EngineContext {
  db: Db;
  clock: () => Date;
}

/** The actions' Chinese labels (approval progress rows): the catalogue's taskAction texts. */
export const ACTION_TEXT: Record<TaskAction, string> = {
  approve: MESSAGES['taskAction.approve'].zh,
  rollback: MESSAGES['taskAction.rollback'].zh,
  finish: MESSAGES['taskAction.finish'].zh,
};

/** The task's result code for each action (spec §4: 0 completed, 1 rolled back, 2 finished). */
export const RESULT: Record<TaskAction, number> = { approve: 0, rollback: 1, finish: 2 };

/** A handler's to-do closed by adding approvers before themselves (前加签): it comes back to them. */
export const RESULT_ADDED_BEFORE = 3;
