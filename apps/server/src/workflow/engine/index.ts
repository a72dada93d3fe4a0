import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../http/actor';
import type { AuthContext } from '../../http/auth-context';
import type { RegisteredProcess } from '../registry';
import { act } from './act';
import { type AddSignInput, addSign } from './add-sign';
import { attach } from './attach';
import { requireProcess } from './load';
import { remind } from './remind';
import { rollbackOptions } from './rollback';
import { type BatchStartRow, startWork, startWorksInBatch } from './start';
import { transfer } from './transfer';
import type { ActInput, ActResult, EngineContext } from './types';
import { withdraw } from './withdraw';

export { addableHolders } from './add-sign';
export { copyByHandler, holdsWorkWhere, markCopyRead, workPlaces } from './copy';
export { type HandOver, handOverTodos } from './hand-over';
export { mayHandleFor } from './load';
export type { BatchRefusal, BatchStartRow } from './start';
export { startBySystem } from './start';
export { ACTION_TEXT, type ActInput, type ActResult, type TaskAction } from './types';
export { withdrawTarget } from './withdraw';

/**
 * The approval engine (ARCHITECTURE §6), one action a file. Every action is one transaction that
 * locks the work row, re-reads the task and checks that it is still open and that the actor may
 * handle it, so of concurrent actions on one task exactly one succeeds.
 */
export class WorkflowEngine {
  private readonly ctx: EngineContext;

  constructor(db: Db, clock: () => Date = () => new Date()) {
    this.ctx = { db, clock };
  }

  /** The engine's clock: what a process's own services take as now (a test may set it). */
  now(): Date {
    return this.ctx.clock();
  }

  start(actor: Actor, flowId: number, rawForm: unknown, attachmentIds: number[] = []) {
    return startWork(this.ctx, actor, flowId, rawForm, attachmentIds);
  }

  /** One work per row, all or none; the refused rows with why (ARCHITECTURE §6 "Batch starts"). */
  startBatch(actor: Actor, flowId: number, rows: readonly BatchStartRow[], options: { checkOnly?: boolean } = {}) {
    return startWorksInBatch(this.ctx, actor, flowId, rows, options);
  }

  /** Approve, roll back or finish one to-do. */
  act(actor: Actor, input: ActInput): Promise<ActResult> {
    return act(this.ctx, actor, input);
  }

  /** 加签: approvers added before or after the handler of a to-do. */
  addSign(actor: Actor, input: AddSignInput): Promise<ActResult> {
    return addSign(this.ctx, actor, input);
  }

  /** Withdraw (撤回) the current step back to the one who moved the work there. */
  withdraw(actor: Actor, workId: number): Promise<ActResult> {
    return withdraw(this.ctx, actor, workId);
  }

  /** Hands one to-do to another user (转办). */
  transfer(actor: Actor, taskId: number, toUserId: number, reason?: string) {
    return transfer(this.ctx, actor, taskId, toUserId, reason);
  }

  /** Starter's reminder (催办) to the current handlers, at most once an hour. */
  remind(actor: Actor, workId: number) {
    return remind(this.ctx, actor, workId);
  }

  requireProcess(flowId: number): RegisteredProcess {
    return requireProcess(flowId);
  }

  /** Rollback targets offered to a handler (for the toolbar). */
  rollbackOptions(workId: number, taskId: number) {
    return rollbackOptions(this.ctx.db, workId, taskId);
  }

  /** Adds uploaded files to a work, inside the caller's transaction. */
  attach(tx: Tx, auth: AuthContext, workId: number, attachmentIds: number[]) {
    return attach(tx, auth, workId, attachmentIds);
  }
}
