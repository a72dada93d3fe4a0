import { employeeLabel, OfficePaths, type TOfficeUserRow } from '@hris/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getUserList } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import type { DataColumn } from '../../../components/DataTable';
import { actionsColumn, keyLinkColumn, ListPage, yesNoOptions } from '../../../components/ListPage';
import { pagePath } from '../../../router/paths';
import { EnabledTag } from '../shared/tags';
import '../shared/i18n';

/** 用户信息: sign-in accounts in the caller's scope. */
export default function OfficeListPage() {
  const { t } = useTranslation();

  const columns = useMemo<DataColumn<TOfficeUserRow>[]>(
    () => [
      keyLinkColumn<TOfficeUserRow>(
        { key: 'account', name: t('bd.office.account'), width: 140, testId: 'office-detail-link' },
        (row) => ({ to: pagePath('officeDetail', { id: row.userId }), text: row.account }),
      ),
      {
        type: 'text',
        key: 'displayName',
        name: t('bd.staff.name'),
        sortable: true,
        width: 100,
        filter: { type: 'text' },
      },
      {
        key: 'employeeId',
        name: t('bd.office.employee'),
        width: 150,
        filter: { type: 'text' },
        slot: (row) => (row.employeeId ? employeeLabel(row.employeeName ?? row.displayName, row.employeeId) : '—'),
      },
      {
        type: 'text',
        key: 'orgUnitName',
        name: t('bd.staff.orgUnit'),
        sortable: true,
        width: 150,
        ellipsis: true,
        filter: { type: 'text' },
      },
      {
        key: 'roleId',
        name: t('bd.office.roles'),
        width: 200,
        filter: { type: 'text' },
        slot: (row) => row.roles.map((r) => <Tag key={r.id}>{r.name}</Tag>),
      },
      { type: 'text', key: 'scopeText', name: t('bd.office.scope'), width: 200, ellipsis: true },
      {
        key: 'isEnabled',
        name: t('bd.office.enabled'),
        sortable: true,
        width: 100,
        filter: { type: 'select', options: yesNoOptions(t) },
        slot: (row) => <EnabledTag enabled={row.isEnabled} />,
      },
      {
        key: 'mustChangePassword',
        name: t('bd.office.mustChange'),
        width: 110,
        filter: { type: 'select', options: yesNoOptions(t) },
        slot: (row) => (row.mustChangePassword ? t('common.yes') : t('common.no')),
      },
      { key: 'lastLoginTime', name: t('bd.office.lastLogin'), type: 'datetime', sortable: true, width: 150 },
      { key: 'createdTime', name: t('bd.office.createdTime'), type: 'datetime', sortable: true, width: 150 },
      actionsColumn<TOfficeUserRow>(t, {
        view: (row) => pagePath('officeDetail', { id: row.userId }),
        testId: 'office',
      }),
    ],
    [t],
  );

  return (
    <ListPage<TOfficeUserRow>
      testId="office-list"
      queryKey={bdKeys.list('office')}
      hint={t('bd.office.hint')}
      exportTo={{ path: OfficePaths.exportUserList, title: 'route.office', file: '用户信息' }}
      columns={columns}
      request={getUserList}
      rowKey={(row) => row.userId}
    />
  );
}
