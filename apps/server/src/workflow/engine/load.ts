import { ErrorCode, findProcess } from '@hris/contract';
import type { Executor, Tx } from '../../db/client';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import { inScope } from '../../http/scope';
import { getProcess, type RegisteredProcess } from '../registry';
import { startNodeId, type WorkTarget } from '../types';
import * as repo from './repository';

/** The process of a flow, or why it cannot be used. */
export function requireProcess(flowId: number): RegisteredProcess {
  const process = getProcess(flowId);
  if (!process) {
    const info = findProcess(flowId);
    throw new AppError(ErrorCode.Validation, info ? `「${info.name}」流程尚未上线` : `流程 ${flowId} 不存在`);
  }
  return process;
}

/** Locks the work row for the rest of the transaction. */
export async function lockExistingWork(tx: Tx, workId: number) {
  const w = await repo.lockWork(tx, workId);
  if (!w) throw new AppError(ErrorCode.NotFound, '流程不存在');
  return w;
}

/** Locks the task's work, then re-reads the task: it must still be open and the actor's to handle. */
export async function lockOpenTask(tx: Tx, auth: AuthContext, taskId: number) {
  const workId = await repo.findTaskWorkId(tx, taskId);
  if (workId === undefined) throw new AppError(ErrorCode.NotFound, '待办不存在');
  const w = await lockExistingWork(tx, workId);
  const t = (await repo.findTask(tx, taskId))!;
  if (t.status !== 'todo' || w.status !== 'running')
    throw new AppError(ErrorCode.Conflict, '该待办已被处理或已撤回，请刷新列表');
  if (t.assigneeUserId !== auth.userId && !(await mayHandleFor(tx, auth, t.assigneeUserId, w.orgPath))) {
    throw new AppError(ErrorCode.Forbidden, '这不是您的待办');
  }
  const process = requireProcess(w.flowId);
  // Segregation of duties: a review step is never decided by the person who started the work.
  if (t.nodeId !== startNodeId(w.flowId) && auth.userId === w.starterUserId)
    throw new AppError(ErrorCode.Forbidden, '不能审批自己发起的流程，请转办给其他审批人');
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
}): WorkTarget {
  return { employeeRef: w.targetEmployeeRef ?? 0, orgUnitId: w.orgUnitId, orgPath: w.orgPath, shopId: w.shopId };
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
