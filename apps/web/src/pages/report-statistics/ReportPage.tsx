import { DownloadOutlined } from '@ant-design/icons';
import {
  businessToday,
  DATE_FORMAT,
  lastWeekRange,
  REPORT_DEFAULT_PAGE_SIZE,
  REPORTS,
  type ReportKey,
  reportCellText,
  type TReportColumn,
  type TReportRow,
} from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, DatePicker, Empty, Row, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportReport, getReport, getReportFilters, type ReportRequest, reportKeys } from '../../api/reports';
import { useExport } from '../../components/Export';
import { Chart } from './Chart';
import './i18n';
import './report.css';

/** A report page's own settings: which report, and whether its table pages on the server. */
export interface ReportPageConfig {
  report: ReportKey;
  /** The menu title key (route.<name>). */
  route: string;
  paged?: boolean;
}

const defaultPeriod = (): [Dayjs, Dayjs] => {
  const week = lastWeekRange(businessToday());
  return [dayjs(week.from), dayjs(week.to)];
};

function Cell({ column, value }: { column: TReportColumn; value: TReportRow[string] | undefined }) {
  const text = reportCellText(column.kind, value);
  if (column.kind !== 'gap' || typeof value !== 'number' || value === 0) return <>{text}</>;
  return <span className={value < 0 ? 'report-gap--under' : 'report-gap--over'}>{text}</span>;
}

/**
 * The shell every report page shares: period (default last week Monday–Sunday), region and store
 * of the caller's scope, the report's charts, its table with a 合计 row, and the .xlsx of that table.
 */
export function ReportPage({ report, route, paged }: ReportPageConfig) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const meta = REPORTS[report];
  const [period, setPeriod] = useState<[Dayjs, Dayjs]>(defaultPeriod);
  const [regionId, setRegionId] = useState<number | undefined>();
  const [shopId, setShopId] = useState<number | undefined>();
  const [page, setPage] = useState({ pageIndex: 1, pageSize: REPORT_DEFAULT_PAGE_SIZE });
  const exporter = useExport();

  const request: ReportRequest = {
    from: period[0].format(DATE_FORMAT),
    to: period[1].format(DATE_FORMAT),
    regionId,
    shopId,
    ...(paged ? page : {}),
  };
  const filters = useQuery({ queryKey: reportKeys.filters, queryFn: getReportFilters, staleTime: 300_000 });
  const data = useQuery({ queryKey: reportKeys.report(report, request), queryFn: () => getReport(report, request) });

  const shops = (filters.data?.shops ?? []).filter((s) => regionId === undefined || s.regionId === regionId);
  const columns = useMemo<ColumnsType<TReportRow>>(
    () =>
      (data.data?.columns ?? []).map((c) => ({
        key: c.key,
        dataIndex: c.key,
        title: english ? c.titleEn : c.title,
        align: c.kind === 'text' ? 'left' : 'right',
        render: (value: TReportRow[string]) => <Cell column={c} value={value} />,
      })),
    [data.data?.columns, english],
  );
  const rows = data.data?.rows ?? [];
  const totals = data.data?.totals;
  const title = t(`route.${route}`);
  // A refused request (a period too long …) says why where the table would be, not "no data".
  const refusal = data.error instanceof Error ? data.error.message : null;

  const runExport = () =>
    exporter.run({
      title,
      fallbackName: `${meta.title}.xlsx`,
      rows: rows.length + (totals ? 1 : 0),
      download: (transfer) => exportReport(report, { ...request, pageIndex: undefined, pageSize: undefined }, transfer),
    });

  return (
    <div data-testid={`report-${report}`}>
      {exporter.holder}
      <Card variant="borderless" title={title}>
        <div className="report-filters">
          {meta.period ? (
            <DatePicker.RangePicker
              allowClear={false}
              value={period}
              onChange={(value) => {
                if (value?.[0] && value[1]) {
                  setPeriod([value[0], value[1]]);
                  setPage((p) => ({ ...p, pageIndex: 1 }));
                }
              }}
              data-testid="report-period"
            />
          ) : (
            <Alert type="info" showIcon title={t(`reports.snapshot.${report}`)} />
          )}
          <Select
            allowClear
            placeholder={t('reports.allRegions')}
            aria-label={t('reports.regionFilter')}
            value={regionId}
            onChange={(value?: number) => {
              setRegionId(value);
              setShopId(undefined);
            }}
            options={(filters.data?.regions ?? []).map((r) => ({ value: r.id, label: r.name }))}
            data-testid="report-region"
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('reports.allShops')}
            aria-label={t('reports.shopFilter')}
            value={shopId}
            onChange={(value?: number) => setShopId(value)}
            options={shops.map((s) => ({ value: s.id, label: `${s.code} ${s.name}` }))}
            data-testid="report-shop"
          />
          <Button
            className="report-filters__export"
            icon={<DownloadOutlined />}
            onClick={runExport}
            disabled={!data.data || rows.length === 0}
            data-testid="report-export"
          >
            {t('reports.export')}
          </Button>
        </div>
        {i18n.exists(`reports.asOf.${report}`) && (
          <Alert
            className="report-as-of"
            type="info"
            showIcon
            title={t(`reports.asOf.${report}`)}
            data-testid="report-as-of"
          />
        )}
      </Card>
      <Row gutter={16} className="report-charts">
        {(data.data?.charts ?? []).map((chart) => (
          <Col key={chart.key} xs={24} xl={data.data!.charts.length > 1 ? 12 : 24}>
            <Card variant="borderless" title={english ? chart.titleEn : chart.title} size="small">
              {chart.categories.length > 0 ? (
                <Chart chart={chart} english={english} />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reports.noData')} />
              )}
            </Card>
          </Col>
        ))}
      </Row>
      <Card variant="borderless" className="report-table" title={t('reports.table')}>
        <Table<TReportRow>
          size="middle"
          rowKey={(_, index) => String(index)}
          loading={data.isFetching}
          columns={columns}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          data-testid="report-table"
          locale={{
            emptyText: refusal ? (
              <Alert type="error" showIcon title={refusal} data-testid="report-refusal" />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reports.noData')} />
            ),
          }}
          pagination={
            paged
              ? {
                  current: page.pageIndex,
                  pageSize: page.pageSize,
                  total: data.data?.total ?? 0,
                  showSizeChanger: true,
                  pageSizeOptions: [20, 50, 100],
                  showTotal: (total) => t('reports.totalRows', { total }),
                  onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }),
                }
              : false
          }
          summary={() =>
            totals ? (
              <Table.Summary fixed>
                <Table.Summary.Row className="report-total" data-testid="report-total">
                  {(data.data?.columns ?? []).map((c, i) => (
                    <Table.Summary.Cell key={c.key} index={i} align={c.kind === 'text' ? 'left' : 'right'}>
                      {i === 0 ? t('reports.total') : <Cell column={c} value={totals[c.key]} />}
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              </Table.Summary>
            ) : null
          }
        />
      </Card>
    </div>
  );
}
