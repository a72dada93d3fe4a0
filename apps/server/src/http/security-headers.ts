import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Browser protections on every response, as helmet defines them: a Content-Security-Policy the
 * built web app passes, nosniff, no framing, no referrer beyond the origin, and `Cache-Control:
 * no-store` on API answers, which carry personal data. The only inline script of the app
 * (index.html's chunk preloader) is allowed by its hash, read from the built file; antd writes its
 * styles at run time, so styles may be inline. A configured OIDC issuer may be called.
 *
 * The headers depend on nothing of the request, so helmet runs once, at start, and each response
 * gets the same set: running helmet's middleware per request had cost most of an API call's own
 * overhead.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { webDist?: string; oidcIssuer?: string }) {
  const entries = Object.entries(securityHeaders(options));
  // One callback-style hook: an async one per request costs more than the headers themselves.
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of entries) if (!reply.hasHeader(name)) reply.header(name, value);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}

export function securityHeaders(options: { webDist?: string; oidcIssuer?: string }): Record<string, string> {
  const issuer = options.oidcIssuer ? [new URL(options.oidcIssuer).origin] : [];
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(options.webDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...issuer],
        frameSrc: ["'self'", ...issuer],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...issuer],
        frameAncestors: ["'none'"],
      },
    },
    // Same-origin isolation would also cut the OIDC redirect flows; framing and sniffing are what matter here.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false, // TLS ends at the proxy in front (README "Production"), which sets HSTS.
  });
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  middleware({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

function inlineScriptHashes(webDist: string | undefined): string[] {
  const file = webDist ? path.join(webDist, 'index.html') : undefined;
  if (!file || !existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (match[1].trim()) hashes.push(`'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
  }
  return hashes;
}
