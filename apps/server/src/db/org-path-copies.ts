import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * Tables that keep a copy of an org unit's path (`org_path`), so scope checks need no join. Each
 * table registers its column where it is declared; moving a store to another region rebases every
 * registered copy, so a new table with an `org_path` never edits the move.
 */
interface OrgPathCopy {
  column: AnyPgColumn;
  /** A timestamp column set to now() with the move (the row changed). */
  touch?: AnyPgColumn;
}

const copies: OrgPathCopy[] = [];

export function copiesOrgPath(column: AnyPgColumn, options: { touch?: AnyPgColumn } = {}): void {
  if (!copies.some((c) => c.column === column)) copies.push({ column, ...options });
}

export function orgPathCopies(): readonly OrgPathCopy[] {
  return copies;
}

/** Rewrites every registered copy under `from` (a path prefix) to start with `to` instead. */
export async function rebaseOrgPathCopies(db: Executor, from: string, to: string): Promise<void> {
  // LIKE's own characters in a path are matched literally (http/scope#escapeLike, which the db layer does not import).
  const prefix = `${from.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  for (const { column, touch } of copies) {
    const name = sql.identifier(column.name);
    const touched = touch ? sql`, ${sql.identifier(touch.name)} = now()` : sql``;
    await db.execute(
      sql`update ${column.table} set ${name} = ${to}::text || substring(${name} from ${from.length + 1}::int)${touched} where ${name} like ${prefix}`,
    );
  }
}
