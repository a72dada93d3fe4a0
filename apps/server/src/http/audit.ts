import type { Executor } from '../db/client';
import { systemLog } from '../db/schema';
import type { Actor, Origin } from './actor';

/**
 * Writes one system-log row (who, what, when, from where, summary). Call it inside the same
 * transaction as the change so a rolled-back change leaves no log line.
 */
export async function audit(
  db: Executor,
  from: Origin & { auth?: Actor['auth'] | null },
  entry: { action: string; target?: string; summary?: unknown; userId?: number; userName?: string },
) {
  await db.insert(systemLog).values({
    userId: entry.userId ?? from.auth?.userId ?? null,
    userName: entry.userName ?? from.auth?.account ?? null,
    action: entry.action,
    target: entry.target ?? null,
    summary: entry.summary ?? null,
    ip: from.ip,
    requestId: from.requestId,
  });
}
