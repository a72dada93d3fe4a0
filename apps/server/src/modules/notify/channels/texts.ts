/**
 * The Chinese an administrator reads from the senders: why a channel's settings are unusable, and
 * the answers the senders word themselves. What a platform answers passes through as it is.
 */
export const channelTexts = {
  unknownKind: (kind: string) => `未知的通知渠道：${kind}`,
  configMissing: '渠道设置缺失',
  hostMissing: '请填写 SMTP 服务器地址',
  portInvalid: 'SMTP 端口须为 1–65535 之间的整数',
  fromMissing: '请填写发件人地址',
  fromInvalid: '发件人地址格式不正确',
  credentialsHalf: 'SMTP 用户名和密码须同时填写',
  webhookMissing: '请填写 Webhook 地址',
  webhookInvalid: 'Webhook 地址须是以 http:// 或 https:// 开头的完整网址',
  webhookCredentials: 'Webhook 地址不能包含用户名或密码',
  wecomKeyMissing: '企业微信 Webhook 地址缺少 key 参数',
  dingtalkTokenMissing: '钉钉 Webhook 地址缺少 access_token 参数',

  noEmail: '收件人没有邮箱',
  timeout: (ms: number) => `超时（${ms} ms）`,
  connectionFailed: (code: string) => `连接失败（${code}）`,
  unreadableAnswer: (status: number) => `HTTP ${status}：无法识别的应答`,
  failed: (detail: string) => `发送失败：${detail}`,

  /** Who a group message is for when the person cannot be @-mentioned. */
  addressee: (name: string) => `@${name}`,
  greeting: (name: string) => `${name}，您好：`,
  defaultLinkText: '打开 HRIS',
};
