import {
  ChangeOfPersonnelPaths,
  PERSONNEL_CHANGE_TYPES,
  type TChangeOfPersonnelRow,
  type TWorkListStatus,
  WORK_LIST_STATUSES,
} from '@hris/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { wfKeys } from '../../api/keys';
import { getChangeOfPersonnelList } from '../../api/statistics';
import { processPath } from '../../api/workflow';
import type { DataColumn } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { orDash } from '../../utils/text';
import { useRegionOptions } from '../basic-data/shared/options';
import './i18n';

const STATUS_COLOR: Record<TWorkListStatus, string> = {
  running: 'processing',
  finished: 'success',
  terminated: 'default',
  stopped: 'warning',
};

/** "A → B", or the one side there is (a position change keeps its store). */
function fromTo(from: string, to: string): string {
  if (!to || to === from) return orDash(from);
  return `${orDash(from)} → ${to}`;
}

/** 人事异动列表: every store transfer (18) and position change (32) in scope, any state, linked to its work. */
export default function ChangeOfPersonnelListPage() {
  const { t } = useTranslation();
  const regions = useRegionOptions();

  const columns = useMemo<DataColumn<TChangeOfPersonnelRow>[]>(
    () => [
      {
        key: 'flowNo',
        name: t('stats.change.flowNo'),
        fixed: 'left',
        width: 120,
        slot: (row) => (
          <Link to={processPath(row)} data-testid="change-work-link">
            {row.flowNo}
          </Link>
        ),
      },
      {
        key: 'type',
        name: t('stats.change.type'),
        width: 130,
        filter: {
          type: 'select',
          options: PERSONNEL_CHANGE_TYPES.map((v) => ({ label: t(`stats.change.types.${v}`), value: v })),
        },
        slot: (row) =>
          row.type
            ? `${t(`stats.change.types.${row.type}`)}${row.changeKind ? `（${t(`stats.change.kinds.${row.changeKind}`)}）` : ''}`
            : '—',
      },
      {
        key: 'employee',
        name: t('stats.change.employee'),
        width: 160,
        filter: { type: 'text' },
        slot: (row) => row.employeeLabel,
      },
      {
        key: 'shop',
        name: t('stats.change.shop'),
        width: 240,
        ellipsis: true,
        filter: { type: 'text' },
        slot: (row) => fromTo(row.shopName, row.newShopName),
      },
      {
        key: 'regionId',
        name: t('stats.change.region'),
        width: 150,
        filter: { type: 'select', options: regions },
        slot: (row) => fromTo(row.regionName, row.newRegionName),
      },
      {
        key: 'position',
        name: t('stats.change.position'),
        width: 160,
        slot: (row) => fromTo(row.positionName, row.newPositionName),
      },
      { key: 'rank', name: t('stats.change.rank'), width: 110, slot: (row) => fromTo(row.rank, row.newRank) },
      {
        key: 'effectiveTime',
        name: t('stats.change.effectiveTime'),
        type: 'date',
        sortable: true,
        width: 120,
        filter: { type: 'dateRange' },
      },
      {
        key: 'status',
        name: t('stats.change.status'),
        width: 100,
        filter: {
          type: 'select',
          options: WORK_LIST_STATUSES.map((v) => ({ label: t(`stats.change.statuses.${v}`), value: v })),
        },
        slot: (row) => <Tag color={STATUS_COLOR[row.status]}>{t(`stats.change.statuses.${row.status}`)}</Tag>,
      },
      { key: 'nodeName', name: t('stats.change.node'), width: 150, slot: (row) => orDash(row.nodeName) },
      {
        key: 'applied',
        name: t('stats.change.applied'),
        width: 100,
        slot: (row) =>
          row.applied === null ? (
            '—'
          ) : (
            <Tag color={row.applied ? 'green' : 'gold'}>
              {t(row.applied ? 'stats.change.appliedYes' : 'stats.change.appliedNo')}
            </Tag>
          ),
      },
      {
        key: 'startedTime',
        name: t('stats.change.startedTime'),
        type: 'datetime',
        sortable: true,
        width: 150,
        filter: { type: 'dateRange' },
      },
      { key: 'finishedTime', name: t('stats.change.finishedTime'), type: 'datetime', width: 150 },
      { key: 'starterName', name: t('stats.change.starter'), type: 'text', width: 100 },
    ],
    [t, regions],
  );

  return (
    <ListPage<TChangeOfPersonnelRow>
      testId="change-of-personnel-list"
      queryKey={wfKeys.changeOfPersonnel}
      hint={t('feature.changeOfPersonnelList')}
      exportTo={{
        path: ChangeOfPersonnelPaths.exportChangeofPersonnelPageList,
        title: 'route.changeOfPersonnelList',
        file: '人事异动列表',
      }}
      columns={columns}
      request={getChangeOfPersonnelList}
      rowKey={(row) => row.workId}
    />
  );
}
