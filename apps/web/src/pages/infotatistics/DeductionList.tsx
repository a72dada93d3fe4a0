import { DeductionListPaths, type TDeductionPage, type TDeductionRow } from '@hris/contract';
import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { wfKeys } from '../../api/keys';
import { getDeductionList } from '../../api/statistics';
import { processPath } from '../../api/workflow';
import type { DataColumn, DataTablePage } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { orDash } from '../../utils/text';
import { useRegionOptions } from '../basic-data/shared/options';
import './i18n';

const AMOUNT_KEYS = [
  'lostDdeductions',
  'workClothesDeductions',
  'marketMealFeeDeductions',
  'marketFineDeductions',
  'totalAmount',
] as const;

/**
 * 失物扣款列表: the booked deductions (finished 失物扣款 works) in scope, one employee and payroll
 * month a row with the four amounts and their sum, and a 合计 row the server summed over the whole
 * filter. Amounts travel as text with two decimals and are shown as they come (cents exact).
 */
export default function DeductionListPage() {
  const { t } = useTranslation();
  const regions = useRegionOptions();

  const columns = useMemo<DataColumn<TDeductionRow>[]>(
    () => [
      {
        key: 'deductionsMonth',
        name: t('stats.deduction.month'),
        fixed: 'left',
        width: 110,
        sortable: true,
        filter: { type: 'dateRange' },
        slot: (row) => row.deductionsMonth,
      },
      {
        key: 'employee',
        name: t('stats.work.employee'),
        width: 160,
        filter: { type: 'text' },
        slot: (row) => row.employeeLabel,
      },
      {
        key: 'shop',
        name: t('stats.work.shop'),
        width: 200,
        ellipsis: true,
        filter: { type: 'text' },
        slot: (row) => orDash(row.shopCode ? `${row.shopCode} ${row.shopName}`.trim() : row.shopName),
      },
      {
        key: 'regionId',
        name: t('stats.work.region'),
        width: 100,
        filter: { type: 'select', options: regions },
        slot: (row) => orDash(row.regionName),
      },
      ...AMOUNT_KEYS.map(
        (key): DataColumn<TDeductionRow> => ({
          key,
          name: t(`stats.deduction.${key === 'totalAmount' ? 'total' : key}`),
          width: 120,
          align: 'right',
          sortable: key === 'totalAmount',
          slot: (row) => row[key],
        }),
      ),
      {
        key: 'flowNo',
        name: t('stats.work.flowNo'),
        width: 120,
        slot: (row) => (
          <Link to={processPath({ flowId: row.flowId, workId: row.workId })} data-testid="deduction-work-link">
            {row.flowNo}
          </Link>
        ),
      },
      { key: 'bookedTime', name: t('stats.deduction.bookedTime'), type: 'datetime', sortable: true, width: 150 },
      { key: 'remark', name: t('stats.deduction.remark'), width: 200, ellipsis: true, type: 'text' },
    ],
    [t, regions],
  );

  const summary = (page: DataTablePage<TDeductionRow> | undefined) => {
    const totals = (page as TDeductionPage | undefined)?.totals;
    if (!totals) return null;
    return (
      <Table.Summary fixed>
        <Table.Summary.Row data-testid="deduction-totals">
          {columns.map((column, index) => {
            const amount = (AMOUNT_KEYS as readonly string[]).includes(column.key);
            return (
              <Table.Summary.Cell key={column.key} index={index} align={amount ? 'right' : undefined}>
                {index === 0
                  ? t('stats.deduction.totals', { count: totals.count })
                  : amount
                    ? totals[column.key as (typeof AMOUNT_KEYS)[number]]
                    : null}
              </Table.Summary.Cell>
            );
          })}
        </Table.Summary.Row>
      </Table.Summary>
    );
  };

  return (
    <ListPage<TDeductionRow>
      testId="deduction-list"
      queryKey={wfKeys.deductions}
      hint={t('feature.deductionList')}
      exportTo={{
        path: DeductionListPaths.exportDeductionPageList,
        title: 'route.deductionList',
        file: '失物扣款列表',
      }}
      columns={columns}
      request={getDeductionList}
      summary={summary}
    />
  );
}
