// Where the sealing key comes from (db/pii-crypto.ts): PII_KEY, or, outside production, a key the
// server keeps in DATA_DIR/pii.key (created on first start, readable by its owner only).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { piiKeysOfEnv } from '../config';
import { configurePiiKeys, parsePiiKey } from './pii-crypto';

export type PiiKeySource = 'PII_KEY' | 'DATA_DIR/pii.key';

export function loadPiiKeys(options: {
  key: Buffer | undefined;
  oldKeys: readonly Buffer[];
  production: boolean;
  dataDir: string;
}): PiiKeySource {
  if (options.key) {
    configurePiiKeys(options.key, options.oldKeys);
    return 'PII_KEY';
  }
  if (options.production) throw new Error('PII_KEY is required in production (docs/privacy.md: 密钥)');
  const file = path.join(options.dataDir, 'pii.key');
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  }
  const key = parsePiiKey(readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key (base64 or hex)`);
  configurePiiKeys(key, options.oldKeys);
  return 'DATA_DIR/pii.key';
}

/**
 * The keys of a command-line tool (seed, pii:rotate) from the environment, as the server reads
 * them: PII_KEY and PII_OLD_KEYS, or the key file of the data directory `dataRoot`.
 */
export function loadPiiKeysFromEnv(dataRoot: string | undefined): PiiKeySource | 'memory' {
  const { key, oldKeys } = piiKeysOfEnv();
  if (!key && !dataRoot) {
    // An in-memory database lives as long as the process: so does its key.
    configurePiiKeys(randomBytes(32), oldKeys);
    return 'memory';
  }
  return loadPiiKeys({
    key,
    oldKeys,
    production: process.env.APP_ENV === 'production',
    dataDir: dataRoot as string,
  });
}
