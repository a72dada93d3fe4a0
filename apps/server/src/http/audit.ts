import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { systemLog } from '../db/schema';
import type { Actor } from './actor';

/**
 * Writes one system-log row (who, what, when, from where, summary). Call it inside the same
 * transaction as the change so a rolled-back change leaves no log line.
 */
export async function audit(
  db: Executor,
  source: FastifyRequest | Actor,
  entry: { action: string; target?: string; summary?: unknown; userId?: number; userName?: string },
) {
  // Services that still take the request pass it; those moved to an Actor pass that.
  const from: { auth?: Actor['auth'] | null; ip: string | null; requestId: string | null } =
    'requestId' in source ? source : { auth: source.auth, ip: source.ip, requestId: String(source.id) };
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
