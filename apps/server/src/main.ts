import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb } from './db/client';
import { loadPiiKeys } from './db/pii-keys';
import { resealStoredPii } from './db/pii-reseal';
import { configureHealth } from './modules/health/settings';
import { configurePrivacy } from './modules/privacy/retention';
import { configureSystem } from './modules/system/settings';
import { isDatabaseEmpty } from './seed/demo';
import { seedFullDemo } from './seed/full-demo';
import { startJobRunner } from './workflow/jobs';
import { configureWorkflow } from './workflow/settings';

async function main() {
  const config = loadConfig();
  configureWorkflow(config.workflow);
  configureSystem(config.system);
  configureHealth(config.health);
  configurePrivacy({ retentionYears: config.privacy.retentionYears });
  const handle = await createDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dbDir,
    poolSize: config.databasePoolSize,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    queryTimeoutMs: config.databaseQueryTimeoutMs,
  });
  await handle.migrate();
  const keySource = loadPiiKeys({
    key: config.privacy.key,
    oldKeys: config.privacy.oldKeys,
    production: config.appEnv === 'production',
    dataDir: config.dataDir,
  });
  // Identity numbers stored before sealing (an upgrade, a bulk load) are sealed before serving.
  const sealed = await resealStoredPii(handle.db);
  const logger = config.logPretty
    ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
    : { level: config.logLevel };
  const app = await buildApp({
    config,
    db: handle.db,
    authChanges: handle.authChanges,
    liveEvents: handle.liveEvents,
    logger,
    poolStats: handle.poolStats,
    parallelTransactions: handle.parallelTransactions,
  });
  app.log.info({ keySource, sealed }, 'personal data sealed at rest');
  if (config.seedDemo && (await isDatabaseEmpty(handle.db))) {
    app.log.info('empty database: seeding demo data');
    const seeded = await seedFullDemo(handle.db, new Date(), { filesDir: config.filesDir, dataDir: config.dataDir });
    app.log.info(seeded, 'demo data seeded');
  }

  const stopJobs = startJobRunner(handle.db, app.log, {
    esign: config.esign,
    dataDir: config.dataDir,
    notify: config.notify,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      const jobsStopped = stopJobs();
      await app.close();
      // The tick in flight ends first: the pool it uses closes after it.
      await jobsStopped;
      await handle.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`HRIS ${config.appEnv} on http://localhost:${config.port} (database: ${handle.driver})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
