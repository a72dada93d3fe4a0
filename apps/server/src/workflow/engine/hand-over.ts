import { type Bilingual, type Message, msg } from '@hris/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { task, work } from '../../db/schema';
import { notify } from '../notify';
import { getProcess, nodeOf } from '../registry';
import { nodeName, processName } from './load';
import { nodeHolders } from './nodes';
import * as repo from './repository';

/** What a hand-over did: the to-dos moved (to whom) and those nobody else may decide. */
export interface HandOver {
  moved: { taskId: number; to: number }[];
  stuck: number[];
}

/**
 * Moves a user's open to-dos to others, in the caller's transaction (a leaver's, when their
 * resignation applies): each goes to `handoverUserId` when that user may decide its step, else to
 * the first holder of the step's role where the work sits (its fallbacks included), never the user
 * nor the work's starter. A copy others also hold simply goes; a to-do nobody else may decide stays
 * and is reported as stuck. `event` is the history's line, `message(node)` the new holder's notice.
 */
export async function handOverTodos(
  tx: Tx,
  userId: number,
  {
    handoverUserId,
    now,
    event,
    message,
  }: {
    handoverUserId?: number;
    now: Date;
    event: string;
    message: (node: Bilingual) => Message;
  },
): Promise<HandOver> {
  const open = await tx
    .select({
      taskId: task.id,
      nodeId: task.nodeId,
      workId: work.id,
      flowId: work.flowId,
      orgPath: work.orgPath,
      starterUserId: work.starterUserId,
      formData: work.formData,
    })
    .from(task)
    .innerJoin(work, eq(work.id, task.workId))
    .where(and(eq(task.assigneeUserId, userId), eq(task.status, 'todo')))
    .orderBy(asc(task.id));
  const moved: { taskId: number; to: number }[] = [];
  const stuck: number[] = [];
  for (const t of open) {
    // Others hold copies of the same visit: the leaver's copy simply goes.
    const copies = await tx
      .select({ id: task.id })
      .from(task)
      .where(and(eq(task.workId, t.workId), eq(task.nodeId, t.nodeId), eq(task.status, 'todo'), ne(task.id, t.taskId)));
    if (copies.length > 0) {
      await repo.cancelTasks(tx, [t.taskId], now);
      continue;
    }
    const to = await successor(tx, t, userId, handoverUserId);
    if (!to) {
      stuck.push(t.taskId);
      continue;
    }
    const process = getProcess(t.flowId);
    const found = process ? nodeOf(process, t.nodeId) : undefined;
    const node = found ? nodeName(found) : { zh: '', en: '' };
    await repo.reassignTask(tx, t.taskId, to, now);
    await repo.insertWorkEvent(tx, {
      workId: t.workId,
      taskId: t.taskId,
      nodeId: t.nodeId,
      kind: 'transfer',
      actorUserId: null,
      msg: event,
      createdAt: now,
    });
    await repo.updateWorkVersion(tx, t.workId);
    const flow = process ? processName(process.info) : { zh: '', en: '' };
    await notify(tx, to, msg('notice.todoTitle', { process: flow }), message(node), {
      flowId: t.flowId,
      workId: t.workId,
      nodeId: t.nodeId,
      kind: 'todo',
    });
    moved.push({ taskId: t.taskId, to });
  }
  return { moved, stuck };
}

async function successor(
  tx: Tx,
  t: { nodeId: number; flowId: number; orgPath: string; starterUserId: number; formData: unknown },
  leaver: number,
  chosen: number | undefined,
): Promise<number | null> {
  const process = getProcess(t.flowId);
  if (!process) return null;
  const { holders } = await nodeHolders(tx, process, t.nodeId, t, [leaver, t.starterUserId]);
  // HR's choice when that user may decide the step; else the first holder by the step's rules.
  if (chosen && holders.includes(chosen)) return chosen;
  return holders.sort((x, y) => x - y)[0] ?? null;
}
