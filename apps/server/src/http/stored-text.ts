import {
  type Bilingual,
  MESSAGES,
  Message,
  type MessageKey,
  type MessageLanguage,
  type MessageParam,
} from '@hris/contract';

/** A catalogue message as a row keeps it: its key and parameters, nested messages alike. */
export interface StoredText {
  key: string;
  params?: Record<string, StoredParam>;
}
type StoredParam = string | number | Bilingual | StoredText;

/** The title and content of a stored message (message.texts); a content of several lines, one each. */
export interface StoredTexts {
  title: StoredText;
  content: StoredText | StoredText[];
}

/** A message to store beside its Chinese text, so that it can be read in another language later. */
export function storedText(message: Message): StoredText {
  const params = Object.entries(message.params);
  if (params.length === 0) return { key: message.key };
  return { key: message.key, params: Object.fromEntries(params.map(([name, value]) => [name, storedParam(value)])) };
}

function storedParam(value: MessageParam): StoredParam {
  return value instanceof Message ? storedText(value) : value;
}

/**
 * A stored message in a language; `fallback` (the Chinese stored beside it) when it names a key the
 * catalogue no longer has, or for a row stored without one.
 */
export function renderStored(
  text: StoredText | StoredText[] | null | undefined,
  lang: MessageLanguage,
  fallback: string,
): string {
  if (!text || lang === 'zh') return fallback;
  const messages = (Array.isArray(text) ? text : [text]).map(restore);
  return messages.every((m) => m !== null) ? messages.map((m) => m.render(lang)).join('\n') : fallback;
}

/** A message, or lines of messages, as a row stores it: the Chinese text, and what renders it again. */
export function stored(text: Message | readonly Message[]): { zh: string; text: StoredText | StoredText[] } {
  if (!Array.isArray(text)) {
    const one = text as Message;
    return { zh: String(one), text: storedText(one) };
  }
  return { zh: text.map(String).join('\n'), text: text.map(storedText) };
}

function restore(text: StoredText): Message | null {
  if (!Object.hasOwn(MESSAGES, text.key)) return null;
  const params: Record<string, MessageParam> = {};
  for (const [name, value] of Object.entries(text.params ?? {})) {
    if (typeof value !== 'object' || value === null || !('key' in value)) {
      params[name] = value;
      continue;
    }
    const nested = restore(value);
    if (!nested) return null;
    params[name] = nested;
  }
  return new Message(text.key as MessageKey, params);
}
