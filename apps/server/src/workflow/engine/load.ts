import { type Bilingual, ErrorCode, findProcess, msg, type ProcessInfo } from '@hris/contract';
import type { Executor, Tx } from '../../db/client';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import { inScope } from '../../http/scope';
import { getProcess, nodeOf, type RegisteredProcess } from '../registry';
import { type AnyTarget, type NodeDefinition, startNodeId } from '../types';
import * as repo from './repository';

/** The process of a flow, or why it cannot be used. */
export function requireProcess(flowId: number): RegisteredProcess {
  const process = getProcess(flowId);
  if (!process) {
    const info = findProcess(flowId);
    throw new AppError(
      ErrorCode.Validation,
      info ? msg('workflow.processNotLive', { process: processName(info) }) : msg('workflow.flowUnknown', { flowId }),
    );
  }
  return process;
}

/** A process's name in both languages, for a message. */
export function processName(info: ProcessInfo): Bilingual {
  return { zh: info.name, en: info.nameEn };
}

/** A node's name in both languages, for a message. */
export function nodeName(node: NodeDefinition<any, any>): Bilingual {
  return { zh: node.name, en: node.nameEn };
}

/** A step's name in both languages for a message, by id ('' for a step the process lacks). */
export function stepParam(process: RegisteredProcess, nodeId: number): Bilingual | string {
  const node = nodeOf(process, nodeId);
  return node ? nodeName(node) : '';
}

/** Locks the work row for the rest of the transaction. */
export async function lockExistingWork(tx: Tx, workId: number) {
  const w = await repo.lockWork(tx, workId);
  if (!w) throw new AppError(ErrorCode.NotFound, msg('workflow.workNotFound'));
  return w;
}

/** Locks the task's work, then re-reads the task: it must still be open and the actor's to handle. */
export async function lockOpenTask(tx: Tx, auth: AuthContext, taskId: number) {
  // A to-do's work never goes away (a foreign key): no work means no such to-do.
  const w = await repo.lockWorkOfTask(tx, taskId);
  if (!w) throw new AppError(ErrorCode.NotFound, msg('workflow.taskNotFound'));
  const t = (await repo.findTask(tx, taskId))!;
  if (t.status !== 'todo' || w.status !== 'running') throw new AppError(ErrorCode.Conflict, msg('workflow.taskClosed'));
  if (t.assigneeUserId !== auth.userId && !(await mayHandleFor(tx, auth, t.assigneeUserId, w.orgPath))) {
    throw new AppError(ErrorCode.Forbidden, msg('workflow.notYourTask'));
  }
  const process = requireProcess(w.flowId);
  // Segregation of duties: a review step is never decided by the person who started the work (a
  // confirm step, a fact on the ground, may be theirs).
  if (
    t.nodeId !== startNodeId(w.flowId) &&
    auth.userId === w.starterUserId &&
    nodeOf(process, t.nodeId)?.kind !== 'confirm'
  )
    throw new AppError(ErrorCode.Forbidden, msg('workflow.ownWork'));
  return { w, t, process };
}

/**
 * Someone else's to-do may be handled or transferred by a holder of TaskChange (edit) whose
 * data scope covers both the work and the person it is assigned to.
 */
export async function mayHandleFor(db: Executor, auth: AuthContext, assigneeUserId: number, workOrgPath: string) {
  if (auth.menus.get('TaskChange') !== 1) return false;
  if (!inScope(auth, { orgPath: workOrgPath })) return false;
  if (auth.scopeKind === 'all') return true;
  const path = await repo.findUserOrgPath(db, assigneeUserId);
  return Boolean(path !== undefined && inScope(auth, { orgPath: path }));
}

/** The work's target as the process's effects receive it. */
export function targetOf(w: {
  targetEmployeeRef: number | null;
  orgUnitId: number;
  orgPath: string;
  shopId: number | null;
}): AnyTarget {
  // A work about a store (its process's prepare returned a StoreTarget) has no target employee.
  if (w.targetEmployeeRef === null)
    return { employeeRef: null, orgUnitId: w.orgUnitId, orgPath: w.orgPath, shopId: w.shopId ?? 0 };
  return { employeeRef: w.targetEmployeeRef, orgUnitId: w.orgUnitId, orgPath: w.orgPath, shopId: w.shopId };
}

/** "name-employeeId" of the work's target, for messages; empty when the work has none. */
export async function targetName(tx: Tx, w: { targetEmployeeRef: number | null }) {
  const e = await targetEmployee(tx, w.targetEmployeeRef);
  return e ? `${e.name}-${e.employeeId}` : '';
}

export async function targetEmployee(tx: Tx, employeeRef: number | null) {
  if (!employeeRef) return undefined;
  return repo.findEmployeeLabel(tx, employeeRef);
}
