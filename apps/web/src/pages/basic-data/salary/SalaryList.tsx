import { UploadOutlined } from '@ant-design/icons';
import { SalaryPaths } from '@hris/contract';
import { Button, Card } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getSalaryList, type SalaryRow } from '../../../api/basic-data';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { formatDateTime } from '../../../utils/date';
import { ExportButton, money, orDash, useEditable, useTrackedRequest } from '../shared/components';
import { useRegionOptions, useStatusOptions } from '../shared/options';

/** 调薪: salary adjustments of employees in scope; import from .xlsx with isEdit. */
export default function SalaryListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editable = useEditable('SalaryList');
  const regions = useRegionOptions();
  const statuses = useStatusOptions();
  const { request, lastParams } = useTrackedRequest(getSalaryList);

  const columns = useMemo<DataColumn<SalaryRow>[]>(
    () => [
      {
        key: 'employeeId',
        name: t('bd.staff.employeeId'),
        sortable: true,
        fixed: 'left',
        width: 120,
        filter: { type: 'text' },
        slot: (row) => <Link to={`/basicData/staffDetail?id=${row.employeeRef}`}>{row.employeeId}</Link>,
      },
      {
        type: 'text',
        key: 'employeeName',
        name: t('bd.staff.name'),
        sortable: true,
        width: 100,
        filter: { type: 'text' },
      },
      {
        key: 'shopCode',
        name: t('bd.staff.shop'),
        sortable: true,
        width: 180,
        filter: { type: 'text' },
        slot: (row) => (row.shopCode ? `${row.shopCode} ${row.shopName ?? ''}` : '—'),
      },
      {
        key: 'regionId',
        name: t('bd.staff.region'),
        width: 90,
        filter: { type: 'select', options: regions },
        slot: (row) => orDash(row.regionName),
      },
      {
        key: 'employeeStatus',
        name: t('bd.staff.status'),
        width: 90,
        filter: { type: 'select', options: statuses },
        slot: (row) => row.employeeStatusText,
      },
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
        width: 120,
        slot: (row) => money(row.previousAmount),
      },
      {
        key: 'amount',
        name: t('bd.salary.amount'),
        align: 'right',
        sortable: true,
        width: 120,
        filter: { type: 'numberRange', min: 0, precision: 2 },
        slot: (row) => money(row.amount),
      },
      {
        key: 'changeAmount',
        name: t('bd.salary.changeAmount'),
        align: 'right',
        width: 110,
        slot: (row) => money(row.changeAmount),
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
    [t, regions, statuses],
  );

  return (
    <Card variant="borderless" data-testid="salary-list">
      <div className="bd-toolbar" style={{ marginBottom: 12 }}>
        <span>{t('bd.salary.hint')}</span>
        <div className="bd-toolbar__actions">
          {editable && (
            <Button
              type="primary"
              icon={<UploadOutlined />}
              onClick={() => navigate('/basicData/salaryListUpload')}
              data-testid="salary-import"
            >
              {t('bd.salary.import')}
            </Button>
          )}
          <ExportButton
            path={SalaryPaths.exportSalaryAdjustmentList}
            params={lastParams}
            fallbackName="调薪记录.xlsx"
          />
        </div>
      </div>
      <DataTable<SalaryRow>
        columns={columns}
        queryKey={['bd', 'salaryList']}
        request={request}
        rowKey={(row) => row.id}
      />
    </Card>
  );
}
