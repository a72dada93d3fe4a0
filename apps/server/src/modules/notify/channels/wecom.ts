import { addressLine, fitBytes, linkTextOf, robotText, safeLink } from './compose';
import { postToRobot, type RobotPlatform, readErrcode } from './robot-http';
import type { OutgoingMessage, SendResult, WebhookChannelConfig } from './types';

/** 企业微信 caps markdown.content at 4096 bytes of UTF-8. */
const MARKDOWN_LIMIT = 4096;

const wecom: RobotPlatform = {
  codeName: 'errcode',
  read: readErrcode,
  // 45009: api freq out of limit (20 messages a minute per robot); -1: system busy. Every other
  // code (93000 invalid webhook url, 40058 bad content …) is final.
  retryCodes: new Set([45009, -1]),
};

/**
 * The group robot's markdown message: the title in bold, the lines, the link, and `<@userid>`
 * (the only mention markdown takes; mentioned_mobile_list works for text messages only).
 */
export function wecomBody(message: OutgoingMessage) {
  const link = safeLink(message.link);
  const head = `**${robotText(message.title)}**`;
  const tail = [
    link && `[${robotText(linkTextOf(message))}](${link})`,
    addressLine(message, (id) => `<@${id}>`),
  ].filter(Boolean);
  // The lines give way when the message is too long, so that the link and the mention stay.
  const room = MARKDOWN_LIMIT - Buffer.byteLength([head, ...tail].join('\n')) - 2;
  const lines = fitBytes(message.lines.map(robotText).join('\n'), room);
  return { msgtype: 'markdown', markdown: { content: [head, lines, ...tail].filter(Boolean).join('\n') } };
}

export function sendWecom(
  config: WebhookChannelConfig,
  message: OutgoingMessage,
  timeoutMs: number,
): Promise<SendResult> {
  return postToRobot(wecom, config.webhookUrl, wecomBody(message), timeoutMs);
}
