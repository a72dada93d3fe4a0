import { EVENTS_HEARTBEAT_MS, EventPaths } from '@hris/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ChangeFeed } from '../../db/change-feed';
import type { LiveEvent, LiveFeed } from '../../db/live-feed';
import { readToken, requireAuth } from '../../http/auth';
import type { AuthContext } from '../../http/auth-context';
import type { SessionService } from '../auth/session.service';

/** How often an open stream checks that its session still lives (expiry does not notify). */
const SESSION_CHECK_MS = 60_000;

/** What the caller may do: a stream opened under other rights ends (the browser opens a new one). */
function rightsOf(auth: AuthContext): string {
  const menus = [...auth.menus].sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([auth.userId, auth.orgPath, auth.scopeKind, auth.roles.map((r) => r.roleId).sort(), menus]);
}

/**
 * GET /api/Events: one server-sent-events stream per signed-in tab, telling the user what changed
 * for them (EventPaths in the contract). The token rules are every call's (the onRequest hook has
 * authenticated it); the stream ends when the session does — revoked, or the user's roles, grants
 * or unit changed (the auth change feed, checked at once), expired (checked every minute, without
 * counting as activity). It carries a kind and a work id, never data the user may not read.
 */
export const eventRoutes: FastifyPluginAsync<{
  live: LiveFeed;
  sessions: SessionService;
  authChanges?: ChangeFeed;
}> = async (app, { live, sessions, authChanges }) => {
  // The server closing: open streams end first, so that close() does not wait for the browsers.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    EventPaths.events,
    {
      schema: { tags: ['Message'], summary: '实时事件流（text/event-stream：待办、流程、消息的变化）' },
      config: { access: {} },
    },
    async (req, reply) => {
      const auth = requireAuth(req);
      const token = readToken(req) as string;
      const rights = rightsOf(auth);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and the like pass the events on as they come.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: 3000\nevent: ready\ndata: {}\n\n`);

      let ended = false;
      const send = (event: LiveEvent) => {
        if (ended) return;
        res.write(`event: ${event.kind}\ndata: ${JSON.stringify(event.workId ? { workId: event.workId } : {})}\n\n`);
      };
      const check = async () => {
        if (ended) return;
        const now = await sessions.peek(token);
        if (!now || rightsOf(now) !== rights) end();
      };
      const unsubscribe = live.subscribe(auth.userId, send);
      const stopAuth = authChanges?.subscribe(() => void check());
      const heartbeat = setInterval(() => {
        if (!ended) res.write(': ♥\n\n');
      }, EVENTS_HEARTBEAT_MS);
      const sessionCheck = setInterval(() => void check(), SESSION_CHECK_MS);
      heartbeat.unref();
      sessionCheck.unref();
      function end() {
        if (ended) return;
        ended = true;
        open.delete(end);
        unsubscribe();
        stopAuth?.();
        clearInterval(heartbeat);
        clearInterval(sessionCheck);
        res.end();
      }
      open.add(end);
      // The browser went away (the response's connection closed).
      res.on('close', end);
      res.on('error', end);
    },
  );
};
