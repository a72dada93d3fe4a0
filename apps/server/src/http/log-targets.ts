import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/**
 * What a system-log target names (`work:215`, `employee:E100006`, `attachment:33`), as people
 * read it: 系统日志 shows "员工 张三（E100006）", not the key. The module or process that writes a
 * kind of target registers how to read it (ServerPart.logTargets), as scoped-id kinds are.
 */
export interface LogTargetKind {
  /** What the target is: 员工, 流程, 附件 … */
  noun: string;
  /** The texts of the keys (what follows the colon) it knows; a key it does not know keeps its key. */
  describe?: (db: Executor, keys: readonly string[]) => Promise<ReadonlyMap<string, string>>;
}

const kinds = new Map<string, LogTargetKind>();

export function registerLogTargets(entries: Readonly<Record<string, LogTargetKind>>): void {
  for (const [kind, entry] of Object.entries(entries)) kinds.set(kind, entry);
}

/** The kinds registered so far (a test checks that every kind the code writes is among them). */
export function logTargetKinds(): readonly string[] {
  return [...kinds.keys()];
}

/** Numeric keys only, for look-ups by id (a stale or odd key is left as it is). */
export function idKeys(keys: readonly string[]): number[] {
  return keys.filter((k) => /^\d{1,9}$/.test(k)).map(Number);
}

/**
 * The usual reader: the `text` of the rows of `table` whose `key` is one of the keys (an id when
 * `byId`, so a stale or odd key is left as it is).
 */
export function describeBy(
  table: PgTable,
  key: AnyColumn,
  text: SQL | AnyColumn,
  options: { byId?: boolean } = {},
): NonNullable<LogTargetKind['describe']> {
  return async (db, keys) => {
    const wanted = options.byId ? idKeys(keys) : [...keys];
    if (wanted.length === 0) return new Map();
    const rows = await db
      .select({ key: sql<string>`${key}::text`, text: sql<string>`${text}` })
      .from(table)
      .where(inArray(key, wanted));
    return new Map(rows.map((r) => [r.key, r.text]));
  };
}

function split(target: string): [string, string] | null {
  const at = target.indexOf(':');
  return at > 0 ? [target.slice(0, at), target.slice(at + 1)] : null;
}

/**
 * Each target's text: "<noun> <what it names>" for a registered kind (the key itself when the
 * record is gone), the target as written otherwise (an account, a code without a kind). One
 * look-up per kind, whatever the number of rows.
 */
export async function describeLogTargets(
  db: Executor,
  targets: readonly (string | null)[],
): Promise<Map<string, string>> {
  const byKind = new Map<string, Set<string>>();
  for (const target of targets) {
    const parts = target ? split(target) : null;
    if (!parts || !kinds.has(parts[0])) continue;
    const keys = byKind.get(parts[0]) ?? new Set<string>();
    keys.add(parts[1]);
    byKind.set(parts[0], keys);
  }
  const texts = new Map<string, string>();
  for (const [kind, keys] of byKind) {
    const entry = kinds.get(kind)!;
    const found = entry.describe ? await entry.describe(db, [...keys]) : new Map<string, string>();
    for (const key of keys) texts.set(`${kind}:${key}`, `${entry.noun} ${found.get(key) ?? key}`);
  }
  return texts;
}
