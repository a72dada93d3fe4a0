import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../feedback';

/** Shows a one-time password once, with copy; closing the dialog forgets it. */
export function OneTimePasswordModal({
  account,
  password,
  onClose,
}: {
  account: string;
  password: string | null;
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
    >
      <Alert type="warning" showIcon message={t('bd.office.passwordOnce')} style={{ marginBottom: 12 }} />
      <Space>
        <Typography.Text className="bd-password" data-testid="one-time-password">
          {password}
        </Typography.Text>
        <Button icon={<CopyOutlined />} onClick={copy}>
          {t('bd.office.copy')}
        </Button>
      </Space>
    </Modal>
  );
}
