import { createHmac } from 'node:crypto';
import { addressLine, linkTextOf, robotText, safeLink } from './compose';
import { postToRobot, type RobotPlatform } from './robot-http';
import type { OutgoingMessage, SendResult, WebhookChannelConfig } from './types';

const feishu: RobotPlatform = {
  codeName: 'code',
  read(json) {
    if (!json || typeof json !== 'object') return null;
    // Older answers carry only StatusCode / StatusMessage.
    const { code, msg, StatusCode, StatusMessage } = json as Record<string, unknown>;
    const number = typeof code === 'number' ? code : StatusCode;
    const message = typeof msg === 'string' ? msg : StatusMessage;
    return typeof number === 'number' ? { code: number, message: typeof message === 'string' ? message : '' } : null;
  },
  // 11232: the custom bot's rate limit (100 a minute, 5 a second); 99991400: the platform's
  // frequency limit. 19021 (sign or timestamp), 19022 (IP), 19024 (keyword) and 9499 (bad request)
  // are final.
  retryCodes: new Set([11232, 99991400]),
};

/**
 * 签名校验: unlike DingTalk, the HMAC-SHA256 is keyed with `timestamp + "\n" + secret` and hashes
 * an empty message; base64, sent in the body with the timestamp in seconds.
 */
export function feishuSign(secret: string, timestampSeconds: number): string {
  return createHmac('sha256', `${timestampSeconds}\n${secret}`).update('').digest('base64');
}

/** An interactive card: the title as header, the lines (and `<at id=…>`) as lark_md, a button to the link. */
export function feishuBody(config: WebhookChannelConfig, message: OutgoingMessage, now: Date) {
  const link = safeLink(message.link);
  const content = [...message.lines.map(robotText), addressLine(message, (id) => `<at id=${id}></at>`)]
    .filter((line) => line !== null)
    .join('\n');
  const elements: object[] = [{ tag: 'div', text: { tag: 'lark_md', content } }];
  if (link) {
    const button = {
      tag: 'button',
      text: { tag: 'plain_text', content: linkTextOf(message) },
      type: 'primary',
      url: link,
    };
    elements.push({ tag: 'action', actions: [button] });
  }
  const card = {
    config: { wide_screen_mode: true },
    header: { template: 'blue', title: { tag: 'plain_text', content: message.title } },
    elements,
  };
  if (!config.secret) return { msg_type: 'interactive', card };
  const timestamp = Math.floor(now.getTime() / 1000);
  return { timestamp: String(timestamp), sign: feishuSign(config.secret, timestamp), msg_type: 'interactive', card };
}

export function sendFeishu(
  config: WebhookChannelConfig,
  message: OutgoingMessage,
  timeoutMs: number,
  now: Date,
): Promise<SendResult> {
  return postToRobot(feishu, config.webhookUrl, feishuBody(config, message, now), timeoutMs);
}
