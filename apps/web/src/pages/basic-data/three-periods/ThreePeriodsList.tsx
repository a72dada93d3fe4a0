import { WarningOutlined } from '@ant-design/icons';
import { THREE_PERIOD_KINDS, ThreePeriodsPaths, type TThreePeriodsRow } from '@hris/contract';
import { Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getThreePeriodsList } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import type { DataColumn } from '../../../components/DataTable';
import { useEditable } from '../../../components/EditAccess';
import { actionsColumn, ListPage, yesNoOptions } from '../../../components/ListPage';
import { pagePath } from '../../../router/paths';
import { formatDate } from '../../../utils/date';
import { usePerEmployeeColumns } from '../shared/employee-columns';
import '../shared/basic-data.css';
import '../shared/i18n';

/** 员工三期: pregnancy, maternity and nursing periods; contracts ending inside one are flagged. */
export default function ThreePeriodsListPage() {
  const { t } = useTranslation();
  const editable = useEditable('UesrThreePeriodsList');
  const employee = usePerEmployeeColumns<TThreePeriodsRow>();

  const columns = useMemo<DataColumn<TThreePeriodsRow>[]>(
    () => [
      ...employee,
      {
        key: 'kind',
        name: t('bd.threePeriods.kind'),
        sortable: true,
        width: 100,
        filter: {
          type: 'select',
          options: THREE_PERIOD_KINDS.map((k) => ({ label: t(`bd.threePeriods.kinds.${k}`), value: k })),
        },
        slot: (row) => t(`bd.threePeriods.kinds.${row.kind}`),
      },
      {
        key: 'beginDate',
        name: t('bd.threePeriods.beginDate'),
        type: 'date',
        sortable: true,
        width: 120,
        filter: { type: 'dateRange' },
      },
      {
        key: 'endDate',
        name: t('bd.threePeriods.endDate'),
        type: 'date',
        sortable: true,
        width: 120,
        filter: { type: 'dateRange' },
      },
      {
        key: 'contractEndsInside',
        name: t('bd.threePeriods.contractEndsInside'),
        width: 150,
        filter: { type: 'select', options: yesNoOptions(t) },
        slot: (row) =>
          row.contractEndsInside ? (
            <Tooltip title={t('bd.threePeriods.flagTip', { date: formatDate(row.insideContractEndDate) })}>
              <Tag color="red" icon={<WarningOutlined />}>
                {formatDate(row.insideContractEndDate) || t('common.yes')}
              </Tag>
            </Tooltip>
          ) : (
            t('common.no')
          ),
      },
      {
        key: 'childBirthDate',
        name: t('bd.threePeriods.childBirthDate'),
        type: 'date',
        sortable: true,
        width: 130,
        filter: { type: 'dateRange' },
      },
      actionsColumn<TThreePeriodsRow>(t, {
        view: (row) => pagePath('threePeriodsDetail', { id: row.id }),
        edit: editable && ((row) => pagePath('threePeriodsEdit', { id: row.id })),
        testId: 'three-periods',
      }),
    ],
    [t, employee, editable],
  );

  return (
    <ListPage<TThreePeriodsRow>
      testId="three-periods-list"
      queryKey={bdKeys.list('threePeriods')}
      hint={t('bd.threePeriods.hint')}
      add={{
        menuCode: 'UesrThreePeriodsList',
        to: pagePath('threePeriodsEdit'),
        label: t('bd.threePeriods.add'),
        testId: 'three-periods-add',
      }}
      exportTo={{ path: ThreePeriodsPaths.exportThreePeriodsList, title: 'route.threePeriodsList', file: '员工三期' }}
      columns={columns}
      request={getThreePeriodsList}
      rowClassName={(row) => (row.contractEndsInside ? 'bd-row-flagged' : '')}
    />
  );
}
