import { businessToday, type TTaskListRequest, type TToDoUserTaskListRequest } from '@hris/contract';
import type { SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { exportFileName, type SheetExport } from '../../http/xlsx';
import { EXPORT_CHUNK_SIZE } from '../../lists/export';
import type { TaskHandlingService } from '../../workflow/task-handling.service';
import { presentTaskExportRow, presentTaskRow, TASK_EXPORT_COLUMNS, type TaskRow } from './task.presenter';
import { counterTotal, taskCounts } from './task-counters';
import {
  afterRow,
  type ListPlan,
  pagesByKeyset,
  planList,
  type TaskListKind,
  type TaskListQuery,
} from './task-list.plan';
import * as repo from './task-list.repository';

/**
 * The list's total. Unfiltered (or by type only) to-do, running and completed lists read the
 * user's counters; the others count their rows.
 */
async function countTotal(db: Executor, plan: ListPlan): Promise<{ total: number; capped?: boolean }> {
  if (plan.counter)
    return { total: await counterTotal(db, plan.counter.userId, plan.counter.state, plan.counter.flowId) };
  return repo.countRows(db, plan);
}

/**
 * One page of a task list. To-do rows are tasks; running/completed/all rows are works (one row
 * per work, with its current step and handlers).
 */
export async function listTasks(db: Executor, auth: AuthContext, kind: TaskListKind, q: TaskListQuery) {
  const plan = planList(auth, kind, q);
  const offset = (q.pageIndex - 1) * q.pageSize;
  // A filtered to-do list is counted exactly, so every match is visited anyway: one scan gives
  // the page and its total (a page past the end has no row to carry it and counts apart).
  const together = plan.kind === 'toDo' && !plan.counter;
  const [rows, counted] = await Promise.all([
    repo.fetchRows(db, plan, { offset, limit: q.pageSize }, { withTotal: together }),
    together ? undefined : countTotal(db, plan),
  ]);
  const fromRows = rows[0]?.total;
  const totals =
    counted ??
    (fromRows !== undefined ? { total: fromRows } : offset === 0 ? { total: 0 } : await countTotal(db, plan));
  const now = Date.now();
  return { list: rows.map((r) => presentTaskRow(kind, r, now)), ...totals };
}

/**
 * Every row of a list in pages of `chunkSize`, for exports: no count, and keyset pages
 * ((sort value, id) after the last row) when the sort key is never null, so the 100th page costs
 * what the first does; other sorts page by offset. The next page is read while the caller
 * writes this one, so the database and the spreadsheet writer work at the same time. Rows come
 * without the process's own form columns, which no export shows (nor parses, 100,000 times).
 */
export async function* taskPages(
  db: Executor,
  auth: AuthContext,
  kind: TaskListKind,
  q: TaskListQuery,
  chunkSize: number,
): AsyncGenerator<TaskRow[]> {
  const plan = planList(auth, kind, q);
  let keyset = pagesByKeyset(plan);
  let offset = 0;
  const read = (after?: SQL) =>
    keyset
      ? repo.fetchRows(db, plan, { offset: 0, limit: chunkSize, after }, { withForm: false, withSortValue: true })
      : repo.fetchRows(db, plan, { offset, limit: chunkSize }, { withForm: false });
  let next: Promise<repo.FetchedRow[]> | undefined = read();
  while (next) {
    const rows = await next;
    next = undefined;
    if (rows.length === chunkSize) {
      offset += rows.length;
      const last = rows[rows.length - 1];
      // A null sort value cannot bound a keyset: go on by offset from the rows read so far.
      if (keyset && last.sortValue === null) keyset = false;
      next = read(keyset && last.sortValue !== null ? afterRow(plan, last.sortValue, last.pageId) : undefined);
      // An abandoned export (client gone) must not leave this read's failure unhandled.
      next.catch(() => {});
    }
    const now = Date.now();
    if (rows.length > 0) yield rows.map((r) => presentTaskRow(kind, r, now));
  }
}

/** The task centre's lists, exports and counts (spec §7 Task calls). */
export class TaskService {
  constructor(
    private readonly db: Db,
    private readonly taskHandling: TaskHandlingService,
  ) {}

  list(auth: AuthContext, kind: TaskListKind, input: TTaskListRequest) {
    return listTasks(this.db, auth, kind, input);
  }

  /** Another user's to-dos (task transfer): only a user within the caller's scope. */
  async listToDosOf(auth: AuthContext, input: TToDoUserTaskListRequest) {
    await this.taskHandling.assertUserInScope(auth, input.userId);
    return listTasks(this.db, auth, 'toDo', input);
  }

  /**
   * The export rows of a list, page by page, logged first. Keyset pages and no count: the 100th
   * page of a 100,000-row export costs what the first does.
   */
  /** The running or completed list as a sheet (no count: keyset pages cost the same to the end). */
  async exportList(actor: Actor, kind: 'running' | 'completed', input: TTaskListRequest): Promise<SheetExport> {
    await audit(this.db, actor, {
      action: 'task.export',
      target: kind,
      summary: { filters: input.filters ?? {}, flowId: input.flowId ?? null },
    });
    const rows = taskPages(
      this.db,
      actor.auth,
      kind,
      { ...input, pageIndex: 1, pageSize: EXPORT_CHUNK_SIZE },
      EXPORT_CHUNK_SIZE,
    );
    const title = kind === 'running' ? '在办任务' : '已办任务';
    return {
      fileName: exportFileName(title, businessToday()),
      sheetName: title,
      columns: TASK_EXPORT_COLUMNS,
      pages: (async function* () {
        for await (const page of rows) yield page.map(presentTaskExportRow);
      })(),
    };
  }

  counts(auth: AuthContext) {
    return taskCounts(this.db, auth.userId);
  }
}
