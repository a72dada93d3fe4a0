import { ACCESS_TOKEN_HEADER, ErrorCode, msg } from '@hris/contract';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { SessionService } from '../modules/auth/session.service';
import { type AuthContext, checkAccess, type RouteAccess } from './auth-context';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  hasBody: boolean;
  /** The success (200) response schema, when the route declares one. */
  response?: unknown;
  /** Personal data in clear (RevealPersonalField only, http/personal-data.ts). */
  personalData?: { clear?: boolean };
}

/**
 * Every /api route must declare its access (public, or permission keys + edit). A route that
 * forgets refuses to register, so no endpoint is ever open by accident. The list of routes is
 * kept so the route × role test walks routes added later without being edited.
 */
export function registerAuth(app: FastifyInstance, sessions: SessionService, routes: RegisteredRoute[]) {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access (config.access)`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        access,
        hasBody: Boolean(route.schema?.body),
        response: (route.schema?.response as Record<number, unknown> | undefined)?.[200],
        personalData: (route.config as { personalData?: { clear?: boolean } } | undefined)?.personalData,
      });
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const access = request.routeOptions.config?.access;
    if (!access || access.public) return;
    const token = readToken(request);
    if (!token) throw new AppError(ErrorCode.Unauthorized, undefined, { httpStatus: 401 });
    request.auth = await sessions.authenticate(token);
    if (request.auth.mustChangePassword && !access.beforePasswordChange) {
      throw new AppError(ErrorCode.PasswordChangeRequired, msg('auth.changePasswordFirst'));
    }
    const denied = checkAccess(request.auth, access);
    if (denied === 'forbidden') throw new AppError(ErrorCode.Forbidden);
    if (denied === 'readOnly') throw new AppError(ErrorCode.ReadOnly);
  });
}

/**
 * The session token, from the AccessToken header only: a token in a URL ends up in logs, browser
 * history and Referer headers. What a browser opens by itself (an attachment in a new tab) uses a
 * single-use download ticket instead (modules/file).
 */
export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers[ACCESS_TOKEN_HEADER.toLowerCase()];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() ? value.trim() : undefined;
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(ErrorCode.Unauthorized, undefined, { httpStatus: 401 });
  return request.auth;
}
