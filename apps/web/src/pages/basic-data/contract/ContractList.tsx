import { CONTRACT_TYPES, EmployeeContractPaths, type TContractRow, TRANSFER_SIGN_STATUS_VALUES } from '@hris/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getContractList } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import type { DataColumn } from '../../../components/DataTable';
import { actionsColumn, ListPage, yesNoOptions } from '../../../components/ListPage';
import { pagePath } from '../../../router/paths';
import { usePerEmployeeColumns } from '../shared/employee-columns';
import { YesTag } from '../shared/tags';
import '../shared/i18n';

/** 员工合同: contracts of employees in scope. */
export default function ContractListPage() {
  const { t } = useTranslation();
  const employee = usePerEmployeeColumns<TContractRow>();

  const columns = useMemo<DataColumn<TContractRow>[]>(
    () => [
      ...employee,
      {
        key: 'contractType',
        name: t('bd.contract.type'),
        sortable: true,
        width: 120,
        filter: {
          type: 'select',
          options: CONTRACT_TYPES.map((v) => ({ label: t(`bd.contract.types.${v}`), value: v })),
        },
        slot: (row) => t(`bd.contract.types.${row.contractType}`),
      },
      {
        key: 'sequence',
        name: t('bd.contract.sequence'),
        type: 'number',
        sortable: true,
        width: 100,
        filter: { type: 'numberRange', min: 1, precision: 0 },
      },
      {
        key: 'beginDate',
        name: t('bd.contract.beginDate'),
        type: 'date',
        sortable: true,
        width: 130,
        filter: { type: 'dateRange' },
      },
      {
        key: 'endDate',
        name: t('bd.contract.endDate'),
        type: 'date',
        sortable: true,
        width: 130,
        filter: { type: 'dateRange' },
      },
      {
        key: 'isThreePeriods',
        name: t('bd.contract.threePeriods'),
        width: 90,
        filter: { type: 'select', options: yesNoOptions(t) },
        slot: (row) => <YesTag value={row.isThreePeriods} />,
      },
      {
        key: 'transferSignStatus',
        name: t('bd.contract.transferSign'),
        sortable: true,
        width: 110,
        filter: {
          type: 'select',
          options: TRANSFER_SIGN_STATUS_VALUES.map((v) => ({ label: t(`bd.contract.transfer.${v}`), value: v })),
        },
        slot: (row) => t(`bd.contract.transfer.${row.transferSignStatus}`),
      },
      actionsColumn<TContractRow>(t, {
        view: (row) => pagePath('employeeContractDetail', { id: row.id }),
        testId: 'contract',
      }),
    ],
    [t, employee],
  );

  return (
    <ListPage<TContractRow>
      testId="contract-list"
      queryKey={bdKeys.list('contract')}
      hint={t('bd.contract.hint')}
      add={{
        menuCode: 'EmployeeContract',
        to: pagePath('employeeContractAdd'),
        label: t('bd.contract.add'),
        testId: 'contract-add-button',
      }}
      exportTo={{
        path: EmployeeContractPaths.exportContractList,
        title: 'route.employeeContractList',
        file: '员工合同',
      }}
      columns={columns}
      request={getContractList}
    />
  );
}
