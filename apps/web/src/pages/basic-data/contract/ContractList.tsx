import { PlusOutlined } from '@ant-design/icons';
import { CONTRACT_TYPES, EmployeeContractPaths, type TContractRow, TRANSFER_SIGN_STATUS_VALUES } from '@hris/contract';
import { Button, Card, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getContractList } from '../../../api/basic-data';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { ExportButton, orDash, useEditable, useTrackedRequest } from '../shared/components';
import { useRegionOptions, useStatusOptions } from '../shared/options';

/** 员工合同: contracts of employees in scope. */
export default function ContractListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editable = useEditable('EmployeeContract');
  const regions = useRegionOptions();
  const statuses = useStatusOptions();
  const { request, lastParams } = useTrackedRequest(getContractList);

  const columns = useMemo<DataColumn<TContractRow>[]>(
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
        filter: {
          type: 'select',
          options: [
            { label: t('bd.common.yes'), value: 'true' },
            { label: t('bd.common.no'), value: 'false' },
          ],
        },
        slot: (row) => (row.isThreePeriods ? <Tag color="magenta">{t('bd.common.yes')}</Tag> : t('bd.common.no')),
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
      {
        key: 'actions',
        name: t('common.actions'),
        fixed: 'right',
        width: 80,
        slot: (row) => (
          <Link to={`/basicData/employeeContractDetail?id=${row.id}`} data-testid="contract-detail-link">
            {t('bd.common.view')}
          </Link>
        ),
      },
    ],
    [t, regions, statuses],
  );

  return (
    <Card variant="borderless" data-testid="contract-list">
      <div className="bd-toolbar" style={{ marginBottom: 12 }}>
        <span>{t('bd.contract.hint')}</span>
        <div className="bd-toolbar__actions">
          {editable && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/basicData/employeeContractAdd')}>
              {t('bd.contract.add')}
            </Button>
          )}
          <ExportButton
            path={EmployeeContractPaths.exportContractList}
            params={lastParams}
            fallbackName="员工合同.xlsx"
          />
        </div>
      </div>
      <DataTable<TContractRow>
        columns={columns}
        queryKey={['bd', 'contractList']}
        request={request}
        rowKey={(r) => r.id}
      />
    </Card>
  );
}
