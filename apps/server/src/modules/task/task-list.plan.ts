import { type FilterDef, PROCESSES, parseColumnFilter, type TPageRequest } from '@hris/contract';
import { and, eq, exists, gte, inArray, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { appUser, employee, shop, task, work, workCopy, workParticipant } from '../../db/schema';
import { charactersContain, ilikeContains } from '../../db/text-search';
import type { AuthContext } from '../../http/auth-context';
import { checkListRequest } from '../../http/list-request';
import { scopeWhere } from '../../http/scope';
import { label } from '../../workflow/display-names';
import { getProcess } from '../../workflow/registry';
import { SYSTEM_ACCOUNT } from '../../workflow/system-actor';

// Which rows a task list means: its narrow table, where clause, joins and sort. The repository
// turns a plan into statements; nothing here reads the database.

export type TaskListKind = 'toDo' | 'running' | 'completed' | 'all' | 'started' | 'copied';

export interface TaskListQuery extends TPageRequest {
  flowId?: number;
  /** For the TaskALL page: which state to show. */
  state?: 'running' | 'completed';
  /** For TaskChange: whose to-dos. */
  userId?: number;
}

export const starter = alias(appUser, 'starter');

const participant = workParticipant;

/** The tables a list's page may join to its narrow source for filters and sorts. */
type Joinable = 'work' | 'employee' | 'shop' | 'starter';

/** A column of the list, and the join it needs when the list is not read from work itself. */
interface ListColumn {
  expr: SQL;
  needs?: Joinable;
}

/**
 * Where each list's own columns live. To-dos are tasks; my running and completed works are read
 * from work_participant (one row per work and participant, indexed in each list's order); the
 * TaskALL and started lists from work. Sorting and filtering on the narrow table keeps a page at
 * any offset an index range scan: work, employee and shop are joined for the 20 rows of the page.
 */
function columnsOf(
  kind: TaskListKind,
): Record<'id' | 'workId' | 'flowId' | 'startedAt' | 'arrivedAt' | 'nodeId', ListColumn> {
  const onWork = (expr: SQL): ListColumn => ({
    expr,
    needs: kind === 'all' || kind === 'started' ? undefined : 'work',
  });
  switch (kind) {
    case 'toDo':
      return {
        id: { expr: sql`${task.id}` },
        workId: { expr: sql`${task.workId}` },
        flowId: onWork(sql`${work.flowId}`),
        startedAt: onWork(sql`${work.startedAt}`),
        arrivedAt: { expr: sql`${task.arrivedAt}` },
        nodeId: { expr: sql`${task.nodeId}` },
      };
    case 'running':
    case 'completed':
      return {
        id: { expr: sql`${participant.workId}` },
        workId: { expr: sql`${participant.workId}` },
        flowId: { expr: sql`${participant.flowId}` },
        startedAt: { expr: sql`${participant.startedAt}` },
        arrivedAt: { expr: sql`${kind === 'completed' ? participant.finishedAt : participant.startedAt}` },
        nodeId: onWork(sql`${work.currentNodeId}`),
      };
    case 'copied':
      // 抄送我的: the caller's copies (work_copy_user_idx), newest copy first.
      return {
        id: { expr: sql`${workCopy.workId}` },
        workId: { expr: sql`${workCopy.workId}` },
        flowId: onWork(sql`${work.flowId}`),
        startedAt: onWork(sql`${work.startedAt}`),
        arrivedAt: { expr: sql`${workCopy.copiedAt}` },
        nodeId: onWork(sql`${work.currentNodeId}`),
      };
    case 'all':
    case 'started':
      return {
        id: { expr: sql`${work.id}` },
        workId: { expr: sql`${work.id}` },
        flowId: { expr: sql`${work.flowId}` },
        startedAt: { expr: sql`${work.startedAt}` },
        arrivedAt: { expr: sql`${work.startedAt}` },
        nodeId: { expr: sql`${work.currentNodeId}` },
      };
  }
}
type Columns = ReturnType<typeof columnsOf>;

const SORTABLE: Record<string, (c: Columns) => ListColumn> = {
  startedTime: (c) => c.startedAt,
  arrivedTime: (c) => c.arrivedAt,
  name: () => ({ expr: sql`${employee.name}`, needs: 'employee' }),
  employeeId: () => ({ expr: sql`${employee.employeeId}`, needs: 'employee' }),
  shopCode: () => ({ expr: sql`${shop.code}`, needs: 'shop' }),
  flowName: (c) => c.flowId,
  flowNo: (c) => c.workId,
};

/** The column filters of the task tables, checked like those of every other list. */
const FILTERS: Record<string, FilterDef> = {
  flowId: { label: '流程类型', kind: 'id' },
  name: { label: '员工', kind: 'text' },
  employeeId: { label: '工号', kind: 'text' },
  shopCode: { label: '门店', kind: 'text' },
  starterName: { label: '发起人', kind: 'text' },
  nodeName: { label: '当前步骤', kind: 'text' },
  startedTime: { label: '发起时间', kind: 'dateRange' },
  arrivedTime: { label: '到达时间', kind: 'dateRange' },
};

/** Sort keys that are never null, with their SQL type: an export pages through them by keyset. */
const KEYSET_TYPE: Record<string, 'timestamptz' | 'int'> = {
  startedTime: 'timestamptz',
  arrivedTime: 'timestamptz',
  flowName: 'int',
  flowNo: 'int',
};

/** Whether an export of the plan can page by keyset: its sort key is never null. */
export function pagesByKeyset(plan: ListPlan): boolean {
  return Boolean(KEYSET_TYPE[plan.sortKey]);
}

/** The rows after a given one in the plan's order: (sort value, id) beyond the row's. */
export function afterRow(plan: ListPlan, sortValue: string, id: number): SQL {
  const op = sql.raw(plan.descending ? '<' : '>');
  return sql`(${plan.sort}, ${plan.cols.id.expr}) ${op} (${sortValue}::${sql.raw(KEYSET_TYPE[plan.sortKey]!)}, ${id}::int)`;
}

/** The user started the work or decided one of its steps: one primary-key probe. */
function participated(userId: number): SQL {
  return exists(
    sql`(select 1 from ${participant} where ${participant.workId} = ${work.id} and ${participant.userId} = ${userId})`,
  );
}

/** Column filters of the task tables → SQL (text filters are "contains"; ranges are inclusive days). */
function filterWhere(
  kind: TaskListKind,
  q: TaskListQuery,
  cols: Columns,
  /** Whose to-dos (kind toDo): the name filter reads that user's to-dos only. */
  assignee: number | undefined,
): { where: (SQL | undefined)[]; needs: Set<Joinable>; employeeRequired: boolean; flowId?: number } {
  const f = q.filters ?? {};
  const needs = new Set<Joinable>();
  const use = (column: ListColumn) => {
    if (column.needs) needs.add(column.needs);
    return column.expr;
  };
  /** The trimmed text of a text filter (its table joined), or undefined when it is empty. */
  const text = (key: string, table?: Joinable) => {
    const v = f[key]?.search;
    if (v == null || String(v).trim() === '') return undefined;
    if (table) needs.add(table);
    return String(v).trim();
  };
  const contains = (column: SQLWrapper, value: string | undefined) =>
    value === undefined ? undefined : ilikeContains(column, value);
  const range = (key: string, column: ListColumn) => {
    const from = f[key]?.search;
    const to = f[key]?.searchTwo;
    if (!from && !to) return undefined;
    const expr = use(column);
    return and(
      from ? gte(expr, new Date(`${String(from).slice(0, 10)}T00:00:00+08:00`)) : undefined,
      to ? lte(expr, new Date(`${String(to).slice(0, 10)}T23:59:59.999+08:00`)) : undefined,
    );
  };
  // A to-do carries its employee's name: the filter is answered by task_todo_assignee_name_idx
  // alone (the user's to-dos whose name has the characters), without reading a work or an
  // employee. Work lists start from the matching employees (employee_name_chars_idx) and reach
  // their works by work_target_employee_idx when the name is rare, or read the list in order when
  // it is common.
  const name = text('name', kind === 'toDo' ? undefined : 'employee');
  const employeeId = text('employeeId', 'employee');
  const shopCode = text('shopCode', 'shop');
  const starterName = text('starterName', 'starter');
  const nodeName = text('nodeName');
  const flowFilter = f.flowId ? parseColumnFilter(FILTERS.flowId, f.flowId) : undefined;
  const flowId =
    q.flowId ?? (typeof flowFilter === 'object' && flowFilter.kind === 'id' ? flowFilter.ids[0] : undefined);
  const nodeIds = nodeName ? nodeIdsMatching(nodeName) : undefined;
  return {
    needs,
    employeeRequired: kind !== 'toDo' && (name !== undefined || employeeId !== undefined),
    flowId,
    where: [
      name === undefined
        ? undefined
        : assignee !== undefined
          ? charactersContain(task.targetName, name, { column: task.assigneeUserId, id: assignee })
          : charactersContain(employee.name, name),
      contains(employee.employeeId, employeeId),
      contains(shop.code, shopCode),
      starterMatching(starterName),
      nodeIds ? (nodeIds.length ? inArray(use(cols.nodeId), nodeIds) : sql`false`) : undefined,
      range('startedTime', cols.startedAt),
      range('arrivedTime', cols.arrivedAt),
    ],
  };
}

/** The steps whose name holds the text, in Chinese or in English (the list shows either). */
function nodeIdsMatching(text: string): number[] {
  const ids: number[] = [];
  const lower = text.toLowerCase();
  for (const p of PROCESSES) {
    const process = getProcess(p.flowId);
    if (!process) continue;
    for (const n of process.nodes)
      if (n.name.includes(text) || n.nameEn.toLowerCase().includes(lower)) ids.push(n.nodeId);
  }
  return ids;
}

/**
 * The starter's name as the list shows it: the system account's works show the label 系统 in the
 * request's language (display-names.ts#starterNameShown), so "System" finds them in English too.
 */
function starterMatching(text: string | undefined): SQL | undefined {
  if (text === undefined) return undefined;
  const byName = ilikeContains(starter.displayName, text);
  return label('display.system').toLowerCase().includes(text.toLowerCase())
    ? or(byName, eq(starter.account, SYSTEM_ACCOUNT))
    : byName;
}

export interface ListPlan {
  kind: TaskListKind;
  cols: Columns;
  where: SQL | undefined;
  sort: SQL;
  sortKey: string;
  descending: boolean;
  /** The joins the filters and the sort need; the page and the count join nothing else. */
  needs: Set<Joinable>;
  /**
   * A filter on the employee's name or number keeps only works that have one: the employee is
   * then inner-joined, which lets PostgreSQL filter the employees first (the character filter is
   * not strict, so it would not turn the left join into an inner one by itself).
   */
  employeeRequired: boolean;
  /**
   * A work list sorted by a column of the work's employee or store: the table, and whether a
   * filter reads it too (which already leaves out the works without one).
   */
  sortedBy?: { table: 'employee' | 'shop'; filtered: boolean };
  /** Whose counters give the total, when only the type narrows the list (and by which type). */
  counter?: { userId: number; state: 'toDo' | 'running' | 'completed'; flowId?: number };
}

export function planList(auth: AuthContext, kind: TaskListKind, q: TaskListQuery): ListPlan {
  checkListRequest(q, { sorts: Object.keys(SORTABLE), filters: FILTERS });
  const cols = columnsOf(kind);
  const filters = filterWhere(kind, q, cols, kind === 'toDo' ? toDoAssignee(auth, q) : undefined);
  const sortKey = q.sortFieldName ?? 'arrivedTime';
  const sort = SORTABLE[sortKey](cols);
  const filtersRead = new Set(filters.needs);
  if (sort.needs) filters.needs.add(sort.needs);
  const flow = filters.flowId === undefined ? undefined : cols.flowId;
  if (flow?.needs) filters.needs.add(flow.needs);
  // Another user's to-dos (task transfer) show only the works within the caller's own scope.
  const foreign = kind === 'toDo' && q.userId !== undefined && q.userId !== auth.userId;
  if (foreign) filters.needs.add('work');
  const onlyByType = !foreign && filters.where.every((w) => w === undefined);
  const counterState = kind === 'toDo' || kind === 'running' || kind === 'completed' ? kind : undefined;
  return {
    kind,
    cols,
    where: and(
      ...baseWhere(auth, kind, q),
      foreign ? scopeWhere(auth, { orgPath: work.orgPath }) : undefined,
      flow ? eq(flow.expr, filters.flowId) : undefined,
      ...filters.where,
    ),
    sort: sort.expr,
    sortKey,
    descending: q.sortDirection !== 'asc',
    needs: filters.needs,
    employeeRequired: filters.employeeRequired,
    sortedBy:
      kind !== 'toDo' && (sort.needs === 'employee' || sort.needs === 'shop')
        ? { table: sort.needs, filtered: filtersRead.has(sort.needs) }
        : undefined,
    counter:
      counterState && onlyByType
        ? {
            userId: kind === 'toDo' ? toDoAssignee(auth, q) : auth.userId,
            state: counterState,
            flowId: filters.flowId,
          }
        : undefined,
  };
}

/**
 * FROM the list's narrow table plus only the joins the plan needs (each at most one row per row).
 * `inner` joins that table as an inner join; `without` leaves it out and keeps the rows that have
 * none (the two halves of a list sorted by that table: see the repository's sortedIds).
 */
export function narrowFrom<T extends { innerJoin: any; leftJoin: any }>(
  query: T,
  plan: ListPlan,
  half: { inner?: Joinable; without?: 'employee' | 'shop' } = {},
): T {
  let q: any = query;
  const needs = new Set(plan.needs);
  if (half.without) needs.delete(half.without);
  // A to-do reaches its employee without its work (the task carries the target).
  const needsWork = half.without !== undefined || [...needs].some((n) => n !== 'employee' || plan.kind !== 'toDo');
  if (plan.kind === 'toDo' && needsWork) q = q.innerJoin(work, eq(work.id, task.workId));
  if ((plan.kind === 'running' || plan.kind === 'completed') && needsWork)
    q = q.innerJoin(work, eq(work.id, participant.workId));
  if (plan.kind === 'copied' && needsWork) q = q.innerJoin(work, eq(work.id, workCopy.workId));
  if (needs.has('starter')) q = q.innerJoin(starter, eq(starter.id, work.starterUserId));
  if (needs.has('employee')) {
    const on = eq(employee.id, plan.kind === 'toDo' ? task.targetEmployeeRef : work.targetEmployeeRef);
    q = plan.employeeRequired || half.inner === 'employee' ? q.innerJoin(employee, on) : q.leftJoin(employee, on);
  }
  if (needs.has('shop')) {
    const on = eq(shop.id, work.shopId);
    q = half.inner === 'shop' ? q.innerJoin(shop, on) : q.leftJoin(shop, on);
  }
  return q;
}

export function narrowTable(kind: TaskListKind) {
  if (kind === 'copied') return workCopy;
  return kind === 'toDo' ? task : kind === 'running' || kind === 'completed' ? participant : work;
}

/** The user whose to-dos a to-do list shows: another user's (GetRuningTaskListForToDoUser) or the caller's. */
function toDoAssignee(auth: AuthContext, q: TaskListQuery): number {
  return q.userId ?? auth.userId;
}

function baseWhere(auth: AuthContext, kind: TaskListKind, q: TaskListQuery): (SQL | undefined)[] {
  switch (kind) {
    // The literal predicates match the partial indexes (task_todo_idx, work_participant_*_idx).
    case 'toDo':
      return [eq(task.assigneeUserId, toDoAssignee(auth, q)), sql`${task.status} = 'todo'`];
    case 'running':
      return [eq(participant.userId, auth.userId), sql`${participant.finishedAt} is null`];
    case 'completed':
      return [eq(participant.userId, auth.userId), sql`${participant.finishedAt} is not null`];
    case 'started':
      return [
        eq(work.starterUserId, auth.userId),
        q.state === 'completed'
          ? inArray(work.status, ['finished', 'stopped'])
          : q.state === 'running'
            ? eq(work.status, 'running')
            : undefined,
      ];
    case 'copied':
      return [eq(workCopy.userId, auth.userId)];
    case 'all':
      return [
        q.state === 'completed'
          ? inArray(work.status, ['finished', 'stopped'])
          : q.state === 'running'
            ? eq(work.status, 'running')
            : undefined,
        or(scopeWhere(auth, { orgPath: work.orgPath }) ?? sql`true`, participated(auth.userId)),
      ];
  }
}
