import { ADD_SIGN_MODE_TEXT, ErrorCode, listText, msg, type TAddSignMode } from '@hris/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { workAddition } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import { AppError } from '../../http/errors';
import { type Assignee, RULE_LABEL, roleHolders } from '../assign';
import { nodeScope, type RegisteredProcess } from '../registry';
import { type NodeDefinition, type RoleRule, startNodeId } from '../types';
import { type Decision, decide, recordDecision } from './act';
import { moveOn } from './approve';
import { copyByHandler } from './copy';
import { nodeName } from './load';
import { arrive, assigneesFor, stop } from './nodes';
import * as repo from './repository';
import type { ActResult, EngineContext } from './types';

export interface AddSignInput {
  taskId: number;
  mode: TAddSignMode;
  userIds: number[];
  reason: string;
  opinion?: string;
  form?: Record<string, unknown>;
  copyUserIds?: number[];
}

/**
 * Who may be added at a step of a work (加签): the holders of the step's addable roles where the
 * step is handled, with the first role that qualifies each. The work's starter and the person it is
 * about are never offered: nobody decides their own work.
 */
export async function addableHolders(
  db: Executor,
  process: RegisteredProcess,
  node: NodeDefinition<any, any>,
  w: { orgPath: string; starterUserId: number; formData: unknown },
): Promise<Map<number, RoleRule>> {
  const scope = nodeScope(process, node.nodeId, w);
  const found = new Map<number, RoleRule>();
  for (const rule of node.addable ?? [])
    for (const id of await roleHolders(db, rule, scope)) if (!found.has(id)) found.set(id, rule);
  found.delete(w.starterUserId);
  return found;
}

/**
 * 加签: the handler of an open to-do adds approvers before (前加签: their to-do closes with result
 * 3 and comes back to them after the last) or after themselves (后加签: they approve, and after
 * the last the work goes on to the step the definition names next). The added approvers decide in
 * the order given, each a to-do at the same step with its deadline rules; they approve, or return
 * it to the adder, never terminate. One open addition per work, kept by the database.
 */
export async function addSign(ctx: EngineContext, actor: Actor, input: AddSignInput): Promise<ActResult> {
  const { auth } = actor;
  return ctx.db.transaction(async (tx) => {
    const action = input.mode === 'after' ? 'approve' : 'addBefore';
    const d = await decide(ctx, tx, actor, {
      taskId: input.taskId,
      action,
      opinion: input.mode === 'after' ? input.opinion : input.reason,
      form: input.mode === 'after' ? input.form : undefined,
    });
    const { w, t, process, node, now } = d;
    if (t.additionId !== null) throw new AppError(ErrorCode.Validation, msg('workflow.addSignAgain'));
    if (t.nodeId === startNodeId(w.flowId) || !node.addable?.length)
      throw new AppError(ErrorCode.Validation, msg('workflow.addSignNotAllowed', { node: nodeName(node) }));
    const approvers = await checkApprovers(tx, d, input.userIds, auth.userId);
    const [addition] = await tx
      .insert(workAddition)
      .values({
        workId: w.id,
        nodeId: node.nodeId,
        mode: input.mode,
        adderUserId: auth.userId,
        adderTaskId: t.id,
        approverUserIds: approvers.map((a) => a.id),
        reason: input.reason,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: workAddition.id });
    if (!addition) throw new AppError(ErrorCode.Conflict, msg('workflow.addSignOpen'));
    const names = approvers.map((a) => a.name);
    if (input.mode === 'after') await recordDecision(tx, actor, d, 'approve');
    await repo.insertWorkEvent(tx, {
      workId: w.id,
      taskId: t.id,
      nodeId: node.nodeId,
      kind: 'addSign',
      actorUserId: auth.userId,
      onBehalfOfUserId: d.actingFor,
      msg: `${ADD_SIGN_MODE_TEXT[input.mode].zh}：${names.join('、')}；理由：${input.reason}`,
      createdAt: now,
    });
    await repo.updateWorkVersion(tx, w.id, { formData: d.form });
    await arrive(tx, process, d.moving, node.nodeId, t.id, [{ userId: approvers[0].id, onBehalfOfUserId: null }], now, {
      added: { additionId: addition.id, adderName: auth.displayName, reason: input.reason },
    });
    if (input.copyUserIds?.length)
      await copyByHandler(
        tx,
        process,
        { ...w, formData: d.form },
        { userId: auth.userId, name: auth.displayName },
        node.nodeId,
        input.copyUserIds,
        now,
      );
    await audit(tx, actor, {
      action: 'work.addSign',
      target: `work:${w.id}`,
      summary: { taskId: t.id, nodeId: node.nodeId, mode: input.mode, userIds: approvers.map((a) => a.id) },
    });
    return {
      workId: w.id,
      status: 'running',
      currentNodeId: node.nodeId,
      msg: msg('workflow.addSigned', {
        mode: ADD_SIGN_MODE_TEXT[input.mode],
        names: listText(names),
      }),
    };
  });
}

/** The approvers to add, in order: each once, enabled, not the adder, not deciding their own work, a holder. */
async function checkApprovers(tx: Tx, d: Decision, userIds: number[], adderId: number) {
  if (new Set(userIds).size !== userIds.length)
    throw new AppError(ErrorCode.Validation, msg('workflow.addSignDuplicate'));
  const users = await repo.findUsers(tx, userIds);
  const holders = await addableHolders(tx, d.process, d.node, { ...d.w, formData: d.form });
  const roles = listText([...new Set(d.node.addable ?? [])].map((r) => RULE_LABEL[r]));
  return userIds.map((id) => {
    const u = users.get(id);
    if (!u?.isEnabled) throw new AppError(ErrorCode.Validation, msg('workflow.addSignUserUnavailable'));
    if (id === adderId || id === d.t.assigneeUserId)
      throw new AppError(ErrorCode.Validation, msg('workflow.addSignSelf'));
    const aboutThem = u.employeeRef !== null && u.employeeRef === d.w.targetEmployeeRef;
    if (id === d.w.starterUserId || aboutThem)
      throw new AppError(ErrorCode.Validation, msg('workflow.addSignOwnWork', { name: u.name }));
    if (!holders.has(id))
      throw new AppError(ErrorCode.Validation, msg('workflow.addSignNotHolder', { name: u.name, roles }));
    return u;
  });
}

/**
 * An added approver decided (their to-do has the addition's id): a return goes back to the adder;
 * an approval goes to the next added approver, or after the last back to the adder (前加签) or on
 * to the step the definition names next (后加签).
 */
export async function decideAdded(
  ctx: EngineContext,
  tx: Tx,
  actor: Actor,
  d: Decision,
  action: 'approve' | 'rollback',
): Promise<ActResult> {
  const { auth } = actor;
  const { w, t, process, node, now } = d;
  const [a] = await tx.select().from(workAddition).where(eq(workAddition.id, t.additionId!));
  if (a?.status !== 'open') throw new AppError(ErrorCode.Conflict, msg('workflow.taskClosed'));
  await recordDecision(tx, actor, d, action);
  await audit(tx, actor, {
    action: action === 'approve' ? 'work.approve' : 'work.rollback',
    target: `work:${w.id}`,
    summary: { taskId: t.id, nodeId: node.nodeId, additionId: a.id },
  });
  const adder = await repo.findUser(tx, a.adderUserId);
  const adderName = adder?.name ?? '';
  if (action === 'rollback') {
    await close(tx, a.id, 'returned', now);
    const result = await backToAdder(ctx, tx, actor, d, a.adderUserId, {
      rollback: { rolledBackBy: auth.displayName, opinion: d.opinion },
    });
    return result ?? { ...running(w.id, node.nodeId), msg: msg('workflow.addedReturned', { name: adderName }) };
  }
  const nextPosition = a.position + 1;
  if (nextPosition < a.approverUserIds.length) {
    await tx.update(workAddition).set({ position: nextPosition }).where(eq(workAddition.id, a.id));
    await repo.updateWorkVersion(tx, w.id);
    await arrive(
      tx,
      process,
      d.moving,
      node.nodeId,
      t.id,
      [{ userId: a.approverUserIds[nextPosition], onBehalfOfUserId: null }],
      now,
      { added: { additionId: a.id, adderName, reason: a.reason } },
    );
    return { ...running(w.id, node.nodeId), msg: msg('workflow.approved') };
  }
  await close(tx, a.id, 'done', now);
  if (a.mode === 'after') return moveOn(ctx, tx, actor, d);
  const result = await backToAdder(ctx, tx, actor, d, a.adderUserId, {});
  return result ?? { ...running(w.id, node.nodeId), msg: msg('workflow.addedApproved', { name: adderName }) };
}

function running(workId: number, nodeId: number) {
  return { workId, status: 'running' as const, currentNodeId: nodeId };
}

async function close(tx: Tx, additionId: number, status: 'done' | 'returned' | 'cancelled', now: Date) {
  await tx
    .update(workAddition)
    .set({ status, closedAt: now })
    .where(and(eq(workAddition.id, additionId), eq(workAddition.status, 'open')));
}

/** Closes the work's open addition, if any (a withdraw takes the step back). */
export async function cancelOpenAddition(tx: Tx, workId: number, now: Date) {
  await tx
    .update(workAddition)
    .set({ status: 'cancelled', closedAt: now })
    .where(and(eq(workAddition.workId, workId), eq(workAddition.status, 'open')));
}

/** An added approver took back their approval (撤回): the addition waits for them again. */
export async function reopenAddition(tx: Tx, additionId: number, userId: number) {
  await tx
    .update(workAddition)
    .set({
      status: 'open',
      closedAt: null,
      position: sql`array_position(${workAddition.approverUserIds}, ${userId}::int) - 1`,
    })
    .where(eq(workAddition.id, additionId));
}

/**
 * The step goes back to the one who added the approvers, as a to-do of the step; when that user
 * can no longer sign in, to the step's holders (or the work stops, as when nobody holds a step).
 * Returns the stop's result, or null when the work waits at the step.
 */
async function backToAdder(
  ctx: EngineContext,
  tx: Tx,
  actor: Actor,
  d: Decision,
  adderUserId: number,
  how: Parameters<typeof arrive>[7],
): Promise<ActResult | null> {
  const { w, t, process, node, now } = d;
  const adder = await repo.findUser(tx, adderUserId);
  let assignees: Assignee[] = [{ userId: adderUserId, onBehalfOfUserId: null }];
  if (!adder?.isEnabled) {
    assignees = await assigneesFor(ctx, tx, process, node.nodeId, d.moving);
    if (assignees.length === 0) return stop(tx, actor, process, d.moving, node.nodeId, now);
  }
  await repo.updateWorkVersion(tx, w.id);
  await arrive(tx, process, d.moving, node.nodeId, t.id, assignees, now, how);
  return null;
}
