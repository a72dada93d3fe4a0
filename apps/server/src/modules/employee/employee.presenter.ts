import { EMPLOYEE_STATUS_TEXT, type TEmployeeBrief } from '@hris/contract';
import type { EmployeeBriefRow } from './employee.repository';

export function presentEmployeeBrief(row: EmployeeBriefRow): TEmployeeBrief {
  return {
    id: row.id,
    employeeId: row.employeeId,
    name: row.name,
    employeeType: row.employeeType,
    status: row.status,
    statusText: EMPLOYEE_STATUS_TEXT[row.status]?.zh ?? String(row.status),
    gender: row.gender === 'F' ? '女' : '男',
    shopCode: row.shopCode,
    shopName: row.shopName,
    regionName: row.regionName,
    orgUnitName: row.orgUnitName,
    positionName: row.positionName,
    rank: row.rank,
    entryDate: row.entryDate,
    phone: row.phone,
  };
}
