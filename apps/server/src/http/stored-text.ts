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

/** The title and content of a stored message (message.texts). */
export interface StoredTexts {
  title: StoredText;
  content: StoredText;
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
export function renderStored(text: StoredText | null | undefined, lang: MessageLanguage, fallback: string): string {
  if (!text || lang === 'zh') return fallback;
  const message = restore(text);
  return message ? message.render(lang) : fallback;
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
