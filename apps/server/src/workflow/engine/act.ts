import { businessToday, ErrorCode, msg } from '@hris/contract';
import type { Tx } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/errors';
import { markWorkMessagesRead } from '../notify';
import { nodeOf, type RegisteredProcess } from '../registry';
import type { AnyTarget, NodeAction, NodeDefinition } from '../types';
import { decideAdded } from './add-sign';
import { approve } from './approve';
import { copyByHandler } from './copy';
import { mergeForm } from './form';
import { lockOpenTask, nodeName, targetOf } from './load';
import type { MovingWork } from './nodes';
import * as repo from './repository';
import { rollback } from './rollback';
import { terminate } from './terminate';
import {
  type ActInput,
  type ActResult,
  type EngineContext,
  RESULT,
  RESULT_ADDED_BEFORE,
  type TaskAction,
} from './types';

/** A to-do just decided: what approve, rollback and finish go on from. */
export interface Decision {
  w: repo.WorkRow;
  t: repo.TaskRow;
  process: RegisteredProcess;
  node: NodeDefinition<any, any>;
  /** The work as the node moves need it. */
  moving: MovingWork;
  form: Record<string, unknown>;
  target: AnyTarget;
  opinion: string | null;
  /** Whose to-do the actor decided when it was not their own (or the substitute's principal). */
  actingFor: number | null;
  now: Date;
}

/** Approve, roll back or finish one to-do, in one transaction. */
export async function act(ctx: EngineContext, actor: Actor, input: ActInput): Promise<ActResult> {
  return ctx.db.transaction(async (tx) => {
    const decision = await decide(ctx, tx, actor, input);
    const result = await carryOut(ctx, tx, actor, decision, input);
    if (input.copyUserIds?.length) {
      const { w, t, process, form, now } = decision;
      await copyByHandler(
        tx,
        process,
        { ...w, formData: form },
        { userId: actor.auth.userId, name: actor.auth.displayName },
        t.nodeId,
        input.copyUserIds,
        now,
      );
    }
    return result;
  });
}

function carryOut(ctx: EngineContext, tx: Tx, actor: Actor, d: Decision, input: ActInput): Promise<ActResult> {
  // An added approver's decision (加签) goes back to the adder or on along the chain.
  if (d.t.additionId !== null) return decideAdded(ctx, tx, actor, d, input.action as 'approve' | 'rollback');
  if (input.action === 'approve') return approve(ctx, tx, actor, d);
  if (input.action === 'rollback') return rollback(ctx, tx, actor, d, input.rollbackNodeId);
  // finish (2)
  return terminate(tx, actor, d);
}

/**
 * Locks the work, checks the to-do and the action, and closes the to-do with its result; the
 * other holders of the same node visit lose their copy.
 */
export async function decide(
  ctx: EngineContext,
  tx: Tx,
  actor: Actor,
  input: Omit<ActInput, 'action' | 'copyUserIds'> & { action: TaskAction | 'addBefore' },
): Promise<Decision> {
  const { auth } = actor;
  const { w, t, process } = await lockOpenTask(tx, auth, input.taskId);
  const node = nodeOf(process, t.nodeId);
  if (!node) throw new AppError(ErrorCode.Conflict, msg('workflow.nodeGone'));
  const added = t.additionId !== null;
  if (added && input.action !== 'approve' && input.action !== 'rollback')
    throw new AppError(
      ErrorCode.Validation,
      msg(input.action === 'addBefore' ? 'workflow.addSignAgain' : 'workflow.addedActionNotAllowed'),
    );
  // 前加签 is checked by the caller against the step's addable roles.
  if (!added && input.action !== 'addBefore' && !node.actions.includes(input.action as NodeAction)) {
    throw new AppError(
      ErrorCode.Validation,
      msg('workflow.actionNotAllowed', {
        node: nodeName(node),
        action: msg(`taskAction.${input.action as TaskAction}`),
      }),
    );
  }
  const now = ctx.clock();
  const clock = { now, today: businessToday(now) };
  const opinion = input.opinion?.trim() || null;
  let form = w.formData as Record<string, unknown>;
  const target = targetOf(w);

  // An added approver decides, the step's own handler edits and checks the form (加签).
  if (input.action === 'approve' && input.form && !added) {
    form = await mergeForm(tx, auth, process, node.nodeId, node.editable, form, input.form, target, clock);
  }
  if (input.action === 'approve' && !added) {
    const problem = node.beforeApprove?.(form, clock);
    if (problem) throw new AppError(ErrorCode.Validation, problem);
    if (node.onApprove) {
      form = { ...form };
      await node.onApprove(tx, form, { ...clock, target });
    }
  }
  if (input.action === 'rollback' && !opinion)
    throw new AppError(ErrorCode.Validation, msg('workflow.rollbackOpinionRequired'));

  const result = input.action === 'addBefore' ? RESULT_ADDED_BEFORE : RESULT[input.action];
  await repo.completeTask(tx, t.id, { result, opinion, completedAt: now });
  // One decision per node: the other holders of the same node visit lose their copy.
  await repo.cancelOpenTasksBesides(tx, w.id, t.id, now);
  const actingFor = t.assigneeUserId !== auth.userId ? t.assigneeUserId : t.onBehalfOfUserId;
  await markWorkMessagesRead(tx, auth.userId, w.id);
  if (t.assigneeUserId !== auth.userId) await markWorkMessagesRead(tx, t.assigneeUserId, w.id);

  const moving = { id: w.id, orgPath: w.orgPath, starterUserId: w.starterUserId, target, formData: form };
  return { w, t, process, node, moving, form, target, opinion, actingFor, now };
}

/** The history line of a decision on the to-do of `d` (approve, rollback, terminate), by the actor. */
export function recordDecision(tx: Tx, actor: Actor, d: Decision, kind: 'approve' | 'rollback' | 'terminate') {
  return repo.insertWorkEvent(tx, {
    workId: d.w.id,
    taskId: d.t.id,
    nodeId: d.node.nodeId,
    kind,
    actorUserId: actor.auth.userId,
    onBehalfOfUserId: d.actingFor,
    msg: d.opinion,
    createdAt: d.now,
  });
}
