import { PUNISHMENTS, type TViolationRow, ViolationPaths } from '@hris/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getViolationList } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import type { DataColumn } from '../../../components/DataTable';
import { actionsColumn, ListPage } from '../../../components/ListPage';
import { pagePath } from '../../../router/paths';
import { usePerEmployeeColumns } from '../shared/employee-columns';
import { PunishmentTag } from '../shared/tags';
import '../shared/i18n';

/** 违纪管理: violations and punishments of employees in scope. */
export default function ViolationListPage() {
  const { t } = useTranslation();
  const employee = usePerEmployeeColumns<TViolationRow>();

  const columns = useMemo<DataColumn<TViolationRow>[]>(
    () => [
      ...employee,
      {
        key: 'violationDate',
        name: t('bd.violation.date'),
        type: 'date',
        sortable: true,
        width: 120,
        filter: { type: 'dateRange' },
      },
      {
        key: 'punishment',
        name: t('bd.violation.punishment'),
        sortable: true,
        width: 140,
        filter: {
          type: 'select',
          options: PUNISHMENTS.map((p) => ({ label: t(`bd.violation.punishments.${p}`), value: p })),
        },
        slot: (row) => <PunishmentTag punishment={row.punishment} />,
      },
      {
        type: 'text',
        key: 'description',
        name: t('bd.violation.description'),
        width: 260,
        ellipsis: true,
        filter: { type: 'text' },
      },
      { key: 'attachmentCount', name: t('bd.violation.attachments'), type: 'number', width: 80 },
      { type: 'text', key: 'createdByName', name: t('bd.violation.createdBy'), width: 100 },
      { key: 'createdTime', name: t('bd.violation.createdTime'), type: 'datetime', sortable: true, width: 150 },
      actionsColumn<TViolationRow>(t, {
        view: (row) => pagePath('violationDetail', { id: row.id }),
        testId: 'violation',
      }),
    ],
    [t, employee],
  );

  return (
    <ListPage<TViolationRow>
      testId="violation-list"
      queryKey={bdKeys.list('violation')}
      hint={t('bd.violation.hint')}
      add={{
        menuCode: 'ViolationList',
        to: pagePath('violationDetail'),
        label: t('bd.violation.add'),
        testId: 'violation-add',
      }}
      exportTo={{ path: ViolationPaths.exportViolationList, title: 'route.violationList', file: '违纪管理' }}
      columns={columns}
      request={getViolationList}
    />
  );
}
