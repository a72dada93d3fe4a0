import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { job, notifyOutbox } from '../../db/schema';

/** The daily deletion of outbox rows that are done with (sent, not sent, failed) and old. */
export const NOTIFY_PRUNE_JOB = 'notify.prune';
/** How long 发送记录 keeps a message after it was queued. */
export const NOTIFY_RETENTION_DAYS = 90;
/** Rows deleted per job; a job that fills it queues the next, so no transaction grows large. */
export const NOTIFY_PRUNE_CHUNK = 5000;

const DAY_MS = 86_400_000;

/**
 * Deletes one chunk of finished messages queued more than NOTIFY_RETENTION_DAYS ago, oldest
 * first, and queues the next chunk when this one was full. A message still waiting or being sent
 * stays, however old.
 */
export async function notifyPruneJob(tx: Tx, _payload: Record<string, unknown>, now: Date) {
  const before = new Date(now.getTime() - NOTIFY_RETENTION_DAYS * DAY_MS);
  const old = tx
    .select({ id: notifyOutbox.id })
    .from(notifyOutbox)
    .where(and(inArray(notifyOutbox.status, ['sent', 'skipped', 'failed']), lt(notifyOutbox.createdAt, before)))
    .orderBy(notifyOutbox.id)
    .limit(NOTIFY_PRUNE_CHUNK);
  const deleted = await tx.delete(notifyOutbox).where(inArray(notifyOutbox.id, old)).returning({ id: notifyOutbox.id });
  if (deleted.length === NOTIFY_PRUNE_CHUNK)
    await tx.insert(job).values({ kind: NOTIFY_PRUNE_JOB, payload: {}, runAt: sql`now()` });
}
