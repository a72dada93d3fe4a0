import { StaffPaths, type TStaffRow } from '@hris/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getStaffList } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import type { DataColumn } from '../../../components/DataTable';
import { useEditable } from '../../../components/EditAccess';
import { actionsColumn, ListPage } from '../../../components/ListPage';
import { pagePath } from '../../../router/paths';
import { type EmployeeFieldKeys, useEmployeeColumns } from '../shared/employee-columns';
import { useOfficeUnitOptions, usePositionOptions } from '../shared/options';
import '../shared/i18n';

const STAFF_KEYS: EmployeeFieldKeys = { ref: 'id', name: 'name', status: 'status', statusSortable: true };

/** 员工信息: every employee in the caller's scope, with the filters of spec §2. */
export default function StaffListPage() {
  const { t } = useTranslation();
  const editable = useEditable('StaffList');
  const positions = usePositionOptions();
  const officeUnits = useOfficeUnitOptions();
  const employee = useEmployeeColumns<TStaffRow>(STAFF_KEYS);

  const columns = useMemo<DataColumn<TStaffRow>[]>(
    () => [
      employee.employeeId,
      employee.name,
      employee.shop,
      employee.region,
      { type: 'text', key: 'orgUnitName', name: t('bd.staff.orgUnit'), width: 160, ellipsis: true },
      {
        key: 'positionId',
        name: t('bd.staff.position'),
        width: 140,
        filter: { type: 'select', options: positions },
        slot: (row) => row.positionName,
      },
      { type: 'text', key: 'rank', name: t('bd.staff.rank'), width: 70 },
      employee.status,
      { type: 'text', key: 'employeeTypeText', name: t('bd.staff.employeeType'), width: 110 },
      {
        key: 'entryDate',
        name: t('bd.staff.entryDate'),
        type: 'date',
        sortable: true,
        width: 130,
        filter: { type: 'dateRange' },
      },
      {
        key: 'contractEndDate',
        name: t('bd.staff.contractEndDate'),
        type: 'date',
        sortable: true,
        width: 140,
        filter: { type: 'dateRange' },
      },
      {
        key: 'probationEndDate',
        name: t('bd.staff.probationEnd'),
        type: 'date',
        sortable: true,
        width: 140,
        filter: { type: 'dateRange' },
      },
      { type: 'text', key: 'phone', name: t('bd.staff.phone'), width: 130 },
      actionsColumn<TStaffRow>(t, {
        view: (row) => pagePath('staffDetail', { id: row.id }),
        edit: editable && ((row) => pagePath('staffEdit', { id: row.id })),
        testId: 'staff',
      }),
    ],
    [t, positions, editable, employee],
  );

  return (
    <ListPage<TStaffRow>
      testId="staff-list"
      queryKey={bdKeys.list('staff')}
      hint={t('bd.staff.hint')}
      add={{
        menuCode: 'StaffList',
        to: pagePath('addOffice'),
        label: t('bd.staff.addOffice'),
        testId: 'staff-add-office',
        // A store HR's scope holds no department: nothing they could save.
        when: officeUnits.length > 0,
      }}
      exportTo={{ path: StaffPaths.exportStaffList, title: 'route.staffList', file: '员工信息', sensitive: true }}
      columns={columns}
      request={getStaffList}
    />
  );
}
