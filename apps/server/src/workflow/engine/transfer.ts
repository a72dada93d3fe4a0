import { ErrorCode, msg } from '@hris/contract';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import { AppError } from '../../http/errors';
import { mayDecide } from '../assign';
import { markWorkMessagesRead, notify } from '../notify';
import { nodeOf } from '../registry';
import { startNodeId } from '../types';
import { lockOpenTask, nodeName, processName, stepParam, targetName } from './load';
import { nodeHolders } from './nodes';
import * as repo from './repository';
import type { EngineContext } from './types';

/** Hands one to-do to another user (转办) who may decide its step. */
export async function transfer(ctx: EngineContext, actor: Actor, taskId: number, toUserId: number, reason?: string) {
  const { auth } = actor;
  return ctx.db.transaction(async (tx) => {
    const { w, t, process } = await lockOpenTask(tx, auth, taskId);
    if (t.additionId !== null) throw new AppError(ErrorCode.Validation, msg('workflow.addedTransfer'));
    if (toUserId === t.assigneeUserId) throw new AppError(ErrorCode.Validation, msg('workflow.transferToCurrent'));
    const to = await repo.findUser(tx, toUserId);
    if (!to?.isEnabled) throw new AppError(ErrorCode.Validation, msg('workflow.transfereeUnavailable'));
    const node = nodeOf(process, t.nodeId);
    if (!node || node.assignee === 'starter' || t.nodeId === startNodeId(w.flowId))
      throw new AppError(ErrorCode.Validation, msg('workflow.transferStarterTask'));
    const { rule, holders } = await nodeHolders(tx, process, t.nodeId, w);
    if (toUserId === w.starterUserId && node.kind !== 'confirm')
      throw new AppError(ErrorCode.Validation, msg('workflow.transferToStarter', { name: to.name }));
    if (!mayDecide(rule, w, holders, toUserId, node.kind))
      throw new AppError(
        ErrorCode.Validation,
        msg('workflow.transfereeNotHolder', {
          name: to.name,
          role: msg(`assigneeRule.${rule}`),
          node: node ? nodeName(node) : '',
        }),
      );
    const now = ctx.clock();
    await markWorkMessagesRead(tx, t.assigneeUserId, w.id);
    await repo.reassignTask(tx, t.id, to.id, now);
    await repo.insertWorkEvent(tx, {
      workId: w.id,
      taskId: t.id,
      nodeId: t.nodeId,
      kind: 'transfer',
      actorUserId: auth.userId,
      msg: `转办给${to.name}${reason ? `：${reason}` : ''}`,
      createdAt: now,
    });
    await repo.updateWorkVersion(tx, w.id);
    await notify(
      tx,
      to.id,
      msg('notice.todoTitle', { process: processName(process.info) }),
      msg('notice.transferredContent', {
        by: auth.displayName,
        target: await targetName(tx, w),
        step: stepParam(process, t.nodeId),
      }),
      { flowId: w.flowId, workId: w.id, nodeId: t.nodeId, kind: 'todo' },
    );
    await audit(tx, actor, { action: 'work.transfer', target: `work:${w.id}`, summary: { taskId: t.id, to: to.id } });
    return { taskId: t.id, msg: msg('workflow.transferred', { name: to.name }) };
  });
}
