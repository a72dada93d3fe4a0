import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { systemLog } from '../db/schema';

/**
 * Writes one system-log row (who, what, when, from where, summary). Call it inside the same
 * transaction as the change so a rolled-back change leaves no log line.
 */
export async function audit(
  db: Executor,
  request: FastifyRequest,
  entry: { action: string; target?: string; summary?: unknown; userId?: number; userName?: string },
) {
  await db.insert(systemLog).values({
    userId: entry.userId ?? request.auth?.userId ?? null,
    userName: entry.userName ?? request.auth?.account ?? null,
    action: entry.action,
    target: entry.target ?? null,
    summary: entry.summary ?? null,
    ip: request.ip,
    requestId: String(request.id),
  });
}
