import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../../http/cookies';
import { DEVICE_DAYS } from './login-device';

/**
 * The known-device cookie of the sign-in (login-device.ts). httpOnly: scripts never read it;
 * SameSite=Lax: other sites' forms do not send it; Secure when the request came over HTTPS
 * (`request.protocol` follows X-Forwarded-Proto behind a trusted proxy); path /api/User: only the
 * sign-in routes receive it. The web client needs nothing: its API calls are same-origin, and the
 * browser stores and sends the cookie by itself.
 */
export const DEVICE_COOKIE = 'hris_device';
const COOKIE_PATH = '/api/User';

export function readDeviceCookie(request: FastifyRequest): string | undefined {
  return readCookie(request, DEVICE_COOKIE);
}

/** Sets (or renews for another DEVICE_DAYS) the cookie on a successful sign-in's answer. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  const attributes = [
    `${DEVICE_COOKIE}=${token}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${DEVICE_DAYS * 86_400}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}
