import { and, asc, count, desc, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { systemLog } from '../../db/schema';
import { escapeLike } from '../../http/scope';

export type SystemLogRow = typeof systemLog.$inferSelect;

/** What the log list is narrowed by: texts contained in the user name and action, a time span. */
export interface SystemLogFilter {
  userName?: string;
  action?: string;
  from?: Date;
  to?: Date;
}

function logWhere(filter: SystemLogFilter): SQL | undefined {
  const contains = (value: string | undefined) => (value === undefined ? undefined : `%${escapeLike(value)}%`);
  const userName = contains(filter.userName);
  const action = contains(filter.action);
  return and(
    userName ? sql`${systemLog.userName} ilike ${userName}` : undefined,
    action ? sql`${systemLog.action} ilike ${action}` : undefined,
    filter.from ? gte(systemLog.createdAt, filter.from) : undefined,
    filter.to ? lte(systemLog.createdAt, filter.to) : undefined,
  );
}

/** One page of the log by time (ties by id). */
export async function findSystemLogPage(
  db: Executor,
  filter: SystemLogFilter,
  page: { descending: boolean; limit: number; offset: number },
) {
  const direction = page.descending ? desc : asc;
  return db
    .select()
    .from(systemLog)
    .where(logWhere(filter))
    .orderBy(direction(systemLog.createdAt), direction(systemLog.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countSystemLogs(db: Executor, filter: SystemLogFilter) {
  const [row] = await db.select({ n: count() }).from(systemLog).where(logWhere(filter));
  return Number(row?.n ?? 0);
}
