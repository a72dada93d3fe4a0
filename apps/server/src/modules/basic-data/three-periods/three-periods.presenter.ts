import { ENUM_LABELS, type TThreePeriodsDetail, type TThreePeriodsRow } from '@hris/contract';
import type { employeeContract, threePeriod } from '../../../db/schema';
import { shown, shownEnum } from '../../../http/language';
import { yesNo } from '../../../lists/format';
import { presentEmployeeColumns } from '../shared/employee-sql';
import type { ThreePeriodRow } from './three-periods.repository';

export function presentPeriodRow(row: ThreePeriodRow): TThreePeriodsRow {
  return {
    ...presentEmployeeColumns(row),
    id: row.id,
    kind: row.kind,
    kindText: shownEnum(ENUM_LABELS.THREE_PERIOD_KIND_TEXT, row.kind),
    beginDate: row.beginDate,
    endDate: row.endDate,
    childBirthDate: row.childBirthDate,
    remark: row.remark,
    contractEndsInside: row.insideContractEndDate != null,
    insideContractEndDate: row.insideContractEndDate,
    version: row.version,
    createdTime: row.createdAt.toISOString(),
  };
}

export function presentPeriodSheetRow(row: ThreePeriodRow) {
  const r = presentPeriodRow(row);
  return { ...r, contractEndsInsideText: yesNo(r.contractEndsInside) };
}

const inside = (end: string | null, row: { beginDate: string; endDate: string }) =>
  end != null && end >= row.beginDate && end <= row.endDate;

export function presentPeriodDetail(
  row: ThreePeriodRow,
  contracts: (typeof employeeContract.$inferSelect)[],
  record: { beginDate: string | null; endDate: string | null } | undefined,
  others: (typeof threePeriod.$inferSelect)[],
): TThreePeriodsDetail {
  const rows: TThreePeriodsDetail['contracts'] = contracts.map((c) => ({
    id: c.id,
    contractTypeText: shownEnum(ENUM_LABELS.CONTRACT_TYPE_TEXT, c.contractType),
    sequence: c.sequence,
    beginDate: c.beginDate,
    endDate: c.endDate,
    endsInside: inside(c.endDate, row),
  }));
  // The contract on the employee record, when no contract row stands for it.
  if (record?.beginDate && !contracts.some((c) => c.beginDate === record.beginDate)) {
    rows.push({
      id: null,
      contractTypeText: shown({ zh: '员工档案中的当前合同', en: 'Current contract on the employee record' }),
      sequence: null,
      beginDate: record.beginDate,
      endDate: record.endDate,
      endsInside: inside(record.endDate, row),
    });
  }
  return {
    ...presentPeriodRow(row),
    contracts: rows,
    otherPeriods: others
      .filter((p) => p.id !== row.id)
      .map((p) => ({
        id: p.id,
        kind: p.kind,
        kindText: shownEnum(ENUM_LABELS.THREE_PERIOD_KIND_TEXT, p.kind),
        beginDate: p.beginDate,
        endDate: p.endDate,
      })),
  };
}
