import { WarningOutlined } from '@ant-design/icons';
import type { TThreePeriodsDetail } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getThreePeriodsDetail } from '../../../api/basic-data';
import { formatDate } from '../../../utils/date';
import { orDash } from '../shared/components';
import { PageState } from '../shared/PageState';
import { useIdParam } from '../shared/useIdParam';

const date = (v: string | null | undefined) => formatDate(v) || '—';

/** 三期详情: the period, the employee's contracts (flagged when one ends inside) and other periods. */
export default function ThreePeriodsDetailPage() {
  const id = useIdParam();
  const query = useQuery({
    queryKey: ['bd', 'threePeriodsDetail', id],
    queryFn: () => getThreePeriodsDetail(id as number),
    enabled: id !== null,
  });
  return (
    <PageState id={id} loading={query.isPending} error={query.isError} backTo="/basicData/UesrThreePeriodsList">
      {() => <ThreePeriodsView record={query.data as TThreePeriodsDetail} />}
    </PageState>
  );
}

function ThreePeriodsView({ record }: { record: TThreePeriodsDetail }) {
  const { t } = useTranslation();
  return (
    <Card
      variant="borderless"
      title={`${record.employeeLabel} · ${t(`bd.threePeriods.kinds.${record.kind}`)}`}
      data-testid="three-periods-detail"
    >
      {record.contractEndsInside && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('bd.threePeriods.flagTip', { date: date(record.insideContractEndDate) })}
        />
      )}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={t('bd.staff.employeeId')}>
          <Link to={`/basicData/staffDetail?id=${record.employeeRef}`}>{record.employeeLabel}</Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.staff.shop')}>
          {record.shopCode ? `${record.shopCode} ${record.shopName ?? ''}` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.threePeriods.kind')}>
          {t(`bd.threePeriods.kinds.${record.kind}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.threePeriods.beginDate')}>{date(record.beginDate)}</Descriptions.Item>
        <Descriptions.Item label={t('bd.threePeriods.endDate')}>{date(record.endDate)}</Descriptions.Item>
        <Descriptions.Item label={t('bd.threePeriods.childBirthDate')}>{date(record.childBirthDate)}</Descriptions.Item>
        <Descriptions.Item label={t('bd.staff.remark')} span={3}>
          {orDash(record.remark)}
        </Descriptions.Item>
      </Descriptions>
      <h4 style={{ marginTop: 16 }}>{t('bd.threePeriods.contracts')}</h4>
      <Table
        size="small"
        rowKey={(r) => `${r.id ?? 'profile'}-${r.beginDate}`}
        pagination={false}
        dataSource={record.contracts}
        columns={[
          { key: 'sequence', title: t('bd.contract.sequence'), render: (_: unknown, r) => orDash(r.sequence) },
          { key: 'contractTypeText', dataIndex: 'contractTypeText', title: t('bd.contract.type') },
          { key: 'beginDate', title: t('bd.contract.beginDate'), render: (_: unknown, r) => date(r.beginDate) },
          { key: 'endDate', title: t('bd.contract.endDate'), render: (_: unknown, r) => date(r.endDate) },
          {
            key: 'endsInside',
            title: t('bd.threePeriods.contractEndsInside'),
            render: (_: unknown, r) =>
              r.endsInside ? (
                <Tag color="red" icon={<WarningOutlined />}>
                  {t('bd.common.yes')}
                </Tag>
              ) : (
                t('bd.common.no')
              ),
          },
        ]}
      />
      <h4 style={{ marginTop: 16 }}>{t('bd.threePeriods.otherPeriods')}</h4>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={record.otherPeriods}
        columns={[
          { key: 'kind', title: t('bd.threePeriods.kind'), render: (_: unknown, r) => r.kindText },
          { key: 'beginDate', title: t('bd.threePeriods.beginDate'), render: (_: unknown, r) => date(r.beginDate) },
          { key: 'endDate', title: t('bd.threePeriods.endDate'), render: (_: unknown, r) => date(r.endDate) },
          {
            key: 'view',
            title: t('common.actions'),
            render: (_: unknown, r) => (
              <Link to={`/basicData/UesrThreePeriodsDetail?id=${r.id}`}>{t('bd.common.view')}</Link>
            ),
          },
        ]}
      />
    </Card>
  );
}
