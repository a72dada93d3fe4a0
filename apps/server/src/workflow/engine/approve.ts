import { msg } from '@hris/contract';
import type { Tx } from '../../db/client';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { Assignee } from '../assign';
import { notify } from '../notify';
import { nextNodeId, nodeOf } from '../registry';
import { startNodeId } from '../types';
import { type Decision, recordDecision } from './act';
import { copyByDefinition } from './copy';
import { nodeName, processName, targetName } from './load';
import { arrive, assigneesFor, stop } from './nodes';
import * as repo from './repository';
import type { ActResult, EngineContext } from './types';

/**
 * Approve (result 0): the work moves to the next node, or completes after the last one with the
 * process's effect in the same transaction. At the start node this is the starter's resubmission.
 */
export async function approve(ctx: EngineContext, tx: Tx, actor: Actor, d: Decision): Promise<ActResult> {
  await recordDecision(tx, actor, d, 'approve');
  return moveOn(ctx, tx, actor, d);
}

/**
 * The step of `d` is decided: the work goes to the next node (skipping an independent review its
 * decider may not take), or completes. An approval, and the last added approver after a 后加签.
 */
export async function moveOn(ctx: EngineContext, tx: Tx, actor: Actor, d: Decision): Promise<ActResult> {
  const { auth } = actor;
  const { w, t, process, node, form } = d;
  await copyByDefinition(tx, process, { ...w, formData: form }, node.copies, node.nodeId, d.now);
  let next = nextNodeId(process, node.nodeId, form);
  let assignees: Assignee[] = [];
  while (next !== null) {
    assignees = await assigneesFor(ctx, tx, process, next, d.moving);
    const following = nodeOf(process, next);
    if (!following?.independentOf?.includes(node.nodeId) || assignees.length === 0) break;
    // The one who just decided does not review it; with nobody else there the review is skipped.
    const deciders = new Set([auth.userId, d.actingFor ?? auth.userId]);
    const others = assignees.filter((a) => !deciders.has(a.userId) && !deciders.has(a.onBehalfOfUserId ?? a.userId));
    if (others.length > 0) {
      assignees = others;
      break;
    }
    await repo.insertWorkEvent(tx, {
      workId: w.id,
      // The to-do whose approval skipped it: the progress shows the skip right after it.
      taskId: t.id,
      nodeId: next,
      kind: 'skip',
      msg: `处理人已在「${node.name}」作出决定，本步骤自动跳过`,
      createdAt: d.now,
    });
    next = nextNodeId(process, next, form);
  }
  if (next === null) return complete(tx, actor, d);
  await repo.updateWorkVersion(tx, w.id, { formData: form });
  if (assignees.length === 0) return stop(tx, actor, process, d.moving, next, d.now);
  await arrive(tx, process, d.moving, next, t.id, assignees, d.now);
  await audit(tx, actor, {
    action: 'work.approve',
    target: `work:${w.id}`,
    summary: { taskId: t.id, nodeId: node.nodeId, next },
  });
  const resubmitted = node.nodeId === startNodeId(w.flowId);
  const nextNode = nodeOf(process, next);
  return {
    workId: w.id,
    status: 'running',
    currentNodeId: next,
    msg: resubmitted
      ? msg('workflow.resubmitted', { node: nextNode ? nodeName(nextNode) : '' })
      : msg('workflow.approved'),
  };
}

/** The last node approved: the effect runs, the work is finished and the starter told. */
async function complete(tx: Tx, actor: Actor, d: Decision): Promise<ActResult> {
  const { auth } = actor;
  const { w, t, process, form, now } = d;
  await process.def.onComplete({ tx, workId: w.id, form, target: d.target, actorUserId: auth.userId, now });
  await repo.updateWorkVersion(tx, w.id, { status: 'finished', currentNodeId: null, finishedAt: now, formData: form });
  await copyByDefinition(tx, process, { ...w, formData: form }, process.def.copiesOnFinish, null, now);
  await repo.insertWorkEvent(tx, {
    workId: w.id,
    kind: 'finish',
    actorUserId: auth.userId,
    msg: '流程已办结',
    createdAt: now,
  });
  await notify(
    tx,
    w.starterUserId,
    msg('notice.finishedTitle', { process: processName(process.info) }),
    msg('notice.finishedContent', { target: await targetName(tx, w), process: processName(process.info) }),
    { flowId: w.flowId, workId: w.id, kind: 'finished' },
  );
  await audit(tx, actor, { action: 'work.complete', target: `work:${w.id}`, summary: { taskId: t.id } });
  return { workId: w.id, status: 'finished', currentNodeId: null, msg: msg('workflow.approvedFinished') };
}
