import { DownloadOutlined } from '@ant-design/icons';
import type { TReportChart, TTransferSignReport, TTransferSignReportRequest } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Empty, Row, Select, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportTransferSignReport, getTransferSignReport, transferSignKeys } from '../../api/transfer-sign';
import { useExport } from '../../components/Export';
import { useRegionOptions } from '../basic-data/shared/options';
import { Chart } from '../report-statistics/Chart';
import '../report-statistics/i18n';
import '../report-statistics/report.css';
import { TRANSFER_SIGN_COLOR } from './StatusTag';

type EntityRow = TTransferSignReport['byToEntity'][number];

/** The chart's stack, bottom up: success, then failed, in progress and waiting. */
const STACK = [
  { status: 3, field: 'success' },
  { status: 4, field: 'failed' },
  { status: 2, field: 'transferring' },
  { status: 1, field: 'waiting' },
] as const;
const STACK_COLORS = STACK.map(({ status }) => TRANSFER_SIGN_COLOR[status].bar);

/** The last six months, this one included. */
const defaultRange = (): [Dayjs, Dayjs] => [dayjs().subtract(5, 'month').startOf('month'), dayjs().startOf('month')];

/**
 * 转签报表 (spec §2 /transferList/report): counts per month and status, and per employing entity,
 * laid out as the reports of 报表统计 are (ReportPage): a title card with the filters, the charts
 * across the page, the tables below.
 */
export default function TransferSignReportPage() {
  const { t, i18n } = useTranslation();
  const regions = useRegionOptions();
  const exporter = useExport();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(defaultRange);
  const [regionId, setRegionId] = useState<number | undefined>();

  const request = useMemo<TTransferSignReportRequest>(
    () => ({
      period: { kind: 'month', from: range[0].format('YYYY-MM'), to: range[1].format('YYYY-MM') },
      ...(regionId ? { regionId } : {}),
    }),
    [range, regionId],
  );
  const report = useQuery({
    queryKey: transferSignKeys.report(request),
    queryFn: () => getTransferSignReport(request),
  });
  const data = report.data;
  const english = i18n.language.startsWith('en');
  const title = t('route.transferReport');

  // The months as a stacked bar chart of the report pages; the names are in the interface language already.
  const chart = useMemo<TReportChart>(() => {
    const months = data?.months ?? [];
    const chartTitle = t('transferSign.report.chartTitle');
    return {
      key: 'transfer-sign-months',
      title: chartTitle,
      titleEn: chartTitle,
      kind: 'bar',
      stacked: true,
      categories: months.map((m) => m.month),
      series: STACK.map(({ status, field }) => {
        const name = t(`transferSign.status.${status}`);
        return { name, nameEn: name, data: months.map((m) => m[field]) };
      }),
    };
  }, [data?.months, t]);

  const entityColumns = (entityTitle: string) => [
    { key: 'entity', dataIndex: 'entity', title: entityTitle },
    ...(['waiting', 'transferring', 'success', 'failed'] as const).map((field, i) => ({
      key: field,
      dataIndex: field,
      title: t(`transferSign.status.${i + 1}`),
      align: 'right' as const,
      width: 100,
    })),
    { key: 'total', dataIndex: 'total', title: t('transferSign.report.total'), align: 'right' as const, width: 100 },
  ];

  const exportReport = () =>
    exporter.run({
      title,
      fallbackName: '转签统计.xlsx',
      download: (transfer) => exportTransferSignReport(request, transfer),
    });

  const entityTable = (key: 'byToEntity' | 'byFromEntity', column: string) => (
    <Card variant="borderless" className="report-table" title={t(`transferSign.report.${key}`)}>
      <Table<EntityRow>
        size="middle"
        rowKey="entity"
        loading={report.isFetching}
        pagination={false}
        columns={entityColumns(t(column))}
        dataSource={data?.[key] ?? []}
        scroll={{ x: 'max-content' }}
        data-testid={key === 'byToEntity' ? 'transfer-sign-by-to-entity' : 'transfer-sign-by-from-entity'}
      />
    </Card>
  );

  return (
    <div data-testid="transfer-sign-report">
      {exporter.holder}
      <Card variant="borderless" title={title} data-testid="transfer-sign-report-title">
        <div className="report-filters">
          <DatePicker.RangePicker
            picker="month"
            value={range}
            allowClear={false}
            onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
            data-testid="transfer-sign-period"
          />
          <Select
            allowClear
            placeholder={t('transferSign.report.allRegions')}
            aria-label={t('transferSign.report.region')}
            options={regions}
            value={regionId}
            onChange={(v) => setRegionId(v)}
          />
          <Button
            className="report-filters__export"
            icon={<DownloadOutlined />}
            onClick={exportReport}
            loading={exporter.running}
            disabled={!data}
            data-testid="transfer-sign-report-export"
          >
            {t('reports.export')}
          </Button>
        </div>
        <Row gutter={16} style={{ marginTop: 16 }}>
          {(
            [
              ['total', t('transferSign.report.total')],
              ['waiting', t('transferSign.status.1')],
              ['transferring', t('transferSign.status.2')],
              ['success', t('transferSign.status.3')],
              ['failed', t('transferSign.status.4')],
            ] as const
          ).map(([field, label]) => (
            <Col key={field} xs={12} sm={8} md={4}>
              <Statistic title={label} value={data?.totals[field] ?? 0} loading={report.isPending} />
            </Col>
          ))}
        </Row>
      </Card>
      <Row gutter={16} className="report-charts">
        <Col xs={24}>
          <Card variant="borderless" title={chart.title} size="small" data-testid="transfer-sign-chart">
            {chart.categories.length > 0 ? (
              <Chart chart={chart} english={english} colors={STACK_COLORS} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reports.noData')} />
            )}
          </Card>
        </Col>
      </Row>
      {entityTable('byToEntity', 'transferSign.col.toEntity')}
      {entityTable('byFromEntity', 'transferSign.col.fromEntity')}
    </div>
  );
}
