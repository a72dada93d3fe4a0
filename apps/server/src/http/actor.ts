import type { FastifyRequest } from 'fastify';
import { requireAuth } from './auth';
import type { AuthContext } from './auth-context';

/** Where a call comes from, for the system log: what a service needs of a request before sign-in. */
export interface Origin {
  /** Client address (null outside HTTP). */
  ip: string | null;
  /** The server-made request id the log line and the error answer carry (null outside HTTP). */
  requestId: string | null;
}

/**
 * Who acts, and from where: what a service needs of a request. Routes make one with `actorOf`;
 * jobs, the seed and tests make their own, so services never see HTTP.
 */
export interface Actor extends Origin {
  auth: AuthContext;
}

/** Where a sign-in comes from: the origin, the browser, and the request's log for failures. */
export interface Client extends Origin {
  ip: string;
  userAgent: string;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

/** The address and id of a request. */
export function originOf(request: FastifyRequest): Origin {
  return { ip: request.ip, requestId: String(request.id) };
}

/** A request as the sign-in sees it, before anyone is signed in. */
export function clientOf(request: FastifyRequest): Client {
  return {
    ip: request.ip,
    requestId: String(request.id),
    userAgent: String(request.headers['user-agent'] ?? ''),
    log: request.log,
  };
}

/** The signed-in caller of a route (401 semantics as `requireAuth`). */
export function actorOf(request: FastifyRequest): Actor {
  return { auth: requireAuth(request), ...originOf(request) };
}
