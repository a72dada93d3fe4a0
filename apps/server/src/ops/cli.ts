/**
 * The operator's backup and restore (README: Backup and restore).
 *
 *   npm run backup -- [--out DIR]             one archive of the database, DATA_DIR/files and DATA_DIR/exports
 *   npm run restore -- ARCHIVE [--force]      into the configured DATABASE_URL or DATA_DIR
 *
 * The target is the server's: DATABASE_URL (PostgreSQL) or PGlite in DATA_DIR/db, DATA_DIR
 * (./data by default) resolved against the repository root as `npm start` does. The PII key is
 * read as the server reads it (PII_KEY, else DATA_DIR/pii.key) and never written into a backup.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { currentPiiKeyId } from '../db/pii-crypto';
import { loadPiiKeys } from '../db/pii-keys';
import { backup, sum } from './backup';
import { OpsError } from './ops-error';
import { restore } from './restore';
import { describeTarget, type InstanceTarget } from './target';

const USAGE = 'usage: npm run backup -- [--out DIR]  |  npm run restore -- ARCHIVE [--force]';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Where the operator typed the command (npm runs a workspace's script in the workspace). */
const operatorCwd = process.env.INIT_CWD || process.cwd();

/** The server's settings, checked as it checks them at start; a wrong one is the operator's to fix. */
function configOfEnv() {
  try {
    return loadConfig();
  } catch (error) {
    throw new OpsError((error as Error).message.replace(/:?\n\s*/g, '; '));
  }
}

function targetOfEnv(): InstanceTarget {
  const dataDir = path.resolve(repositoryRoot, process.env.DATA_DIR?.trim() || './data');
  return { databaseUrl: configOfEnv().databaseUrl, dataDir };
}

/** The id of the key the server would use, without making one (a new key would not open old values). */
function piiKeyIdOf(target: InstanceTarget): string | null {
  const { key, oldKeys } = configOfEnv().privacy;
  if (!key && !existsSync(path.join(target.dataDir, 'pii.key'))) return null;
  loadPiiKeys({ key, oldKeys, production: false, dataDir: target.dataDir });
  return currentPiiKeyId();
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)}s`;

async function runBackup(args: string[]): Promise<number> {
  let outDir = operatorCwd;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out' && args[i + 1]) outDir = path.resolve(operatorCwd, args[++i]);
    else {
      console.error(`unknown argument: ${args[i]}\n${USAGE}`);
      return 2;
    }
  }
  const target = targetOfEnv();
  console.log(`backing up ${describeTarget(target)}`);
  const piiKeyId = piiKeyIdOf(target);
  if (!piiKeyId) console.log('note: no PII key configured (PII_KEY, DATA_DIR/pii.key); the manifest names none');
  const started = performance.now();
  const result = await backup({ target, outDir, piiKeyId, log: (line) => console.log(line) });
  const { manifest } = result;
  console.log(
    `backup written in ${seconds(started)}: ${result.archive} (${megabytes(result.bytes)}; ` +
      `${Object.keys(manifest.tables).length} tables, ${sum(Object.values(manifest.tables))} rows, ` +
      `${manifest.entries.length - 1} files; PII key ${manifest.piiKeyId ?? 'none'}, kept out of the archive)`,
  );
  return 0;
}

async function runRestore(args: string[]): Promise<number> {
  const force = args.includes('--force');
  const rest = args.filter((a) => a !== '--force');
  if (rest.length !== 1 || rest[0].startsWith('--')) {
    console.error(USAGE);
    return 2;
  }
  const target = targetOfEnv();
  console.log(`restoring into ${describeTarget(target)}${force ? ' (--force: its data is replaced)' : ''}`);
  const started = performance.now();
  const result = await restore({
    archive: path.resolve(operatorCwd, rest[0]),
    target,
    force,
    piiKeyId: piiKeyIdOf(target),
    log: (line) => console.log(line),
  });
  const rows = Object.entries(result.tables).filter(([, n]) => n > 0);
  console.log(
    `restored in ${seconds(started)}: ${Object.keys(result.tables).length} tables, ` +
      `${sum(Object.values(result.tables))} rows (each table as in the backup), ${result.files} files`,
  );
  for (const [table, n] of rows) console.log(`  ${table}: ${n}`);
  return 0;
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'backup') return runBackup(args);
  if (command === 'restore') return runRestore(args);
  console.error(USAGE);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const command = process.argv[2];
    if (error instanceof OpsError) console.error(`${command} failed: ${error.message}`);
    else console.error(`${command} failed:`, error);
    process.exit(1);
  },
);
