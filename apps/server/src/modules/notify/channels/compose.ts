import { channelTexts } from './texts';
import type { OutgoingMessage } from './types';

/**
 * Text for a robot's markdown. The three platforms read tags inside it (`<@userid>`, `<at id=all>`,
 * `<font>`), so a name or a shop holding angle brackets could @-mention the whole group; their
 * markdown has no escape for them, hence the full-width look-alikes.
 */
export function robotText(text: string): string {
  return text.replace(/</g, '＜').replace(/>/g, '＞');
}

/** The link as an absolute http(s) URL safe inside markdown's `[text](url)`, or null. */
export function safeLink(link: string | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.href.replace(/\(/g, '%28').replace(/\)/g, '%29');
}

/** A user id, mobile or open_id that can go inside a mention tag; anything else is not mentioned. */
export function mentionId(message: OutgoingMessage): string | null {
  const id = message.to.imId?.trim();
  return id && /^[\w.@+-]{1,64}$/.test(id) ? id : null;
}

/** Who a group message is for: the platform's mention when the person has an id, else their name. */
export function addressLine(message: OutgoingMessage, mention: (id: string) => string): string | null {
  const id = mentionId(message);
  if (id) return mention(id);
  const name = message.to.name?.trim();
  return name ? robotText(channelTexts.addressee(name)) : null;
}

export function linkTextOf(message: OutgoingMessage): string {
  return message.linkText?.trim() || channelTexts.defaultLinkText;
}

/** Cuts `text` to at most `limit` UTF-8 bytes, on a character boundary, marking the cut. */
export function fitBytes(text: string, limit: number): string {
  if (Buffer.byteLength(text) <= limit) return text;
  const mark = '……';
  let out = '';
  let bytes = Buffer.byteLength(mark);
  for (const char of text) {
    bytes += Buffer.byteLength(char);
    if (bytes > limit) break;
    out += char;
  }
  return out + mark;
}
