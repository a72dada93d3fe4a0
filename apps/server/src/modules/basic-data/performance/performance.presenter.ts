import { performancePeriodText, type TPerformanceDetail, type TPerformanceRow } from '@hris/contract';
import type { employeePerformance } from '../../../db/schema';
import { presentEmployeeColumns } from '../shared/employee-sql';
import type { PerformanceRow } from './performance.repository';

export function presentPerformanceRow(row: PerformanceRow): TPerformanceRow {
  return {
    ...presentEmployeeColumns(row),
    id: row.id,
    period: row.period,
    periodText: performancePeriodText(row.period),
    grade: row.grade,
    score: Number(row.score),
    reviewer: row.reviewer,
    remark: row.remark,
    version: row.version,
    createdTime: row.createdAt.toISOString(),
  };
}

export function presentPerformanceDetail(
  row: PerformanceRow,
  history: (typeof employeePerformance.$inferSelect)[],
): TPerformanceDetail {
  return {
    ...presentPerformanceRow(row),
    history: history.map((h) => ({
      id: h.id,
      period: h.period,
      periodText: performancePeriodText(h.period),
      grade: h.grade,
      score: Number(h.score),
      reviewer: h.reviewer,
    })),
  };
}
