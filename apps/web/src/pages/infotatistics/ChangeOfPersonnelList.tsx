import { ChangeOfPersonnelPaths, PERSONNEL_CHANGE_TYPES, type TChangeOfPersonnelRow } from '@hris/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { wfKeys } from '../../api/keys';
import { getChangeOfPersonnelList } from '../../api/statistics';
import type { DataColumn } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { orDash } from '../../utils/text';
import { useRegionOptions } from '../basic-data/shared/options';
import { useWorkListColumns } from './work-columns';
import './i18n';

/** "A → B", or the one side there is (a position change keeps its store). */
function fromTo(from: string, to: string): string {
  if (!to || to === from) return orDash(from);
  return `${orDash(from)} → ${to}`;
}

/** 人事异动列表: every store transfer (18) and position change (32) in scope, any state, linked to its work. */
export default function ChangeOfPersonnelListPage() {
  const { t } = useTranslation();
  const regions = useRegionOptions();
  const work = useWorkListColumns<TChangeOfPersonnelRow>('change');

  const columns = useMemo<DataColumn<TChangeOfPersonnelRow>[]>(
    () => [
      work.flowNo,
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
      work.employee,
      // The store and region before and after the change (the filters match either side).
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
      work.status,
      work.node,
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
      work.startedTime,
      work.finishedTime,
      work.starter,
    ],
    [t, regions, work],
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
