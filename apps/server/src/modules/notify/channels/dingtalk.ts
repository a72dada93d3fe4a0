import { createHmac } from 'node:crypto';
import { addressLine, linkTextOf, mentionId, robotText, safeLink } from './compose';
import { postToRobot, type RobotPlatform, readErrcode } from './robot-http';
import type { OutgoingMessage, SendResult, WebhookChannelConfig } from './types';

const dingtalk: RobotPlatform = {
  codeName: 'errcode',
  read: readErrcode,
  // 130101: send too fast (20 messages a minute per robot, then 10 minutes' pause); 410100: the
  // same limit under the newer numbering; -1: system busy. 310000 (sign not match, keywords not in
  // content, ip not in whitelist) and token errors are final: the robot's settings refuse us.
  retryCodes: new Set([130101, 410100, -1]),
};

/** 加签: HMAC-SHA256 keyed with the secret over `timestamp + "\n" + secret`, in base64. */
export function dingtalkSign(secret: string, timestampMs: number): string {
  return createHmac('sha256', secret).update(`${timestampMs}\n${secret}`).digest('base64');
}

/** The webhook URL, with `timestamp` (ms) and `sign` added when the robot signs; URL-encoding the sign. */
export function dingtalkUrl(config: WebhookChannelConfig, now: Date): string {
  if (!config.secret) return config.webhookUrl;
  const url = new URL(config.webhookUrl);
  const timestamp = now.getTime();
  url.searchParams.set('timestamp', String(timestamp));
  url.searchParams.set('sign', dingtalkSign(config.secret, timestamp));
  return url.href;
}

/**
 * An actionCard with one button when there is a link, else markdown. DingTalk mentions a person
 * only when `at` names them AND the text holds `@` + the same mobile or userId; an id of digits is
 * taken for a mobile.
 */
export function dingtalkBody(message: OutgoingMessage) {
  const link = safeLink(message.link);
  const mention = mentionId(message);
  const title = robotText(message.title);
  const text = [`#### ${title}`, ...message.lines.map(robotText), addressLine(message, (id) => `@${id}`)]
    .filter((line) => line !== null)
    .join('\n\n');
  const isMobile = mention !== null && /^\+?\d[\d-]{4,19}$/.test(mention);
  const at = mention && (isMobile ? { atMobiles: [mention] } : { atUserIds: [mention] });
  const card = link
    ? { msgtype: 'actionCard', actionCard: { title, text, singleTitle: linkTextOf(message), singleURL: link } }
    : { msgtype: 'markdown', markdown: { title, text } };
  return at ? { ...card, at } : card;
}

export function sendDingtalk(
  config: WebhookChannelConfig,
  message: OutgoingMessage,
  timeoutMs: number,
  now: Date,
): Promise<SendResult> {
  return postToRobot(dingtalk, dingtalkUrl(config, now), dingtalkBody(message), timeoutMs);
}
