import type { z } from 'zod';
import type { ExportColumn } from './common';
import { ZStaffListRequestSchema } from './staff';

/** /tools/export-employee: office employees to .xlsx (StaffList or Office). */
export const ExportEmployeePaths = {
  exportOfficeEmployeeList: '/api/Employee/ExportOfficeEmployeeList',
} as const;

/** The staff list's filters and sort; the employee type is always office. */
export const ZExportOfficeEmployeeRequestSchema = ZStaffListRequestSchema;
export type TExportOfficeEmployeeRequest = z.infer<typeof ZExportOfficeEmployeeRequestSchema>;

export const OFFICE_EMPLOYEE_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'employeeId', header: '员工编号', width: 12 },
  { key: 'name', header: '姓名', width: 10 },
  { key: 'genderText', header: '性别', width: 6 },
  { key: 'statusText', header: '状态', width: 8 },
  { key: 'orgUnitName', header: '部门', width: 18 },
  { key: 'regionName', header: '区域', width: 8 },
  { key: 'positionName', header: '岗位', width: 14 },
  { key: 'rank', header: '职级', width: 6 },
  { key: 'entryDate', header: '入职日期', width: 12 },
  { key: 'contractEndDate', header: '合同结束日期', width: 14 },
  { key: 'phone', header: '手机号码', width: 14 },
  { key: 'email', header: '邮箱', width: 24 },
  { key: 'account', header: '登录账号', width: 16 },
  { key: 'identityNumber', header: '身份证号码', width: 22 },
];
