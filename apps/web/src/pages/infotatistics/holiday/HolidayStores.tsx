import type { THolidaySummaryRow, THolidayTotals } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHolidaySubmissions, holidayKeys } from '../../../api/holiday';
import { processPath } from '../../../api/workflow';
import { formatMoney } from '../../../utils/money';

type Line =
  | ({ kind: 'store'; key: string } & THolidaySummaryRow)
  | ({ kind: 'subtotal'; key: string; regionName: string } & THolidayTotals);

const STATE_COLOR: Record<THolidaySummaryRow['state'], string> = {
  none: 'default',
  returned: 'orange',
  regional: 'processing',
  headOffice: 'purple',
  confirmed: 'cyan',
  finished: 'success',
  stopped: 'error',
};

/** A holiday's stores (expanded row): each store's answer, a subtotal after each region, the total. */
export function HolidayStores({ holidayId }: { holidayId: number }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: holidayKeys.submissions(holidayId),
    queryFn: () => getHolidaySubmissions(holidayId),
  });
  const data = query.data;
  const lines: Line[] = [];
  for (const region of data?.regions ?? []) {
    for (const row of data!.rows.filter((r) => r.regionName === region.regionName))
      lines.push({ kind: 'store', key: `s${row.shopId}`, ...row });
    lines.push({ kind: 'subtotal', key: `r${region.regionName}`, ...region });
  }
  const money = (v: number) => formatMoney(v, { plain: true });
  return (
    <Table<Line>
      size="small"
      rowKey="key"
      loading={query.isLoading}
      dataSource={lines}
      pagination={false}
      scroll={{ x: 900, y: 420 }}
      data-testid={`holiday-stores-${holidayId}`}
      rowClassName={(line) => (line.kind === 'subtotal' ? 'holiday-subtotal' : '')}
      columns={[
        {
          key: 'region',
          title: t('holiday.region'),
          width: 150,
          render: (_, l) => (l.kind === 'subtotal' ? t('holiday.subtotal', { region: l.regionName }) : l.regionName),
        },
        {
          key: 'shop',
          title: t('holiday.shop'),
          render: (_, l) =>
            l.kind === 'store' ? `${l.shopCode} ${l.shopName}` : t('holiday.storeCount', { count: l.storeCount }),
        },
        {
          key: 'shopCodeCount',
          dataIndex: 'shopCodeCount',
          title: t('holiday.shopCodeCount'),
          width: 100,
          align: 'right',
        },
        {
          key: 'realNumber',
          title: t('holiday.realNumber'),
          width: 100,
          align: 'right',
          render: (_, l) => (l.realNumber === null ? '—' : l.realNumber),
        },
        { key: 'amount', title: t('holiday.amount'), width: 120, align: 'right', render: (_, l) => money(l.amount) },
        {
          key: 'state',
          title: t('holiday.state'),
          width: 130,
          render: (_, l) =>
            l.kind === 'store' ? <Tag color={STATE_COLOR[l.state]}>{t(`holiday.states.${l.state}`)}</Tag> : null,
        },
        {
          key: 'flowNo',
          title: t('holiday.flowNo'),
          width: 120,
          render: (_, l) =>
            l.kind === 'store' && l.workId !== null ? (
              <Link to={processPath({ flowId: 22, workId: l.workId })} data-testid="holiday-work-link">
                {l.flowNo}
              </Link>
            ) : null,
        },
      ]}
      summary={() =>
        data ? (
          <Table.Summary fixed>
            <Table.Summary.Row className="holiday-total" data-testid="holiday-total">
              <Table.Summary.Cell index={0}>{t('holiday.total')}</Table.Summary.Cell>
              <Table.Summary.Cell index={1}>
                {t('holiday.storeCount', { count: data.total.storeCount })}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {data.total.shopCodeCount}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {data.total.realNumber}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {money(data.total.amount)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} colSpan={2} />
            </Table.Summary.Row>
          </Table.Summary>
        ) : null
      }
    />
  );
}
