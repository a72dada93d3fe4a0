import type { FastifyRequest } from 'fastify';
import { requireAuth } from './auth';
import type { AuthContext } from './auth-context';

/**
 * Who acts, and from where: what a service needs of a request. Routes make one with `actorOf`;
 * jobs, the seed and tests make their own, so services never see HTTP.
 */
export interface Actor {
  auth: AuthContext;
  /** Client address, for the system log (null outside HTTP). */
  ip: string | null;
  /** The server-made request id the log line and the error answer carry (null outside HTTP). */
  requestId: string | null;
}

/** The signed-in caller of a route (401 semantics as `requireAuth`). */
export function actorOf(request: FastifyRequest): Actor {
  return { auth: requireAuth(request), ip: request.ip, requestId: String(request.id) };
}
