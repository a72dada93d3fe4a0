import type { TContractDetail } from '@hris/contract';
import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getContractDetail } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import { DetailGrid, RecordPage, RelatedTable } from '../../../components/RecordPage';
import { pagePath } from '../../../router/paths';
import { dateText, formatDateTime } from '../../../utils/date';
import { orDash } from '../../../utils/text';
import { contractColumns, useEmployeeItems } from '../shared/record-items';
import { YesTag } from '../shared/tags';
import '../shared/basic-data.css';
import '../shared/i18n';

/** 合同详情: one contract, the employee's other contracts and three periods. */
export default function ContractDetailPage() {
  return (
    <RecordPage queryKey={bdKeys.record('contractDetail')} fetch={getContractDetail}>
      {(contract) => <ContractDetailView contract={contract} />}
    </RecordPage>
  );
}

function ContractDetailView({ contract }: { contract: TContractDetail }) {
  const { t } = useTranslation();
  const employee = useEmployeeItems(contract);
  const type = t(`bd.contract.types.${contract.contractType}`);
  return (
    <Card variant="borderless" title={`${contract.employeeLabel} · ${type}`} data-testid="contract-detail">
      {contract.endsInThreePeriod && (
        <Alert type="warning" showIcon className="bd-alert" title={t('bd.contract.endsInThreePeriod')} />
      )}
      <DetailGrid
        items={[
          ...employee,
          { key: 'type', label: t('bd.contract.type'), children: type },
          { key: 'sequence', label: t('bd.contract.sequence'), children: contract.sequence },
          {
            key: 'transferSign',
            label: t('bd.contract.transferSign'),
            children: t(`bd.contract.transfer.${contract.transferSignStatus}`),
          },
          { key: 'beginDate', label: t('bd.contract.beginDate'), children: dateText(contract.beginDate) },
          {
            key: 'endDate',
            label: t('bd.contract.endDate'),
            children: contract.endDate ? dateText(contract.endDate) : t('bd.contract.noEnd'),
          },
          {
            key: 'threePeriods',
            label: t('bd.contract.threePeriods'),
            children: <YesTag value={contract.isThreePeriods} />,
          },
          { key: 'remark', label: t('bd.staff.remark'), span: 2, children: orDash(contract.remark) },
          { key: 'createdTime', label: t('bd.contract.createdTime'), children: formatDateTime(contract.createdTime) },
        ]}
      />
      <RelatedTable
        title={t('bd.staff.threePeriods')}
        rows={contract.threePeriods}
        rowKey="id"
        columns={[
          {
            key: 'kindText',
            title: t('bd.threePeriods.kind'),
            render: (_: unknown, r) => <Link to={pagePath('threePeriodsDetail', { id: r.id })}>{r.kindText}</Link>,
          },
          { key: 'beginDate', title: t('bd.threePeriods.beginDate'), render: (_: unknown, r) => dateText(r.beginDate) },
          { key: 'endDate', title: t('bd.threePeriods.endDate'), render: (_: unknown, r) => dateText(r.endDate) },
          {
            key: 'containsContractEnd',
            title: t('bd.contract.containsEnd'),
            render: (_: unknown, r) => <YesTag value={r.containsContractEnd} color="red" />,
          },
        ]}
      />
      <RelatedTable
        title={t('bd.contract.others')}
        rows={contract.otherContracts}
        rowKey="id"
        columns={contractColumns(t)}
      />
    </Card>
  );
}
