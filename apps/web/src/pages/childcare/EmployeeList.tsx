import { ChildcarePaths, type TChildcareEmployeeRow } from '@hris/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { childcareKeys, getChildcareEmployees } from '../../api/childcare';
import type { DataColumn } from '../../components/DataTable';
import { useEditable } from '../../components/EditAccess';
import { actionsColumn, ListPage } from '../../components/ListPage';
import { pagePath } from '../../router/paths';
import { usePerEmployeeColumns } from '../basic-data/shared/employee-columns';
import { RemainingDays } from './RemainingDays';
import './i18n';

/** 员工育儿假: one row per child of the employees in scope, with this year's days. */
export default function ChildcareEmployeeListPage() {
  const { t } = useTranslation();
  const employee = usePerEmployeeColumns<TChildcareEmployeeRow>();
  const editable = useEditable('ChildcareOfEmployee');
  const columns = useMemo<DataColumn<TChildcareEmployeeRow>[]>(
    () => [
      ...employee,
      { key: 'childName', name: t('childcare.childName'), type: 'text', width: 110, filter: { type: 'text' } },
      {
        key: 'birthDate',
        name: t('childcare.birthDate'),
        type: 'date',
        width: 130,
        sortable: true,
        filter: { type: 'dateRange' },
      },
      { key: 'age', name: t('childcare.age'), type: 'number', width: 70 },
      { key: 'year', name: t('childcare.year'), type: 'number', width: 80 },
      { key: 'granted', name: t('childcare.granted'), type: 'number', width: 100 },
      { key: 'used', name: t('childcare.used'), type: 'number', width: 100 },
      {
        key: 'remaining',
        name: t('childcare.remaining'),
        width: 100,
        slot: (row) => <RemainingDays remaining={row.remaining} granted={row.granted} />,
      },
      actionsColumn<TChildcareEmployeeRow>(t, {
        view: (row) => pagePath('childcareEmployeeEdit', { employeeId: row.employeeId }),
        testId: 'childcare-employee',
      }),
    ],
    [t, employee],
  );
  return (
    <ListPage<TChildcareEmployeeRow>
      testId="childcare-employee-list"
      queryKey={childcareKeys.employees}
      hint={t('childcare.employeeHint')}
      add={{
        menuCode: 'ChildcareOfEmployee',
        to: pagePath('childcareEmployeeEdit'),
        label: t('childcare.addChildren'),
        testId: 'childcare-employee-add',
        when: editable,
      }}
      exportTo={{ path: ChildcarePaths.exportEmployeePageList, title: 'route.childcareEmployee', file: '员工育儿假' }}
      columns={columns}
      request={getChildcareEmployees}
      rowKey={(row) => row.id}
    />
  );
}
