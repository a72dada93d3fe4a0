import { WarningOutlined } from '@ant-design/icons';
import type { TThreePeriodsDetail } from '@hris/contract';
import { Alert, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getThreePeriodsDetail } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import { EditButton } from '../../../components/EditAccess';
import { DetailGrid, RecordPage, RelatedTable } from '../../../components/RecordPage';
import { pagePath } from '../../../router/paths';
import { dateText } from '../../../utils/date';
import { orDash } from '../../../utils/text';
import { useEmployeeItems } from '../shared/record-items';
import '../shared/basic-data.css';
import '../shared/i18n';

/** 三期详情: the period, the employee's contracts (flagged when one ends inside) and other periods. */
export default function ThreePeriodsDetailPage() {
  return (
    <RecordPage queryKey={bdKeys.record('threePeriodsDetail')} fetch={getThreePeriodsDetail}>
      {(record) => <ThreePeriodsView record={record} />}
    </RecordPage>
  );
}

function ThreePeriodsView({ record }: { record: TThreePeriodsDetail }) {
  const { t } = useTranslation();
  const employee = useEmployeeItems(record);
  const kind = t(`bd.threePeriods.kinds.${record.kind}`);
  return (
    <Card
      variant="borderless"
      title={`${record.employeeLabel} · ${kind}`}
      data-testid="three-periods-detail"
      extra={
        <EditButton
          menuCode="UesrThreePeriodsList"
          to={pagePath('threePeriodsEdit', { id: record.id })}
          testId="three-periods-edit"
        />
      }
    >
      {record.contractEndsInside && (
        <Alert
          type="warning"
          showIcon
          className="bd-alert"
          data-testid="three-periods-flag"
          title={t('bd.threePeriods.flagTip', { date: dateText(record.insideContractEndDate) })}
        />
      )}
      <DetailGrid
        items={[
          ...employee,
          { key: 'kind', label: t('bd.threePeriods.kind'), children: kind },
          { key: 'beginDate', label: t('bd.threePeriods.beginDate'), children: dateText(record.beginDate) },
          { key: 'endDate', label: t('bd.threePeriods.endDate'), children: dateText(record.endDate) },
          {
            key: 'childBirthDate',
            label: t('bd.threePeriods.childBirthDate'),
            children: dateText(record.childBirthDate),
          },
          { key: 'remark', label: t('bd.staff.remark'), span: 'filled', children: orDash(record.remark) },
        ]}
      />
      <RelatedTable
        title={t('bd.threePeriods.contracts')}
        rows={record.contracts}
        rowKey={(r) => `${r.id ?? 'profile'}-${r.beginDate}`}
        testId="three-periods-contracts"
        columns={[
          {
            key: 'sequence',
            title: t('bd.contract.sequence'),
            render: (_: unknown, r) =>
              r.id ? <Link to={pagePath('employeeContractDetail', { id: r.id })}>{r.sequence}</Link> : '—',
          },
          { key: 'contractTypeText', dataIndex: 'contractTypeText', title: t('bd.contract.type') },
          { key: 'beginDate', title: t('bd.contract.beginDate'), render: (_: unknown, r) => dateText(r.beginDate) },
          { key: 'endDate', title: t('bd.contract.endDate'), render: (_: unknown, r) => dateText(r.endDate) },
          {
            key: 'endsInside',
            title: t('bd.threePeriods.contractEndsInside'),
            render: (_: unknown, r) =>
              r.endsInside ? (
                <Tag color="red" icon={<WarningOutlined />}>
                  {t('common.yes')}
                </Tag>
              ) : (
                t('common.no')
              ),
          },
        ]}
      />
      <RelatedTable
        title={t('bd.threePeriods.otherPeriods')}
        rows={record.otherPeriods}
        rowKey="id"
        columns={[
          {
            key: 'kind',
            title: t('bd.threePeriods.kind'),
            render: (_: unknown, r) => <Link to={pagePath('threePeriodsDetail', { id: r.id })}>{r.kindText}</Link>,
          },
          { key: 'beginDate', title: t('bd.threePeriods.beginDate'), render: (_: unknown, r) => dateText(r.beginDate) },
          { key: 'endDate', title: t('bd.threePeriods.endDate'), render: (_: unknown, r) => dateText(r.endDate) },
        ]}
      />
    </Card>
  );
}
