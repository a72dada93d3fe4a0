import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../feedback';
import './basic-data.css';
import './i18n';

/**
 * Shows a one-time password once, with copy; closing the dialog forgets it. `subject` says whose
 * account it is (the employee just created).
 */
export function OneTimePasswordModal({
  account,
  password,
  subject,
  onClose,
}: {
  account: string;
  password: string | null;
  subject?: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const copy = async () => {
    if (!password) return;
    try {
      await navigator.clipboard.writeText(password);
      toastSuccess(t('bd.office.copied'));
    } catch {
      toastError(t('bd.office.copyFailed'));
    }
  };
  return (
    <Modal
      open={password !== null}
      title={t('bd.office.passwordTitle', { account })}
      onCancel={onClose}
      onOk={onClose}
      okText={t('bd.office.passwordDone')}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      destroyOnHidden
      data-testid="one-time-password-modal"
    >
      <Alert type="warning" showIcon className="bd-alert" title={t('bd.office.passwordOnce')} />
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          ...(subject ? [{ key: 'subject', label: t('bd.office.employee'), children: subject }] : []),
          { key: 'account', label: t('bd.office.account'), children: account },
          {
            key: 'password',
            label: t('bd.office.oneTimePassword'),
            children: (
              <span className="bd-password-row">
                <Typography.Text className="bd-password" data-testid="one-time-password">
                  {password}
                </Typography.Text>
                <Button size="small" icon={<CopyOutlined />} onClick={copy}>
                  {t('bd.office.copy')}
                </Button>
              </span>
            ),
          },
        ]}
      />
    </Modal>
  );
}
