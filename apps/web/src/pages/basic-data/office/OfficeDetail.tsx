import { CheckCircleOutlined, EditOutlined, KeyOutlined, StopOutlined } from '@ant-design/icons';
import { type TOfficeUserDetail, ZUpdateUserRequestSchema } from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input, Modal, Popconfirm, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getRoleOptions, getUserDetail, resetUserPassword, setUserEnabled, updateUser } from '../../../api/basic-data';
import { toastError, toastSuccess } from '../../../feedback';
import { formatDateTime } from '../../../utils/date';
import { orDash, useEditable } from '../shared/components';
import { serverFieldErrors, zodFieldErrors } from '../shared/form-errors';
import { OneTimePasswordModal } from '../shared/OneTimePassword';
import { useOrgUnits } from '../shared/options';
import { PageState } from '../shared/PageState';
import { useIdParam } from '../shared/useIdParam';

/** 用户详情: an account, its roles and scope; enable/disable, reset password, edit roles and org. */
export default function OfficeDetailPage() {
  const id = useIdParam();
  const query = useQuery({
    queryKey: ['bd', 'officeDetail', id],
    queryFn: () => getUserDetail(id as number),
    enabled: id !== null,
  });
  return (
    <PageState id={id} loading={query.isPending} error={query.isError} backTo="/basicData/Office">
      {() => <OfficeDetailView user={query.data as TOfficeUserDetail} />}
    </PageState>
  );
}

function OfficeDetailView({ user }: { user: TOfficeUserDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editable = useEditable('Office');
  const [password, setPassword] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['bd'] });

  const toggle = useMutation({
    mutationFn: () => setUserEnabled(user.userId, !user.isEnabled),
    onSuccess: async () => {
      toastSuccess(user.isEnabled ? t('bd.office.disabledDone') : t('bd.office.enabledDone'));
      await refresh();
    },
  });
  const reset = useMutation({
    mutationFn: () => resetUserPassword(user.userId),
    onSuccess: async (result) => {
      setPassword(result.oneTimePassword);
      await refresh();
    },
  });

  return (
    <Card
      variant="borderless"
      data-testid="office-detail"
      title={`${user.displayName} (${user.account})`}
      extra={
        editable && (
          <Space wrap>
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="office-edit">
              {t('bd.common.edit')}
            </Button>
            <Popconfirm
              title={user.isEnabled ? t('bd.office.confirmDisable') : t('bd.office.confirmEnable')}
              onConfirm={() => toggle.mutate()}
            >
              <Button
                danger={user.isEnabled}
                icon={user.isEnabled ? <StopOutlined /> : <CheckCircleOutlined />}
                loading={toggle.isPending}
                data-testid="office-toggle"
              >
                {user.isEnabled ? t('bd.office.disable') : t('bd.office.enable')}
              </Button>
            </Popconfirm>
            <Popconfirm title={t('bd.office.confirmReset')} onConfirm={() => reset.mutate()}>
              <Button icon={<KeyOutlined />} loading={reset.isPending} data-testid="office-reset">
                {t('bd.office.resetPassword')}
              </Button>
            </Popconfirm>
          </Space>
        )
      }
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} styles={{ label: { width: 140 } }}>
        <Descriptions.Item label={t('bd.office.account')}>{user.account}</Descriptions.Item>
        <Descriptions.Item label={t('bd.staff.name')}>{user.displayName}</Descriptions.Item>
        <Descriptions.Item label={t('bd.staff.employeeId')}>
          {user.employeeId ? `${user.employeeName ?? ''}-${user.employeeId}` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.staff.email')}>{orDash(user.email)}</Descriptions.Item>
        <Descriptions.Item label={t('bd.staff.orgUnit')}>{user.orgUnitName}</Descriptions.Item>
        <Descriptions.Item label={t('bd.office.scope')}>{user.scopeText}</Descriptions.Item>
        <Descriptions.Item label={t('bd.office.roles')} span={2}>
          {user.roles.map((r) => (
            <Tag key={r.id}>
              {r.name}（{r.scopeText}）
            </Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.office.enabled')}>
          <Tag color={user.isEnabled ? 'green' : 'red'}>
            {user.isEnabled ? t('bd.common.enabled') : t('bd.common.disabled')}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.office.mustChange')}>
          {user.mustChangePassword ? t('bd.common.yes') : t('bd.common.no')}
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.office.sessions')}>{user.activeSessionCount}</Descriptions.Item>
        <Descriptions.Item label={t('bd.office.lastLogin')}>
          {formatDateTime(user.lastLoginTime) || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('bd.office.createdTime')}>{formatDateTime(user.createdTime)}</Descriptions.Item>
        <Descriptions.Item label={t('bd.office.menus')} span={2}>
          {user.menus.map((m) => (
            <Tag key={m.menuCode} color={m.isEdit === 1 ? 'blue' : undefined}>
              {m.menuCode}
              {m.isEdit === 1 ? ` · ${t('bd.office.editRight')}` : ''}
            </Tag>
          ))}
        </Descriptions.Item>
      </Descriptions>
      {user.employeeId && (
        <p style={{ marginTop: 12 }}>
          <Link to="/basicData/staffList">{t('bd.office.toStaff')}</Link>
        </p>
      )}

      <OneTimePasswordModal account={user.account} password={password} onClose={() => setPassword(null)} />
      {editing && <EditUserModal user={user} onClose={() => setEditing(false)} />}
    </Card>
  );
}

function EditUserModal({ user, onClose }: { user: TOfficeUserDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const roles = useQuery({ queryKey: ['bd', 'roleOptions'], queryFn: getRoleOptions });
  const units = useOrgUnits();
  const save = useMutation({
    mutationFn: updateUser,
    onSuccess: async () => {
      toastSuccess(t('bd.common.saved'));
      await queryClient.invalidateQueries({ queryKey: ['bd'] });
      onClose();
    },
    onError: (error) => {
      const { fields, message } = serverFieldErrors(error, ZUpdateUserRequestSchema);
      form.setFields(fields);
      if (message) toastError(message);
    },
  });
  const submit = (values: Record<string, unknown>) => {
    const parsed = ZUpdateUserRequestSchema.safeParse({
      userId: user.userId,
      updatedTime: user.updatedTime,
      ...values,
    });
    if (!parsed.success) {
      form.setFields(zodFieldErrors(parsed.error.issues));
      return;
    }
    save.mutate(parsed.data);
  };
  return (
    <Modal
      open
      title={t('bd.office.editTitle', { account: user.account })}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      okText={t('bd.common.save')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          displayName: user.displayName,
          email: user.email,
          orgUnitId: user.orgUnitId,
          roleIds: user.roles.map((r) => r.id),
        }}
      >
        <Form.Item name="displayName" label={t('bd.staff.name')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="email" label={t('bd.staff.email')}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="orgUnitId" label={t('bd.staff.orgUnit')}>
          <Select
            showSearch
            optionFilterProp="label"
            options={(units.data ?? []).map((u) => ({ label: u.name, value: u.id }))}
          />
        </Form.Item>
        <Form.Item name="roleIds" label={t('bd.office.roles')}>
          <Select
            mode="multiple"
            options={(roles.data ?? []).map((r) => ({
              label: `${r.name}（${r.scopeText}）`,
              value: r.id,
              disabled: !r.grantable,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
