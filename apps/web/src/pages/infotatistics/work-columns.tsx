import { type TWorkListRow, type TWorkListStatus, WORK_LIST_STATUSES } from '@hris/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { processPath } from '../../api/workflow';
import type { DataColumn } from '../../components/DataTable';
import { orDash } from '../../utils/text';
import { useRegionOptions } from '../basic-data/shared/options';
import './i18n';

export const WORK_STATUS_COLOR: Record<TWorkListStatus, string> = {
  running: 'processing',
  finished: 'success',
  terminated: 'default',
  stopped: 'warning',
};

/** A store as people name it: "SH001 上海南京西路店". */
const shopText = (row: TWorkListRow) => orDash(row.shopCode ? `${row.shopCode} ${row.shopName}`.trim() : row.shopName);

/**
 * The columns every statistics list of works shares (人事异动, 合同续签, 试用期考核): the flow number
 * as a link to the work (the page that shows its form, progress and chart), the person, the store
 * and region it started at, its state, step, times and starter, with the same filters and sorts.
 */
export function useWorkListColumns<Row extends TWorkListRow>(testId: string) {
  const { t } = useTranslation();
  const regions = useRegionOptions();
  return useMemo(() => {
    const flowNo: DataColumn<Row> = {
      key: 'flowNo',
      name: t('stats.work.flowNo'),
      fixed: 'left',
      width: 120,
      slot: (row) => (
        <Link to={processPath(row)} data-testid={`${testId}-work-link`}>
          {row.flowNo}
        </Link>
      ),
    };
    const employee: DataColumn<Row> = {
      key: 'employee',
      name: t('stats.work.employee'),
      width: 160,
      filter: { type: 'text' },
      slot: (row) => row.employeeLabel,
    };
    const shop: DataColumn<Row> = {
      key: 'shop',
      name: t('stats.work.shop'),
      width: 200,
      ellipsis: true,
      filter: { type: 'text' },
      slot: shopText,
    };
    const region: DataColumn<Row> = {
      key: 'regionId',
      name: t('stats.work.region'),
      width: 100,
      filter: { type: 'select', options: regions },
      slot: (row) => orDash(row.regionName),
    };
    const status: DataColumn<Row> = {
      key: 'status',
      name: t('stats.work.status'),
      width: 100,
      filter: {
        type: 'select',
        options: WORK_LIST_STATUSES.map((v) => ({ label: t(`stats.work.statuses.${v}`), value: v })),
      },
      slot: (row) => <Tag color={WORK_STATUS_COLOR[row.status]}>{t(`stats.work.statuses.${row.status}`)}</Tag>,
    };
    const node: DataColumn<Row> = {
      key: 'nodeName',
      name: t('stats.work.node'),
      width: 150,
      slot: (row) => orDash(row.nodeName),
    };
    const startedTime: DataColumn<Row> = {
      key: 'startedTime',
      name: t('stats.work.startedTime'),
      type: 'datetime',
      sortable: true,
      width: 150,
      filter: { type: 'dateRange' },
    };
    const finishedTime: DataColumn<Row> = {
      key: 'finishedTime',
      name: t('stats.work.finishedTime'),
      type: 'datetime',
      width: 150,
    };
    const starter: DataColumn<Row> = { key: 'starterName', name: t('stats.work.starter'), type: 'text', width: 100 };
    return { flowNo, employee, shop, region, status, node, startedTime, finishedTime, starter };
  }, [t, regions, testId]);
}
