import type { MessageLanguage } from '@hris/contract';
import type { FastifyRequest } from 'fastify';

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
