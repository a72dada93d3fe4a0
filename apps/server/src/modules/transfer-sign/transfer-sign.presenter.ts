import { employeeLabel, TRANSFER_SIGN_STATUS_TEXT, type TTransferSignRow } from '@hris/contract';
import { chinaDateTime } from '../../lists/format';
import type { TransferSignRow } from './transfer-sign.repository';

export function presentTransferSignRow(row: TransferSignRow): TTransferSignRow {
  return {
    id: row.id,
    status: row.status,
    statusText: TRANSFER_SIGN_STATUS_TEXT[row.status] ?? String(row.status),
    employeeRef: row.employeeRef,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    employeeLabel: employeeLabel(row.employeeName, row.employeeId),
    fromShopCode: row.fromShopCode,
    fromShopName: row.fromShopName,
    toShopCode: row.toShopCode,
    toShopName: row.toShopName,
    fromEntity: row.fromEntity,
    toEntity: row.toEntity,
    effectiveDate: row.effectiveDate,
    requestedAt: row.requestedAt?.toISOString() ?? null,
    syncedAt: row.syncedAt?.toISOString() ?? null,
    createdTime: row.createdAt.toISOString(),
    attempts: row.attempts,
    message: row.message,
    externalId: row.externalId,
    workId: row.workId,
  };
}

/** The sheet shows times in China time. */
export function presentTransferSignSheetRow(row: TransferSignRow) {
  return {
    ...presentTransferSignRow(row),
    requestedAt: chinaDateTime(row.requestedAt),
    syncedAt: chinaDateTime(row.syncedAt),
    createdTime: chinaDateTime(row.createdAt),
  };
}
