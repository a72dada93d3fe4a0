import { msg } from '@hris/contract';
import type { Tx } from '../../db/client';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import { notify } from '../notify';
import { type Decision, recordDecision } from './act';
import { nodeName, processName } from './load';
import * as repo from './repository';
import type { ActResult } from './types';

/** Finish (result 2): the work ends here without its effect (终止); the process may undo its start. */
export async function terminate(tx: Tx, actor: Actor, d: Decision): Promise<ActResult> {
  const { auth } = actor;
  const { w, t, process, node, opinion, now } = d;
  await recordDecision(tx, actor, d, 'terminate');
  await process.def.onTerminate?.({ tx, workId: w.id, form: d.form, target: d.target, actorUserId: auth.userId, now });
  await repo.updateWorkVersion(tx, w.id, {
    status: 'stopped',
    currentNodeId: null,
    finishedAt: now,
    stopReason: `由${auth.displayName}终止${opinion ? `：${opinion}` : ''}`,
  });
  await notify(
    tx,
    w.starterUserId,
    msg('notice.terminatedTitle', { process: processName(process.info) }),
    opinion
      ? msg('notice.terminatedContentWithOpinion', { by: auth.displayName, step: nodeName(node), opinion })
      : msg('notice.terminatedContent', { by: auth.displayName, step: nodeName(node) }),
    { flowId: w.flowId, workId: w.id, kind: 'finished' },
  );
  await audit(tx, actor, { action: 'work.terminate', target: `work:${w.id}`, summary: { taskId: t.id } });
  return { workId: w.id, status: 'stopped', currentNodeId: null, msg: msg('workflow.terminated') };
}
