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
