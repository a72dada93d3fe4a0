import {
  NOTIFY_CHANNEL_TEXT,
  NOTIFY_KIND_TEXT,
  NOTIFY_STATUS_TEXT,
  type TNotifyChannel,
  type TNotifyKind,
  type TNotifyStatus,
} from '@hris/contract';
import { useTranslation } from 'react-i18next';

/**
 * The contract's channel, kind and status names in the interface language (the server's
 * `channelText` and the like are Chinese only).
 */
export function useNotifyLabels() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en-US' ? 'en' : 'zh';
  return {
    channel: (channel: TNotifyChannel) => NOTIFY_CHANNEL_TEXT[channel][lang],
    kind: (kind: TNotifyKind) => NOTIFY_KIND_TEXT[kind][lang],
    status: (status: TNotifyStatus) => NOTIFY_STATUS_TEXT[status][lang],
  };
}
