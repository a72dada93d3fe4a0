import { EMPLOYEE_TYPE_TEXT, type TPositionRow } from '@hris/contract';
import type { PositionRow } from './position.repository';

export function presentPositionRow(row: PositionRow): TPositionRow {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    employeeType: row.employeeType,
    employeeTypeText: EMPLOYEE_TYPE_TEXT[row.employeeType],
    defaultRank: row.defaultRank,
    isActive: row.isActive,
    isActiveText: row.isActive ? '启用' : '停用',
    headcount: Number(row.headcount),
    updatedTime: row.updatedAt.toISOString(),
  };
}
