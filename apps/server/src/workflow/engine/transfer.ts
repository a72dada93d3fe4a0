import { ErrorCode } from '@hris/contract';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import { AppError } from '../../http/errors';
import { mayDecide, RULE_LABEL, roleHolders } from '../assign';
import { markWorkMessagesRead, notify } from '../notify';
import { nodeOf } from '../registry';
import { startNodeId } from '../types';
import { lockOpenTask, targetName } from './load';
import * as repo from './repository';
import type { EngineContext } from './types';

/** Hands one to-do to another user (转办) who may decide its step. */
export async function transfer(ctx: EngineContext, actor: Actor, taskId: number, toUserId: number, reason?: string) {
  const { auth } = actor;
  return ctx.db.transaction(async (tx) => {
    const { w, t, process } = await lockOpenTask(tx, auth, taskId);
    if (toUserId === t.assigneeUserId) throw new AppError(ErrorCode.Validation, '不能转办给当前处理人');
    const to = await repo.findUser(tx, toUserId);
    if (!to?.isEnabled) throw new AppError(ErrorCode.Validation, '转办对象不存在或已停用');
    const node = nodeOf(process, t.nodeId);
    const rule = node?.assignee ?? 'starter';
    if (rule === 'starter' || t.nodeId === startNodeId(w.flowId))
      throw new AppError(ErrorCode.Validation, '发起人的待办不能转办');
    const holders = await roleHolders(tx, rule, w);
    if (toUserId === w.starterUserId)
      throw new AppError(ErrorCode.Validation, `不能转办给流程发起人${to.name}：发起人不能审批自己发起的流程`);
    if (!mayDecide(rule, w, holders, toUserId))
      throw new AppError(
        ErrorCode.Validation,
        `${to.name}不是该流程所属范围的${RULE_LABEL[rule]}，不能处理「${node?.name ?? ''}」`,
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
      `您有新的待办：${process.info.name}`,
      `${auth.displayName}将${await targetName(tx, w)}的「${nodeOf(process, t.nodeId)?.name}」转办给您。`,
      { flowId: w.flowId, workId: w.id, nodeId: t.nodeId },
    );
    await audit(tx, actor, { action: 'work.transfer', target: `work:${w.id}`, summary: { taskId: t.id, to: to.id } });
    return { taskId: t.id, msg: `已转办给${to.name}` };
  });
}
