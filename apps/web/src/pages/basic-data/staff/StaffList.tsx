import { PlusOutlined } from '@ant-design/icons';
import { StaffPaths, type TStaffRow } from '@hris/contract';
import { Button, Card, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getStaffList } from '../../../api/basic-data';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { ExportButton, orDash, useEditable, useTrackedRequest } from '../shared/components';
import { usePositionOptions, useRegionOptions, useStatusOptions } from '../shared/options';

const STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'green', 2: 'blue', 3: 'gold', 4: 'orange' };

export function staffDetailPath(id: number): string {
  return `/basicData/staffDetail?id=${id}`;
}

/** 员工信息: every employee in the caller's scope, with the filters of spec §2. */
export default function StaffListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editable = useEditable('StaffList');
  const regions = useRegionOptions();
  const positions = usePositionOptions();
  const statuses = useStatusOptions();
  const { request, lastParams } = useTrackedRequest(getStaffList);

  const columns = useMemo<DataColumn<TStaffRow>[]>(
    () => [
      {
        key: 'employeeId',
        name: t('bd.staff.employeeId'),
        sortable: true,
        fixed: 'left',
        width: 120,
        filter: { type: 'text' },
        slot: (row) => (
          <Link to={staffDetailPath(row.id)} data-testid="staff-detail-link">
            {row.employeeId}
          </Link>
        ),
      },
      { type: 'text', key: 'name', name: t('bd.staff.name'), sortable: true, width: 100, filter: { type: 'text' } },
      {
        key: 'shopCode',
        name: t('bd.staff.shop'),
        sortable: true,
        width: 200,
        filter: { type: 'text' },
        slot: (row) => (row.shopCode ? `${row.shopCode} ${row.shopName ?? ''}` : '—'),
      },
      {
        key: 'regionId',
        name: t('bd.staff.region'),
        width: 100,
        filter: { type: 'select', options: regions },
        slot: (row) => orDash(row.regionName),
      },
      { type: 'text', key: 'orgUnitName', name: t('bd.staff.orgUnit'), width: 160, ellipsis: true },
      {
        key: 'positionId',
        name: t('bd.staff.position'),
        width: 140,
        filter: { type: 'select', options: positions },
        slot: (row) => row.positionName,
      },
      { type: 'text', key: 'rank', name: t('bd.staff.rank'), width: 70 },
      {
        key: 'status',
        name: t('bd.staff.status'),
        sortable: true,
        width: 100,
        filter: { type: 'select', options: statuses },
        slot: (row) => (
          <Tag color={STATUS_COLOR[row.status]}>{statuses.find((s) => s.value === row.status)?.label}</Tag>
        ),
      },
      { type: 'text', key: 'employeeTypeText', name: t('bd.staff.employeeType'), width: 110 },
      {
        key: 'entryDate',
        name: t('bd.staff.entryDate'),
        type: 'date',
        sortable: true,
        width: 130,
        filter: { type: 'dateRange' },
      },
      { key: 'contractEndDate', name: t('bd.staff.contractEndDate'), type: 'date', sortable: true, width: 140 },
      { type: 'text', key: 'phone', name: t('bd.staff.phone'), width: 130 },
      {
        key: 'actions',
        name: t('common.actions'),
        fixed: 'right',
        width: editable ? 130 : 80,
        slot: (row) => (
          <>
            <Link to={staffDetailPath(row.id)}>{t('bd.common.view')}</Link>
            {editable && (
              <Link to={`/basicData/staffEdit?id=${row.id}`} style={{ marginLeft: 12 }} data-testid="staff-edit-link">
                {t('bd.common.edit')}
              </Link>
            )}
          </>
        ),
      },
    ],
    [t, regions, positions, statuses, editable],
  );

  return (
    <Card variant="borderless" className="bd-page" data-testid="staff-list">
      <div className="bd-toolbar" style={{ marginBottom: 12 }}>
        <span>{t('bd.staff.hint')}</span>
        <div className="bd-toolbar__actions">
          {editable && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/basicData/addOffice')}>
              {t('bd.staff.addOffice')}
            </Button>
          )}
          <ExportButton path={StaffPaths.exportStaffList} params={lastParams} fallbackName="员工信息.xlsx" />
        </div>
      </div>
      <DataTable<TStaffRow>
        columns={columns}
        queryKey={['bd', 'staffList']}
        request={request}
        rowKey={(row) => row.id}
      />
    </Card>
  );
}
