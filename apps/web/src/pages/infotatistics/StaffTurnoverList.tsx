import { DIMISSION_TYPES, StaffTurnoverListPaths, type TStaffTurnoverRow } from '@hris/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { wfKeys } from '../../api/keys';
import { getStaffTurnoverList } from '../../api/statistics';
import type { DataColumn } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { orDash } from '../../utils/text';
import { useWorkListColumns } from './work-columns';
import './i18n';

/**
 * 员工离职列表: every resignation (flow 15) in scope, any state, with its type, reason, last working
 * day and month, 永不录用, and a link to the work.
 */
export default function StaffTurnoverListPage() {
  const { t } = useTranslation();
  const work = useWorkListColumns<TStaffTurnoverRow>('turnover');

  const columns = useMemo<DataColumn<TStaffTurnoverRow>[]>(
    () => [
      work.flowNo,
      work.employee,
      work.shop,
      work.region,
      { key: 'positionName', name: t('stats.turnover.position'), width: 110, slot: (row) => orDash(row.positionName) },
      { key: 'entryDate', name: t('stats.turnover.entryDate'), type: 'date', width: 120 },
      {
        key: 'lastWorkingDay',
        name: t('stats.turnover.lastWorkingDay'),
        type: 'date',
        sortable: true,
        width: 130,
        filter: { type: 'dateRange' },
      },
      {
        key: 'dimissionMonth',
        name: t('stats.turnover.dimissionMonth'),
        sortable: true,
        width: 120,
        filter: { type: 'dateRange' },
        slot: (row) => orDash(row.dimissionMonth),
      },
      {
        key: 'dimissionType',
        name: t('stats.turnover.type'),
        width: 120,
        filter: {
          type: 'select',
          options: DIMISSION_TYPES.map((d) => ({ label: t(`stats.turnover.types.${d.value}`), value: d.value })),
        },
        slot: (row) => (row.dimissionType ? t(`stats.turnover.types.${row.dimissionType}`) : '—'),
      },
      {
        key: 'dimissionReason',
        name: t('stats.turnover.reason'),
        width: 200,
        ellipsis: true,
        slot: (row) => orDash(row.dimissionReasonText),
      },
      {
        key: 'dishonorableDischarge',
        name: t('stats.turnover.neverRehire'),
        width: 100,
        filter: {
          type: 'select',
          options: [
            { label: t('stats.turnover.yes'), value: 'true' },
            { label: t('stats.turnover.no'), value: 'false' },
          ],
        },
        slot: (row) =>
          row.dishonorableDischarge ? <Tag color="red">{t('stats.turnover.yes')}</Tag> : t('stats.turnover.no'),
      },
      work.node,
      work.status,
      work.starter,
      work.startedTime,
      work.finishedTime,
    ],
    [t, work],
  );

  return (
    <ListPage<TStaffTurnoverRow>
      testId="staff-turnover-list"
      queryKey={wfKeys.staffTurnovers}
      hint={t('feature.staffTurnoveList')}
      exportTo={{
        path: StaffTurnoverListPaths.exportStaffTurnoverPageList,
        title: 'route.staffTurnoveList',
        file: '员工离职列表',
      }}
      columns={columns}
      request={getStaffTurnoverList}
      rowKey={(row) => row.workId}
    />
  );
}
