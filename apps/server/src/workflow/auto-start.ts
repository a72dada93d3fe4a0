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
/** Starts per job transaction. */
export const AUTO_START_CHUNK = 200;

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
export async function runAutoStart(tx: Tx, flowId: number, now: Date, limit = AUTO_START_CHUNK) {
  const process = requireProcess(flowId);
  const auto = process.def.autoStart;
  if (!auto) return { started: 0, skipped: 0, refused: [] as string[], more: false };
  const actor = await systemActor(tx);
  const ctx = { db: tx as unknown as Db, clock: () => now };
  const due = await auto.due(tx, businessToday(now), limit);
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
  // A full chunk that moved on: more may be due (a refused candidate comes back, so only then).
  return { started, skipped, refused, more: due.length === limit && started + skipped > 0 };
}

/**
 * The job: one chunk per transaction, and the next chunk as a job of its own, so the first day
 * on a large company (thousands due at once) never holds one long transaction.
 */
export async function autoStartJob(tx: Tx, payload: Record<string, unknown>, now: Date) {
  const flowId = Number(payload.flowId);
  const part = Number(payload.part ?? 1);
  const result = await runAutoStart(tx, flowId, now);
  if (result.more) {
    const date = String(payload.date ?? businessToday(now));
    await tx
      .insert(job)
      .values({
        kind: AUTO_START_JOB,
        payload: { flowId, date, part: part + 1 },
        runAt: now,
        key: `autoStart:${flowId}:${date}:${part + 1}`,
      })
      .onConflictDoNothing();
  }
}
