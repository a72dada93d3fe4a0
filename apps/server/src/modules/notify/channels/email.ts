import nodemailer, { type NodemailerError } from 'nodemailer';
import { linkTextOf, safeLink } from './compose';
import { channelTexts } from './texts';
import type { EmailChannelConfig, OutgoingMessage, SendResult } from './types';

/**
 * The Message-ID a key gives, the same on every try: a resend after a crash carries the same id,
 * so the receiving server or client can drop the duplicate. Characters a Message-ID cannot hold are
 * written `=XX` (UTF-8 bytes), `=` and `.` included, so that two keys never give one id.
 */
export function messageIdOf(key: string): string {
  const local = [...Buffer.from(key, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9_-]/.test(char) ? char : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
  return `<${local}@hris>`;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function emailBodies(message: OutgoingMessage): { text: string; html: string } {
  const link = safeLink(message.link);
  const linkText = linkTextOf(message);
  const name = message.to.name?.trim();
  const greeting = name ? channelTexts.greeting(name) : null;
  const text = [
    ...(greeting ? [greeting, ''] : []),
    message.title,
    '',
    ...message.lines,
    ...(link ? ['', `${linkText}：${link}`] : []),
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;font-size:14px;line-height:1.6;color:#222">',
    greeting ? `<p>${escapeHtml(greeting)}</p>` : '',
    `<p style="font-size:16px;font-weight:bold">${escapeHtml(message.title)}</p>`,
    message.lines.length ? `<p>${message.lines.map(escapeHtml).join('<br>')}</p>` : '',
    link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>` : '',
    '</body></html>',
  ].join('\n');
  return { text, html };
}

/** Answers the server's reply line, e.g. `250 2.0.0 Ok: queued as 4Xk…`. */
export async function sendEmail(
  config: EmailChannelConfig,
  message: OutgoingMessage,
  timeoutMs: number,
): Promise<SendResult> {
  const address = message.to.email?.trim();
  if (!address) return { ok: false, retry: false, answer: channelTexts.noEmail };

  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.password } : undefined,
    pool: false,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
    // The message holds only text we composed: no attachment may pull a file or a URL in.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  try {
    const info = await transport.sendMail({
      from: config.from,
      to: { name: message.to.name, address },
      subject: message.title,
      ...emailBodies(message),
      messageId: messageIdOf(message.key),
      headers: { 'X-HRIS-Key': message.key },
    });
    return { ok: true, retry: false, answer: info.response };
  } catch (error) {
    return emailFailure((error instanceof Error ? error : new Error(String(error))) as NodemailerError, timeoutMs);
  } finally {
    transport.close();
  }
}

/**
 * A reply from the server decides by its class (RFC 5321): 5xx is final (bad login 535, unknown
 * mailbox 550 …), 4xx may pass later. Without a reply, a lost or timed-out connection retries; a
 * failed TLS handshake, missing credentials or a malformed message are settings to mend first.
 */
function emailFailure(error: NodemailerError, timeoutMs: number): SendResult {
  if (error.code === 'ETIMEDOUT') return { ok: false, retry: true, answer: channelTexts.timeout(timeoutMs) };
  if (typeof error.responseCode === 'number') {
    const permanent = error.permanent ?? (error.responseCode >= 500 && error.responseCode !== 503);
    return { ok: false, retry: !permanent, answer: error.response ?? `${error.responseCode} ${error.message}` };
  }
  const socketCode = error.originalCode ?? error.code;
  if (error.code === 'ECONNECTION' || error.code === 'ESOCKET' || error.code === 'EDNS') {
    return { ok: false, retry: true, answer: channelTexts.connectionFailed(socketCode ?? error.message) };
  }
  return {
    ok: false,
    retry: false,
    answer: channelTexts.failed(error.code ? `${error.code} ${error.message}` : error.message),
  };
}
