import { UploadOutlined } from '@ant-design/icons';
import { SalaryPaths } from '@hris/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getSalaryList, type SalaryRow } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import type { DataColumn } from '../../../components/DataTable';
import { ListPage } from '../../../components/ListPage';
import { pagePath } from '../../../router/paths';
import { useHasPermission } from '../../../stores/permission';
import { formatDateTime } from '../../../utils/date';
import { usePerEmployeeColumns } from '../shared/employee-columns';
import '../shared/i18n';
import { SalaryFigure, type SalaryFigureField } from './SalaryFigure';

/**
 * 调薪: salary adjustments of employees in scope; import from .xlsx with isEdit. The figures come
 * masked (***, issue 38): a holder of 敏感信息查看 reveals one with a reason, and alone may filter
 * or sort by 调整后薪资 (the server refuses it to anyone else: an order tells the figures apart).
 */
export default function SalaryListPage() {
  const { t } = useTranslation();
  const employee = usePerEmployeeColumns<SalaryRow>();
  const sensitive = useHasPermission('SensitiveData');

  const columns = useMemo<DataColumn<SalaryRow>[]>(
    () => [
      ...employee,
      {
        key: 'effectiveDate',
        name: t('bd.salary.effectiveDate'),
        type: 'date',
        sortable: true,
        width: 130,
        filter: { type: 'dateRange' },
      },
      {
        key: 'basis',
        name: t('bd.salary.basis'),
        sortable: true,
        width: 110,
        filter: {
          type: 'select',
          options: [
            { label: t('bd.salary.basis0'), value: 0 },
            { label: t('bd.salary.basis1'), value: 1 },
          ],
        },
        slot: (row) => (row.basis === 1 ? t('bd.salary.basis1') : t('bd.salary.basis0')),
      },
      {
        key: 'previousAmount',
        name: t('bd.salary.previousAmount'),
        align: 'right',
        width: 150,
        slot: (row) => figure(row, 'previousAmount', t('bd.salary.previousAmount')),
      },
      {
        key: 'amount',
        name: t('bd.salary.amount'),
        align: 'right',
        sortable: sensitive,
        width: 150,
        ...(sensitive ? { filter: { type: 'numberRange', min: 0, precision: 2 } as const } : {}),
        slot: (row) => figure(row, 'amount', t('bd.salary.amount')),
      },
      {
        key: 'changeAmount',
        name: t('bd.salary.changeAmount'),
        align: 'right',
        width: 150,
        slot: (row) => figure(row, 'changeAmount', t('bd.salary.changeAmount')),
      },
      {
        type: 'text',
        key: 'reason',
        name: t('bd.salary.reason'),
        width: 200,
        ellipsis: true,
        filter: { type: 'text' },
      },
      { type: 'text', key: 'createdByName', name: t('bd.salary.createdBy'), width: 100 },
      {
        key: 'createdTime',
        name: t('bd.salary.createdTime'),
        sortable: true,
        width: 150,
        slot: (row) => formatDateTime(row.createdTime),
      },
    ],
    [t, employee, sensitive],
  );

  return (
    <ListPage<SalaryRow>
      testId="salary-list"
      queryKey={bdKeys.list('salary')}
      hint={t('bd.salary.hint')}
      add={{
        menuCode: 'SalaryList',
        to: pagePath('salaryListUpload'),
        label: t('bd.salary.import'),
        testId: 'salary-import',
        icon: <UploadOutlined />,
      }}
      exportTo={{
        path: SalaryPaths.exportSalaryAdjustmentList,
        title: 'route.salaryList',
        file: '调薪记录',
        sensitive: 'salary',
      }}
      columns={columns}
      request={getSalaryList}
    />
  );
}

/** A salary figure of a row. */
function figure(row: SalaryRow, field: SalaryFigureField, label: string) {
  return <SalaryFigure change={row} field={field} label={label} testId={`salary-${field}-${row.id}`} />;
}
