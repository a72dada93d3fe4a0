import { ErrorCode, msg } from '@hris/contract';
import type { Executor, Tx } from '../../db/client';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import { AppError } from '../../http/errors';
import { nodeOf, type RegisteredProcess } from '../registry';
import { isSystemUser } from '../system-actor';
import { startNodeId } from '../types';
import { type Decision, recordDecision } from './act';
import { nodeName, requireProcess } from './load';
import { arrive, assigneesFor, stop } from './nodes';
import * as repo from './repository';
import type { ActResult, EngineContext } from './types';

/**
 * Roll back (result 1): the work returns to an earlier approved node or the starter, with the
 * form as it was; the handlers there get new to-dos (and new deadlines).
 */
export async function rollback(
  ctx: EngineContext,
  tx: Tx,
  actor: Actor,
  d: Decision,
  requested: number | undefined,
): Promise<ActResult> {
  const { auth } = actor;
  const { w, t, process, node, now } = d;
  const targetNode = await rollbackTarget(tx, process, w.id, t, requested);
  await recordDecision(tx, actor, d, 'rollback');
  const assignees = await assigneesFor(ctx, tx, process, targetNode, d.moving);
  if (assignees.length === 0) return stop(tx, actor, process, d.moving, targetNode, now);
  await repo.updateWorkVersion(tx, w.id);
  await arrive(tx, process, d.moving, targetNode, t.id, assignees, now, {
    rollback: { rolledBackBy: auth.displayName, opinion: d.opinion },
  });
  await audit(tx, actor, {
    action: 'work.rollback',
    target: `work:${w.id}`,
    summary: { taskId: t.id, from: node.nodeId, to: targetNode },
  });
  const reached = nodeOf(process, targetNode);
  return {
    workId: w.id,
    status: 'running',
    currentNodeId: targetNode,
    msg: msg('workflow.rolledBack', { node: reached ? nodeName(reached) : targetNode }),
  };
}

/** Earlier approved nodes of this work, or the start; default the node the task came from. */
async function rollbackTarget(tx: Tx, process: RegisteredProcess, workId: number, t: repo.TaskRow, requested?: number) {
  const start = startNodeId(process.info.flowId);
  if (t.nodeId === start) throw new AppError(ErrorCode.Validation, msg('workflow.rollbackAtStart'));
  const approved = await repo.findApprovedNodeIds(tx, workId);
  const order = (id: number) => process.nodes.findIndex((n) => n.nodeId === id);
  const earlier = approved.filter((id) => order(id) > 0 && order(id) < order(t.nodeId));
  // A work the system started has no starter to return to: only the steps already passed.
  const systemStarted = await isSystemUser(tx, await repo.findWorkStarterId(tx, workId));
  if (systemStarted && earlier.length === 0)
    throw new AppError(ErrorCode.Validation, msg('workflow.rollbackNoEarlierStep'));
  const allowed = new Set(systemStarted ? earlier : [start, ...earlier]);
  if (requested !== undefined) {
    if (!allowed.has(requested)) throw new AppError(ErrorCode.Validation, msg('workflow.rollbackTargetInvalid'));
    return requested;
  }
  if (t.fromTaskId) {
    const from = await repo.findTaskNodeId(tx, t.fromTaskId);
    if (from !== undefined && allowed.has(from)) return from;
  }
  return systemStarted ? earlier[earlier.length - 1] : start;
}

/** Rollback targets offered to a handler (for the toolbar). */
export async function rollbackOptions(db: Executor, workId: number, taskId: number) {
  const t = await repo.findTask(db, taskId);
  const flowId = await repo.findWorkFlowId(db, workId);
  if (!t || flowId === undefined) return [];
  const process = requireProcess(flowId);
  const start = startNodeId(flowId);
  if (t.nodeId === start) return [];
  const approved = await repo.findApprovedNodeIds(db, workId);
  const order = (id: number) => process.nodes.findIndex((n) => n.nodeId === id);
  const earlier = approved.filter((id) => order(id) > 0 && order(id) < order(t.nodeId));
  const ids = (await isSystemUser(db, await repo.findWorkStarterId(db, workId))) ? earlier : [start, ...earlier];
  return [...new Set(ids)]
    .sort((a, b) => order(a) - order(b))
    .map((id) => ({ nodeId: id, nodeName: id === start ? '发起人' : (nodeOf(process, id)?.name ?? String(id)) }));
}
