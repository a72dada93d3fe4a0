import { CheckCircleOutlined, EditOutlined, KeyOutlined, StopOutlined, UnlockOutlined } from '@ant-design/icons';
import { employeeLabel, type TOfficeUserDetail, ZUpdateUserRequestSchema } from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, type ButtonProps, Card, Form, Modal, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getUserDetail, resetUserPassword, setUserEnabled, updateUser } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import { useEditable } from '../../../components/EditAccess';
import { SelectItem, TextItem } from '../../../components/FormFields';
import { DetailGrid, RecordPage } from '../../../components/RecordPage';
import { useSaveForm } from '../../../components/SaveForm';
import { toastSuccess } from '../../../feedback';
import { menuTitle } from '../../../router/menu-title';
import { formatDateTime } from '../../../utils/date';
import { orDash } from '../../../utils/text';
import { OneTimePasswordModal } from '../shared/OneTimePassword';
import { useOrgUnits, useRoleOptions } from '../shared/options';
import { EnabledTag } from '../shared/tags';
import { getAccountLockState, unlockAccount } from './login-lock';
import '../shared/basic-data.css';
import '../shared/i18n';

/**
 * 用户详情: an account, its roles and scope, whether its sign-in is throttled; enable/disable,
 * reset password, unlock sign-in, edit roles and org.
 */
export default function OfficeDetailPage() {
  return (
    <RecordPage queryKey={bdKeys.record('officeDetail')} fetch={getUserDetail}>
      {(user) => <OfficeDetailView user={user} />}
    </RecordPage>
  );
}

function OfficeDetailView({ user }: { user: TOfficeUserDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editable = useEditable('Office');
  const [password, setPassword] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: bdKeys.all });
  const lockState = useQuery({
    queryKey: bdKeys.loginLock(user.account),
    queryFn: () => getAccountLockState(user.account),
  });

  const toggle = useMutation({
    mutationFn: () => setUserEnabled(user.userId, !user.isEnabled),
    onSuccess: async () => {
      toastSuccess(user.isEnabled ? t('bd.office.disabledDone') : t('bd.office.enabledDone'));
      await refresh();
    },
  });
  const unlock = useMutation({
    mutationFn: () => unlockAccount(user.account),
    onSuccess: async () => {
      toastSuccess(t('bd.office.unlocked'));
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
              {t('common.edit')}
            </Button>
            <Popconfirm
              title={user.isEnabled ? t('bd.office.confirmDisable') : t('bd.office.confirmEnable')}
              onConfirm={() => toggle.mutate()}
              okButtonProps={{ danger: user.isEnabled }}
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
            <Popconfirm title={t('bd.office.confirmUnlock')} onConfirm={() => unlock.mutate()}>
              <Button icon={<UnlockOutlined />} loading={unlock.isPending} data-testid="office-unlock">
                {t('bd.office.unlock')}
              </Button>
            </Popconfirm>
          </Space>
        )
      }
    >
      <DetailGrid
        columns={2}
        testId="office-basic"
        items={[
          { key: 'account', label: t('bd.office.account'), children: user.account },
          { key: 'name', label: t('bd.staff.name'), children: user.displayName },
          {
            key: 'employee',
            label: t('bd.office.employee'),
            children: user.employeeId ? employeeLabel(user.employeeName ?? user.displayName, user.employeeId) : '—',
          },
          { key: 'email', label: t('bd.staff.email'), children: orDash(user.email) },
          { key: 'imId', label: t('notifySettings.imId'), children: orDash(user.imId) },
          { key: 'orgUnit', label: t('bd.staff.orgUnit'), children: user.orgUnitName },
          { key: 'scope', label: t('bd.office.scope'), children: user.scopeText },
          {
            key: 'roles',
            label: t('bd.office.roles'),
            span: 2,
            children: (
              <span data-testid="office-roles">
                {user.roles.map((r) => (
                  <Tag key={r.id}>
                    {r.name}（{r.scopeText}）
                  </Tag>
                ))}
              </span>
            ),
          },
          {
            key: 'enabled',
            label: t('bd.office.enabled'),
            children: (
              <span data-testid="office-enabled">
                <EnabledTag enabled={user.isEnabled} />
              </span>
            ),
          },
          {
            key: 'mustChange',
            label: t('bd.office.mustChange'),
            children: user.mustChangePassword ? t('common.yes') : t('common.no'),
          },
          {
            key: 'loginLock',
            label: t('bd.office.loginLock'),
            children: (
              <span data-testid="office-login-lock">
                {!lockState.data ? (
                  '—'
                ) : lockState.data.locked ? (
                  <Tag color="red">
                    {t('bd.office.lockedUntil', { time: formatDateTime(lockState.data.lockedUntil) })}
                  </Tag>
                ) : (
                  <Tag>{t('bd.office.notLocked')}</Tag>
                )}
                {lockState.data && lockState.data.failures > 0
                  ? t('bd.office.lockFailures', { n: lockState.data.failures })
                  : null}
              </span>
            ),
          },
          { key: 'sessions', label: t('bd.office.sessions'), children: user.activeSessionCount },
          { key: 'lastLogin', label: t('bd.office.lastLogin'), children: formatDateTime(user.lastLoginTime) || '—' },
          {
            key: 'created',
            label: t('bd.office.createdTime'),
            span: 'filled',
            children: formatDateTime(user.createdTime),
          },
          {
            key: 'menus',
            label: t('bd.office.menus'),
            span: 'filled',
            children: <MenuTags menus={user.menus} />,
          },
        ]}
      />
      <OneTimePasswordModal account={user.account} password={password} onClose={() => setPassword(null)} />
      {editing && <EditUserModal user={user} onClose={() => setEditing(false)} />}
    </Card>
  );
}

/** The menus an account opens, by their sidebar names: the editable ones, then the read-only. */
function MenuTags({ menus }: { menus: TOfficeUserDetail['menus'] }) {
  const { t } = useTranslation();
  const groups = [
    { key: 'edit', label: t('bd.office.menusEdit'), color: 'blue', items: menus.filter((m) => m.isEdit === 1) },
    { key: 'read', label: t('bd.office.menusRead'), color: undefined, items: menus.filter((m) => m.isEdit !== 1) },
  ].filter((g) => g.items.length > 0);
  if (groups.length === 0) return <>—</>;
  return (
    <div className="bd-menus" data-testid="office-menus">
      {groups.map((group) => (
        <div key={group.key} className="bd-menus__group">
          <span className="bd-menus__label">{group.label}</span>
          <Space size={[4, 6]} wrap>
            {group.items.map((m) => (
              <Tag key={m.menuCode} color={group.color} title={m.menuCode}>
                {menuTitle(m.menuCode, t)}
              </Tag>
            ))}
          </Space>
        </div>
      ))}
    </div>
  );
}

function EditUserModal({ user, onClose }: { user: TOfficeUserDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const roles = useRoleOptions();
  // Any unit in scope: a store HR's account belongs to its store.
  const units = (useOrgUnits().data ?? []).map((u) => ({ label: u.name, value: u.id }));
  const { submit, saving, onValuesChange } = useSaveForm({
    form,
    schema: ZUpdateUserRequestSchema,
    invalidates: bdKeys.all,
    save: updateUser,
    onSaved: () => {
      toastSuccess(t('bd.office.savedSignedOut'));
      onClose();
    },
  });
  return (
    <Modal
      open
      title={t('bd.office.editTitle', { account: user.account })}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('common.save')}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'office-edit-save' } as ButtonProps}
    >
      <Form
        form={form}
        onValuesChange={onValuesChange}
        layout="vertical"
        onFinish={(values: Record<string, unknown>) =>
          submit({ userId: user.userId, updatedTime: user.updatedTime, ...values })
        }
        initialValues={{
          displayName: user.displayName,
          email: user.email,
          imId: user.imId,
          orgUnitId: user.orgUnitId,
          roleIds: user.roles.map((r) => r.id),
        }}
      >
        <TextItem name="displayName" label={t('bd.staff.name')} required maxLength={64} />
        <TextItem name="email" label={t('bd.staff.email')} maxLength={128} />
        <TextItem name="imId" label={t('notifySettings.imId')} maxLength={64} extra={t('notifySettings.imIdHelp')} />
        <SelectItem
          name="orgUnitId"
          label={t('bd.staff.orgUnit')}
          required
          options={units}
          extra={t('bd.office.scopeHint')}
        />
        <SelectItem name="roleIds" label={t('bd.office.roles')} required multiple options={roles} />
      </Form>
    </Modal>
  );
}
