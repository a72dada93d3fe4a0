import { type FilterDef, PROCESSES, parseColumnFilter, type TPageRequest } from '@hris/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { secondUnitIdOf } from '../db/org-path';
import { pageOfIds, preparedPerExecutor } from '../db/prepared';
import { appUser, employee, orgUnit, role, shop, task, userRole, work, workParticipant } from '../db/schema';
import { charactersContain, ilikeContains } from '../db/text-search';
import type { AuthContext } from '../http/auth-context';
import { checkListRequest } from '../http/list-request';
import { scopeWhere } from '../http/scope';
import { getProcess, nodeOf } from './registry';
import { counterTotal } from './task-counters';
import { startNodeId } from './types';

export type TaskListKind = 'toDo' | 'running' | 'completed' | 'all' | 'started';

export interface TaskListQuery extends TPageRequest {
  flowId?: number;
  /** For the TaskALL page: which state to show. */
  state?: 'running' | 'completed';
  /** For TaskChange: whose to-dos. */
  userId?: number;
}

/**
 * Lists whose total the counters cannot give (a column filter, the TaskALL and started lists)
 * count their works exactly up to this many and report this many beyond: counting a head-office
 * HR's million completed works costs seconds, ten thousand a few milliseconds, and nobody pages
 * past 10,000 rows without narrowing the filter. To-do lists stay exact.
 */
export const LIST_COUNT_CAP = 10_000;

const starter = alias(appUser, 'starter');
const handler = alias(appUser, 'handler');
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

const latestOpinion = sql<string | null>`(
  select t2.opinion from ${task} t2 where t2.work_id = ${work.id} and t2.opinion is not null
  order by t2.completed_at desc nulls last, t2.id desc limit 1)`;

const currentHandlers = sql<string | null>`(
  select string_agg(u.display_name, '、' order by u.id) from ${task} t3
  join ${appUser} u on u.id = t3.assignee_user_id
  where t3.work_id = ${work.id} and t3.status = 'todo')`;

/**
 * The regional HR of the work's region: the first enabled holder of role 010 (by user id) whose
 * unit is that region (the second unit of the work's path); app_user_org_unit_idx makes it one
 * probe per row of the page, in the page's own statement.
 */
const regionalHrName = sql<string | null>`(
  select u.display_name from ${appUser} u
  join ${orgUnit} o on o.id = u.org_unit_id and o.kind = 'region'
  join ${userRole} ur on ur.user_id = u.id
  join ${role} r on r.id = ur.role_ref and r.role_id = '010'
  where u.is_enabled and u.org_unit_id = ${secondUnitIdOf(work.orgPath)}
  order by u.id limit 1)`;

const currentArrived = sql<Date | null>`(select max(t4.arrived_at) from ${task} t4 where t4.work_id = ${work.id} and t4.status = 'todo')`;

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
      contains(starter.displayName, starterName),
      nodeIds ? (nodeIds.length ? inArray(use(cols.nodeId), nodeIds) : sql`false`) : undefined,
      range('startedTime', cols.startedAt),
      range('arrivedTime', cols.arrivedAt),
    ],
  };
}

function nodeIdsMatching(text: string): number[] {
  const ids: number[] = [];
  for (const p of PROCESSES) {
    const process = getProcess(p.flowId);
    if (!process) continue;
    for (const n of process.nodes) if (n.name.includes(text)) ids.push(n.nodeId);
  }
  return ids;
}

interface ListPlan {
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

function planList(auth: AuthContext, kind: TaskListKind, q: TaskListQuery): ListPlan {
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
 * none (the two halves of a list sorted by that table: see sortedIds).
 */
function narrowFrom<T extends { innerJoin: any; leftJoin: any }>(
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

function narrowTable(kind: TaskListKind) {
  return kind === 'toDo' ? task : kind === 'running' || kind === 'completed' ? participant : work;
}

const baseFields = {
  workId: work.id,
  flowId: work.flowId,
  status: work.status,
  stopReason: work.stopReason,
  formData: work.formData,
  startedAt: work.startedAt,
  finishedAt: work.finishedAt,
  currentNodeId: work.currentNodeId,
  orgPath: work.orgPath,
  name: employee.name,
  employeeId: employee.employeeId,
  shopCode: shop.code,
  shopName: shop.name,
  starterName: starter.displayName,
  starterUserId: work.starterUserId,
  approvalOpinion: latestOpinion,
  rhrEmployeeName: regionalHrName,
};

// The page's ids are task ids for to-dos, work ids for the other lists.
const { from: pageIds, id: pageId, order: pageOrder } = pageOfIds;

function toDoRows(db: Executor, withForm: boolean) {
  return db
    .select({
      ...baseFields,
      ...(withForm ? {} : { formData: sql<unknown>`null` }),
      pageId,
      taskId: task.id,
      nodeId: task.nodeId,
      arrivedAt: task.arrivedAt,
      deadlineAt: task.deadlineAt,
      onBehalfOfUserId: task.onBehalfOfUserId,
      toDoUserName: handler.displayName,
    })
    .from(pageIds)
    .innerJoin(task, eq(task.id, pageId))
    .innerJoin(work, eq(work.id, task.workId))
    .innerJoin(handler, eq(handler.id, task.assigneeUserId))
    .innerJoin(starter, eq(starter.id, work.starterUserId))
    .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
    .leftJoin(shop, eq(shop.id, work.shopId))
    .orderBy(pageOrder);
}

function workRows(db: Executor, kind: 'completed' | 'open', withForm: boolean) {
  // A completed work has no open to-dos: no handlers to look up.
  const current =
    kind === 'completed'
      ? { toDoUserName: sql<string | null>`null`, currentArrivedAt: sql<Date | null>`null` }
      : { toDoUserName: currentHandlers, currentArrivedAt: currentArrived };
  return db
    .select({ ...baseFields, ...(withForm ? {} : { formData: sql<unknown>`null` }), pageId, ...current })
    .from(pageIds)
    .innerJoin(work, eq(work.id, pageId))
    .innerJoin(starter, eq(starter.id, work.starterUserId))
    .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
    .leftJoin(shop, eq(shop.id, work.shopId))
    .orderBy(pageOrder);
}

/**
 * The full rows of a page's ids, one named prepared statement per list shape. Every join is by
 * primary key from the ids, so the plan never depends on the values: each pooled connection plans
 * it once, where planning the seven-table statement took longer than running it.
 */
const rowStatements = {
  toDo: [
    preparedPerExecutor((db) => toDoRows(db, true).prepare('task_rows_todo')),
    preparedPerExecutor((db) => toDoRows(db, false).prepare('task_rows_todo_nf')),
  ],
  completed: [
    preparedPerExecutor((db) => workRows(db, 'completed', true).prepare('task_rows_completed')),
    preparedPerExecutor((db) => workRows(db, 'completed', false).prepare('task_rows_completed_nf')),
  ],
  open: [
    preparedPerExecutor((db) => workRows(db, 'open', true).prepare('task_rows_work')),
    preparedPerExecutor((db) => workRows(db, 'open', false).prepare('task_rows_work_nf')),
  ],
};

/**
 * The ids of a page of a work list sorted by a column of the work's employee or store. Sorted over
 * a left join, every row of the list is joined and sorted (far too slow for head-office HR's
 * million completed works). Split in two, the works that have one come in the column's order from its
 * index (employee_name_sort_idx, employee_employee_id_uq, shop_code_uq) through
 * work_target_employee_idx or work_shop_idx, and the works without one by id, after them
 * ascending and before them descending, as PostgreSQL orders nulls. Each half reads at most
 * offset + limit rows.
 */
async function sortedIds(
  db: Executor,
  plan: ListPlan,
  sortedBy: NonNullable<ListPlan['sortedBy']>,
  page: { offset: number; limit: number; after?: SQL },
): Promise<{ id: number; sortValue: null; total?: number }[]> {
  const direction = plan.descending ? desc : asc;
  const id = plan.cols.id.expr;
  const upTo = page.offset + page.limit;
  const half = (sort: SQL, joins: Parameters<typeof narrowFrom>[2]) =>
    narrowFrom(
      db
        .select({ id: sql`${id}`.as('page_id'), sort: sql`${sort}`.as('page_sort') })
        .from(narrowTable(plan.kind))
        .$dynamic(),
      plan,
      joins,
    );
  const valued = half(plan.sort, { inner: sortedBy.table })
    .where(and(plan.where, page.after))
    .orderBy(direction(plan.sort), direction(id))
    .limit(upTo);
  // A filter on the same table already leaves out the works without one.
  const valueless = sortedBy.filtered
    ? undefined
    : half(sql`null`, { without: sortedBy.table })
        .where(
          and(plan.where, page.after, isNull(sortedBy.table === 'employee' ? work.targetEmployeeRef : work.shopId)),
        )
        .orderBy(direction(id))
        .limit(upTo);
  const halves = valueless ? sql`${valued} union all ${valueless}` : sql`${valued}`;
  const order = sql.raw(plan.descending ? 'desc' : 'asc');
  const nulls = sql.raw(plan.descending ? 'nulls first' : 'nulls last');
  return db
    .select({ id: sql<number>`page_id`.mapWith(Number), sortValue: sql<null>`null` })
    .from(sql`(${halves}) as page`)
    .orderBy(sql`page_sort ${order} ${nulls}`, sql`page_id ${order}`)
    .offset(page.offset)
    .limit(page.limit);
}

/**
 * One page of rows in two statements: the ids of the page with their sort value (filters, sort,
 * offset and limit over the narrow table and only the joins its filters and sort need), then the
 * full rows and their per-row subqueries for those ids alone — never for the rows the offset skips.
 */
async function fetchRows(
  db: Executor,
  plan: ListPlan,
  page: { offset: number; limit: number; after?: SQL },
  options: { withForm?: boolean; withTotal?: boolean; withSortValue?: boolean } = {},
): Promise<FetchedRow[]> {
  const direction = plan.descending ? desc : asc;
  const ids = plan.sortedBy
    ? await sortedIds(db, plan, plan.sortedBy, page)
    : await narrowFrom(
        db
          .select({
            id: sql<number>`${plan.cols.id.expr}`.mapWith(Number),
            // The sort value as text, for a keyset export's next page to start after the last one.
            // Only then: it would be computed for every row an offset skips too.
            sortValue: options.withSortValue ? sql<string | null>`(${plan.sort})::text` : sql<null>`null`,
            ...(options.withTotal ? { total: sql<number>`count(*) over ()`.mapWith(Number) } : {}),
          })
          .from(narrowTable(plan.kind))
          .$dynamic(),
        plan,
      )
        .where(and(plan.where, page.after))
        .orderBy(direction(plan.sort), direction(plan.cols.id.expr))
        .offset(page.offset)
        .limit(page.limit);
  if (ids.length === 0) return [];
  const shape = plan.kind === 'toDo' || plan.kind === 'completed' ? plan.kind : 'open';
  const [withForm, withoutForm] = rowStatements[shape];
  const statement = options.withForm === false ? withoutForm : withForm;
  const rows = (await statement(db).execute({ ids: ids.map((r) => r.id) })) as FetchedRow[];
  // A row gone between the two statements (never, short of a deletion) drops out of the page.
  // The page's keys are set on the rows as they are: an export reads 100,000 of them.
  const keys = new Map(ids.map((r) => [r.id, r]));
  for (const row of rows) {
    const key = keys.get(row.pageId)!;
    row.sortValue = key.sortValue;
    row.total = key.total;
  }
  return rows;
}

interface FetchedRow {
  workId: number;
  flowId: number;
  status: string;
  stopReason: string | null;
  formData: unknown;
  startedAt: Date;
  finishedAt: Date | null;
  currentNodeId: number | null;
  orgPath: string;
  name: string | null;
  employeeId: string | null;
  shopCode: string | null;
  shopName: string | null;
  starterName: string;
  starterUserId: number;
  approvalOpinion: string | null;
  rhrEmployeeName: string | null;
  pageId: number;
  sortValue: string | null;
  /** With `withTotal`: how many rows the whole list has. */
  total?: number;
  toDoUserName: string | null;
  taskId?: number;
  nodeId?: number;
  arrivedAt?: Date;
  deadlineAt?: Date | null;
  currentArrivedAt?: Date | string | null;
}

/**
 * The list's total. Unfiltered (or by type only) to-do, running and completed lists read the
 * user's counters; otherwise to-do lists count exactly and work lists up to LIST_COUNT_CAP.
 */
async function countRows(db: Executor, plan: ListPlan): Promise<number> {
  if (plan.counter) return counterTotal(db, plan.counter.userId, plan.counter.state, plan.counter.flowId);
  const narrow = narrowFrom(
    db
      .select({ one: sql`1`.as('one') })
      .from(narrowTable(plan.kind))
      .$dynamic(),
    plan,
  ).where(plan.where);
  if (plan.kind === 'toDo') {
    const [row] = await db.select({ n: count() }).from(narrow.as('matching'));
    return Number(row?.n ?? 0);
  }
  const [row] = await db.select({ n: count() }).from(narrow.limit(LIST_COUNT_CAP + 1).as('capped'));
  return Math.min(Number(row?.n ?? 0), LIST_COUNT_CAP);
}

function toResponseRow(kind: TaskListKind, r: FetchedRow, now: number): ReturnType<typeof present> {
  if (kind === 'toDo') {
    return present(r, {
      taskId: r.taskId!,
      nodeId: r.nodeId!,
      arrivedTime: r.arrivedAt!.toISOString(),
      toDoUserName: r.toDoUserName,
      deadlineTime: r.deadlineAt?.toISOString() ?? null,
      isOverdue: r.deadlineAt ? r.deadlineAt.getTime() < now : false,
    });
  }
  return present(r, {
    taskId: null,
    nodeId: r.currentNodeId,
    arrivedTime: (r.status === 'running'
      ? r.currentArrivedAt
        ? new Date(r.currentArrivedAt)
        : r.startedAt
      : (r.finishedAt ?? r.startedAt)
    ).toISOString(),
    toDoUserName: r.toDoUserName,
    deadlineTime: null,
    isOverdue: false,
  });
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
    fetchRows(db, plan, { offset, limit: q.pageSize }, { withTotal: together }),
    together ? undefined : countRows(db, plan),
  ]);
  const total = counted ?? rows[0]?.total ?? (offset === 0 ? 0 : await countRows(db, plan));
  const now = Date.now();
  return { list: rows.map((r) => toResponseRow(kind, r, now)), total };
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
): AsyncGenerator<ReturnType<typeof present>[]> {
  const plan = planList(auth, kind, q);
  const type = KEYSET_TYPE[plan.sortKey];
  let keyset = Boolean(type);
  let offset = 0;
  const read = (after?: SQL) =>
    keyset
      ? fetchRows(db, plan, { offset: 0, limit: chunkSize, after }, { withForm: false, withSortValue: true })
      : fetchRows(db, plan, { offset, limit: chunkSize }, { withForm: false });
  let next: Promise<FetchedRow[]> | undefined = read();
  while (next) {
    const rows = await next;
    next = undefined;
    if (rows.length === chunkSize) {
      offset += rows.length;
      const last = rows[rows.length - 1];
      // A null sort value cannot bound a keyset: go on by offset from the rows read so far.
      if (keyset && last.sortValue === null) keyset = false;
      const op = sql.raw(plan.descending ? '<' : '>');
      next = read(
        keyset
          ? sql`(${plan.sort}, ${plan.cols.id.expr}) ${op} (${last.sortValue}::${sql.raw(type!)}, ${last.pageId}::int)`
          : undefined,
      );
      // An abandoned export (client gone) must not leave this read's failure unhandled.
      next.catch(() => {});
    }
    const now = Date.now();
    if (rows.length > 0) yield rows.map((r) => toResponseRow(kind, r, now));
  }
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

interface BaseRow {
  workId: number;
  flowId: number;
  status: string;
  stopReason: string | null;
  formData: unknown;
  startedAt: Date;
  name: string | null;
  employeeId: string | null;
  shopCode: string | null;
  shopName: string | null;
  starterName: string;
  approvalOpinion: string | null;
  rhrEmployeeName: string | null;
}

const STATUS_TEXT: Record<string, string> = { running: '审批中', finished: '已办结', stopped: '已终止' };

function present(
  r: BaseRow,
  extra: {
    taskId: number | null;
    nodeId: number | null;
    arrivedTime: string;
    toDoUserName: string | null;
    deadlineTime: string | null;
    isOverdue: boolean;
  },
) {
  const process = getProcess(r.flowId);
  const info = PROCESSES.find((p) => p.flowId === r.flowId);
  const form = r.formData as Record<string, unknown>;
  const node = extra.nodeId != null && process ? nodeOf(process, extra.nodeId) : undefined;
  // The process's own columns go last: V8 builds an object that starts with a spread and then
  // gains two dozen keys in slow dictionary mode, which had dominated the time of a large export.
  return {
    taskId: extra.taskId,
    workId: r.workId,
    flowId: r.flowId,
    flowNo: formatFlowNo(r.flowId, r.workId),
    flowName: info?.name ?? String(r.flowId),
    status: r.status,
    // A work stopped for want of a handler keeps the node it stopped at; a terminated one has none.
    statusText: r.status === 'stopped' && extra.nodeId != null ? '已停止' : (STATUS_TEXT[r.status] ?? r.status),
    name: r.name,
    employeeId: r.employeeId,
    shopCode: r.shopCode,
    shopName: r.shopName,
    rhrEmployeeName: r.rhrEmployeeName,
    nodeId: extra.nodeId,
    nodeName: node
      ? extra.nodeId === startNodeId(r.flowId)
        ? '发起人修改'
        : node.name
      : r.status === 'running'
        ? ''
        : (STATUS_TEXT[r.status] ?? ''),
    approvalOpinion: r.approvalOpinion,
    toDoUserName: extra.toDoUserName,
    starterName: r.starterName,
    starterUserDispName: r.starterName,
    startedTime: r.startedAt.toISOString(),
    arrivedTime: extra.arrivedTime,
    deadlineTime: extra.deadlineTime,
    isOverdue: extra.isOverdue,
    ...(process && r.formData ? process.def.rowFields(form) : {}),
  };
}

/** The number HR staff quote on the phone: flow id + work id, e.g. 12-000123. */
export function formatFlowNo(flowId: number, workId: number): string {
  return `${flowId}-${String(workId).padStart(6, '0')}`;
}
