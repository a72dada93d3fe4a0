// What a backup is taken from and restored into: the server's database and its DATA_DIR.
import { accessSync, constants, existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { OpsError } from './ops-error';

export interface InstanceTarget {
  /** postgres://… when the server runs on PostgreSQL; unset: the embedded PGlite in DATA_DIR/db. */
  databaseUrl?: string;
  /** The server's DATA_DIR: db (PGlite), files (attachments), exports (interface centre). */
  dataDir: string;
}

export type Driver = 'postgres' | 'pglite';

/** The folders of DATA_DIR a backup carries, each under its own name in the archive. */
export const FILE_FOLDERS = ['files', 'exports'] as const;

export const driverOf = (target: InstanceTarget): Driver => (target.databaseUrl ? 'postgres' : 'pglite');

export const pgliteDir = (target: InstanceTarget) => path.join(target.dataDir, 'db');

/** Where the operator reads about the target (never the URL: it may carry a password). */
export function describeTarget(target: InstanceTarget): string {
  return target.databaseUrl
    ? `PostgreSQL (DATABASE_URL), files in ${target.dataDir}`
    : `PGlite at ${pgliteDir(target)}, files in ${target.dataDir}`;
}

/** The processes holding files of `dir` open (Linux /proc); undefined where that cannot be seen. */
function processesWithin(dir: string): number[] | undefined {
  if (!existsSync('/proc/self/fd')) return undefined;
  const root = `${realpathSync(dir)}${path.sep}`;
  const holders: number[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // another user's process, or one that just ended
    }
    const holds = fds.some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(root);
      } catch {
        return false;
      }
    });
    if (holds) holders.push(Number(pid));
  }
  return holders;
}

/**
 * PGlite keeps no lock a second process would respect: two processes on one data directory
 * corrupt it. An open PGlite writes postmaster.pid and keeps its relation files open; a killed
 * one leaves the pid file behind but no open file, and PGlite recovers such a directory.
 */
export function assertPgliteClosed(dbDir: string): void {
  if (!existsSync(path.join(dbDir, 'postmaster.pid'))) return;
  const holders = processesWithin(dbDir);
  if (holders === undefined)
    throw new OpsError(
      `${dbDir} holds postmaster.pid: stop the HRIS server first (if it is stopped, delete that file and run again)`,
    );
  if (holders.length > 0) {
    const who = holders.map((pid) => (pid === process.pid ? `${pid} (this process)` : String(pid))).join(', ');
    throw new OpsError(
      `the embedded database ${dbDir} is open in process ${who}: stop the HRIS server first (use PostgreSQL for a backup while serving)`,
    );
  }
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * pg_dump / pg_restore: from PG_BIN when set, else on PATH, else the newest
 * /usr/lib/postgresql/<major>/bin (Debian installs the client there without a link on PATH).
 */
export function findPgTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) {
    const file = path.join(env.PG_BIN, name);
    if (!executable(file)) throw new OpsError(`PG_BIN=${env.PG_BIN} holds no executable ${name}`);
    return file;
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, name);
    if (executable(file)) return file;
  }
  const installed = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const major of installed) {
    const file = path.join('/usr/lib/postgresql', major, 'bin', name);
    if (executable(file)) return file;
  }
  throw new OpsError(`${name} not found: install the PostgreSQL client tools or set PG_BIN to their directory`);
}
