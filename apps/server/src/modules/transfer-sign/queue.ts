import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { job, orgUnit, shop } from '../../db/schema';
import { transferSigning } from './tables';

/** The job that asks the runner to send waiting records to the e-signature platform. */
export const TRANSFER_SIGN_SYNC_JOB = 'transferSign.sync';

/**
 * Records that an employee moving between two stores must sign a new contract, when the stores'
 * employing entities (用工主体) differ, and asks for a sync. Nothing is recorded when they are the
 * same or either store has none. One record per transfer work: queueing the same work again
 * changes nothing. Returns the new record's id, or null when none was made.
 */
export async function queueTransferSigning(
  tx: Tx,
  input: { workId: number | null; employeeRef: number; fromShopId: number; toShopId: number; effectiveDate: string },
): Promise<number | null> {
  const shops = await tx
    .select({ id: shop.id, entity: shop.employingEntity, orgPath: orgUnit.path })
    .from(shop)
    .innerJoin(orgUnit, eq(orgUnit.id, shop.orgUnitId))
    .where(inArray(shop.id, [input.fromShopId, input.toShopId]));
  const from = shops.find((s) => s.id === input.fromShopId);
  const to = shops.find((s) => s.id === input.toShopId);
  const fromEntity = from?.entity.trim() ?? '';
  const toEntity = to?.entity.trim() ?? '';
  if (!from || !to || !fromEntity || !toEntity || fromEntity === toEntity) return null;
  const [row] = await tx
    .insert(transferSigning)
    .values({
      workId: input.workId,
      employeeRef: input.employeeRef,
      orgPath: to.orgPath,
      fromEntity,
      toEntity,
      fromShopId: from.id,
      toShopId: to.id,
      effectiveDate: input.effectiveDate,
      status: 1,
    })
    .onConflictDoNothing()
    .returning({ id: transferSigning.id });
  if (!row) return null;
  await enqueueTransferSignSync(tx);
  return row.id;
}

/** A job for the runner, due now: it sends every waiting record (see sync.ts). */
export async function enqueueTransferSignSync(tx: Tx, now: Date = new Date()): Promise<void> {
  await tx.insert(job).values({ kind: TRANSFER_SIGN_SYNC_JOB, payload: {}, runAt: now });
}
