import type { Tx } from '../../db/client';

/** Placeholder until the transfer-signing module lands (branch transfer-sign): records nothing. */
export async function queueTransferSigning(
  _tx: Tx,
  _input: { workId: number | null; employeeRef: number; fromShopId: number; toShopId: number; effectiveDate: string },
): Promise<number | null> {
  return null;
}
