import { OfficePaths, type TOfficeUserRow } from '@hris/contract';
import { Card, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getUserList } from '../../../api/basic-data';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { ExportButton, orDash, useTrackedRequest } from '../shared/components';

const YES_NO = (t: (k: string) => string) => [
  { label: t('bd.common.yes'), value: 'true' },
  { label: t('bd.common.no'), value: 'false' },
];

/** 用户信息: sign-in accounts in the caller's scope. */
export default function OfficeListPage() {
  const { t } = useTranslation();
  const { request, lastParams } = useTrackedRequest(getUserList);

  const columns = useMemo<DataColumn<TOfficeUserRow>[]>(
    () => [
      {
        key: 'account',
        name: t('bd.office.account'),
        sortable: true,
        fixed: 'left',
        width: 140,
        filter: { type: 'text' },
        slot: (row) => (
          <Link to={`/basicData/officeDetail?id=${row.userId}`} data-testid="office-detail-link">
            {row.account}
          </Link>
        ),
      },
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
        name: t('bd.staff.employeeId'),
        width: 120,
        filter: { type: 'text' },
        slot: (row) => orDash(row.employeeId),
      },
      {
        type: 'text',
        key: 'orgUnitName',
        name: t('bd.staff.orgUnit'),
        sortable: true,
        width: 160,
        filter: { type: 'text' },
      },
      {
        key: 'roleId',
        name: t('bd.office.roles'),
        width: 200,
        filter: { type: 'text' },
        slot: (row) => row.roles.map((r) => <Tag key={r.id}>{r.name}</Tag>),
      },
      { type: 'text', key: 'scopeText', name: t('bd.office.scope'), width: 150 },
      {
        key: 'isEnabled',
        name: t('bd.office.enabled'),
        sortable: true,
        width: 100,
        filter: { type: 'select', options: YES_NO(t) },
        slot: (row) => (
          <Tag color={row.isEnabled ? 'green' : 'red'}>
            {row.isEnabled ? t('bd.common.enabled') : t('bd.common.disabled')}
          </Tag>
        ),
      },
      {
        key: 'mustChangePassword',
        name: t('bd.office.mustChange'),
        width: 110,
        filter: { type: 'select', options: YES_NO(t) },
        slot: (row) => (row.mustChangePassword ? t('bd.common.yes') : t('bd.common.no')),
      },
      { key: 'lastLoginTime', name: t('bd.office.lastLogin'), type: 'datetime', sortable: true, width: 150 },
      { key: 'createdTime', name: t('bd.office.createdTime'), type: 'datetime', sortable: true, width: 150 },
    ],
    [t],
  );

  return (
    <Card variant="borderless" data-testid="office-list">
      <div className="bd-toolbar" style={{ marginBottom: 12 }}>
        <span>{t('bd.office.hint')}</span>
        <div className="bd-toolbar__actions">
          <ExportButton path={OfficePaths.exportUserList} params={lastParams} fallbackName="用户信息.xlsx" />
        </div>
      </div>
      <DataTable<TOfficeUserRow>
        columns={columns}
        queryKey={['bd', 'officeList']}
        request={request}
        rowKey={(r) => r.userId}
      />
    </Card>
  );
}
