import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { APP_VERSION, ErrorCode, msg } from '@hris/contract';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { ChangeFeed } from './db/change-feed';
import { type Db, pendingMigrations } from './db/client';
import type { LiveFeed } from './db/live-feed';
import { registerApiDocs } from './http/api-docs';
import { type RegisteredRoute, registerAuth } from './http/auth';
import { registerEnvelopeLanguage } from './http/envelope';
import { registerErrorHandler } from './http/error-handler';
import { AppError } from './http/errors';
import { withRedactedRequests } from './http/files';
import { registerDisplayLanguage } from './http/language';
import { type PoolStats, registerMetrics } from './http/metrics';
import { registerPersonalDataMasking } from './http/personal-data';
import { registerRequestGuard } from './http/request-guard';
import { registerScopedIdChecks } from './http/scoped-ids';
import { registerSecurityHeaders } from './http/security-headers';
import { responseSerializerCompiler } from './http/serializer';
import { workListRoutes } from './lists/work-lists';
import { SessionService } from './modules/auth/session.service';
import { basicDataRoutes } from './modules/basic-data';
import { EmployeeService } from './modules/employee/employee.service';
import { eventRoutes } from './modules/events/events.routes';
import { fileRoutes } from './modules/file/file.routes';
import { messageRoutes } from './modules/message/message.routes';
import { orgRoutes } from './modules/org/org.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { roleRoutes } from './modules/role/role.routes';
import { taskRoutes } from './modules/task/task.routes';
import { userRoutes } from './modules/user/user.routes';
import { UserService } from './modules/user/user.service';
import { registerPart, registerParts, SERVER_PARTS } from './parts';
import type { PartDeps, ServerPart } from './server-part';
import { WorkflowService } from './workflow/workflow.service';

// Validation messages in Chinese; the error handler adds the field's label.
z.config(z.locales.zhCN());

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** The database's change feed (DbHandle.authChanges): with it, sessions are cached until a change is reported. */
  authChanges?: ChangeFeed;
  /** What changed for whom (DbHandle.liveEvents): with it, GET /api/Events streams it to the browsers. */
  liveEvents?: LiveFeed;
  logger?: FastifyServerOptions['logger'];
  /** Parts besides the server's own (parts.ts): a process only tests run (test/example-process). */
  extraParts?: readonly ServerPart[];
  /** The PostgreSQL pool's connections (DbHandle.poolStats), for /metrics. */
  poolStats?: () => PoolStats;
  /** How many transactions one request may run at once (DbHandle.parallelTransactions; 1 without). */
  parallelTransactions?: number;
}

/** Builds the whole application without listening; main.ts and the tests both use it. */
export async function buildApp({
  config,
  db,
  authChanges,
  liveEvents,
  logger,
  extraParts,
  poolStats,
  parallelTransactions = 1,
}: BuildAppOptions) {
  registerParts();
  const parts = [...SERVER_PARTS, ...(extraParts ?? [])];
  for (const part of extraParts ?? []) registerPart(part);
  const app = Fastify({
    // Request lines are logged without the credentials a URL may carry (download tickets).
    logger: withRedactedRequests(logger ?? { level: config.logLevel }),
    // Request ids are the server's own: a client's id would be echoed into messages and logs.
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    // One line per request instead of two, written by registerMetrics (docs/operations.md, Logs);
    // errors are logged by registerErrorHandler.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Outside production every response is also encoded by zod and compared (http/serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler({ check: config.appEnv !== 'production' }));
  registerErrorHandler(app);
  registerMetrics(app, { db, token: config.metricsToken, poolStats });
  registerEnvelopeLanguage(app);
  registerDisplayLanguage(app);
  // After the language hook: the envelope it rewrites is masked too.
  registerPersonalDataMasking(app);
  registerRequestGuard(app);
  const webDist = config.webDistDir ?? defaultWebDist();
  registerSecurityHeaders(app, { webDist, oidcIssuer: config.oidc?.issuer });

  const routes: RegisteredRoute[] = [];
  app.decorate('hrisRoutes', routes);
  const sessions = new SessionService(db, config, authChanges);
  app.decorate('sessions', sessions);
  registerAuth(app, sessions, routes);
  registerScopedIdChecks(app, db);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'HRIS API',
        version: APP_VERSION,
        description: '人力资源信息系统接口。除登录外，所有接口需在请求头 AccessToken 中携带登录凭证。',
      },
      components: { securitySchemes: { AccessToken: { type: 'apiKey', in: 'header', name: 'AccessToken' } } },
      security: [{ AccessToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The interactive documentation, for administrators only (http/api-docs.ts).
  await registerApiDocs(app, sessions);
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 10 } });

  app.get(
    '/api/health',
    { schema: { tags: ['System'], summary: '健康检查' }, config: { access: { public: true } } },
    async () => {
      await db.execute('select 1');
      return { code: 0, msg: 'ok', data: { version: APP_VERSION } };
    },
  );
  // For a process manager and a load balancer (README, Production): alive at all; ready to serve.
  app.get(
    '/api/health/live',
    { schema: { tags: ['System'], summary: '存活检查（进程在运行）' }, config: { access: { public: true } } },
    async () => ({ code: 0, msg: 'ok', data: { version: APP_VERSION } }),
  );
  app.get(
    '/api/health/ready',
    {
      schema: { tags: ['System'], summary: '就绪检查（数据库可用且迁移已完成）' },
      config: { access: { public: true } },
    },
    async () => {
      // A database that does not answer is 50301 (HTTP 503) through the error handler.
      const pending = await pendingMigrations(db);
      if (pending > 0)
        throw new AppError(ErrorCode.Unavailable, msg('ready.migrationsPending', { count: pending }), {
          httpStatus: 503,
        });
      return { code: 0, msg: 'ok', data: { version: APP_VERSION } };
    },
  );

  const users = new UserService(db, config, sessions, app.log);
  // The identity provider is asked once the app is up; a wrong setting is logged then (UserService).
  app.addHook('onReady', async () => {
    void users.checkSsoAtStart();
  });
  app.addHook('onClose', async () => users.stopSso());
  const employees = new EmployeeService(db);
  await app.register(userRoutes, { users, employees });
  await app.register(orgRoutes, { db });
  await app.register(messageRoutes, { db });
  if (liveEvents) await app.register(eventRoutes, { live: liveEvents, sessions, authChanges });
  await app.register(roleRoutes, { db });
  const workflow = new WorkflowService(db, { parallelTransactions });
  await app.register(taskRoutes, { db, workflow });
  await app.register(fileRoutes, { db, config });
  await app.register(reportsRoutes, { db, reports: parts.flatMap((part) => part.reports ?? []) });
  await app.register(basicDataRoutes, { db, config });
  // The routes of the parts (parts.ts): the processes' own and the modules' that bring jobs or id kinds too.
  const deps: PartDeps = { db, config, engine: workflow.engine, employees };
  for (const part of parts) for (const routes of part.routes ?? []) await app.register(routes, deps);
  // The information-statistics lists the parts declare: one plugin gives each its page and export.
  await app.register(workListRoutes, {
    db,
    engine: workflow.engine,
    lists: parts.flatMap((part) => part.lists ?? []),
  });

  if (webDist && existsSync(path.join(webDist, 'index.html'))) {
    // Hash routing: every page is index.html at /, the rest are hashed assets.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    hrisRoutes: RegisteredRoute[];
    sessions: SessionService;
  }
}

function defaultWebDist(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../apps/web/dist')];
  return candidates.find((c) => existsSync(c));
}
