import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_DIR = path.resolve(BENCH_DIR, '..');
/** PGlite keeps the bench database here when no PostgreSQL URL is given (the server's DATA_DIR). */
export const PGLITE_DATA_DIR = path.join(BENCH_DIR, '.data');
export const PGLITE_DB_DIR = path.join(PGLITE_DATA_DIR, 'db');

export interface BenchTarget {
  driver: 'postgres' | 'pglite';
  /** postgres://… of the bench database (postgres driver only). */
  url?: string;
}

/** BENCH_DATABASE_URL, then DATABASE_URL; PGlite in bench/.data when neither is set. */
export function benchTarget(env: NodeJS.ProcessEnv = process.env): BenchTarget {
  const url = env.BENCH_DATABASE_URL || env.DATABASE_URL;
  return url ? { driver: 'postgres', url } : { driver: 'pglite' };
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}

/** The same server, maintenance database `postgres`: where CREATE/DROP DATABASE run. */
export function maintenanceUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

/** Minimal argv parser: `--name value`, `--flag`. */
export function parseArgs(argv: string[]): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) continue;
    // At the first '=' only: a value may hold its own (--server-node-options=--cpu-prof-dir=/tmp/p).
    const eq = a.indexOf('=');
    const key = eq > 0 ? a.slice(2, eq) : a.slice(2);
    if (eq > 0) out[key] = a.slice(eq + 1);
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) out[key] = argv[++i];
    else out[key] = true;
  }
  return out;
}

export function intArg(args: Record<string, string | true>, key: string, fallback: number): number {
  const v = args[key];
  if (v === undefined || v === true) return fallback;
  const n = Number(String(v).replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${key} must be a non-negative integer, got ${v}`);
  return n;
}
