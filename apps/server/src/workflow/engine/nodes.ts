import { addDays, addWorkingDays, businessToday, ErrorCode, msg, startOfBusinessDay } from '@hris/contract';
import type { Executor, Tx } from '../../db/client';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import { AppError } from '../../http/errors';
import { type Assignee, resolveAssignees, roleHolders } from '../assign';
import { notify } from '../notify';
import { nodeOf, nodeScope, type RegisteredProcess } from '../registry';
import type { AnyTarget, AssigneeRule, NodeDefinition } from '../types';
import { nodeName, processName, targetEmployee } from './load';
import * as repo from './repository';
import type { ActResult, EngineContext } from './types';

/** The work as the node moves need it. */
export interface MovingWork {
  id: number;
  starterUserId: number;
  orgPath: string;
  target: AnyTarget;
  /** The form as it stands: a node may be handled where the form says (NodeDefinition.at). */
  formData: Record<string, unknown>;
}

/** Who handles a node of this work, as of the engine's business date. */
export async function assigneesFor(
  ctx: EngineContext,
  tx: Tx,
  process: RegisteredProcess,
  nodeId: number,
  w: { orgPath: string; starterUserId: number; formData: Record<string, unknown> },
): Promise<Assignee[]> {
  const node = nodeOf(process, nodeId);
  if (!node) throw new AppError(ErrorCode.Conflict, msg('workflow.nodeUnknown', { nodeId }));
  const scope = nodeScope(process, nodeId, w);
  const today = businessToday(ctx.clock());
  for (const rule of [node.assignee, ...fallbacksOf(node)]) {
    const assignees = await resolveAssignees(tx, rule, scope, today, node.kind);
    if (assignees.length > 0) return assignees;
  }
  return [];
}

/** A node's fallback rules, in the order they are tried. */
function fallbacksOf(node: NodeDefinition<any, any> | undefined): AssigneeRule[] {
  const fallback = node?.fallback;
  return fallback === undefined ? [] : typeof fallback === 'string' ? [fallback] : [...fallback];
}

/**
 * The rule a node's to-dos follow for a work and that rule's holders where the node is handled:
 * its own rule, or its fallback when no one holds the rule there. The transfer picker and the
 * transfer check offer and accept these holders.
 */
export async function nodeHolders(
  db: Executor,
  process: RegisteredProcess,
  nodeId: number,
  w: { orgPath: string; starterUserId: number; formData?: unknown },
  /** Users who may not take it (a leaver handing over): the next rule is tried when none else holds it. */
  exclude: readonly number[] = [],
): Promise<{ rule: AssigneeRule; holders: number[] }> {
  const node = nodeOf(process, nodeId);
  const rules = [node?.assignee ?? 'starter', ...fallbacksOf(node)];
  const scope = nodeScope(process, nodeId, w);
  for (const rule of rules) {
    const holders = (await roleHolders(db, rule, scope)).filter((id) => !exclude.includes(id));
    if (holders.length > 0) return { rule, holders };
  }
  return { rule: rules[0], holders: [] };
}

/** A node is reached: one to-do per assignee, a message each, a deadline job when the node has one. */
export async function arrive(
  tx: Tx,
  process: RegisteredProcess,
  w: MovingWork,
  nodeId: number,
  fromTaskId: number | null,
  assignees: Assignee[],
  now: Date,
  how: {
    rollback?: { rolledBackBy: string; opinion: string | null };
    /** An added approver's to-do (加签): its addition, and who added them why. */
    added?: { additionId: number; adderName: string; reason: string };
  } = {},
) {
  const { rollback, added } = how;
  const node = nodeOf(process, nodeId)!;
  const deadlineAt = deadlineOf(node, w.formData, now);
  // Read once: for the to-dos' copy of the employee (so the insert trigger has nothing to look
  // up) and for the messages.
  const target = await targetEmployee(tx, w.target.employeeRef);
  const created = await repo.insertTasks(
    tx,
    assignees.map((a) => ({
      workId: w.id,
      nodeId,
      assigneeUserId: a.userId,
      onBehalfOfUserId: a.onBehalfOfUserId,
      status: 'todo' as const,
      arrivedAt: now,
      deadlineAt,
      fromTaskId,
      additionId: added?.additionId ?? null,
      targetEmployeeRef: target?.id ?? null,
      targetName: target?.name ?? null,
    })),
  );
  await repo.updateWork(tx, w.id, { currentNodeId: nodeId });
  const who = target
    ? `${target.name}-${target.employeeId}`
    : w.target.employeeRef === null
      ? await repo.findShopLabel(tx, w.target.shopId)
      : '';
  for (const c of created) {
    const flow = processName(process.info);
    const step = nodeName(node);
    const title = rollback
      ? msg('notice.returnedTitle', { process: flow, step })
      : added
        ? msg('notice.addedTitle', { process: flow })
        : msg('notice.todoTitle', { process: flow });
    const content = rollback
      ? rollback.opinion
        ? msg('notice.returnedContentWithOpinion', {
            by: rollback.rolledBackBy,
            target: who,
            process: flow,
            opinion: rollback.opinion,
          })
        : msg('notice.returnedContent', { by: rollback.rolledBackBy, target: who, process: flow })
      : added
        ? msg('notice.addedContent', { adder: added.adderName, step, target: who, process: flow, reason: added.reason })
        : msg('notice.todoContent', { target: who, process: flow, step });
    await notify(tx, c.assigneeUserId, title, content, {
      flowId: process.info.flowId,
      workId: w.id,
      nodeId,
      kind: rollback ? 'returned' : 'todo',
    });
    if (deadlineAt) await repo.insertJob(tx, { kind: 'task.overdue', payload: { taskId: c.id }, runAt: deadlineAt });
  }
}

/**
 * A to-do due by a date is given at least this many working days from its arrival: a renewal or an
 * evaluation the system starts late (its jzsj or probation end already past) is not overdue on the
 * day it is created. The date itself stays on the form (审批截止), shown beside the to-do's deadline.
 */
export const REACHABLE_DEADLINE_WORKING_DAYS = 3;

/**
 * When a to-do arriving now is overdue: the earlier of its hours and its date (the end of that day
 * in China, or of the REACHABLE_DEADLINE_WORKING_DAYS-th working day from today when that is later).
 */
export function deadlineOf(node: NodeDefinition<any, any>, form: Record<string, unknown>, now: Date): Date | null {
  const candidates: Date[] = [];
  if (node.deadlineHours) candidates.push(new Date(now.getTime() + node.deadlineHours * 3600_000));
  const date = node.deadlineDate?.(form);
  if (date) {
    const reachable = addWorkingDays(businessToday(now), REACHABLE_DEADLINE_WORKING_DAYS);
    candidates.push(startOfBusinessDay(addDays(date > reachable ? date : reachable, 1)));
  }
  if (candidates.length === 0) return null;
  return new Date(Math.min(...candidates.map((d) => d.getTime())));
}

/** No one may handle the node the work reached: it stops there and the starter is told why. */
export async function stop(
  tx: Tx,
  actor: Actor,
  process: RegisteredProcess,
  w: { id: number; starterUserId: number },
  nodeId: number,
  now: Date,
): Promise<ActResult> {
  const node = nodeOf(process, nodeId)!;
  const stopped = msg('workflow.stoppedNoAssignee', {
    node: nodeName(node),
    role: msg(`assigneeRule.${node.assignee}`),
  });
  // Stored (stop reason, history, the starter's message) in Chinese; the actor reads it in their language.
  const reason = String(stopped);
  await repo.updateWorkVersion(tx, w.id, {
    status: 'stopped',
    currentNodeId: nodeId,
    stopReason: reason,
    finishedAt: now,
  });
  await repo.insertWorkEvent(tx, { workId: w.id, nodeId, kind: 'stop', msg: reason, createdAt: now });
  await notify(tx, w.starterUserId, msg('notice.stoppedTitle', { process: processName(process.info) }), stopped, {
    flowId: process.info.flowId,
    workId: w.id,
    kind: 'finished',
  });
  await audit(tx, actor, { action: 'work.stop', target: `work:${w.id}`, summary: { nodeId, reason } });
  return { workId: w.id, status: 'stopped', currentNodeId: nodeId, msg: stopped };
}

/** At the start the form is still on the starter's screen: no handler refuses the start. */
export function noAssigneeError(process: RegisteredProcess, nodeId: number) {
  const node = nodeOf(process, nodeId)!;
  return new AppError(
    ErrorCode.Validation,
    msg('workflow.startNoAssignee', { node: nodeName(node), role: msg(`assigneeRule.${node.assignee}`) }),
  );
}
