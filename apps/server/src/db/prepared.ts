import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * A named prepared statement built once per executor (the pool, or one transaction). On
 * PostgreSQL each pooled connection then parses and plans the statement once instead of on every
 * call; PGlite runs it as usual. Only for statements whose best plan does not depend on their
 * values (lookups by key): after five executions PostgreSQL keeps one generic plan for all values.
 * The name must be unique to the statement's text.
 */
export function preparedPerExecutor<T>(build: (db: Executor) => T): (db: Executor) => T {
  const built = new WeakMap<Executor, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * The ids of a list page as a table, in the page's order, for a prepared statement that reads
 * their rows: FROM `from`, join on `id`, ORDER BY `order`; execute with `{ ids }`.
 */
export const pageOfIds = {
  from: sql`unnest(${sql.placeholder('ids')}::int[]) with ordinality as page(id, ord)`,
  id: sql<number>`page.id`,
  order: sql`page.ord`,
};
