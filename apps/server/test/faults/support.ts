/**
 * Real server processes on real PostgreSQL for the fault tests: a database per test file copied
 * from the run's seeded template (the demo's core: org, staff, accounts; test/global-setup.ts),
 * the built server `dist/main.js` as a child process (so it can be SIGKILLed), calls over HTTP on
 * 127.0.0.1 with a deadline, and a throw-away PostgreSQL cluster that a test may stop and start.
 */

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UserPaths } from '@hris/contract';
import { inject } from 'vitest';
import { createDb } from '../../src/db/client';
import { seedDemo } from '../../src/seed/demo';
import { adminQuery, databaseUrl } from '../pg-admin';

/** How long a started server may take to answer /api/health (it migrates an up-to-date database and listens). */
const STARTUP_TIMEOUT_MS = 60_000;

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Only in the 'postgres' vitest project, and only with a PostgreSQL to create databases on. */
export const faultsEnabled = process.env.HRIS_TEST_DRIVER === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A new database on the server of TEST_DATABASE_URL, a copy of the run's seeded template (the
 * demo's core: org units, stores, staff, accounts); drop() removes it (and only it).
 */
export async function createDatabase(baseUrl: string, prefix = 'hris_fault') {
  const templates = inject('dbTemplates');
  if (templates?.driver !== 'postgres') throw new Error('the fault tests run in the postgres project only');
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name} template ${templates.seeded}`);
  return {
    url: databaseUrl(baseUrl, name),
    drop: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`),
  };
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM and wait (graceful), or SIGKILL when asked. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * A database on another cluster (one the test stops and starts), migrated and seeded with the
 * demo's core as the template is.
 */
export async function seedDatabase(databaseUrl: string) {
  const handle = await createDb({ databaseUrl, poolSize: 1 });
  try {
    await handle.migrate();
    await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * Starts the built server (`dist/main.js`, built by the postgres project's global setup when
 * missing or older than its sources) in its own process and waits until /api/health answers.
 */
export async function startServer(options: { databaseUrl: string; env?: Record<string, string> }) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hris-fault-'));
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES_PER_IP: '10000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /api/health within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  const server: ServerProcess = {
    baseUrl,
    child,
    output: () => output,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

export interface Answer {
  status: number;
  code: number;
  msg: string;
  data: any;
  ms: number;
}

/** POST JSON with a deadline; a call that does not answer in time is a failure, not a hang. */
export async function call(
  baseUrl: string,
  url: string,
  token: string | undefined,
  body: unknown = {},
  timeoutMs = 15_000,
): Promise<Answer> {
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { AccessToken: token } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const json = (await res.json()) as { code: number; msg: string; data: any };
  return { status: res.status, ...json, ms: performance.now() - t0 };
}

export async function login(baseUrl: string, account: string, password = 'Hris@2026') {
  const res = await call(baseUrl, UserPaths.login, undefined, { account, password });
  if (res.code !== 0) throw new Error(`login ${account}: ${res.msg}`);
  return res.data.accessToken as string;
}

/** Deterministic PRNG (mulberry32) so a failing interleaving plan can be replayed. */
export function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Process ids whose parent is `parent` (from /proc: no procps needed). */
function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/PID/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

/**
 * A PostgreSQL cluster of our own in a temp dir, on a free port, that a test may stop and start.
 * PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` system user.
 */
export async function startThrowawayCluster() {
  if (!existsSync(path.join(PG_BIN, 'initdb'))) throw new Error(`initdb not found in ${PG_BIN} (set PG_BIN)`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hris-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (bin: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args], { stdio: 'ignore' })
      : execFileSync(path.join(PG_BIN, bin), args, { stdio: 'ignore' });
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'log'), ...args]);
  ctl('-o', options, '-w', 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => ctl('-o', options, '-w', 'start'),
    stop: (mode: 'fast' | 'immediate' = 'fast') => ctl('-m', mode, '-w', 'stop'),
    /**
     * Freezes (SIGSTOP) or thaws (SIGCONT) the postmaster and every backend: the database host
     * hangs while its sockets stay open, as in a network partition or a stalled VM.
     */
    signalAll(signal: 'SIGSTOP' | 'SIGCONT') {
      const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      for (const pid of [postmaster, ...childrenOf(postmaster)]) {
        try {
          process.kill(pid, signal);
        } catch (err) {
          // a backend that ended between the listing and the signal
          if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
        }
      }
    },
    async destroy() {
      try {
        ctl('-m', 'immediate', '-w', 'stop');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
