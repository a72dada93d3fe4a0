import { Column, is, SQL, sql } from 'drizzle-orm';
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
      withCompiledRowMapper(statement);
      built.set(db, statement);
    }
    return statement;
  };
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
/** What drizzle's prepared query holds of its select (internal, the same for node-postgres and PGlite). */
interface PreparedInternals {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * Rows of a prepared statement whose fields are all top-level mapped by one function built for it:
 * drizzle maps each row by walking its fields and asking each, on every row, what kind it is
 * (`is()`: 4 % of the to-do list's server profile). Same values, same decoders. Statements with
 * nested fields (a joined table as an object, which drizzle nulls when its row is missing) keep
 * drizzle's mapping.
 */
function withCompiledRowMapper(statement: unknown): void {
  const prepared = statement as PreparedInternals;
  const fields = prepared.fields;
  if (!Array.isArray(fields) || prepared.customResultMapper || fields.some((f) => f.path.length !== 1)) return;
  const decoders = fields.map(({ field }): Decoder | undefined => {
    if (is(field, Column)) return field;
    if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
    if (is(field, SQL.Aliased)) return (field.sql as unknown as { decoder: Decoder }).decoder;
    return undefined;
  });
  if (decoders.some((d) => !d)) return;
  const body = fields
    .map(({ path }, i) => `${JSON.stringify(path[0])}: r[${i}] === null ? null : d[${i}].mapFromDriverValue(r[${i}])`)
    .join(',\n');
  const mapRow = new Function('d', `return (r) => ({\n${body}\n});`)(decoders) as (row: unknown[]) => unknown;
  prepared.customResultMapper = (rows) => rows.map(mapRow);
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
