import { envelopeSchema, type PermissionKey } from '@hris/contract';
import type { SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db, Executor } from '../db/client';
import { type Actor, actorOf } from '../http/actor';
import { requireAuth } from '../http/auth';
import type { AuthContext } from '../http/auth-context';
import { ok } from '../http/envelope';
import { type SheetExport, type SheetRow, sendSheet, withLastRow } from '../http/xlsx-stream';
import type { WorkflowEngine } from '../workflow/engine';
import type { ListInput } from './list-query';
import { type ListedRow, type RecordSource, ScopedRecords } from './scoped-records';

/*
 * The information-statistics lists of the processes (员工离职列表, 合同续签列表, 婚育福利列表 …):
 * each process declares its lists in its own folder (processes/<flow>/list.ts) and brings them in
 * its ProcessPart's `lists`; the one plugin below gives every list its page and export routes.
 */

/** A list request as the contract's listRequestSchema reads it: the page, the filters, the sort. */
export type WorkListRequest = ListInput & { pageIndex: number; pageSize: number };

/** What a list may read from the app: the engine's clock (a date filter or flag relative to today). */
export interface WorkListDeps {
  now: () => Date;
}

/** A page's answer: its rows and their number, and the sums over the filter when the list has totals. */
export type WorkListPage<L, Totals> = { list: L[]; total: number; capped?: boolean } & ([Totals] extends [never]
  ? unknown
  : { totals: Totals });

/** Sums over the whole filter: in the page's answer beside `list` and `total`, and as the sheet's last row. */
export interface WorkListTotals<Sums, Totals> {
  sum: (db: Executor, where: SQL | undefined) => Promise<Sums>;
  present: (sums: Sums) => Totals;
  /** The sheet's 合计 row. */
  sheetRow: (sums: Sums) => SheetRow;
}

/** One list of a process, as its folder declares it. */
export interface WorkListDeclaration<
  R extends ListedRow,
  L extends object,
  F extends string,
  S extends string,
  Sums = never,
  Totals = never,
> {
  /** The spec's API paths (verbatim, even misspelt: they are the contract). */
  paths: { page: string; export: string };
  /** OpenAPI tag and the summaries of the two routes. */
  tag: string;
  summary: { page: string; export: string };
  /** The menu key that opens both routes. */
  permission: PermissionKey;
  /** The body of both routes. */
  request: z.ZodType<WorkListRequest>;
  /** The page's answer: pageResultSchema(row), or the contract's page schema with its totals. */
  page: z.ZodType<WorkListPage<L, Totals>>;
  /** Filters, scope, rows and sheet; a function of the app's clock when they depend on today. */
  records: RecordSource<R, L, unknown, F, S> | ((deps: WorkListDeps) => RecordSource<R, L, unknown, F, S>);
  totals?: WorkListTotals<Sums, Totals>;
  /** Refuses an export the permission alone does not allow (throws an AppError), before it is logged. */
  checkExport?: (auth: AuthContext) => void;
}

/** A list's page and sheet, read over one database. */
interface WorkListReader {
  page: (db: Executor, auth: AuthContext, input: WorkListRequest) => Promise<object>;
  sheet: (db: Executor, actor: Actor, input: WorkListRequest) => Promise<SheetExport>;
}

/** A declared list, its row types put away: what a ServerPart brings in `lists`. */
export interface WorkList {
  paths: { page: string; export: string };
  tag: string;
  summary: { page: string; export: string };
  permission: PermissionKey;
  request: z.ZodType<WorkListRequest>;
  page: z.ZodType;
  open: (deps: WorkListDeps) => WorkListReader;
}

/** A list of a process, checked against its row types once, then kept as a WorkList. */
export function defineWorkList<
  R extends ListedRow,
  L extends object,
  F extends string,
  S extends string,
  Sums = never,
  Totals = never,
>(declaration: WorkListDeclaration<R, L, F, S, Sums, Totals>): WorkList {
  const { records, totals, checkExport, ...routes } = declaration;
  return {
    ...routes,
    open: (deps) => {
      // A list over works grows with the company's history: its total is capped (lists/capped-count.ts).
      const source = new ScopedRecords({
        ...(typeof records === 'function' ? records(deps) : records),
        cappedTotal: true,
      });
      return {
        async page(db, auth, input) {
          if (!totals) return source.list(db, auth, input);
          const [page, sums] = await Promise.all([
            source.list(db, auth, input),
            totals.sum(db, source.query(auth, input).where),
          ]);
          return { ...page, totals: totals.present(sums) };
        },
        async sheet(db, actor, input) {
          checkExport?.(actor.auth);
          const sheet = await source.exportList(db, actor, input);
          if (!totals) return sheet;
          const where = source.query(actor.auth, input).where;
          return withLastRow(sheet, async () => totals.sheetRow(await totals.sum(db, where)));
        },
      };
    },
  };
}

/**
 * The page and export routes of every list the parts declare (parts.ts), registered once by the
 * app: POST page → the envelope of one page (and its totals), POST export → the streamed sheet.
 */
export const workListRoutes: FastifyPluginAsyncZod<{
  db: Db;
  engine: WorkflowEngine;
  lists: readonly WorkList[];
}> = async (app, { db, engine, lists }) => {
  const deps: WorkListDeps = { now: () => engine.now() };
  for (const list of lists) {
    const reader = list.open(deps);
    const access = { permission: list.permission };
    app.post(
      list.paths.page,
      {
        schema: {
          tags: [list.tag],
          summary: list.summary.page,
          body: list.request,
          response: { 200: envelopeSchema(list.page.nullable()) },
        },
        config: { access },
      },
      async (req) => ok(await reader.page(db, requireAuth(req), req.body)),
    );
    app.post(
      list.paths.export,
      { schema: { tags: [list.tag], summary: list.summary.export, body: list.request }, config: { access } },
      async (req, reply) => sendSheet(req, reply, await reader.sheet(db, actorOf(req), req.body)),
    );
  }
};
