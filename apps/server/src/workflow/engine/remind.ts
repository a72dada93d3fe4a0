import { ErrorCode, msg } from '@hris/contract';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import { AppError } from '../../http/errors';
import { notify } from '../notify';
import { startNodeId } from '../types';
import { lockExistingWork, processName, requireProcess, stepParam, targetName } from './load';
import * as repo from './repository';
import type { EngineContext } from './types';

/** Reminders (催办) are limited to one an hour per work. */
const REMIND_INTERVAL_MS = 3600_000;

/** Starter's reminder (催办) to the current handlers, at most once an hour. */
export async function remind(ctx: EngineContext, actor: Actor, workId: number) {
  const { auth } = actor;
  return ctx.db.transaction(async (tx) => {
    const w = await lockExistingWork(tx, workId);
    if (w.starterUserId !== auth.userId) throw new AppError(ErrorCode.Forbidden, msg('workflow.remindStarterOnly'));
    if (w.status !== 'running') throw new AppError(ErrorCode.Conflict, msg('workflow.remindFinished'));
    if (w.currentNodeId === startNodeId(w.flowId))
      throw new AppError(ErrorCode.Conflict, msg('workflow.remindReturned'));
    const now = ctx.clock();
    if (w.remindedAt && now.getTime() - w.remindedAt.getTime() < REMIND_INTERVAL_MS) {
      const minutes = Math.ceil((REMIND_INTERVAL_MS - (now.getTime() - w.remindedAt.getTime())) / 60_000);
      throw new AppError(
        ErrorCode.Conflict,
        msg('workflow.remindTooSoon', { wait: msg('common.minutes', { count: minutes }) }),
      );
    }
    const process = requireProcess(w.flowId);
    const open = await repo.findOpenTasks(tx, w.id);
    for (const o of open) {
      await notify(
        tx,
        o.assigneeUserId,
        msg('notice.remindTitle', { process: processName(process.info) }),
        msg('notice.remindContent', {
          by: auth.displayName,
          target: await targetName(tx, w),
          step: stepParam(process, o.nodeId),
        }),
        { flowId: w.flowId, workId: w.id, nodeId: o.nodeId, kind: 'overdue' },
      );
    }
    await repo.updateWork(tx, w.id, { remindedAt: now });
    await repo.insertWorkEvent(tx, {
      workId: w.id,
      kind: 'remind',
      actorUserId: auth.userId,
      msg: '催办',
      createdAt: now,
    });
    await audit(tx, actor, { action: 'work.remind', target: `work:${w.id}` });
    return { reminded: open.length, msg: msg('workflow.reminded', { count: open.length }) };
  });
}
