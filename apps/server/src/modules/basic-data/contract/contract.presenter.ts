import { ENUM_LABELS, type TContractDetail, type TContractRow } from '@hris/contract';
import type { employeeContract, threePeriod } from '../../../db/schema';
import { shownEnum } from '../../../http/language';
import { yesNo } from '../../../lists/format';
import { presentEmployeeColumns } from '../shared/employee-sql';
import type { ContractRow } from './contract.repository';

export function presentContractRow(row: ContractRow): TContractRow {
  return {
    ...presentEmployeeColumns(row),
    id: row.id,
    contractType: row.contractType,
    contractTypeText: shownEnum(ENUM_LABELS.CONTRACT_TYPE_TEXT, row.contractType),
    sequence: row.sequence,
    beginDate: row.beginDate,
    endDate: row.endDate,
    isThreePeriods: row.isThreePeriods,
    transferSignStatus: row.transferSignStatus,
    transferSignStatusText: shownEnum(ENUM_LABELS.TRANSFER_SIGN_STATUS_TEXT, row.transferSignStatus),
    remark: row.remark,
    createdTime: row.createdAt.toISOString(),
  };
}

export function presentContractSheetRow(row: ContractRow) {
  const r = presentContractRow(row);
  return { ...r, endDate: r.endDate ?? '无固定期限', isThreePeriodsText: yesNo(r.isThreePeriods) };
}

/** Whether a contract end date falls inside a period (both ends included). */
export function endsInside(endDate: string | null, period: { beginDate: string; endDate: string }): boolean {
  return endDate != null && endDate >= period.beginDate && endDate <= period.endDate;
}

export function presentContractDetail(
  row: ContractRow,
  periods: (typeof threePeriod.$inferSelect)[],
  siblings: (typeof employeeContract.$inferSelect)[],
): TContractDetail {
  const threePeriods = periods.map((p) => ({
    id: p.id,
    kind: p.kind,
    kindText: shownEnum(ENUM_LABELS.THREE_PERIOD_KIND_TEXT, p.kind),
    beginDate: p.beginDate,
    endDate: p.endDate,
    containsContractEnd: endsInside(row.endDate, p),
  }));
  return {
    ...presentContractRow(row),
    endsInThreePeriod: threePeriods.some((p) => p.containsContractEnd),
    threePeriods,
    otherContracts: siblings
      .filter((c) => c.id !== row.id)
      .map((c) => ({
        id: c.id,
        contractTypeText: shownEnum(ENUM_LABELS.CONTRACT_TYPE_TEXT, c.contractType),
        sequence: c.sequence,
        beginDate: c.beginDate,
        endDate: c.endDate,
      })),
  };
}
