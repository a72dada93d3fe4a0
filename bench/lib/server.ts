import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { DriverFloorSpec } from './driver-floor';
import { type BenchTarget, PGLITE_DATA_DIR, REPO_DIR } from './target';

/**
 * The server measured: this checkout's build, or another build's main.js (BENCH_SERVER_MAIN) for
 * interleaved before/after pairs on one seed — a build copied inside apps/server (e.g. dist-before/)
 * resolves the same node_modules and migrations.
 */
const OTHER_BUILD = process.env.BENCH_SERVER_MAIN;
export const SERVER_MAIN = OTHER_BUILD ? path.resolve(OTHER_BUILD) : path.join(REPO_DIR, 'apps/server/dist/main.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds apps/server/dist/main.js when it is missing or older than the server or contract sources. */
export function ensureServerBuilt(log: (line: string) => void) {
  if (OTHER_BUILD) return log(`measuring the build at ${SERVER_MAIN}`);
  const sources = ['apps/server/src', 'apps/server/drizzle', 'packages/contract/src'].map((d) =>
    path.join(REPO_DIR, d),
  );
  const built = existsSync(SERVER_MAIN) ? statSync(SERVER_MAIN).mtimeMs : 0;
  if (built > Math.max(...sources.map(newestMtime))) return;
  log('building the server (npm run build -w @hris/server)');
  execFileSync('npm', ['run', 'build', '-w', '@hris/server'], { cwd: REPO_DIR, stdio: 'inherit' });
}

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

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** The bench's own sealing key (never a real one): the server seals the seeded numbers with it at its first start. */
export const BENCH_PII_KEY = Buffer.alloc(32, 7).toString('base64');

export async function startServer(options: {
  target: BenchTarget;
  preload?: string[];
  env?: Record<string, string>;
  logFile: string;
  poolSize?: number;
}): Promise<ServerProcess> {
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_ENV: 'production',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_POOL_SIZE: String(options.poolSize ?? 10),
    // Production needs the key that seals identity numbers; the bench database keeps one of its own.
    PII_KEY: process.env.PII_KEY ?? BENCH_PII_KEY,
    ...(options.target.driver === 'postgres' ? { DATABASE_URL: options.target.url! } : { DATA_DIR: PGLITE_DATA_DIR }),
    ...options.env,
  };
  const args = [...(options.preload ?? []).flatMap((p) => ['--import', p]), SERVER_MAIN];
  const child = spawn(process.execPath, args, { cwd: REPO_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = createWriteStream(options.logFile, { flags: 'a' });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const baseUrl = `http://127.0.0.1:${port}`;
  // The first start after a seed seals the seeded identity numbers (about 3 minutes at bench scale).
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; see ${options.logFile}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 600 s; see ${options.logFile}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    pid: child.pid!,
    baseUrl,
    child,
    stop: () => stopChild(child),
  };
}

/** Resident set size (VmRSS) and its peak (VmHWM) of a process, in MB. */
export function memoryOf(pid: number): { rssMb: number; hwmMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), hwmMb: Math.round(kb('VmHWM') / 1024) };
}

/** Samples VmRSS every `everyMs` until stopped; returns the highest seen. */
export function sampleRss(pid: number, everyMs = 20) {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, memoryOf(pid).rssMb);
    } catch {
      // process gone
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/** SIGTERM, then SIGKILL after 15 s; resolves when the process has exited. */
async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** lib/driver-floor.ts in its own process, as the load generator sees a server. */
export async function startDriverFloor(spec: DriverFloorSpec): Promise<ServerProcess> {
  // Through a file: a report's answer can be longer than one argument may be (128 KB).
  const specFile = path.join(os.tmpdir(), `hris-driver-floor-${process.pid}.json`);
  writeFileSync(specFile, JSON.stringify(spec));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_DIR, 'bench/lib/driver-floor.ts'), specFile],
    { cwd: REPO_DIR, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`driver floor exited with ${code}`)));
  }).finally(() => rmSync(specFile, { force: true }));
  return {
    pid: child.pid!,
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    stop: () => stopChild(child),
  };
}
