import type { DescriptionsProps, TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePath } from '../../../router/paths';
import { dateText } from '../../../utils/date';
import { orDash } from '../../../utils/text';
import { shopText } from './employee-columns';
import './i18n';

type DescriptionItems = NonNullable<DescriptionsProps['items']>;

/** The employee a record belongs to: name-employeeId (a link to the person), shop and region. */
export function useEmployeeItems(record: {
  employeeRef: number;
  employeeLabel: string;
  shopCode: string | null;
  shopName: string | null;
  regionName?: string | null;
}): DescriptionItems {
  const { t } = useTranslation();
  const items: DescriptionItems = [
    {
      key: 'employee',
      label: t('bd.contract.employee'),
      children: (
        <Link to={pagePath('staffDetail', { id: record.employeeRef })} data-testid="employee-link">
          {record.employeeLabel}
        </Link>
      ),
    },
    { key: 'shop', label: t('bd.staff.shop'), children: shopText(record) },
  ];
  if (record.regionName !== undefined) {
    items.push({ key: 'region', label: t('bd.staff.region'), children: orDash(record.regionName) });
  }
  return items;
}

interface ContractBrief {
  id: number;
  sequence: number;
  contractTypeText: string;
  beginDate: string;
  endDate: string | null;
}

/** Contracts of a person as related rows: number (a link to the contract), type and term. */
export function contractColumns<Row extends ContractBrief>(t: (key: string) => string): TableColumnsType<Row> {
  return [
    {
      key: 'sequence',
      title: t('bd.contract.sequence'),
      width: 90,
      render: (_: unknown, r) => <Link to={pagePath('employeeContractDetail', { id: r.id })}>{r.sequence}</Link>,
    },
    { key: 'contractTypeText', dataIndex: 'contractTypeText', title: t('bd.contract.type') },
    { key: 'beginDate', title: t('bd.contract.beginDate'), render: (_: unknown, r) => dateText(r.beginDate) },
    { key: 'endDate', title: t('bd.contract.endDate'), render: (_: unknown, r) => dateText(r.endDate) },
  ];
}
