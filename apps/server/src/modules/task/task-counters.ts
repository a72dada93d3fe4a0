import type { Executor } from '../../db/client';
import { flowNameShown } from '../../workflow/display-names';
import { foldCounters, sumCounters } from './task-counter.repository';

export type CounterState = 'toDo' | 'running' | 'completed';

/** A user's deltas are folded into one row per type and state once they pass this many. */
const FOLD_AFTER_ROWS = 64;

/**
 * A user's to-do, running and completed counts by process type: the sums of the signed deltas
 * the triggers of migration 0003 append on every change of a task or work (exact, and read in
 * one indexed query however many works the user took part in).
 */
async function readCounters(db: Executor, userId: number) {
  const rows = await sumCounters(db, userId);
  if (rows.reduce((a, r) => a + r.rows, 0) > FOLD_AFTER_ROWS) await foldCounters(db, userId);
  return rows.filter((r) => r.n !== 0);
}

type CounterRow = Awaited<ReturnType<typeof readCounters>>[number];

function countOf(rows: CounterRow[], state: CounterState, flowId?: number) {
  return rows
    .filter((r) => r.state === state && (flowId === undefined || r.flowId === flowId))
    .reduce((a, r) => a + r.n, 0);
}

/** The total of one list of the user (optionally of one process type), from the counters. */
export async function counterTotal(db: Executor, userId: number, state: CounterState, flowId?: number) {
  return countOf(await readCounters(db, userId), state, flowId);
}

/**
 * Counts per state, and per process type for the type picker, each equal to the total of the
 * list filtered by that type.
 */
export async function taskCounts(db: Executor, userId: number) {
  const rows = await readCounters(db, userId);
  const of = (state: CounterState, flowId?: number) => countOf(rows, state, flowId);
  return {
    toDo: of('toDo'),
    running: of('running'),
    completed: of('completed'),
    byFlow: [...new Set(rows.map((r) => r.flowId))]
      .sort((a, b) => a - b)
      .map((flowId) => ({
        flowId,
        flowName: flowNameShown(flowId),
        toDo: of('toDo', flowId),
        running: of('running', flowId),
        completed: of('completed', flowId),
      })),
  };
}
