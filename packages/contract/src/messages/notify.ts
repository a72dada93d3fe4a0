import type { Catalogue } from './catalogue';

/** Notifications outside HRIS (接口中心 channels, each user's choices): refusals and results. */
export const notifyMessages = {
  'notify.allScopeOnly': {
    zh: '通知渠道与发送记录涉及全公司，仅限数据范围为“全部”的用户使用',
    en: "Notification channels and their messages concern the whole company; only users whose data scope is 'all' may use them",
  },
  'notify.required': { zh: '请填写{field}', en: 'Enter the {field}' },
  'notify.urlInvalid': {
    zh: 'Webhook 地址应以 http:// 或 https:// 开头',
    en: 'The webhook address must start with http:// or https://',
  },
  'notify.fromInvalid': {
    zh: '发件人应为邮箱地址，如 hris@example.com 或 HRIS <hris@example.com>',
    en: 'The sender must be an e-mail address, such as hris@example.com or HRIS <hris@example.com>',
  },
  'notify.secretUnused': {
    zh: '企业微信群机器人没有加签密钥，密钥包含在 Webhook 地址中',
    en: 'The WeCom group robot has no signing secret: its key is part of the webhook address',
  },
  'notify.saved': { zh: '{name}设置已保存', en: '{name} settings saved' },
  'notify.testNoEmail': {
    zh: '您的账号没有邮箱，无法发送测试邮件，请先在“通知设置”中填写邮箱',
    en: 'Your account has no e-mail address; add one under Notification settings to send a test mail',
  },
  'notify.testSent': { zh: '测试消息已发送：{answer}', en: 'Test message sent: {answer}' },
  'notify.testFailed': { zh: '测试消息发送失败：{answer}', en: 'The test message failed: {answer}' },
  'notify.notRetryable': {
    zh: '只有“发送失败”或“未发送”的通知可以重新发送',
    en: 'Only failed or unsent notifications can be sent again',
  },
  'notify.requeued': { zh: '已重新加入发送队列', en: 'Queued to be sent again' },
  'notify.channelOff': {
    zh: '{name}未启用，不能选择',
    en: '{name} is not turned on and cannot be chosen',
  },
  'notify.settingsSaved': { zh: '通知设置已保存', en: 'Notification settings saved' },
} as const satisfies Catalogue;
