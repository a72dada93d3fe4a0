import type { TContractDetail } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getContractDetail } from '../../../api/basic-data';
import { formatDate, formatDateTime } from '../../../utils/date';
import { orDash } from '../shared/components';
import { PageState } from '../shared/PageState';
import { useIdParam } from '../shared/useIdParam';

const date = (v: string | null | undefined) => formatDate(v) || '—';

/** 合同详情: one contract, the employee's other contracts and three periods. */
export default function ContractDetailPage() {
  const id = useIdParam();
  const query = useQuery({
    queryKey: ['bd', 'contractDetail', id],
    queryFn: () => getContractDetail(id as number),
    enabled: id !== null,
  });
  return (
    <PageState id={id} loading={query.isPending} error={query.isError} backTo="/basicData/employeeContractList">
      {() => <ContractDetailView contract={query.data as TContractDetail} />}
    </PageState>
  );
}

function ContractDetailView({ contract }: { contract: TContractDetail }) {
  const { t } = useTranslation();
  return (
    <Card
      variant="borderless"
      title={`${contract.employeeLabel} · ${t(`bd.contract.types.${contract.contractType}`)}`}
      data-testid="contract-detail"
    >
      {contract.endsInThreePeriod && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('bd.contract.endsInThreePeriod')} />
      )}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={t('bd.staff.employeeId')}>
          <Link to={`/basicData/staffDetail?id=${contract.employeeRef}`}>{contract.employeeLabel}</Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.staff.shop')}>
          {contract.shopCode ? `${contract.shopCode} ${contract.shopName ?? ''}` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.staff.region')}>{orDash(contract.regionName)}</Descriptions.Item>
        <Descriptions.Item label={t('bd.contract.type')}>
          {t(`bd.contract.types.${contract.contractType}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.contract.sequence')}>{contract.sequence}</Descriptions.Item>
        <Descriptions.Item label={t('bd.contract.transferSign')}>
          {t(`bd.contract.transfer.${contract.transferSignStatus}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.contract.beginDate')}>{date(contract.beginDate)}</Descriptions.Item>
        <Descriptions.Item label={t('bd.contract.endDate')}>{date(contract.endDate)}</Descriptions.Item>
        <Descriptions.Item label={t('bd.contract.threePeriods')}>
          {contract.isThreePeriods ? <Tag color="magenta">{t('bd.common.yes')}</Tag> : t('bd.common.no')}
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.staff.remark')} span={2}>
          {orDash(contract.remark)}
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.contract.createdTime')}>
          {formatDateTime(contract.createdTime)}
        </Descriptions.Item>
      </Descriptions>
      <h4 style={{ marginTop: 16 }}>{t('bd.staff.threePeriods')}</h4>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={contract.threePeriods}
        columns={[
          { key: 'kindText', dataIndex: 'kindText', title: t('bd.threePeriods.kind') },
          { key: 'beginDate', title: t('bd.threePeriods.beginDate'), render: (_: unknown, r) => date(r.beginDate) },
          { key: 'endDate', title: t('bd.threePeriods.endDate'), render: (_: unknown, r) => date(r.endDate) },
          {
            key: 'containsContractEnd',
            title: t('bd.contract.containsEnd'),
            render: (_: unknown, r) =>
              r.containsContractEnd ? <Tag color="red">{t('bd.common.yes')}</Tag> : t('bd.common.no'),
          },
        ]}
      />
      <h4 style={{ marginTop: 16 }}>{t('bd.contract.others')}</h4>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={contract.otherContracts}
        columns={[
          { key: 'sequence', dataIndex: 'sequence', title: t('bd.contract.sequence'), width: 90 },
          { key: 'contractTypeText', dataIndex: 'contractTypeText', title: t('bd.contract.type') },
          { key: 'beginDate', title: t('bd.contract.beginDate'), render: (_: unknown, r) => date(r.beginDate) },
          { key: 'endDate', title: t('bd.contract.endDate'), render: (_: unknown, r) => date(r.endDate) },
          {
            key: 'view',
            title: t('common.actions'),
            render: (_: unknown, r) => (
              <Link to={`/basicData/employeeContractDetail?id=${r.id}`}>{t('bd.common.view')}</Link>
            ),
          },
        ]}
      />
    </Card>
  );
}
