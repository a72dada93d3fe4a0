import addressparser from 'nodemailer/lib/addressparser';
import { sendDingtalk } from './dingtalk';
import { sendEmail } from './email';
import { sendFeishu } from './feishu';
import { channelTexts } from './texts';
import type {
  ChannelConfig,
  EmailChannelConfig,
  NotifyChannelKind,
  OutgoingMessage,
  SendOptions,
  SendResult,
  WebhookChannelConfig,
} from './types';
import { sendWecom } from './wecom';

export type * from './types';

const DEFAULT_TIMEOUT_MS = 5000;

/**
 * Sends one message over one channel. Never throws: an unusable setting, a refusal, a timeout or a
 * bug of ours all come back as a result, its answer cleared of the secret, the password and the
 * webhook's key or token.
 */
export async function sendVia(
  kind: NotifyChannelKind,
  config: ChannelConfig,
  message: OutgoingMessage,
  options?: SendOptions,
): Promise<SendResult> {
  const timeoutMs = options?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options?.now ?? new Date();
  let result: SendResult;
  try {
    const invalid = validateChannelConfig(kind, config);
    if (invalid) result = { ok: false, retry: false, answer: invalid };
    else if (kind === 'email') result = await sendEmail(config as EmailChannelConfig, message, timeoutMs);
    else if (kind === 'wecom') result = await sendWecom(config as WebhookChannelConfig, message, timeoutMs);
    else if (kind === 'dingtalk') result = await sendDingtalk(config as WebhookChannelConfig, message, timeoutMs, now);
    else result = await sendFeishu(config as WebhookChannelConfig, message, timeoutMs, now);
  } catch (error) {
    // Not the platform's doing: our bug, which a retry would meet again.
    result = {
      ok: false,
      retry: false,
      answer: channelTexts.failed(error instanceof Error ? error.message : String(error)),
    };
  }
  return { ...result, answer: redact(result.answer, secretsOf(config)) };
}

/** Why a channel's settings cannot send, in Chinese for the administrator, or null when they can. */
export function validateChannelConfig(kind: NotifyChannelKind, config: ChannelConfig): string | null {
  if (!config || typeof config !== 'object') return channelTexts.configMissing;
  if (kind === 'email') return validateEmail(config as Partial<EmailChannelConfig>);
  if (kind === 'wecom' || kind === 'dingtalk' || kind === 'feishu') {
    return validateWebhook(kind, config as Partial<WebhookChannelConfig>);
  }
  return channelTexts.unknownKind(String(kind));
}

function validateEmail(config: Partial<EmailChannelConfig>): string | null {
  if (!isFilled(config.host)) return channelTexts.hostMissing;
  const { port } = config;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) return channelTexts.portInvalid;
  if (!isFilled(config.from)) return channelTexts.fromMissing;
  const from = addressparser(config.from, { flatten: true });
  if (from.length !== 1 || !/^[^\s@]+@[^\s@]+$/.test(from[0].address)) return channelTexts.fromInvalid;
  if (isFilled(config.user) !== isFilled(config.password)) return channelTexts.credentialsHalf;
  return null;
}

function validateWebhook(kind: 'wecom' | 'dingtalk' | 'feishu', config: Partial<WebhookChannelConfig>): string | null {
  if (!isFilled(config.webhookUrl)) return channelTexts.webhookMissing;
  let url: URL;
  try {
    url = new URL(config.webhookUrl.trim());
  } catch {
    return channelTexts.webhookInvalid;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return channelTexts.webhookInvalid;
  if (url.username || url.password) return channelTexts.webhookCredentials;
  if (kind === 'wecom' && !url.searchParams.get('key')) return channelTexts.wecomKeyMissing;
  if (kind === 'dingtalk' && !url.searchParams.get('access_token')) return channelTexts.dingtalkTokenMissing;
  return null;
}

function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * What the answer must never show: the secret, the SMTP password, and the webhook's credentials —
 * its query values (`key`, `access_token`) and long path segments (飞书's hook id).
 */
function secretsOf(config: ChannelConfig): string[] {
  if (!config || typeof config !== 'object') return [];
  const { secret, password, webhookUrl } = config as Partial<WebhookChannelConfig & EmailChannelConfig>;
  const found = [secret, password];
  if (typeof webhookUrl === 'string') {
    try {
      const url = new URL(webhookUrl.trim());
      found.push(...url.searchParams.values(), ...url.pathname.split('/').filter((segment) => segment.length >= 16));
    } catch {
      found.push(webhookUrl);
    }
  }
  // As written and as a URL writes it; longest first, so that a secret holding another is hidden whole.
  const filled = found.filter(isFilled);
  return [...new Set([...filled, ...filled.map(encodeURIComponent)])].sort((a, b) => b.length - a.length);
}

function redact(answer: string, secrets: string[]): string {
  return secrets.reduce((text, secret) => text.split(secret).join('***'), answer);
}
