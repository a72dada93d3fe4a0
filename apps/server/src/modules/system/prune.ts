import type { Tx } from '../../db/client';
import { job } from '../../db/schema';
import { audit } from '../../http/audit';
import { systemSettings } from './settings';
import * as repo from './system.repository';

/** The daily deletion of system-log entries older than the retention (SYSTEM_LOG_RETENTION_DAYS). */
export const SYSTEM_LOG_PRUNE_JOB = 'systemLog.prune';
/** Entries deleted per job; a job that fills it queues the next, so no transaction grows large. */
export const SYSTEM_LOG_PRUNE_CHUNK = 5000;

const DAY_MS = 86_400_000;

/**
 * Deletes one chunk of entries older than the retention, oldest first, and queues the next chunk
 * when this one was full. The last chunk logs what the run deleted (the entry itself is new, so it
 * stays).
 */
export async function systemLogPruneJob(tx: Tx, payload: Record<string, unknown>, now: Date) {
  const before = new Date(now.getTime() - systemSettings.logRetentionDays * DAY_MS);
  const deleted = await repo.deleteOlderThan(tx, before, SYSTEM_LOG_PRUNE_CHUNK);
  const total = Number(payload.deleted ?? 0) + deleted;
  if (deleted === SYSTEM_LOG_PRUNE_CHUNK) {
    await tx.insert(job).values({ kind: SYSTEM_LOG_PRUNE_JOB, payload: { deleted: total }, runAt: now });
    return;
  }
  if (total > 0)
    await audit(
      tx,
      { ip: null, requestId: null },
      {
        action: SYSTEM_LOG_PRUNE_JOB,
        userName: 'system',
        summary: { deleted: total, before: before.toISOString(), retentionDays: systemSettings.logRetentionDays },
      },
    );
}
