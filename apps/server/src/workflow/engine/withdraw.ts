import { ErrorCode, msg } from '@hris/contract';
import type { Executor } from '../../db/client';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import { notify } from '../notify';
import { startNodeId } from '../types';
import { cancelOpenAddition, reopenAddition } from './add-sign';
import { lockExistingWork, processName, requireProcess, targetName } from './load';
import * as repo from './repository';
import { type ActResult, type EngineContext, RESULT_ADDED_BEFORE } from './types';

/**
 * Withdraw (撤回): the handler who moved the work on, or the starter before anyone acted,
 * takes it back while the current step is still untouched.
 */
/**
 * Where a withdraw by `auth` takes the running work `w`, or the refusal: the rules of the action,
 * also read (without its lock) by the toolbar to offer the button.
 */
export async function withdrawTarget(
  db: Executor,
  auth: AuthContext,
  w: { id: number; flowId: number; starterUserId: number },
) {
  const open = await repo.findOpenTasks(db, w.id);
  // Back at the starter (withdrawn or returned already): there is no step to take back.
  if (open.length === 0 || open.some((o) => o.nodeId === startNodeId(w.flowId)))
    throw new AppError(ErrorCode.Conflict, msg('workflow.withdrawNothing'));
  const fromIds = [...new Set(open.map((o) => o.fromTaskId))];
  if (fromIds.length !== 1) throw new AppError(ErrorCode.Conflict, msg('workflow.withdrawTooLate'));
  const fromTaskId = fromIds[0];
  if (fromTaskId === null) {
    // Straight from the start: only the starter, and only before anyone acted.
    if (w.starterUserId !== auth.userId) throw new AppError(ErrorCode.Forbidden, msg('workflow.withdrawStarterOnly'));
    return { open, fromTaskId, backTo: startNodeId(w.flowId), fromAdditionId: null };
  }
  const from = await repo.findTask(db, fromTaskId);
  if (!from || from.assigneeUserId !== auth.userId)
    throw new AppError(ErrorCode.Forbidden, msg('workflow.withdrawPreviousOnly'));
  // An approval, or approvers added before oneself (前加签), can be taken back; a return cannot.
  if (from.result !== 0 && from.result !== RESULT_ADDED_BEFORE)
    throw new AppError(ErrorCode.Conflict, msg('workflow.withdrawRolledBack'));
  return { open, fromTaskId, backTo: from.nodeId, fromAdditionId: from.additionId };
}

export async function withdraw(ctx: EngineContext, actor: Actor, workId: number): Promise<ActResult> {
  const { auth } = actor;
  return ctx.db.transaction(async (tx) => {
    const w = await lockExistingWork(tx, workId);
    const process = requireProcess(w.flowId);
    if (w.status !== 'running') throw new AppError(ErrorCode.Conflict, msg('workflow.withdrawFinished'));
    const { open, fromTaskId, backTo, fromAdditionId } = await withdrawTarget(tx, auth, w);
    const now = ctx.clock();
    await repo.cancelTasks(
      tx,
      open.map((o) => o.id),
      now,
    );
    // Approvers added at the step taken back (加签) are no longer asked; an added approver who
    // takes back their own approval holds their place in the addition again.
    await cancelOpenAddition(tx, w.id, now);
    if (fromAdditionId !== null) await reopenAddition(tx, fromAdditionId, auth.userId);
    await repo.insertWorkEvent(tx, {
      workId: w.id,
      nodeId: open[0].nodeId,
      kind: 'withdraw',
      actorUserId: auth.userId,
      msg: '撤回',
      createdAt: now,
    });
    const created = await repo.insertTask(tx, {
      workId: w.id,
      nodeId: backTo,
      assigneeUserId: auth.userId,
      status: 'todo',
      arrivedAt: now,
      fromTaskId,
      additionId: fromAdditionId,
    });
    await repo.updateWorkVersion(tx, w.id, { currentNodeId: backTo });
    for (const o of open) {
      await notify(
        tx,
        o.assigneeUserId,
        msg('notice.withdrawnTitle', { process: processName(process.info) }),
        msg('notice.withdrawnContent', {
          by: auth.displayName,
          target: await targetName(tx, w),
          process: processName(process.info),
        }),
        { flowId: w.flowId, workId: w.id },
      );
    }
    await audit(tx, actor, {
      action: 'work.withdraw',
      target: `work:${w.id}`,
      summary: { taskId: created, nodeId: backTo },
    });
    return { workId: w.id, status: 'running', currentNodeId: backTo, msg: msg('workflow.withdrawn') };
  });
}
