import { type TWelfarePage, type TWelfareRow, WELFARE_CATEGORIES, WelfareListPaths } from '@hris/contract';
import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { wfKeys } from '../../api/keys';
import { getWelfareList } from '../../api/statistics';
import type { DataColumn, DataTablePage } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { orDash } from '../../utils/text';
import { useWorkListColumns } from './work-columns';
import './i18n';

/**
 * 婚育福利列表: every marriage and newborn benefit claim (flow 20) in scope, any state, with what it
 * is for and its amount (head office's booking once finished, the proposal before), and the sum of
 * the booked amounts over the whole filter.
 */
export default function WelfareListPage() {
  const { t, i18n } = useTranslation();
  const work = useWorkListColumns<TWelfareRow>('welfare');
  const english = i18n.language.startsWith('en');

  const columns = useMemo<DataColumn<TWelfareRow>[]>(
    () => [
      work.flowNo,
      work.employee,
      work.shop,
      work.region,
      {
        key: 'treatmentCategory',
        name: t('stats.welfare.category'),
        width: 100,
        filter: {
          type: 'select',
          options: WELFARE_CATEGORIES.map((c) => ({ value: c.value, label: english ? c.labelEn : c.label })),
        },
        slot: (row) => orDash(row.treatmentCategoryTitle),
      },
      { key: 'eventText', name: t('stats.welfare.event'), width: 130, slot: (row) => orDash(row.eventText) },
      {
        key: 'amount',
        name: t('stats.welfare.amount'),
        width: 110,
        align: 'right',
        slot: (row) => <span data-testid="welfare-row-amount">{row.amount}</span>,
      },
      work.node,
      work.status,
      work.starter,
      work.startedTime,
      work.finishedTime,
    ],
    [t, work, english],
  );

  const amountAt = columns.findIndex((c) => c.key === 'amount');
  const summary = (page: DataTablePage<TWelfareRow> | undefined) => {
    const totals = (page as TWelfarePage | undefined)?.totals;
    if (!totals) return null;
    return (
      <Table.Summary fixed>
        <Table.Summary.Row data-testid="welfare-totals">
          <Table.Summary.Cell index={0} colSpan={amountAt}>
            {t('stats.welfare.totals', { count: totals.count, booked: totals.bookedCount })}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={amountAt} align="right">
            <span data-testid="welfare-booked-total">{totals.bookedAmount}</span>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={amountAt + 1} colSpan={columns.length - amountAt - 1} />
        </Table.Summary.Row>
      </Table.Summary>
    );
  };

  return (
    <ListPage<TWelfareRow>
      testId="welfare-list"
      queryKey={wfKeys.welfare}
      hint={t('feature.welfareList')}
      exportTo={{ path: WelfareListPaths.exportWelfarePageList, title: 'route.welfareList', file: '婚育福利列表' }}
      columns={columns}
      request={getWelfareList}
      rowKey={(row) => row.workId}
      summary={summary}
    />
  );
}
