import type { TTransferSignReport, TTransferSignReportRequest } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Row, Select, Space, Statistic, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportTransferSignReport, getTransferSignReport, transferSignKeys } from '../../api/transfer-sign';
import { useExport } from '../../components/Export';
import { useRegionOptions } from '../basic-data/shared/options';
import { StatusBars } from './StatusBars';

type EntityRow = TTransferSignReport['byToEntity'][number];

/** The last six months, this one included. */
const defaultRange = (): [Dayjs, Dayjs] => [dayjs().subtract(5, 'month').startOf('month'), dayjs().startOf('month')];

/** 转签报表 (spec §2 /transferList/report): counts per month and status, and per employing entity. */
export default function TransferSignReportPage() {
  const { t } = useTranslation();
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

  const entityColumns = (title: string) => [
    { key: 'entity', dataIndex: 'entity', title },
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
      title: t('route.transferReport'),
      fallbackName: '转签统计.xlsx',
      download: (transfer) => exportTransferSignReport(request, transfer),
    });

  return (
    <Card variant="borderless" data-testid="transfer-sign-report">
      {exporter.holder}
      <div className="hris-list-toolbar" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}>
        <Space wrap>
          <DatePicker.RangePicker
            picker="month"
            value={range}
            allowClear={false}
            onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
            data-testid="transfer-sign-period"
          />
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={t('transferSign.report.allRegions')}
            options={regions}
            value={regionId}
            onChange={(v) => setRegionId(v)}
          />
        </Space>
        <Button onClick={exportReport} loading={exporter.running} data-testid="transfer-sign-report-export">
          {t('common.export')}
        </Button>
      </div>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {(
          [
            ['total', t('transferSign.report.total')],
            ['waiting', t('transferSign.status.1')],
            ['transferring', t('transferSign.status.2')],
            ['success', t('transferSign.status.3')],
            ['failed', t('transferSign.status.4')],
          ] as const
        ).map(([field, title]) => (
          <Col key={field} xs={12} sm={8} md={4}>
            <Statistic title={title} value={data?.totals[field] ?? 0} loading={report.isPending} />
          </Col>
        ))}
      </Row>
      <Typography.Title level={5}>{t('transferSign.report.chartTitle')}</Typography.Title>
      <StatusBars months={data?.months ?? []} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('transferSign.report.byToEntity')}
      </Typography.Title>
      <Table<EntityRow>
        size="small"
        rowKey="entity"
        loading={report.isPending}
        pagination={false}
        columns={entityColumns(t('transferSign.col.toEntity'))}
        dataSource={data?.byToEntity ?? []}
        data-testid="transfer-sign-by-to-entity"
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('transferSign.report.byFromEntity')}
      </Typography.Title>
      <Table<EntityRow>
        size="small"
        rowKey="entity"
        loading={report.isPending}
        pagination={false}
        columns={entityColumns(t('transferSign.col.fromEntity'))}
        dataSource={data?.byFromEntity ?? []}
      />
    </Card>
  );
}
