import { WarningOutlined } from '@ant-design/icons';
import type { TThreePeriodsDetail } from '@hris/contract';
import { Alert, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getThreePeriodsDetail } from '../../../api/basic-data';
import { dateText, EditButton, orDash } from '../shared/components';
import { contractDetailPath, threePeriodsDetailPath, threePeriodsEditPath } from '../shared/paths';
import { DetailGrid, RecordPage, RelatedTable, useEmployeeItems } from '../shared/RecordPage';

/** 三期详情: the period, the employee's contracts (flagged when one ends inside) and other periods. */
export default function ThreePeriodsDetailPage() {
  return (
    <RecordPage name="threePeriodsDetail" fetch={getThreePeriodsDetail} backTo="/basicData/UesrThreePeriodsList">
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
        <EditButton menuCode="UesrThreePeriodsList" to={threePeriodsEditPath(record.id)} testId="three-periods-edit" />
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
            render: (_: unknown, r) => (r.id ? <Link to={contractDetailPath(r.id)}>{r.sequence}</Link> : '—'),
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
                  {t('bd.common.yes')}
                </Tag>
              ) : (
                t('bd.common.no')
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
            render: (_: unknown, r) => <Link to={threePeriodsDetailPath(r.id)}>{r.kindText}</Link>,
          },
          { key: 'beginDate', title: t('bd.threePeriods.beginDate'), render: (_: unknown, r) => dateText(r.beginDate) },
          { key: 'endDate', title: t('bd.threePeriods.endDate'), render: (_: unknown, r) => dateText(r.endDate) },
        ]}
      />
    </Card>
  );
}
