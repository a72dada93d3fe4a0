import {
  type FilterDef,
  msg,
  type ParsedFilter,
  parseColumnFilter,
  type TListColumnFilter,
  type TSensitiveExport,
} from '@hris/contract';
import { and, asc, desc, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { charactersContain, ilikeContains } from '../db/text-search';
import { errors } from '../http/errors';

/** How a list's column filter becomes SQL. */
export type FilterColumn =
  /** Substring match (case-insensitive) on any of the columns. */
  | { columns: readonly SQLWrapper[] }
  /** Equality / range / boolean on one column; `scale` multiplies number bounds (yuan → cents). */
  | { column: SQLWrapper; scale?: number }
  | { build: (filter: ParsedFilter) => SQL | undefined };

/** The SQL type of a sort key, so keyset bounds are cast back to it. */
export type SortType = 'text' | 'int' | 'numeric' | 'date' | 'timestamptz' | 'bool';

/** A sort key must never be null (coalesce nullable columns) so keyset paging is exact. */
export interface SortKey {
  expr: SQL | SQLWrapper;
  type: SortType;
}

export interface ListSpec<F extends string, S extends string> {
  filterDefs: Record<F, FilterDef>;
  filterColumns: Record<F, FilterColumn>;
  sortKeys: Record<S, SortKey>;
  defaultSort: { field: S; direction: 'asc' | 'desc' };
  /** The row's unique id, the last sort key, so the order is total. */
  idColumn: SQLWrapper;
}

export interface ListQuery {
  where: SQL | undefined;
  key: SortKey;
  direction: 'asc' | 'desc';
  orderBy: SQL[];
  idColumn: SQLWrapper;
}

export interface ListInput {
  sortFieldName?: string;
  sortDirection?: 'asc' | 'desc';
  filters?: Record<string, TListColumnFilter>;
  /** An export's 含敏感信息 and why (issue 38). */
  sensitive?: TSensitiveExport;
}

/** Filters (already checked by the request schema) and sort of a list request, as SQL. */
export function buildListQuery<F extends string, S extends string>(
  spec: ListSpec<F, S>,
  input: ListInput,
  extra: (SQL | undefined)[] = [],
): ListQuery {
  const conditions: (SQL | undefined)[] = [...extra];
  for (const [field, value] of Object.entries(input.filters ?? {})) {
    // Own keys only: `constructor` or `toString` must not find Object.prototype's members.
    const def = Object.hasOwn(spec.filterDefs, field) ? spec.filterDefs[field as F] : undefined;
    const column = Object.hasOwn(spec.filterColumns, field) ? spec.filterColumns[field as F] : undefined;
    if (!def || !column || !value) throw errors.validation(msg('list.unknownFilter', { field: field.slice(0, 40) }));
    const parsed = parseColumnFilter(def, value);
    if (typeof parsed === 'string') {
      throw errors.validation(msg('list.badFilter', { problem: msg('common.sharedRule', { text: parsed }) }));
    }
    if (parsed) conditions.push(filterSql(column, parsed));
  }
  const field = (input.sortFieldName ?? spec.defaultSort.field) as S;
  const key = Object.hasOwn(spec.sortKeys, field) ? spec.sortKeys[field] : undefined;
  if (!key) throw errors.validation(msg('list.unknownSort', { field: field.slice(0, 40) }));
  const direction = input.sortFieldName ? (input.sortDirection ?? 'asc') : spec.defaultSort.direction;
  const dir = direction === 'asc' ? asc : desc;
  return {
    where: and(...conditions),
    key,
    direction,
    orderBy: [dir(key.expr), dir(spec.idColumn)],
    idColumn: spec.idColumn,
  };
}

/**
 * The same substring match as `{ columns: [column] }`, answered from a GIN index on
 * `string_to_array(lower(column), null)` (see charactersContain).
 */
export function characterIndexedContains(column: SQLWrapper): FilterColumn {
  return { build: (f) => (f.kind === 'text' ? charactersContain(column, f.text) : undefined) };
}

/** A China calendar date range over a timestamp (both days included), as bounds the column's index can use. */
export function chinaDateRange(column: SQLWrapper, from?: string, to?: string): SQL | undefined {
  return and(
    from ? sql`${column} >= (${from}::date)::timestamp at time zone 'Asia/Shanghai'` : undefined,
    to ? sql`${column} < ((${to}::date) + 1)::timestamp at time zone 'Asia/Shanghai'` : undefined,
  );
}

/** A date-range column filter over a timestamp, the days being China's. */
export function chinaDaysFilter(column: SQLWrapper): FilterColumn {
  return { build: (f) => (f.kind === 'dateRange' ? chinaDateRange(column, f.from, f.to) : undefined) };
}

function filterSql(column: FilterColumn, f: ParsedFilter): SQL | undefined {
  if ('build' in column) return column.build(f);
  if ('columns' in column) {
    if (f.kind !== 'text') return undefined;
    return or(...column.columns.map((c) => ilikeContains(c, f.text)));
  }
  const c = column.column;
  switch (f.kind) {
    case 'text':
      return ilikeContains(c, f.text);
    case 'select':
      return inArray(c, f.values);
    case 'id':
      return inArray(c, f.ids);
    case 'boolean':
      return sql`${c} = ${f.value}`;
    case 'dateRange':
      return and(f.from ? sql`${c} >= ${f.from}::date` : undefined, f.to ? sql`${c} <= ${f.to}::date` : undefined);
    case 'numberRange': {
      const bound = (v: number) => (column.scale ? Math.round(v * column.scale) : v);
      return and(
        f.min !== undefined ? sql`${c} >= ${bound(f.min)}` : undefined,
        f.max !== undefined ? sql`${c} <= ${bound(f.max)}` : undefined,
      );
    }
  }
}

/** Rows after (sortValue, id) in the list's order: the next keyset page. */
export function keysetAfter(query: ListQuery, last: { sortValue: unknown; id: number }): SQL {
  const cast = sql.raw(query.key.type);
  const op = sql.raw(query.direction === 'asc' ? '>' : '<');
  return sql`(${query.key.expr}, ${query.idColumn}) ${op} (${String(last.sortValue)}::${cast}, ${last.id}::int)`;
}

/** The sort key as a selected column, so a page's last row gives the next page's bound. */
export function sortValueColumn(query: ListQuery) {
  return sql<string>`(${query.key.expr})::text`;
}

/** A list's select (made `$dynamic()`) filtered by `where`, in the list's order, `limit` rows from `offset`. */
export function orderedPage<T extends PgSelect>(
  select: T,
  q: ListQuery,
  where: SQL | undefined,
  limit: number,
  offset = 0,
) {
  return select
    .where(where)
    .orderBy(...q.orderBy)
    .offset(offset)
    .limit(limit);
}

export function pageOf(input: { pageIndex: number; pageSize: number }) {
  return { offset: (input.pageIndex - 1) * input.pageSize, limit: input.pageSize };
}

/**
 * Reads every row of a list in keyset pages of `chunkSize`, so an export of 100,000 rows holds
 * one page in memory at a time.
 */
export async function* keysetPages<R extends { id: number; sortValue: string }>(
  query: ListQuery,
  fetch: (where: SQL | undefined, limit: number) => Promise<R[]>,
  chunkSize: number,
): AsyncGenerator<R[]> {
  let last: { sortValue: string; id: number } | undefined;
  for (;;) {
    const where = last ? and(query.where, keysetAfter(query, last)) : query.where;
    const rows = await fetch(where, chunkSize);
    if (rows.length > 0) yield rows;
    if (rows.length < chunkSize) return;
    const tail = rows[rows.length - 1];
    last = { sortValue: tail.sortValue, id: tail.id };
  }
}
