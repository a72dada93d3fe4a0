import { PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { THREE_PERIOD_KINDS, ThreePeriodsPaths, type TThreePeriodsRow } from '@hris/contract';
import { Button, Card, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getThreePeriodsList } from '../../../api/basic-data';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { formatDate } from '../../../utils/date';
import { ExportButton, orDash, useEditable, useTrackedRequest } from '../shared/components';
import { useRegionOptions, useStatusOptions } from '../shared/options';

/** 员工三期: pregnancy, maternity and nursing periods; contracts ending inside one are flagged. */
export default function ThreePeriodsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editable = useEditable('UesrThreePeriodsList');
  const regions = useRegionOptions();
  const statuses = useStatusOptions();
  const { request, lastParams } = useTrackedRequest(getThreePeriodsList);

  const columns = useMemo<DataColumn<TThreePeriodsRow>[]>(
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
        key: 'kind',
        name: t('bd.threePeriods.kind'),
        sortable: true,
        width: 100,
        filter: {
          type: 'select',
          options: THREE_PERIOD_KINDS.map((k) => ({ label: t(`bd.threePeriods.kinds.${k}`), value: k })),
        },
        slot: (row) => t(`bd.threePeriods.kinds.${row.kind}`),
      },
      {
        key: 'beginDate',
        name: t('bd.threePeriods.beginDate'),
        type: 'date',
        sortable: true,
        width: 120,
        filter: { type: 'dateRange' },
      },
      {
        key: 'endDate',
        name: t('bd.threePeriods.endDate'),
        type: 'date',
        sortable: true,
        width: 120,
        filter: { type: 'dateRange' },
      },
      {
        key: 'childBirthDate',
        name: t('bd.threePeriods.childBirthDate'),
        type: 'date',
        sortable: true,
        width: 130,
        filter: { type: 'dateRange' },
      },
      {
        key: 'contractEndsInside',
        name: t('bd.threePeriods.contractEndsInside'),
        width: 150,
        filter: {
          type: 'select',
          options: [
            { label: t('bd.common.yes'), value: 'true' },
            { label: t('bd.common.no'), value: 'false' },
          ],
        },
        slot: (row) =>
          row.contractEndsInside ? (
            <Tooltip title={t('bd.threePeriods.flagTip', { date: formatDate(row.insideContractEndDate) })}>
              <Tag color="red" icon={<WarningOutlined />}>
                {formatDate(row.insideContractEndDate) || t('bd.common.yes')}
              </Tag>
            </Tooltip>
          ) : (
            t('bd.common.no')
          ),
      },
      {
        key: 'actions',
        name: t('common.actions'),
        fixed: 'right',
        width: editable ? 120 : 80,
        slot: (row) => (
          <>
            <Link to={`/basicData/UesrThreePeriodsDetail?id=${row.id}`}>{t('bd.common.view')}</Link>
            {editable && (
              <Link to={`/basicData/UesrThreePeriodsEdit?id=${row.id}`} style={{ marginLeft: 12 }}>
                {t('bd.common.edit')}
              </Link>
            )}
          </>
        ),
      },
    ],
    [t, regions, statuses, editable],
  );

  return (
    <Card variant="borderless" data-testid="three-periods-list">
      <div className="bd-toolbar" style={{ marginBottom: 12 }}>
        <span>{t('bd.threePeriods.hint')}</span>
        <div className="bd-toolbar__actions">
          {editable && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/basicData/UesrThreePeriodsEdit')}>
              {t('bd.threePeriods.add')}
            </Button>
          )}
          <ExportButton
            path={ThreePeriodsPaths.exportThreePeriodsList}
            params={lastParams}
            fallbackName="员工三期.xlsx"
          />
        </div>
      </div>
      <DataTable<TThreePeriodsRow>
        columns={columns}
        queryKey={['bd', 'threePeriodsList']}
        request={request}
        rowKey={(r) => r.id}
        rowClassName={(r) => (r.contractEndsInside ? 'bd-row-flagged' : '')}
      />
    </Card>
  );
}
