import { PlusOutlined } from '@ant-design/icons';
import {
  NEW_HIRE_ROLE_ID,
  SCOPE_KINDS,
  type ScopeKind,
  type TRoleRow,
  ZCreateRoleRequestSchema,
  ZRenameRoleRequestSchema,
} from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createRole, getRoleList, renameRole, roleKeys, setRoleDisabled } from '../../api/role';
import { useEditable } from '../../components/EditAccess';
import { useSaveForm } from '../../components/SaveForm';
import { toastSuccess } from '../../feedback';
import { pagePath } from '../../router/paths';
import { orDash } from '../../utils/text';
import './role-i18n';

type Dialog = { kind: 'create' } | { kind: 'rename'; role: TRoleRow } | null;

export function RoleStatusTag({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return <Tag color={disabled ? 'default' : 'success'}>{disabled ? t('role.disabled') : t('role.enabled')}</Tag>;
}

/** 角色权限 (spec §2 /system/rolePermissions): the roles, with create, rename and disable. */
export default function RoleListPage() {
  const { t } = useTranslation();
  const editable = useEditable('RolePermissions');
  const queryClient = useQueryClient();
  const roles = useQuery({ queryKey: roleKeys.list, queryFn: getRoleList });
  const [dialog, setDialog] = useState<Dialog>(null);
  const toggle = useMutation({
    mutationFn: (role: TRoleRow) => setRoleDisabled(role.roleId, !role.disabled),
    onSuccess: async (_, role) => {
      await queryClient.invalidateQueries({ queryKey: roleKeys.all });
      toastSuccess(role.disabled ? t('role.enabledDone') : t('role.disabledDone'));
    },
  });

  return (
    <Card
      variant="borderless"
      data-testid="role-list"
      title={t('route.rolePermissions')}
      extra={
        editable && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ kind: 'create' })}
            data-testid="role-create"
          >
            {t('role.create')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('role.hint')}</Typography.Paragraph>
      <Table<TRoleRow>
        rowKey="roleId"
        size="middle"
        loading={roles.isPending}
        dataSource={roles.data ?? []}
        pagination={false}
        scroll={{ x: 960 }}
        rowClassName={(r) => (r.disabled ? 'role-row-disabled' : '')}
        columns={[
          {
            key: 'roleId',
            title: t('role.roleId'),
            width: 110,
            render: (_, r) => (
              <Link to={pagePath('rolePermissionsDetail', { roleId: r.roleId })} data-testid="role-link">
                {r.roleId}
              </Link>
            ),
          },
          { key: 'name', title: t('role.name'), dataIndex: 'name', width: 180 },
          {
            key: 'scope',
            title: t('role.scope'),
            width: 150,
            render: (_, r) => t(`role.scopeKinds.${r.scopeKind}`),
          },
          { key: 'users', title: t('role.userCount'), dataIndex: 'userCount', width: 90, align: 'right' },
          { key: 'menus', title: t('role.grantCount'), dataIndex: 'grantCount', width: 90, align: 'right' },
          {
            key: 'status',
            title: t('role.status'),
            width: 90,
            render: (_, r) => <RoleStatusTag disabled={r.disabled} />,
          },
          { key: 'description', title: t('role.description'), ellipsis: true, render: (_, r) => orDash(r.description) },
          {
            key: 'actions',
            title: t('role.actions'),
            width: 200,
            fixed: 'right',
            render: (_, r) => (
              <Space size={0}>
                <Link to={pagePath('rolePermissionsDetail', { roleId: r.roleId })}>
                  <Button type="link" size="small">
                    {t('role.detail')}
                  </Button>
                </Link>
                {editable && (
                  <Button type="link" size="small" onClick={() => setDialog({ kind: 'rename', role: r })}>
                    {t('role.rename')}
                  </Button>
                )}
                {editable && !(r.roleId === NEW_HIRE_ROLE_ID && !r.disabled) && (
                  <Popconfirm
                    title={
                      r.disabled
                        ? t('role.enableConfirm', { name: r.name })
                        : t('role.disableConfirm', { name: r.name, count: r.userCount })
                    }
                    onConfirm={() => toggle.mutateAsync(r)}
                  >
                    <Button type="link" size="small" danger={!r.disabled} data-testid="role-toggle">
                      {r.disabled ? t('role.enable') : t('role.disable')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {dialog && <RoleDialog dialog={dialog} onClose={() => setDialog(null)} />}
    </Card>
  );
}

/** 新增角色 / 修改角色: the id and the data scope only when creating (they never change). */
function RoleDialog({ dialog, onClose }: { dialog: NonNullable<Dialog>; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const creating = dialog.kind === 'create';
  const { submit, saving, onValuesChange } = useSaveForm({
    form,
    schema: creating ? ZCreateRoleRequestSchema : ZRenameRoleRequestSchema,
    save: (body) => (creating ? createRole(body as never) : renameRole(body as never)),
    invalidates: roleKeys.all,
    onSaved: () => {
      toastSuccess(creating ? t('role.created') : t('role.renamed'));
      onClose();
    },
  });
  const initial =
    dialog.kind === 'rename'
      ? { roleId: dialog.role.roleId, name: dialog.role.name, description: dialog.role.description }
      : { roleId: '', name: '', description: '', scopeKind: 'store' as ScopeKind };
  return (
    <Modal
      open
      title={creating ? t('role.create') : t('role.renameTitle')}
      onCancel={onClose}
      onOk={() => submit(form.getFieldsValue(true))}
      confirmLoading={saving}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'role-dialog-ok' } as never}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={onValuesChange}
        data-testid="role-dialog"
      >
        <Form.Item name="roleId" label={t('role.roleId')} required extra={creating ? t('role.roleIdHelp') : undefined}>
          <Input disabled={!creating} maxLength={16} />
        </Form.Item>
        <Form.Item name="name" label={t('role.name')} required>
          <Input maxLength={64} />
        </Form.Item>
        {creating && (
          <Form.Item name="scopeKind" label={t('role.scope')} required>
            <Select options={SCOPE_KINDS.map((k) => ({ value: k, label: t(`role.scopeKinds.${k}`) }))} />
          </Form.Item>
        )}
        <Form.Item name="description" label={t('role.description')}>
          <Input.TextArea maxLength={200} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
