import { INDUCTION_TYPES, StaffEntryListPaths, type TStaffEntryRow, WORK_LIST_STATUSES } from '@hris/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { wfKeys } from '../../api/keys';
import { getStaffEntryList } from '../../api/statistics';
import type { DataColumn } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { orDash } from '../../utils/text';
import { useWorkListColumns, WORK_STATUS_COLOR } from './work-columns';
import './i18n';

/**
 * 员工入职列表: every onboarding (flow 12) in scope with its outcome: the step it waits at, 已入职
 * (finished) or 取消入职 (ended by a handler), and a link to the work.
 */
export default function StaffEntryListPage() {
  const { t } = useTranslation();
  const work = useWorkListColumns<TStaffEntryRow>('entry');

  const columns = useMemo<DataColumn<TStaffEntryRow>[]>(
    () => [
      work.flowNo,
      work.employee,
      work.shop,
      work.region,
      {
        key: 'inductionType',
        name: t('stats.entry.inductionType'),
        width: 110,
        filter: {
          type: 'select',
          options: INDUCTION_TYPES.map((i) => ({ label: t(`stats.entry.types.${i.value}`), value: i.value })),
        },
        slot: (row) => (row.inductionType ? t(`stats.entry.types.${row.inductionType}`) : '—'),
      },
      { key: 'positionName', name: t('stats.work.position'), width: 110, slot: (row) => orDash(row.positionName) },
      { key: 'rank', name: t('stats.entry.rank'), width: 80, slot: (row) => orDash(row.rank) },
      {
        key: 'preEntryTime',
        name: t('stats.entry.preEntryTime'),
        type: 'date',
        sortable: true,
        width: 130,
        filter: { type: 'dateRange' },
      },
      {
        key: 'entryDate',
        name: t('stats.entry.entryDate'),
        type: 'date',
        sortable: true,
        width: 130,
        filter: { type: 'dateRange' },
      },
      {
        key: 'isArrivalTime',
        name: t('stats.entry.onTime'),
        width: 100,
        slot: (row) => (row.isArrivalTime === null ? '—' : t(`stats.entry.${row.isArrivalTime ? 'yes' : 'no'}`)),
      },
      work.node,
      {
        ...work.status,
        name: t('stats.entry.outcome'),
        filter: {
          type: 'select',
          options: WORK_LIST_STATUSES.map((v) => ({ label: t(`stats.entry.outcomes.${v}`), value: v })),
        },
        slot: (row) => <Tag color={WORK_STATUS_COLOR[row.status]}>{t(`stats.entry.outcomes.${row.status}`)}</Tag>,
      },
      work.starter,
      work.startedTime,
      work.finishedTime,
    ],
    [t, work],
  );

  return (
    <ListPage<TStaffEntryRow>
      testId="staff-entry-list"
      queryKey={wfKeys.staffEntries}
      hint={t('feature.staffEntryList')}
      exportTo={{
        path: StaffEntryListPaths.exportStaffEntryPageList,
        title: 'route.staffEntryList',
        file: '员工入职列表',
      }}
      columns={columns}
      request={getStaffEntryList}
      rowKey={(row) => row.workId}
    />
  );
}
