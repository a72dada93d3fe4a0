import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 (Chinese) name. */
export function contentDisposition(fileName: string, type: 'inline' | 'attachment' = 'attachment'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Query parameters whose values are credentials: a download ticket, and a token old clients may still send. */
const SECRET_QUERY = /([?&](?:ticket|accesstoken)=)[^&#]*/gi;

/** A URL as it may be logged: the values of `ticket` and `accessToken` replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** Fastify's request log line (its default serializer) with the URL's credentials redacted. */
export function serializeRequestForLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}

/** The logger options with the redacting request serializer (no logger stays none). */
export function withRedactedRequests(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequestForLog } };
}
