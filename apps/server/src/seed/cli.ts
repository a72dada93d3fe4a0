/**
 * Seeds the demo data.
 *
 *   tsx src/seed/cli.ts            seed only when the database is empty
 *   tsx src/seed/cli.ts --reset    empty every table, then seed
 *
 * DATABASE_URL (postgres://…) selects PostgreSQL; otherwise PGlite in DATA_DIR, by default
 * ./data/db under the repository root. A relative DATA_DIR is resolved against the repository
 * root as well, so `npm run seed` (run in apps/server) and a run from the root agree.
 */
import path from 'node:path';
import { createDb } from '../db/client';
import { loadPiiKeysFromEnv } from '../db/pii-keys';
import { resealStoredPii } from '../db/pii-reseal';
import { isDatabaseEmpty, resetDatabase } from './demo';
import { seedFullDemo } from './full-demo';

const USAGE = 'usage: tsx src/seed/cli.ts [--reset]';

function repositoryRoot(): string {
  const cwd = process.cwd();
  return /[\\/]apps[\\/]server[\\/]?$/.test(cwd) ? path.resolve(cwd, '../..') : cwd;
}

function resolveDataDir(): string {
  const configured = process.env.DATA_DIR?.trim();
  if (configured?.startsWith('memory://')) return configured;
  return path.resolve(repositoryRoot(), configured || './data/db');
}

/** With DATABASE_URL, the server's DATA_DIR (./data by default) holds the key file. */
function repositoryData(): string | undefined {
  const configured = process.env.DATA_DIR?.trim();
  if (configured?.startsWith('memory://')) return undefined;
  return path.resolve(repositoryRoot(), configured || './data');
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const unknown = args.filter((a) => a !== '--reset');
  if (unknown.length > 0) {
    console.error(`unknown argument: ${unknown.join(' ')}\n${USAGE}`);
    return 2;
  }
  const reset = args.includes('--reset');

  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = databaseUrl ? undefined : resolveDataDir();
  // Never print the URL: it may carry a password.
  console.log(databaseUrl ? 'database: PostgreSQL (DATABASE_URL)' : `database: PGlite at ${dataDir}`);

  const handle = await createDb(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await handle.migrate();
    // The server's key: its data directory beside the database directory (or PII_KEY).
    loadPiiKeysFromEnv(dataDir && !dataDir.startsWith('memory://') ? path.dirname(dataDir) : repositoryData());
    await resealStoredPii(handle.db);
    if (reset) {
      await resetDatabase(handle.db);
      console.log('reset: every table emptied');
    } else if (!(await isDatabaseEmpty(handle.db))) {
      console.log('the database already holds data; nothing seeded (use --reset to start over)');
      return 0;
    }
    const started = performance.now();
    // The server keeps files beside its database directory (DATA_DIR/db, DATA_DIR/files).
    const filesDir =
      dataDir && !dataDir.startsWith('memory://') ? path.join(path.dirname(dataDir), 'files') : undefined;
    const { summary, works } = await seedFullDemo(handle.db, new Date(), {
      filesDir,
      dataDir: filesDir && path.dirname(filesDir),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(
      `seeded in ${seconds}s: ${summary.orgUnits} org units, ${summary.shops} shops, ` +
        `${summary.employees} employees, ${summary.users} users, ` +
        `${works.running + works.returned} approvals in progress and ${works.finished} finished`,
    );
    console.log('sign in as admin / Admin@2026, or hq_hr, east_hr, south_hr, sh001_hr, gz001_hr, viewer / Hris@2026');
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('seed failed:', error);
    process.exitCode = 1;
  },
);
