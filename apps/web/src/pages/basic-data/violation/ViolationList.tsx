import { PlusOutlined } from '@ant-design/icons';
import { PUNISHMENTS, type TViolationRow, ViolationPaths } from '@hris/contract';
import { Button, Card, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getViolationList } from '../../../api/basic-data';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { formatDateTime } from '../../../utils/date';
import { ExportButton, orDash, useEditable, useTrackedRequest } from '../shared/components';
import { useRegionOptions, useStatusOptions } from '../shared/options';

export const PUNISHMENT_COLOR: Record<string, string> = {
  written_warning: 'gold',
  serious_written_warning: 'orange',
  termination: 'red',
};

/** 违纪管理: violations and punishments of employees in scope. */
export default function ViolationListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editable = useEditable('ViolationList');
  const regions = useRegionOptions();
  const statuses = useStatusOptions();
  const { request, lastParams } = useTrackedRequest(getViolationList);

  const columns = useMemo<DataColumn<TViolationRow>[]>(
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
        key: 'violationDate',
        name: t('bd.violation.date'),
        type: 'date',
        sortable: true,
        width: 120,
        filter: { type: 'dateRange' },
      },
      {
        key: 'punishment',
        name: t('bd.violation.punishment'),
        sortable: true,
        width: 140,
        filter: {
          type: 'select',
          options: PUNISHMENTS.map((p) => ({ label: t(`bd.violation.punishments.${p}`), value: p })),
        },
        slot: (row) => (
          <Tag color={PUNISHMENT_COLOR[row.punishment]}>{t(`bd.violation.punishments.${row.punishment}`)}</Tag>
        ),
      },
      {
        type: 'text',
        key: 'description',
        name: t('bd.violation.description'),
        width: 260,
        ellipsis: true,
        filter: { type: 'text' },
      },
      { key: 'attachmentCount', name: t('bd.violation.attachments'), type: 'number', width: 80 },
      { type: 'text', key: 'createdByName', name: t('bd.violation.createdBy'), width: 100 },
      {
        key: 'createdTime',
        name: t('bd.violation.createdTime'),
        sortable: true,
        width: 150,
        slot: (row) => formatDateTime(row.createdTime),
      },
      {
        key: 'actions',
        name: t('common.actions'),
        fixed: 'right',
        width: 80,
        slot: (row) => <Link to={`/basicData/violationDetail?id=${row.id}`}>{t('bd.common.view')}</Link>,
      },
    ],
    [t, regions, statuses],
  );

  return (
    <Card variant="borderless" data-testid="violation-list">
      <div className="bd-toolbar" style={{ marginBottom: 12 }}>
        <span>{t('bd.violation.hint')}</span>
        <div className="bd-toolbar__actions">
          {editable && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/basicData/violationDetail')}>
              {t('bd.violation.add')}
            </Button>
          )}
          <ExportButton path={ViolationPaths.exportViolationList} params={lastParams} fallbackName="违纪管理.xlsx" />
        </div>
      </div>
      <DataTable<TViolationRow>
        columns={columns}
        queryKey={['bd', 'violationList']}
        request={request}
        rowKey={(r) => r.id}
      />
    </Card>
  );
}
