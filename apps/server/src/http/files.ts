import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 (Chinese) name. */
export function contentDisposition(fileName: string, type: 'inline' | 'attachment' = 'attachment'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * What a browser may do with a served file: nothing. `sandbox` gives the document an opaque
 * origin (no cookie, storage or script access to the application, scripts off), the rest stops
 * any load from it. Chromium's PDF viewer still renders under it (checked in Chromium 156).
 */
export const FILE_CSP = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

/** A stored file opened for sending, as a service hands it to its route. */
export interface OpenedFile {
  fileName: string;
  /** The type sniffed from its bytes. */
  mime: string;
  /** Only images and PDF are shown in the browser; anything else is downloaded. */
  inline: boolean;
  size: number;
  stream: Readable;
}

/**
 * Sends a stored file so that a browser cannot run it as part of the application: every answer
 * carries nosniff, a sandboxing CSP, no caching and same-origin resource policy.
 */
export function sendStoredFile(reply: FastifyReply, file: OpenedFile) {
  reply.header('Content-Type', file.mime);
  reply.header('Content-Length', String(file.size));
  reply.header('Content-Disposition', contentDisposition(file.fileName, file.inline ? 'inline' : 'attachment'));
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Content-Security-Policy', FILE_CSP);
  reply.header('Cache-Control', 'private, no-store');
  reply.header('Cross-Origin-Resource-Policy', 'same-origin');
  reply.header('Referrer-Policy', 'no-referrer');
  return reply.send(file.stream);
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
