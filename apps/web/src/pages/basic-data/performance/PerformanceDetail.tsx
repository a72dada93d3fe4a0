import type { TPerformanceDetail } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getPerformanceDetail } from '../../../api/basic-data';
import { formatDateTime } from '../../../utils/date';
import { orDash } from '../shared/components';
import { PageState } from '../shared/PageState';
import { useIdParam } from '../shared/useIdParam';
import { GRADE_COLOR } from './PerformanceList';

/** 绩效详情: one appraisal and the employee's earlier ones. */
export default function PerformanceDetailPage() {
  const id = useIdParam();
  const query = useQuery({
    queryKey: ['bd', 'performanceDetail', id],
    queryFn: () => getPerformanceDetail(id as number),
    enabled: id !== null,
  });
  return (
    <PageState id={id} loading={query.isPending} error={query.isError} backTo="/basicData/EmployeePerformance">
      {() => <PerformanceView record={query.data as TPerformanceDetail} />}
    </PageState>
  );
}

function PerformanceView({ record }: { record: TPerformanceDetail }) {
  const { t } = useTranslation();
  return (
    <Card
      variant="borderless"
      title={`${record.employeeLabel} · ${record.periodText}`}
      data-testid="performance-detail"
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={t('bd.staff.employeeId')}>
          <Link to={`/basicData/staffDetail?id=${record.employeeRef}`}>{record.employeeLabel}</Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.staff.shop')}>
          {record.shopCode ? `${record.shopCode} ${record.shopName ?? ''}` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.staff.region')}>{orDash(record.regionName)}</Descriptions.Item>
        <Descriptions.Item label={t('bd.performance.period')}>
          {record.periodText} ({record.period})
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.performance.grade')}>
          <Tag color={GRADE_COLOR[record.grade]}>{record.grade}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.performance.score')}>{record.score.toFixed(1)}</Descriptions.Item>
        <Descriptions.Item label={t('bd.performance.reviewer')}>{record.reviewer}</Descriptions.Item>
        <Descriptions.Item label={t('bd.staff.remark')}>{orDash(record.remark)}</Descriptions.Item>
        <Descriptions.Item label={t('bd.contract.createdTime')}>{formatDateTime(record.createdTime)}</Descriptions.Item>
      </Descriptions>
      <h4 style={{ marginTop: 16 }}>{t('bd.performance.history')}</h4>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={record.history}
        columns={[
          {
            key: 'period',
            title: t('bd.performance.period'),
            render: (_: unknown, r) => `${r.periodText} (${r.period})`,
          },
          {
            key: 'grade',
            title: t('bd.performance.grade'),
            render: (_: unknown, r) => <Tag color={GRADE_COLOR[r.grade]}>{r.grade}</Tag>,
          },
          {
            key: 'score',
            title: t('bd.performance.score'),
            align: 'right',
            render: (_: unknown, r) => r.score.toFixed(1),
          },
          { key: 'reviewer', dataIndex: 'reviewer', title: t('bd.performance.reviewer') },
          {
            key: 'view',
            title: t('common.actions'),
            render: (_: unknown, r) => (
              <Link to={`/basicData/employeePerformanceDetail?id=${r.id}`}>{t('bd.common.view')}</Link>
            ),
          },
        ]}
      />
    </Card>
  );
}
