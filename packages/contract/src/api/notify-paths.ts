// Apart from the schemas: the web imports these without zod (see user-paths.ts).

/**
 * Notifications outside HRIS (issue 36): the channels configured in 接口中心 (permission
 * Interface) and each user's own choices (any signed-in user). All POST.
 */
export const NotifyPaths = {
  getChannelList: '/api/Notify/GetChannelList',
  saveChannel: '/api/Notify/SaveChannel',
  testChannel: '/api/Notify/TestChannel',
  getOutboxPageList: '/api/Notify/GetOutboxPageList',
  retryOutbox: '/api/Notify/RetryOutbox',
  getMyNotifySettings: '/api/Notify/GetMySettings',
  saveMyNotifySettings: '/api/Notify/SaveMySettings',
} as const;

/** Where a message also goes: e-mail (SMTP) and the group robots of the company's IM. */
export const NOTIFY_CHANNELS = ['email', 'wecom', 'dingtalk', 'feishu'] as const;
export type TNotifyChannel = (typeof NOTIFY_CHANNELS)[number];
export const NOTIFY_CHANNEL_TEXT: Record<TNotifyChannel, { zh: string; en: string }> = {
  email: { zh: '电子邮件', en: 'E-mail' },
  wecom: { zh: '企业微信机器人', en: 'WeCom robot' },
  dingtalk: { zh: '钉钉机器人', en: 'DingTalk robot' },
  feishu: { zh: '飞书机器人', en: 'Feishu bot' },
};

/** What is sent: a new to-do, a work sent back, a work finished or stopped, a reminder, a copy (抄送), the daily digest. */
export const NOTIFY_KINDS = ['todo', 'returned', 'finished', 'overdue', 'copy', 'digest'] as const;
export type TNotifyKind = (typeof NOTIFY_KINDS)[number];
export const NOTIFY_KIND_TEXT: Record<TNotifyKind, { zh: string; en: string }> = {
  todo: { zh: '新待办', en: 'New to-do' },
  returned: { zh: '流程被退回', en: 'Work sent back' },
  finished: { zh: '我发起的流程办结或终止', en: 'My work finished or stopped' },
  overdue: { zh: '超时与催办提醒', en: 'Overdue and reminders' },
  copy: { zh: '抄送给我', en: 'Copied to me' },
  digest: { zh: '每日摘要', en: 'Daily digest' },
};

export const NOTIFY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type TNotifyStatus = (typeof NOTIFY_STATUSES)[number];
export const NOTIFY_STATUS_TEXT: Record<TNotifyStatus, { zh: string; en: string }> = {
  pending: { zh: '待发送', en: 'Waiting' },
  sending: { zh: '发送中', en: 'Sending' },
  sent: { zh: '已发送', en: 'Sent' },
  failed: { zh: '发送失败', en: 'Failed' },
  skipped: { zh: '未发送', en: 'Not sent' },
};

/** The daily digest goes out at this many minutes after midnight, China time (08:30). */
export const NOTIFY_DIGEST_MINUTE = 8 * 60 + 30;
/** Attempts before a message is given up as 发送失败 (an administrator can send it again). */
export const NOTIFY_MAX_ATTEMPTS = 6;
