import { NotificationOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NotifyChannels } from './NotifyChannels';
import { NotifyOutbox } from './NotifyOutbox';

/** 接口中心 › 消息通知: the channels messages also go out on, and what was sent. */
export function NotifySection({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="notify-section" data-testid="notify-section">
      <Typography.Paragraph type="secondary" className="interface-centre__hint">
        <NotificationOutlined /> {t('interfaceCentre.notify.hint')}
      </Typography.Paragraph>
      <NotifyChannels editable={editable} />
      <NotifyOutbox editable={editable} />
    </div>
  );
}
