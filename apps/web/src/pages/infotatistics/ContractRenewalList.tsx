import { ContractRenewalListPaths, RENEWAL_RESULTS, type TContractRenewalRow } from '@hris/contract';
import { Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { wfKeys } from '../../api/keys';
import { getContractRenewalList } from '../../api/statistics';
import type { DataColumn } from '../../components/DataTable';
import { ListPage, yesNoOptions } from '../../components/ListPage';
import { formatDate } from '../../utils/date';
import { useWorkListColumns } from './work-columns';
import './i18n';

/** 新合同期限: "begin – end", or "from begin" for an open-ended contract. */
function useTermText() {
  const { t } = useTranslation();
  return (row: TContractRenewalRow) => {
    const begin = formatDate(row.contractBeginDay);
    const end = formatDate(row.contractEndDay);
    if (begin && end) return `${begin} ~ ${end}`;
    if (begin) return t('stats.renewal.termFrom', { date: begin });
    return '—';
  };
}

/**
 * 合同续签列表: every contract renewal (flow 14) in scope — those the system started before a
 * contract ends and those started by hand — with the proposal, its approval deadline (超期 once it
 * passed while the work still runs) and a link to the work.
 */
export default function ContractRenewalListPage() {
  const { t } = useTranslation();
  const work = useWorkListColumns<TContractRenewalRow>('renewal');
  const termText = useTermText();

  const columns = useMemo<DataColumn<TContractRenewalRow>[]>(
    () => [
      work.flowNo,
      work.employee,
      work.shop,
      work.region,
      {
        key: 'currentContractEndDay',
        name: t('stats.renewal.currentContractEndDay'),
        type: 'date',
        sortable: true,
        width: 140,
        filter: { type: 'dateRange' },
      },
      {
        key: 'jzsj',
        name: t('stats.renewal.jzsj'),
        sortable: true,
        width: 120,
        slot: (row) =>
          row.jzsj ? (
            <Typography.Text type={row.overdue ? 'danger' : undefined}>{formatDate(row.jzsj)}</Typography.Text>
          ) : (
            '—'
          ),
      },
      {
        key: 'isThreePeriods',
        name: t('stats.renewal.threePeriods'),
        width: 110,
        filter: { type: 'select', options: yesNoOptions(t) },
        slot: (row) =>
          row.isThreePeriods === null ? (
            '—'
          ) : row.isThreePeriods ? (
            <Tag
              color="magenta"
              title={
                row.threePeriodEndDay
                  ? t('stats.renewal.threePeriodsUntil', { date: formatDate(row.threePeriodEndDay) })
                  : undefined
              }
            >
              {t('stats.renewal.yes')}
            </Tag>
          ) : (
            t('stats.renewal.no')
          ),
      },
      {
        key: 'contractReviewResult',
        name: t('stats.renewal.result'),
        width: 140,
        filter: {
          type: 'select',
          options: RENEWAL_RESULTS.map((r) => ({ label: t(`stats.renewal.results.${r.value}`), value: r.value })),
        },
        slot: (row) =>
          row.contractReviewResult ? (
            <Tag color={row.contractReviewResult === 'renew' ? 'green' : 'orange'}>
              {t(`stats.renewal.results.${row.contractReviewResult}`)}
            </Tag>
          ) : (
            '—'
          ),
      },
      {
        key: 'contractType',
        name: t('stats.renewal.contractType'),
        width: 120,
        slot: (row) => (row.contractType ? t(`stats.renewal.contractTypes.${row.contractType}`) : '—'),
      },
      { key: 'contractTerm', name: t('stats.renewal.term'), width: 210, slot: termText },
      work.node,
      work.status,
      {
        key: 'overdue',
        name: t('stats.renewal.overdue'),
        width: 100,
        filter: { type: 'select', options: yesNoOptions(t) },
        slot: (row) => (row.overdue ? <Tag color="red">{t('stats.renewal.overdueYes')}</Tag> : t('stats.renewal.no')),
      },
      work.starter,
      work.startedTime,
      work.finishedTime,
    ],
    [t, work, termText],
  );

  return (
    <ListPage<TContractRenewalRow>
      testId="contract-renewal-list"
      queryKey={wfKeys.contractRenewals}
      hint={t('feature.contractRenewalList')}
      exportTo={{
        path: ContractRenewalListPaths.exportContractRenewalPageList,
        title: 'route.contractRenewalList',
        file: '合同续签列表',
      }}
      columns={columns}
      request={getContractRenewalList}
      rowKey={(row) => row.workId}
    />
  );
}
