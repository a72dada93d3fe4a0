/**
 * CPU time used by the server process and by PostgreSQL's processes, read from /proc: the bench
 * divides it by the requests of a run to show where each request's time goes (a closed loop of
 * c connections on N cores answers in about c × CPU per request ÷ N when the cores are the limit).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** utime + stime of one process in seconds (0 when it is gone). */
function cpuSecondsOf(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks();
  } catch {
    return 0;
  }
}

/** CPU seconds of every process named postgres (the postmaster, its backends and workers). */
function postgresCpuSeconds(): Map<string, number> {
  const seconds = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    seconds.set(pid, cpuSecondsOf(pid));
  }
  return seconds;
}

export interface CpuSnapshot {
  server: number;
  postgres: Map<string, number> | null;
}

export function cpuSnapshot(serverPid: number, withPostgres: boolean): CpuSnapshot {
  return { server: cpuSecondsOf(serverPid), postgres: withPostgres ? postgresCpuSeconds() : null };
}

export interface CpuPerRequest {
  serverMs: number;
  /** Null on PGlite (the database runs inside the server process). */
  postgresMs: number | null;
}

/** CPU milliseconds per request between two snapshots (processes that started meanwhile count from 0). */
export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number): CpuPerRequest {
  const perRequest = (seconds: number) => Math.round((seconds * 1000 * 100) / Math.max(1, requests)) / 100;
  let postgres: number | null = null;
  if (after.postgres) {
    let total = 0;
    for (const [pid, s] of after.postgres) total += s - (before.postgres?.get(pid) ?? 0);
    postgres = perRequest(total);
  }
  return { serverMs: perRequest(after.server - before.server), postgresMs: postgres };
}
