import { msg } from '@hris/contract';
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employee } from '../../db/schema';
import { type EsignSettings, requestTransferContract, transferRequestId } from './esign-client';
import { transferSigning } from './tables';

export interface SyncOptions {
  /** Records claimed (and sent in parallel) per round. */
  batchSize?: number;
  /** At most this many records per run; the next run goes on. */
  maxRecords?: number;
  /**
   * A record in status 2 whose send started longer ago than this was left by a server that died
   * mid-call (or whose call outlived any timeout): it is claimed and sent again, with the same key.
   */
  stuckAfterMs?: number;
}

export interface SyncSummary {
  sent: number;
  succeeded: number;
  failed: number;
  /** Records left waiting because no platform is configured. */
  waiting: number;
}

/** Longer than any timeout the configuration allows (5 minutes), so a live call is never resent. */
export const STUCK_AFTER_MS = 10 * 60_000;

/**
 * Sends waiting transfer-signing records to the e-signature platform. Each round claims records
 * in one transaction — status 1, or status 2 stuck for `stuckAfterMs` — with FOR UPDATE SKIP
 * LOCKED, sets them to 2 with the time of the send, and commits before any call, so no other
 * server or run claims them meanwhile. Each answer is then written in a transaction of its own
 * (3 with the contract id, or 4 with the reason), only if the record is still the one this run
 * claimed. A server that dies between the two leaves status 2; after `stuckAfterMs` a run sends it
 * again under the same Idempotency-Key, and the platform signs it once.
 * Without a configured platform nothing is sent: waiting records say why.
 */
export async function syncTransferSignings(
  db: Db,
  esign: EsignSettings,
  now: Date = new Date(),
  options: SyncOptions = {},
): Promise<SyncSummary> {
  const batchSize = options.batchSize ?? 10;
  const maxRecords = options.maxRecords ?? 500;
  const stuckBefore = new Date(now.getTime() - (options.stuckAfterMs ?? STUCK_AFTER_MS));
  const summary: SyncSummary = { sent: 0, succeeded: 0, failed: 0, waiting: 0 };
  const due = or(
    eq(transferSigning.status, 1),
    and(eq(transferSigning.status, 2), lt(transferSigning.requestedAt, stuckBefore)),
  );

  const { baseUrl } = esign;
  if (!baseUrl) {
    const note = String(msg('transferSign.notConfigured'));
    const rows = await db
      .update(transferSigning)
      .set({ status: 1, message: note, updatedAt: now })
      .where(and(due, sql`${transferSigning.message} is distinct from ${note} or ${transferSigning.status} = 2`))
      .returning({ id: transferSigning.id });
    const [waiting] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(transferSigning)
      .where(eq(transferSigning.status, 1));
    summary.waiting = Math.max(rows.length, Number(waiting?.n ?? 0));
    return summary;
  }

  const started = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - started));
  while (summary.sent < maxRecords) {
    const claimed = await claim(db, due, now, Math.min(batchSize, maxRecords - summary.sent));
    if (claimed.length === 0) break;
    summary.sent += claimed.length;
    await Promise.all(
      claimed.map(async (record) => {
        const result = await requestTransferContract(
          { ...esign, baseUrl },
          {
            requestId: transferRequestId(record.id),
            employeeId: record.employeeId,
            name: record.name,
            identityNumber: record.identityNumber,
            fromEntity: record.fromEntity,
            toEntity: record.toEntity,
            effectiveDate: record.effectiveDate,
          },
        );
        const at = clock();
        const values = result.ok
          ? { status: 3, externalId: result.contractId, message: String(msg('transferSign.succeeded')) }
          : { status: 4, message: result.message };
        // Only the claim that sent it records the answer: a slower run overtaken by a resend does not.
        await db
          .update(transferSigning)
          .set({ ...values, syncedAt: at, updatedAt: at })
          .where(
            and(eq(transferSigning.id, record.id), eq(transferSigning.status, 2), eq(transferSigning.requestedAt, now)),
          );
        if (result.ok) summary.succeeded += 1;
        else summary.failed += 1;
      }),
    );
  }
  return summary;
}

/** Claims up to `limit` due records (status 2, sent now) and commits; returns what to send. */
async function claim(db: Db, due: ReturnType<typeof or>, now: Date, limit: number) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: transferSigning.id })
      .from(transferSigning)
      .where(due)
      .orderBy(asc(transferSigning.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    await tx
      .update(transferSigning)
      .set({ status: 2, requestedAt: now, attempts: sql`${transferSigning.attempts} + 1`, updatedAt: now })
      .where(inArray(transferSigning.id, ids));
    return tx
      .select({
        id: transferSigning.id,
        fromEntity: transferSigning.fromEntity,
        toEntity: transferSigning.toEntity,
        effectiveDate: transferSigning.effectiveDate,
        employeeId: employee.employeeId,
        name: employee.name,
        identityNumber: employee.identityNumber,
      })
      .from(transferSigning)
      .innerJoin(employee, eq(employee.id, transferSigning.employeeRef))
      .where(inArray(transferSigning.id, ids))
      .orderBy(asc(transferSigning.id));
  });
}
