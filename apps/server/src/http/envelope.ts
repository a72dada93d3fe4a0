import { type Bilingual, type Envelope, ERROR_MESSAGES, ErrorCode, type Message, renderText } from '@hris/contract';
import type { FastifyInstance } from 'fastify';
import { localize } from './errors';
import { requestLanguage } from './language';

/** What a success envelope writes in the request's language: its `msg`, and its data if it carries messages. */
interface Localizable {
  text: Message | Bilingual;
  /** Present for `okWithMessages`: the data as the route gave it, messages unrendered. */
  data?: { value: unknown };
}

const localizable = new WeakMap<object, Localizable>();

/**
 * A success envelope. `msg('contract.created')` is written in the request's language on the way
 * out (registerEnvelopeLanguage); until then `msg` holds the Chinese text. Only a catalogue
 * message: a literal sentence here does not compile.
 */
export function ok<T>(data: T, text?: Message): Envelope<T> {
  const shown = text ?? ERROR_MESSAGES[ErrorCode.Ok];
  const envelope = { code: 0, msg: renderText(shown, 'zh'), data };
  localizable.set(envelope, { text: shown });
  return envelope;
}

/** Data as the client reads it: every catalogue message inside written as text. */
export type Rendered<T> = T extends Message
  ? string
  : T extends readonly (infer U)[]
    ? Rendered<U>[]
    : T extends object
      ? { [K in keyof T]: Rendered<T[K]> }
      : T;

/**
 * A success envelope whose data carries catalogue messages too (an action's result `msg`, the
 * rows of a batch): they are written in the request's language like `msg`, Chinese until then.
 * Only for small results: the data is copied once per language.
 */
export function okWithMessages<T>(data: T, text?: Message): Envelope<Rendered<T>> {
  const shown = text ?? ERROR_MESSAGES[ErrorCode.Ok];
  const envelope = { code: 0, msg: renderText(shown, 'zh'), data: localize(data, 'zh') as Rendered<T> };
  localizable.set(envelope, { text: shown, data: { value: data } });
  return envelope;
}

/** Rewrites the `msg` (and data with messages) of a success envelope made by `ok` for a request that reads another language. */
export function registerEnvelopeLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (payload === null || typeof payload !== 'object') return payload;
    const entry = localizable.get(payload);
    if (!entry) return payload;
    const lang = requestLanguage(request);
    if (lang === 'zh') return payload;
    return {
      ...payload,
      msg: renderText(entry.text, lang),
      ...(entry.data ? { data: localize(entry.data.value, lang) } : {}),
    };
  });
}
