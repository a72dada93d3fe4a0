import { formatFlowNo, type Message, msg } from '@hris/contract';
import { transientConflict } from '../http/db-errors';
import { AppError } from '../http/errors';

/**
 * At most this many to-dos of a batch are decided at once, each in its own transaction: a decision
 * waits on the database most of its time (bench/README "Issue 40: the batch").
 */
export const BATCH_LANES = 4;

/** A to-do of a batch as the user knows it, and the lane it runs in. */
export interface NamedTask {
  flowId: number;
  workId: number;
  name: string | null;
  employeeId: string | null;
  /** To-dos with the same key change the same records (a person's, a store's, a work's): one lane. */
  laneKey: string;
}

export interface TaskResult {
  taskId: number;
  flowNo: string;
  name: string;
  employeeId: string;
  ok: boolean;
  msg: Message;
}

/**
 * Runs one action per to-do, each in its own transaction: a refusal is that row's result (a
 * program error still fails the request). Every row names its work and person; its `msg` is the
 * action's result or refusal, written in the request's language by the route (okWithMessages).
 *
 * Up to `lanes` to-dos run at once. The to-dos of one person (or one store, or one work) share a
 * lane and run one after another in the order given, so two decisions that change the same
 * record never race; one that still lost a race with another lane (a deadlock) is run again
 * alone once the lanes are done. The results keep the order of the to-dos given.
 */
export async function eachTask(
  tasks: Map<number, NamedTask>,
  run: (taskId: number) => Promise<{ msg: Message }>,
  lanes = 1,
) {
  const results = new Map<number, TaskResult>();
  const byLane = new Map<string, number[]>();
  for (const [taskId, r] of tasks) {
    const lane = byLane.get(r.laneKey);
    if (lane) lane.push(taskId);
    else byLane.set(r.laneKey, [taskId]);
  }
  const queue = [...byLane.values()];
  const again = new Set<number>();
  let failure: unknown;

  const decide = async (taskId: number, lastTry: boolean) => {
    const r = tasks.get(taskId)!;
    const known = {
      taskId,
      flowNo: formatFlowNo(r.flowId, r.workId),
      name: r.name ?? '',
      employeeId: r.employeeId ?? '',
    };
    try {
      results.set(taskId, { ...known, ok: true, msg: (await run(taskId)).msg });
    } catch (err) {
      if (err instanceof AppError) results.set(taskId, { ...known, ok: false, msg: err.text });
      else if (!transientConflict(err)) throw err;
      else if (lastTry) results.set(taskId, { ...known, ok: false, msg: msg('workflow.batchBusy') });
      else again.add(taskId);
    }
  };
  const worker = async () => {
    for (let lane = queue.shift(); lane && failure === undefined; lane = queue.shift()) {
      for (const taskId of lane) {
        if (failure !== undefined) return;
        await decide(taskId, lanes === 1);
      }
    }
  };
  // A program error stops every lane from taking more (the ones running finish their to-do).
  await Promise.all(
    Array.from({ length: Math.min(lanes, queue.length) }, () =>
      worker().catch((err: unknown) => {
        failure ??= err;
      }),
    ),
  );
  if (failure !== undefined) throw failure;
  for (const taskId of tasks.keys()) if (again.has(taskId)) await decide(taskId, true);
  const ordered = [...tasks.keys()].map((id) => results.get(id)!);
  return {
    succeeded: ordered.filter((r) => r.ok).length,
    failed: ordered.filter((r) => !r.ok).length,
    results: ordered,
  };
}
