import { SYSTEM_LOG_FAILURE_SUFFIXES, SYSTEM_LOG_MODULES, type SystemLogModule } from '@hris/contract';
import { count, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { systemLog } from '../../db/schema';
import { describeLogTargets } from '../../http/log-targets';
import { type ListQuery, orderedPage, sortValueColumn } from '../../lists/list-query';

export type SystemLogRow = typeof systemLog.$inferSelect & { sortValue: string; targetText?: string | null };

/** The rows with what their targets name (http/log-targets.ts), read once per kind. */
export async function withTargetTexts<R extends { target: string | null }>(db: Executor, rows: R[]) {
  const texts = await describeLogTargets(
    db,
    rows.map((r) => r.target),
  );
  return rows.map((r) => ({ ...r, targetText: r.target === null ? null : (texts.get(r.target) ?? r.target) }));
}

/** The module of an entry: the first segment of its action (`shop.update` → shop). */
const actionPrefix = sql`split_part(${systemLog.action}, '.', 1)`;

const KNOWN_PREFIXES = Object.values(SYSTEM_LOG_MODULES).flatMap((m) => [...m.prefixes]);

/** Entries of any of the modules; 其他 is every prefix no module names. */
export function moduleIn(modules: SystemLogModule[]): SQL {
  const parts = modules.map((key) => {
    if (key === 'other') return sql`${actionPrefix} <> all(${sql.param(KNOWN_PREFIXES)}::text[])`;
    return sql`${actionPrefix} = any(${sql.param([...SYSTEM_LOG_MODULES[key].prefixes])}::text[])`;
  });
  return sql`(${sql.join(parts, sql` or `)})`;
}

const FAILURE_PATTERN = `\\.(${SYSTEM_LOG_FAILURE_SUFFIXES.join('|')})$`;

/** Entries of a refused attempt (login.failed, salary.import.rejected …), or the others. */
export function resultIs(failure: boolean): SQL {
  return failure ? sql`${systemLog.action} ~ ${FAILURE_PATTERN}` : sql`${systemLog.action} !~ ${FAILURE_PATTERN}`;
}

export async function findSystemLogPage(db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset = 0) {
  return withTargetTexts(db, await findSystemLogRows(db, q, where, limit, offset));
}

function findSystemLogRows(db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset: number) {
  const select = db
    .select({
      id: systemLog.id,
      userId: systemLog.userId,
      userName: systemLog.userName,
      action: systemLog.action,
      target: systemLog.target,
      summary: systemLog.summary,
      ip: systemLog.ip,
      requestId: systemLog.requestId,
      createdAt: systemLog.createdAt,
      sortValue: sortValueColumn(q),
    })
    .from(systemLog)
    .$dynamic();
  return orderedPage(select, q, where, limit, offset);
}

export async function countSystemLogs(db: Executor, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(systemLog).where(where);
  return Number(row?.n ?? 0);
}

export async function findSystemLog(db: Executor, id: number): Promise<SystemLogRow | undefined> {
  const [row] = await db.select().from(systemLog).where(eq(systemLog.id, id)).limit(1);
  if (!row) return undefined;
  const [described] = await withTargetTexts(db, [row]);
  return { ...described, sortValue: '' };
}

/**
 * Deletes up to `limit` entries older than `before` (oldest first) and answers how many went; the
 * prune job repeats it so no single statement holds a long lock on a large log.
 */
export async function deleteOlderThan(db: Executor, before: Date, limit: number): Promise<number> {
  const rows = await db
    .delete(systemLog)
    .where(
      sql`${systemLog.id} in (select id from ${systemLog} where ${lt(systemLog.createdAt, before)} order by ${systemLog.createdAt} limit ${limit})`,
    )
    .returning({ id: systemLog.id });
  return rows.length;
}
