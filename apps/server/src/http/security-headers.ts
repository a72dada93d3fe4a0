import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browser protections on every response (@fastify/helmet): a Content-Security-Policy the built
 * web app passes, nosniff, no framing, no referrer beyond the origin, and `Cache-Control: no-store`
 * on API answers, which carry personal data. The only inline script of the app (index.html's
 * chunk preloader) is allowed by its hash, read from the built file; antd writes its styles at run
 * time, so styles may be inline. A configured OIDC issuer may be called (discovery, tokens).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { webDist?: string; oidcIssuer?: string },
) {
  const issuer = options.oidcIssuer ? [new URL(options.oidcIssuer).origin] : [];
  await app.register(helmet, {
    global: true,
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
    // Same-origin isolation would also cut the OIDC pop-up/redirect flows; framing and sniffing are what matter here.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false, // TLS ends at the proxy in front (README "Production"), which sets HSTS.
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
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
