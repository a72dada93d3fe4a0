// The interactive API documentation (/api/docs) is for administrators, in every mode (issue 39):
// an API client sends its AccessToken header; a browser opens it from the user menu, which first
// posts the session to OpenApiDocs and gets it back as a cookie for /api/docs alone.
import swaggerUi from '@fastify/swagger-ui';
import { API_DOCS_PATH, ErrorCode, SystemPaths } from '@hris/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionService } from '../modules/auth/session.service';
import { readToken } from './auth';
import { readCookie } from './cookies';
import { ok } from './envelope';
import { AppError } from './errors';

const COOKIE = 'hris_docs';
/** Who may read it: the holders of 系统管理. */
const ADMIN_KEY = 'System';

function cookieToken(request: FastifyRequest): string | undefined {
  const value = readCookie(request, COOKIE);
  return value === undefined ? undefined : decodeURIComponent(value);
}

export async function registerApiDocs(app: FastifyInstance, sessions: SessionService) {
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = readToken(request) ?? cookieToken(request);
    const auth = token ? await sessions.authenticate(token).catch(() => undefined) : undefined;
    if (!auth) {
      reply.code(401).type('text/plain; charset=utf-8');
      return reply.send('接口文档仅供管理员查看：请先登录 HRIS，再从右上角用户菜单打开“接口文档”。\n');
    }
    if (!auth.menus.has(ADMIN_KEY)) {
      reply.code(403).type('text/plain; charset=utf-8');
      return reply.send('接口文档仅供管理员（系统管理权限）查看。\n');
    }
  };
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: true, uiHooks: { onRequest: guard } });

  app.post(
    SystemPaths.openApiDocs,
    {
      schema: { tags: ['System'], summary: '打开接口文档（管理员；以 Cookie 携带当前登录凭证，仅限 /api/docs）' },
      config: { access: { permission: ADMIN_KEY } },
    },
    async (request, reply) => {
      // registerAuth has authenticated this very token (the route is not public).
      const token = readToken(request);
      if (!token) throw new AppError(ErrorCode.Unauthorized, undefined, { httpStatus: 401 });
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'Set-Cookie',
        `${COOKIE}=${encodeURIComponent(token)}; Path=${API_DOCS_PATH}; HttpOnly; SameSite=Strict${secure}`,
      );
      return ok({ url: API_DOCS_PATH });
    },
  );
}
