import { EMPLOYEE_STATUS_TEXT, GENDER_TEXT, maskIdentityNumber } from '@hris/contract';
import type { OfficeEmployeeRow } from './export-employee.repository';

/** One sheet row; the identity number whole only for callers with edit rights. */
export function presentOfficeEmployeeSheetRow(row: OfficeEmployeeRow, showIdentity: boolean) {
  return {
    employeeId: row.employeeId,
    name: row.name,
    genderText: GENDER_TEXT[row.gender],
    statusText: EMPLOYEE_STATUS_TEXT[row.status]?.zh ?? String(row.status),
    orgUnitName: row.orgUnitName,
    regionName: row.regionName,
    positionName: row.positionName,
    rank: row.rank,
    entryDate: row.entryDate,
    contractEndDate: row.contractEndDate,
    phone: row.phone,
    email: row.email,
    account: row.account,
    identityNumber: showIdentity ? row.identityNumber : maskIdentityNumber(row.identityNumber),
  };
}
