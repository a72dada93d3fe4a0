/**
 * `npm run pii:rotate`: moves every sealed identity number to the current key, in batches.
 *
 * Run with the server's environment after setting PII_KEY to the new key and PII_OLD_KEYS to the
 * old one (and restarting the server with them). Stopped half-way, run it again: it goes on.
 * docs/privacy.md (密钥轮换) gives the whole procedure.
 */
import { loadConfig } from '../config';
import { createDb } from './client';
import { loadPiiKeys } from './pii-keys';
import { resealStoredPii } from './pii-reseal';

async function main(): Promise<number> {
  const config = loadConfig();
  const source = loadPiiKeys({
    key: config.privacy.key,
    oldKeys: config.privacy.oldKeys,
    production: config.appEnv === 'production',
    dataDir: config.dataDir,
  });
  console.log(`key: ${source}; old keys: ${config.privacy.oldKeys.length}`);
  const handle = await createDb(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dbDir });
  try {
    await handle.migrate();
    const started = performance.now();
    const report = await resealStoredPii(handle.db, {
      rotate: true,
      batchSize: 1000,
      onBatch: (table, done) => console.log(`${table}: ${done} re-sealed`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`done in ${seconds}s: ${JSON.stringify(report)}`);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
