import { type Bilingual, type Envelope, ERROR_MESSAGES, ErrorCode, type Message, renderText } from '@hris/contract';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from './language';

/** The catalogue message of each success envelope, so its `msg` can be written in the request's language. */
const messages = new WeakMap<object, Message | Bilingual>();

/**
 * A success envelope. `msg('contract.created')` is written in the request's language on the way
 * out (registerEnvelopeLanguage); until then `msg` holds the Chinese text. A plain string is the
 * form from before the catalogue (task routes), sent as it is.
 */
export function ok<T>(data: T, text?: Message | string): Envelope<T> {
  const shown = text ?? ERROR_MESSAGES[ErrorCode.Ok];
  const envelope = { code: 0, msg: renderText(shown, 'zh'), data };
  if (typeof shown !== 'string') messages.set(envelope, shown);
  return envelope;
}

/** Rewrites the `msg` of a success envelope made by `ok` for a request that reads another language. */
export function registerEnvelopeLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (payload === null || typeof payload !== 'object') return payload;
    const text = messages.get(payload);
    if (!text) return payload;
    const lang = requestLanguage(request);
    return lang === 'zh' ? payload : { ...payload, msg: renderText(text, lang) };
  });
}
