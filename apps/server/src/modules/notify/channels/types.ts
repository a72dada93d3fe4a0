export type NotifyChannelKind = 'email' | 'wecom' | 'dingtalk' | 'feishu';

export interface EmailChannelConfig {
  host: string;
  port: number;
  /** true: TLS from the first byte (port 465); false: plain, upgraded by STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

/** wecom ignores secret (the key is in its URL). */
export interface WebhookChannelConfig {
  webhookUrl: string;
  secret?: string;
}

export type ChannelConfig = EmailChannelConfig | WebhookChannelConfig;

/** One message to one person. All text is Chinese, already composed by the caller. */
export interface OutgoingMessage {
  /** Idempotency key, unique per message (e.g. 'todo:123:email'); the same key is sent again on a retry. */
  key: string;
  /** e.g. 您有新的待办：员工入职 */
  title: string;
  /** e.g. ['人员：张三（10023）', '门店：上海淮海中路店', '步骤：区域HR审核', '办理期限：2026-12-01 18:00'] */
  lines: string[];
  /** Absolute URL to open the work in HRIS. */
  link?: string;
  /** e.g. 去办理 (default 打开 HRIS) */
  linkText?: string;
  /** imId: the person's 企业微信 userid / mobile / 飞书 open_id used to @-mention them. */
  to: { name: string; email?: string | null; imId?: string | null };
}

export interface SendResult {
  ok: boolean;
  /** The platform's answer, shown to the administrator as is, e.g. 'errcode 0: ok', '250 2.0.0 Ok: queued', 'HTTP 500', '超时（5000 ms）'. Never contains the secret. */
  answer: string;
  /** false when retrying cannot help (bad configuration, signature refused, recipient has no address); true for 5xx, timeouts, connection errors, rate limits. */
  retry: boolean;
}

export interface SendOptions {
  /** Default 5000 ms. */
  timeoutMs?: number;
  /** The clock the signatures use; the platforms refuse a timestamp more than an hour off. */
  now?: Date;
}
