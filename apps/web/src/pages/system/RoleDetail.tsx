import type { TOfficeUserRow, TRoleDetail, TRoleUser } from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Empty, Popconfirm, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { addRoleUser, getRoleDetail, removeRoleUser, roleKeys, saveRoleGrants, searchUsers } from '../../api/role';
import { useEditable } from '../../components/EditAccess';
import { PageState } from '../../components/PageState';
import { DetailGrid } from '../../components/RecordPage';
import { toastSuccess } from '../../feedback';
import { useListPath } from '../../router/paths';
import { orDash } from '../../utils/text';
import { RoleStatusTag } from './RoleList';
import {
  cellState,
  type Grants,
  grantList,
  grantsFrom,
  MATRIX_ROWS,
  type MatrixRow,
  sameGrants,
  setEditable,
  setVisible,
} from './role-matrix';
import './role-i18n';

/** 角色权限详情 (spec §2 hidden /system/rolePermissionsDetail?roleId=…): the menu matrix and the users. */
export default function RoleDetailPage() {
  const [search] = useSearchParams();
  const roleId = search.get('roleId');
  const list = useListPath();
  const detail = useQuery({
    queryKey: roleKeys.detail(roleId ?? ''),
    queryFn: () => getRoleDetail(roleId as string),
    enabled: !!roleId,
  });
  return (
    <PageState id={roleId ? 0 : null} loading={detail.isPending} error={detail.isError} backTo={list}>
      {() => <RoleDetail role={detail.data as TRoleDetail} />}
    </PageState>
  );
}

function RoleDetail({ role }: { role: TRoleDetail }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="role-detail">
      <Card
        variant="borderless"
        title={`${role.name} · ${role.roleId}`}
        extra={<RoleStatusTag disabled={role.disabled} />}
      >
        <DetailGrid
          items={[
            { key: 'id', label: t('role.roleId'), children: role.roleId },
            { key: 'scope', label: t('role.scope'), children: t(`role.scopeKinds.${role.scopeKind}`) },
            { key: 'users', label: t('role.userCount'), children: role.userCount },
            { key: 'description', label: t('role.description'), children: orDash(role.description) },
          ]}
        />
      </Card>
      <Card variant="borderless">
        <Tabs
          items={[
            { key: 'menus', label: t('role.matrixTab'), children: <GrantMatrix role={role} /> },
            {
              key: 'users',
              label: t('role.usersTab', { count: role.users.length }),
              children: <RoleUsers role={role} />,
            },
          ]}
        />
      </Card>
    </Space>
  );
}

/** The menu tree of spec §2 with 可见 / 可编辑 per node; saving replaces the role's grants. */
export function GrantMatrix({ role }: { role: TRoleDetail }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en-US';
  const editable = useEditable('RolePermissions');
  const queryClient = useQueryClient();
  const saved = useMemo(() => grantsFrom(role.grants), [role.grants]);
  const [grants, setGrants] = useState<Grants>(saved);
  useEffect(() => setGrants(saved), [saved]);
  const dirty = !sameGrants(grants, saved);
  const save = useMutation({
    mutationFn: () => saveRoleGrants(role.roleId, grantList(grants)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: roleKeys.all });
      toastSuccess(t('role.saved'));
    },
  });

  const box = (row: MatrixRow, column: 'visible' | 'edit') => {
    const state = cellState(grants, row, column);
    return (
      <Checkbox
        checked={state.checked}
        indeterminate={state.indeterminate}
        disabled={!editable}
        data-testid={`grant-${column}-${row.rowKey}`}
        aria-label={`${row.zh} ${column === 'visible' ? t('role.visible') : t('role.editable')}`}
        onChange={(e) => setGrants((g) => (column === 'visible' ? setVisible : setEditable)(g, row, e.target.checked))}
      />
    );
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Alert type="info" showIcon title={editable ? t('role.matrixHint') : t('role.readOnly')} />
      <Table<MatrixRow>
        rowKey="rowKey"
        size="small"
        dataSource={MATRIX_ROWS}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        data-testid="grant-matrix"
        columns={[
          {
            key: 'menu',
            title: t('role.menu'),
            render: (_, row) => (
              <Space>
                {row.rowKey.startsWith('section:') ? (
                  <Typography.Text strong>{en ? row.en : row.zh}</Typography.Text>
                ) : (
                  <span>{en ? row.en : row.zh}</span>
                )}
                {row.code && (
                  <Typography.Text type="secondary" code>
                    {row.code}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            key: 'visible',
            title: t('role.visible'),
            width: 110,
            align: 'center',
            render: (_, row) => box(row, 'visible'),
          },
          { key: 'edit', title: t('role.editable'), width: 110, align: 'center', render: (_, row) => box(row, 'edit') },
        ]}
      />
      {editable && (
        <Space>
          <Button
            type="primary"
            disabled={!dirty}
            loading={save.isPending}
            onClick={() => save.mutate()}
            data-testid="grant-save"
          >
            {t('role.save')}
          </Button>
          <Button disabled={!dirty} onClick={() => setGrants(saved)}>
            {t('role.reset')}
          </Button>
          {dirty && <Tag color="warning">{t('role.unsaved')}</Tag>}
        </Space>
      )}
    </Space>
  );
}

/** The role's users with their org unit; add (user picker) and remove. */
export function RoleUsers({ role }: { role: TRoleDetail }) {
  const { t } = useTranslation();
  const editable = useEditable('RolePermissions');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: roleKeys.all });
  const [picked, setPicked] = useState<TOfficeUserRow | null>(null);
  const add = useMutation({
    mutationFn: (user: TOfficeUserRow) => addRoleUser(role.roleId, user.userId),
    onSuccess: async (_, user) => {
      setPicked(null);
      await refresh();
      toastSuccess(t('role.added', { name: user.displayName }));
    },
  });
  const remove = useMutation({
    mutationFn: (user: TRoleUser) => removeRoleUser(role.roleId, user.userId),
    onSuccess: async (_, user) => {
      await refresh();
      toastSuccess(t('role.removed', { name: user.displayName }));
    },
  });
  const holders = new Set(role.users.map((u) => u.userId));

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {editable && (
        <Space wrap>
          <UserPicker value={picked} onChange={setPicked} exclude={holders} />
          <Button
            type="primary"
            disabled={!picked}
            loading={add.isPending}
            onClick={() => picked && add.mutate(picked)}
            data-testid="role-user-add"
          >
            {t('role.addUser')}
          </Button>
        </Space>
      )}
      <Table<TRoleUser>
        rowKey="userId"
        size="small"
        dataSource={role.users}
        pagination={role.users.length > 20 ? { pageSize: 20 } : false}
        locale={{ emptyText: <Empty description={t('role.noUsers')} /> }}
        data-testid="role-users"
        columns={[
          { key: 'name', title: t('role.userName'), dataIndex: 'displayName' },
          { key: 'account', title: t('role.account'), dataIndex: 'account' },
          { key: 'org', title: t('role.orgUnit'), dataIndex: 'orgUnitName' },
          {
            key: 'state',
            title: t('role.userState'),
            render: (_, u) =>
              u.isEnabled ? <Tag color="success">{t('role.userEnabled')}</Tag> : <Tag>{t('role.userDisabled')}</Tag>,
          },
          ...(editable
            ? [
                {
                  key: 'actions',
                  title: t('role.actions'),
                  render: (_: unknown, u: TRoleUser) => (
                    <Popconfirm
                      title={t('role.removeConfirm', { name: u.displayName })}
                      onConfirm={() => remove.mutateAsync(u)}
                    >
                      <Button type="link" size="small" danger data-testid="role-user-remove">
                        {t('role.remove')}
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Space>
  );
}

/** Searches accounts by name or account after a short pause; users already holding the role are left out. */
function UserPicker({
  value,
  onChange,
  exclude,
}: {
  value: TOfficeUserRow | null;
  onChange: (user: TOfficeUserRow | null) => void;
  exclude: Set<number>;
}) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<TOfficeUserRow[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onSearch = (text: string) => {
    clearTimeout(timer.current);
    const keyword = text.trim();
    if (!keyword) return;
    timer.current = setTimeout(async () => {
      setLoading(true);
      try {
        setOptions((await searchUsers(keyword)).filter((u) => !exclude.has(u.userId)));
      } finally {
        setLoading(false);
      }
    }, 200);
  };
  return (
    <Select
      showSearch
      allowClear
      style={{ width: 360 }}
      placeholder={t('role.pickUser')}
      filterOption={false}
      loading={loading}
      value={value?.userId}
      onSearch={onSearch}
      onChange={(id) => onChange(options.find((u) => u.userId === id) ?? null)}
      options={options.map((u) => ({ value: u.userId, label: `${u.displayName}（${u.account}，${u.orgUnitName}）` }))}
      data-testid="role-user-picker"
    />
  );
}
