import { AsyncLocalStorage } from 'node:async_hooks';
import type { Bilingual, MessageLanguage } from '@hris/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The language of a request's messages, from Accept-Language: English when the language the
 * client prefers most is English, Chinese otherwise (no header, another language, `*`). The web
 * sends its interface language (zh-CN or en-US) on every call; a browser opening a link by itself
 * sends its own list, and the same rule reads it.
 */
export function languageOf(acceptLanguage: string | undefined): MessageLanguage {
  if (!acceptLanguage) return 'zh';
  let best: { tag: string; q: number } | undefined;
  for (const part of acceptLanguage.slice(0, 500).split(',')) {
    const [tag = '', ...options] = part.trim().split(';');
    const qOption = options.map((o) => o.trim()).find((o) => o.startsWith('q='));
    const q = qOption ? Number(qOption.slice(2)) : 1;
    if (!tag || !Number.isFinite(q) || q <= 0) continue;
    // The first of equal weights wins, as the header lists them in preference order.
    if (!best || q > best.q) best = { tag: tag.toLowerCase(), q };
  }
  return best && (best.tag === 'en' || best.tag.startsWith('en-')) ? 'en' : 'zh';
}

export function requestLanguage(request: FastifyRequest): MessageLanguage {
  return languageOf(request.headers['accept-language']);
}

const displayLanguages = new AsyncLocalStorage<MessageLanguage>();

/**
 * How many requests in another language than Chinese are being answered. On Node 20 an
 * AsyncLocalStorage in use hooks every promise of the process (about 0.3 µs per await, measured:
 * bench/README "Issue 41: the display language"), so the storage is entered only for those
 * requests and switched off again when none is left; a Chinese request (nearly all of them) reads
 * no store and gets Chinese.
 */
let othersInFlight = 0;
const IN_OTHER_LANGUAGE = Symbol('inOtherLanguage');
type Marked = FastifyRequest & { [IN_OTHER_LANGUAGE]?: true };

/**
 * Names and labels the server writes into its answers (process and step names, statuses, enum
 * values, stored messages) follow the request's language like its messages do. Presenters read it
 * with `displayLanguage()` rather than each service taking it: it is set for the handler (after the
 * body is parsed, which would leave the context) and is Chinese outside a request — jobs, stored
 * texts, and exports, which `inLanguage('zh', …)` keeps Chinese.
 */
export function registerDisplayLanguage(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const lang = requestLanguage(request);
    if (lang === 'zh') {
      // While the storage is on, a Chinese request says so too rather than read whatever it inherits.
      return othersInFlight === 0 ? done() : displayLanguages.run(lang, done);
    }
    othersInFlight += 1;
    (request as Marked)[IN_OTHER_LANGUAGE] = true;
    displayLanguages.run(lang, done);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if ((request as Marked)[IN_OTHER_LANGUAGE]) {
      othersInFlight -= 1;
      if (othersInFlight === 0) displayLanguages.disable();
    }
    done();
  });
}

export function displayLanguage(): MessageLanguage {
  return displayLanguages.getStore() ?? 'zh';
}

/** A name or label with both languages, in the language of the request being answered. */
export function shown(text: Bilingual): string {
  return text[displayLanguage()];
}

/** An enum value's label from a two-language table (`ENUM_LABELS`); the value itself if the table lacks it. */
export function shownEnum(table: Readonly<Record<string | number, Bilingual>>, value: string | number): string {
  const text: Bilingual | undefined = table[value];
  return text ? shown(text) : String(value);
}

/** Runs `work` with names and labels in one language (an export sheet stays Chinese). */
export function inLanguage<T>(lang: MessageLanguage, work: () => T): T {
  return displayLanguage() === lang ? work() : displayLanguages.run(lang, work);
}
