import type { ExportColumn, Message } from '@hris/contract';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { Actor } from '../http/actor';
import type { AuthContext } from '../http/auth-context';
import { requireInScope, type ScopePlace } from '../http/scope';
import type { SheetRow } from '../http/xlsx-stream';
import { COUNT_UP_TO, cappedTotal } from './capped-count';
import { exportList } from './export';
import { buildListQuery, type ListInput, type ListQuery, type ListSpec, pageOf } from './list-query';

/** A row of a list: its id and sort value bound the next keyset chunk of an export. */
export interface ListedRow {
  id: number;
  sortValue: string;
}

/**
 * What a basic-data list and its records are made of. Each part is the module's own (its
 * repository's page and count, its presenters); the kit only puts them together the same way for
 * every list.
 */
export interface RecordSource<R extends ListedRow, L extends object, D, F extends string, S extends string> {
  /** Filters and sort; a function when a sort key depends on the caller (a headcount in scope). */
  spec: ListSpec<F, S> | ((auth: AuthContext) => ListSpec<F, S>);
  /** The caller's data scope over the rows; none for company-wide data (positions). */
  scope?: (auth: AuthContext) => SQL | undefined;
  /**
   * One page of rows in the list's order; the export reads it in keyset chunks. `use` says which:
   * a list page answers sealed values masked anyway, so it need not decrypt them (staff).
   */
  page: (
    db: Executor,
    q: ListQuery,
    where: SQL | undefined,
    limit: number,
    offset: number,
    auth: AuthContext,
    use: 'list' | 'export',
  ) => Promise<R[]>;
  /**
   * The number of rows `where` selects, over the same tables the page filters; no more than `upTo`
   * when the list's total is capped.
   */
  count: (db: Executor, where: SQL | undefined, upTo?: number) => Promise<number>;
  /** The page's total is counted up to LIST_COUNT_CAP (a list over works, which grows with history). */
  cappedTotal?: boolean;
  /** A row as the list answers it. */
  present: (row: R, auth: AuthContext) => L;
  export: {
    /** Sheet name and file-name stem, in Chinese. */
    title: string;
    /** System-log action, e.g. contract.export. */
    action: string;
    columns: readonly ExportColumn[];
    /** A row as the sheet shows it; the list's presenter when the sheet shows the same. */
    present?: (row: R, auth: AuthContext) => SheetRow;
  };
  /** One record by id, for its detail. */
  record?: {
    /** What is not found, a noun: msg('noun.contract') → 合同不存在. */
    what: Message;
    find: (db: Executor, id: number, auth: AuthContext) => Promise<D | undefined>;
    /** Where the record lies, checked against the caller's scope; none for company-wide data. */
    place?: (row: D) => ScopePlace;
  };
}

/**
 * The list, export and detail of a basic-data module (ARCHITECTURE §4 lists): a page and its total
 * inside the caller's data scope, the same rows as a streamed sheet, and one record by id,
 * 40401 when there is none and 40303 when it lies outside the scope. Stateless: one per module,
 * the database passed in by the service.
 */
export class ScopedRecords<R extends ListedRow, L extends object, D, F extends string, S extends string> {
  constructor(private readonly source: RecordSource<R, L, D, F, S>) {}

  /** The list request's filters and sort as SQL, inside the caller's scope (and `extra`). */
  query(auth: AuthContext, input: ListInput, extra: (SQL | undefined)[] = []): ListQuery {
    const { spec, scope } = this.source;
    return buildListQuery(typeof spec === 'function' ? spec(auth) : spec, input, [scope?.(auth), ...extra]);
  }

  async list(db: Executor, auth: AuthContext, input: ListInput & { pageIndex: number; pageSize: number }) {
    const { page, count, present, cappedTotal: capped } = this.source;
    const q = this.query(auth, input);
    const { offset, limit } = pageOf(input);
    const [rows, counted] = await Promise.all([
      page(db, q, q.where, limit, offset, auth, 'list'),
      count(db, q.where, capped ? COUNT_UP_TO : undefined),
    ]);
    return { list: rows.map((row) => present(row, auth)), ...(capped ? cappedTotal(counted) : { total: counted }) };
  }

  /** The filtered rows as a sheet (the route streams it), logged as the caller's export. */
  async exportList(db: Executor, actor: Actor, input: ListInput) {
    const { auth } = actor;
    const { page, count, present, export: sheet } = this.source;
    const presentRow = sheet.present ?? present;
    const q = this.query(auth, input);
    return exportList({
      db,
      actor,
      query: q,
      input,
      fetch: (where, limit) => page(db, q, where, limit, 0, auth, 'export'),
      count: (where) => count(db, where),
      present: (row) => presentRow(row, auth),
      columns: sheet.columns,
      title: sheet.title,
      action: sheet.action,
    });
  }

  /** The record for a detail page. */
  async find(db: Executor, auth: AuthContext, id: number): Promise<D> {
    const record = this.source.record;
    if (!record) throw new Error('This list has no record lookup');
    return requireInScope(auth, record.what, await record.find(db, id, auth), record.place);
  }
}

/** Where a per-employee record lies: where its employee does. */
export function employeePlace(row: { orgPath: string; employeeRef: number }): ScopePlace {
  return { orgPath: row.orgPath, employeeRef: row.employeeRef };
}
