import { businessToday, INSURANCE_RELATIONS, InsuranceListPaths, type TInsuranceRow } from '@hris/contract';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { wfKeys } from '../../api/keys';
import { getInsuranceList } from '../../api/statistics';
import type { DataColumn } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { orDash } from '../../utils/text';
import { useWorkListColumns } from './work-columns';
import './i18n';

/** The current month as a 起保月份 range (first to last day): the list opens on it. */
function thisMonthFilter() {
  const first = dayjs(businessToday()).startOf('month');
  return {
    startMonth: {
      search: first.format('YYYY-MM-DD'),
      searchTwo: first.endOf('month').format('YYYY-MM-DD'),
      isSearch: true,
    },
  };
}

/**
 * 少儿险增加名单: the children added (or being added) to the child insurance in scope, by 起保月份
 * (this month to begin with), identity numbers masked. The insurer's sheet needs the whole numbers:
 * a holder of SensitiveData exports it 含敏感信息 with a purpose (logged, watermarked).
 */
export default function InsuranceListPage() {
  const { t } = useTranslation();
  const work = useWorkListColumns<TInsuranceRow>('insurance');
  const defaults = useMemo(thisMonthFilter, []);

  const columns = useMemo<DataColumn<TInsuranceRow>[]>(
    () => [
      {
        key: 'startMonth',
        name: t('stats.insurance.startMonth'),
        fixed: 'left',
        width: 110,
        sortable: true,
        filter: { type: 'dateRange' },
        slot: (row) => row.startMonth,
      },
      work.flowNo,
      work.employee,
      work.shop,
      work.region,
      { key: 'childName', name: t('stats.insurance.childName'), width: 110, slot: (row) => orDash(row.childName) },
      {
        key: 'childIdNumberMasked',
        name: t('stats.insurance.childId'),
        width: 190,
        slot: (row) => <span className="hris-mono">{orDash(row.childIdNumberMasked)}</span>,
      },
      {
        key: 'relation',
        name: t('stats.insurance.relation'),
        width: 90,
        filter: {
          type: 'select',
          options: INSURANCE_RELATIONS.map((r) => ({
            value: r.value,
            label: t(`stats.insurance.relations.${r.value}`),
          })),
        },
        slot: (row) => orDash(row.relationTitle),
      },
      work.node,
      work.status,
      work.startedTime,
      work.finishedTime,
    ],
    [t, work],
  );

  return (
    <ListPage<TInsuranceRow>
      testId="insurance-list"
      queryKey={wfKeys.insurance}
      hint={t('feature.insuranceList')}
      exportTo={{
        path: InsuranceListPaths.exportInsurancePageList,
        title: 'route.insuranceList',
        file: '少儿险增加名单',
        sensitive: true,
      }}
      columns={columns}
      request={getInsuranceList}
      rowKey={(row) => row.workId}
      defaultFilters={defaults}
    />
  );
}
