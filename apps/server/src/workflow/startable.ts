import { findProcess, formatFlowNo, type TStartBlock } from '@hris/contract';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { work } from '../db/schema';
import { getProcess } from './registry';

/** Whom a start by hand may be about when the process does not say: active staff. */
export const DEFAULT_START_STATUSES: readonly number[] = [1];

/**
 * Why a start of `flowId` by hand would be refused for each of these people (a picker's few):
 * their status is not one the process starts for, or a work of the process — or of its group, the
 * one-running rule of the database — already runs for them. People without a block are absent.
 */
export async function startBlocks(
  db: Executor,
  flowId: number,
  people: readonly { id: number; status: number }[],
): Promise<Map<number, TStartBlock>> {
  const blocks = new Map<number, TStartBlock>();
  const process = getProcess(flowId);
  if (!process || people.length === 0) return blocks;
  const allowed = process.def.startStatuses ?? DEFAULT_START_STATUSES;
  for (const p of people) if (!allowed.includes(p.status)) blocks.set(p.id, { status: p.status });

  const group = process.def.group;
  const running = await db
    .select({ id: work.id, flowId: work.flowId, employeeRef: work.targetEmployeeRef })
    .from(work)
    .where(
      and(
        inArray(
          work.targetEmployeeRef,
          people.map((p) => p.id),
        ),
        eq(work.status, 'running'),
        group ? or(eq(work.flowId, flowId), eq(work.flowGroup, group)) : eq(work.flowId, flowId),
      ),
    );
  for (const r of running) {
    if (r.employeeRef === null || blocks.has(r.employeeRef)) continue;
    blocks.set(r.employeeRef, {
      runningFlowNo: formatFlowNo(r.flowId, r.id),
      runningFlowName: findProcess(r.flowId)?.name ?? String(r.flowId),
    });
  }
  return blocks;
}
