import { ErrorCode, type Message } from '@hris/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AuthContext } from './auth-context';
import { AppError, errors } from './errors';

/**
 * The one data-scope predicate every list, detail and export uses (ARCHITECTURE §5).
 * `orgPath` is a materialized path column ("/1/5/17/"); "unit and below" is a prefix match
 * served by a text_pattern_ops index. Self scope matches only the caller's own employee row.
 */
export function scopeWhere(
  auth: AuthContext,
  columns: { orgPath: SQLWrapper; employeeRef?: SQLWrapper },
): SQL | undefined {
  switch (auth.scopeKind) {
    case 'all':
      return undefined;
    case 'org':
    case 'store':
      return sql`${columns.orgPath} like ${`${escapeLike(auth.orgPath)}%`}`;
    case 'self':
      if (columns.employeeRef && auth.employeeRef != null) return sql`${columns.employeeRef} = ${auth.employeeRef}`;
      return sql`false`;
  }
}

/** Where a single row lies: its org unit path and, for self scope, the employee it is about. */
export interface ScopePlace {
  orgPath: string;
  employeeRef?: number | null;
}

/** Whether a single row (by its org path) is inside the caller's scope. */
export function inScope(auth: AuthContext, row: ScopePlace): boolean {
  switch (auth.scopeKind) {
    case 'all':
      return true;
    case 'org':
    case 'store':
      return row.orgPath.startsWith(auth.orgPath);
    case 'self':
      return auth.employeeRef != null && row.employeeRef === auth.employeeRef;
  }
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Data of the whole company (接口中心's files, the notification channels and outbox): only a caller
 * whose scope is all, whatever menus a role grants; `refusal` says what the data is.
 */
export function requireCompanyWide(auth: AuthContext, refusal: Message) {
  if (auth.scopeKind !== 'all') throw new AppError(ErrorCode.OutOfScope, refusal);
}

/**
 * A row read by id for the caller: 40401 「{what}不存在」 (`what` a noun, `msg('noun.contract')`)
 * when there is none, 40303 when `place` says it lies outside the caller's scope (no `place`:
 * company-wide data).
 */
export function requireInScope<T>(
  auth: AuthContext,
  what: Message,
  row: T | undefined,
  place?: (row: T) => ScopePlace,
): T {
  if (!row) throw errors.notFound(what);
  if (place && !inScope(auth, place(row))) throw errors.outOfScope();
  return row;
}
