import { OFFICE_EMPLOYEE_EXPORT_COLUMNS, type TExportOfficeEmployeeRequest } from '@hris/contract';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../http/actor';
import { exportList } from '../../../lists/export';
import { buildListQuery } from '../../../lists/list-query';
import { employeeScope } from '../shared/employee-sql';
import { STAFF_LIST_SPEC } from '../staff/staff.service';
import { presentOfficeEmployeeSheetRow } from './export-employee.presenter';
import * as repo from './export-employee.repository';

/** /tools/export-employee: the office employees in the caller's scope, filtered like the staff list. */
export class ExportEmployeeService {
  constructor(private readonly db: Db) {}

  async exportOffice(actor: Actor, input: TExportOfficeEmployeeRequest) {
    const { auth } = actor;
    const q = buildListQuery(STAFF_LIST_SPEC, input, [employeeScope(auth)]);
    const showIdentity = ['StaffList', 'Office'].some((k) => auth.menus.get(k) === 1);
    return exportList({
      db: this.db,
      actor,
      query: q,
      input,
      fetch: (where, limit) => repo.findOfficePage(this.db, q, where, limit),
      count: (where) => repo.countOffice(this.db, where),
      present: (row) => presentOfficeEmployeeSheetRow(row, showIdentity),
      columns: OFFICE_EMPLOYEE_EXPORT_COLUMNS,
      title: '办公室员工',
      action: 'staff.exportOffice',
    });
  }
}
