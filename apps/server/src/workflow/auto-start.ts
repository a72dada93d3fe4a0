import { businessToday } from '@hris/contract';
import type { Db, Tx } from '../db/client';
import { job } from '../db/schema';
import { audit } from '../http/audit';
import { AppError } from '../http/errors';
import { requireProcess } from './engine/load';
import { AlreadyStarted, startWorkIn } from './engine/start';
import { builtFlowIds, getProcess } from './registry';
import { systemActor } from './system-actor';

/** The job that starts a flow's due works for one business date. */
export const AUTO_START_JOB = 'workflow.autoStart';

/**
 * Queues today's automatic starts: one job per process with `autoStart` and business date, made
 * once-only by its key, so every tick of every server may call this (ARCHITECTURE §6).
 */
export async function scheduleAutoStarts(db: Db | Tx, now: Date) {
  const today = businessToday(now);
  for (const flowId of builtFlowIds()) {
    if (!getProcess(flowId)?.def.autoStart) continue;
    await db
      .insert(job)
      .values({
        kind: AUTO_START_JOB,
        payload: { flowId, date: today },
        runAt: now,
        key: `autoStart:${flowId}:${today}`,
      })
      .onConflictDoNothing();
  }
}

/**
 * Starts the flow for everyone its `due` lists, each in a savepoint: one that cannot start (no
 * handler for its first step, a running work of the same flow) is left for tomorrow and logged,
 * one already claimed is skipped. Returns what happened.
 */
export async function runAutoStart(tx: Tx, flowId: number, now: Date) {
  const process = requireProcess(flowId);
  const auto = process.def.autoStart;
  if (!auto) return { started: 0, skipped: 0, refused: [] as string[] };
  const actor = await systemActor(tx);
  const ctx = { db: tx as unknown as Db, clock: () => now };
  const due = await auto.due(tx, businessToday(now));
  let started = 0;
  let skipped = 0;
  const refused: string[] = [];
  for (const form of due) {
    try {
      await tx.transaction((sp) => startWorkIn(ctx, sp as Tx, actor, flowId, form, [], { auto: true }));
      started++;
    } catch (error) {
      if (error instanceof AlreadyStarted) skipped++;
      else if (error instanceof AppError)
        refused.push(`${String((form as { employeeId?: unknown }).employeeId)}: ${error.text}`);
      else throw error;
    }
  }
  if (refused.length > 0)
    await audit(tx, actor, { action: 'workflow.autoStartRefused', target: `flow:${flowId}`, summary: { refused } });
  return { started, skipped, refused };
}
