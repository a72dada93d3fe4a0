import { LockOutlined } from '@ant-design/icons';
import { newPasswordProblem, normalizePassword } from '@hris/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changePassword } from '../api/user';
import { toastSuccess } from '../feedback';
import { leaveSession, useSessionStore } from '../stores/session';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Change password. Forced (no cancel) when the account must change its initial password; a
 * changed password revokes the sessions (error code 10003), so the user signs in again. The
 * passwords follow the sign-in rule (`normalizePassword`: trimmed), and the new one's rule is
 * the server's (`newPasswordProblem`), so what is accepted here can be typed in at sign-in.
 */
export function ChangePasswordModal({
  open,
  forced,
  onClose,
}: {
  open: boolean;
  forced: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const account = useSessionStore((s) => s.name);
  const mutation = useMutation({
    mutationFn: (values: Values) =>
      changePassword({
        oldPassword: normalizePassword(values.oldPassword),
        newPassword: normalizePassword(values.newPassword),
      }),
    onSuccess: async () => {
      toastSuccess(t('password.changed'));
      form.resetFields();
      await leaveSession(() => navigate('/login', { replace: true }));
    },
  });

  return (
    <Modal
      open={open}
      title={t('password.title')}
      okText={t('password.submit')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={forced ? undefined : onClose}
      closable={!forced}
      keyboard={!forced}
      mask={{ closable: !forced }}
      cancelButtonProps={forced ? { style: { display: 'none' } } : undefined}
      confirmLoading={mutation.isPending}
      forceRender
    >
      {forced && <Alert type="warning" showIcon title={t('password.forcedHint')} className="hris-password__hint" />}
      <Form<Values> form={form} layout="vertical" onFinish={(values) => mutation.mutate(values)} requiredMark={false}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
        <Form.Item
          name="oldPassword"
          label={t('password.old')}
          rules={[{ required: true, whitespace: true, message: t('password.oldRequired') }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          extra={t('password.rule')}
          rules={[
            { required: true, whitespace: true, message: t('password.newRequired') },
            {
              validator: (_, value?: string) => {
                const problem = value && normalizePassword(value) ? newPasswordProblem(value) : null;
                return problem ? Promise.reject(new Error(t(`password.${problem}`))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('password.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || normalizePassword(value) === normalizePassword(getFieldValue('newPassword') ?? '')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('password.mismatch'))),
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
