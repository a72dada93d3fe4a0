import { PROCESSES, type TPageRequest } from '@hris/contract';
import { and, asc, count, desc, eq, exists, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { appUser, employee, orgUnit, role, shop, task, userRole, work } from '../db/schema';
import type { AuthContext } from '../http/auth-context';
import { escapeLike, scopeWhere } from '../http/scope';
import { builtFlowIds, getProcess, nodeOf } from './registry';
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
 * Work lists (running, completed, all) count their rows exactly up to this many and report this
 * many beyond: counting a head-office HR's million completed works costs seconds, ten thousand a
 * few milliseconds, and nobody pages past 10,000 rows without a filter. To-do lists stay exact.
 */
export const LIST_COUNT_CAP = 10_000;

const starter = alias(appUser, 'starter');
const handler = alias(appUser, 'handler');

type Joinable = 'employee' | 'shop' | 'starter';

const SORTABLE: Record<string, { expr: (kind: TaskListKind) => SQL; needs?: Joinable }> = {
  startedTime: { expr: () => sql`${work.startedAt}` },
  arrivedTime: {
    expr: (kind) =>
      kind === 'toDo'
        ? sql`${task.arrivedAt}`
        : kind === 'completed'
          ? sql`${work.finishedAt}`
          : sql`${work.startedAt}`,
  },
  name: { expr: () => sql`${employee.name}`, needs: 'employee' },
  employeeId: { expr: () => sql`${employee.employeeId}`, needs: 'employee' },
  shopCode: { expr: () => sql`${shop.code}`, needs: 'shop' },
  flowName: { expr: () => sql`${work.flowId}` },
  flowNo: { expr: () => sql`${work.id}` },
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

const currentArrived = sql<Date | null>`(select max(t4.arrived_at) from ${task} t4 where t4.work_id = ${work.id} and t4.status = 'todo')`;

function participated(userId: number): SQL {
  return or(
    eq(work.starterUserId, userId),
    exists(
      sql`(select 1 from ${task} tp where tp.work_id = ${work.id} and tp.assignee_user_id = ${userId} and tp.status = 'done')`,
    ),
  )!;
}

/** Column filters of the task tables → SQL (text filters are "contains"; ranges are inclusive days). */
function filterWhere(q: TaskListQuery, kind: TaskListKind): { where: (SQL | undefined)[]; needs: Set<Joinable> } {
  const f = q.filters ?? {};
  const needs = new Set<Joinable>();
  const text = (key: string, table?: Joinable) => {
    const v = f[key]?.search;
    if (v == null || String(v).trim() === '') return undefined;
    if (table) needs.add(table);
    return `%${escapeLike(String(v).trim())}%`;
  };
  const range = (key: string, column: SQL) => {
    const from = f[key]?.search;
    const to = f[key]?.searchTwo;
    return and(
      from ? gte(column, new Date(`${String(from).slice(0, 10)}T00:00:00+08:00`)) : undefined,
      to ? lte(column, new Date(`${String(to).slice(0, 10)}T23:59:59.999+08:00`)) : undefined,
    );
  };
  const name = text('name', 'employee');
  const employeeId = text('employeeId', 'employee');
  const shopCode = text('shopCode', 'shop');
  const starterName = text('starterName', 'starter');
  const nodeName = text('nodeName');
  const flowFilter =
    q.flowId ?? (f.flowId?.search != null && f.flowId.search !== '' ? Number(f.flowId.search) : undefined);
  const nodeIds = nodeName ? nodeIdsMatching(String(f.nodeName?.search).trim()) : undefined;
  const nodeColumn = kind === 'toDo' ? task.nodeId : work.currentNodeId;
  return {
    needs,
    where: [
      flowFilter !== undefined ? eq(work.flowId, flowFilter) : undefined,
      name ? sql`${employee.name} ilike ${name}` : undefined,
      employeeId ? sql`${employee.employeeId} ilike ${employeeId}` : undefined,
      shopCode ? sql`${shop.code} ilike ${shopCode}` : undefined,
      starterName ? sql`${starter.displayName} ilike ${starterName}` : undefined,
      nodeIds ? (nodeIds.length ? inArray(nodeColumn, nodeIds) : sql`false`) : undefined,
      range('startedTime', sql`${work.startedAt}`),
      range(
        'arrivedTime',
        kind === 'toDo'
          ? sql`${task.arrivedAt}`
          : kind === 'completed'
            ? sql`${work.finishedAt}`
            : sql`${work.startedAt}`,
      ),
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
  where: SQL | undefined;
  order: SQL[];
  sortKey: string;
  descending: boolean;
  /** The joins the filters and the sort need; the page and the count join nothing else. */
  needs: Set<Joinable>;
}

function planList(auth: AuthContext, kind: TaskListKind, q: TaskListQuery): ListPlan {
  const filters = filterWhere(q, kind);
  const sortKey = q.sortFieldName && SORTABLE[q.sortFieldName] ? q.sortFieldName : 'arrivedTime';
  const sort = SORTABLE[sortKey];
  if (sort.needs) filters.needs.add(sort.needs);
  const direction = q.sortDirection === 'asc' ? asc : desc;
  return {
    kind,
    where: and(...baseWhere(auth, kind, q), ...filters.where),
    order: [direction(sort.expr(kind)), direction(kind === 'toDo' ? task.id : work.id)],
    sortKey,
    descending: q.sortDirection !== 'asc',
    needs: filters.needs,
  };
}

/** FROM task|work plus only the joins the plan needs (each is at most one row per task or work). */
function narrowFrom<T extends { innerJoin: any; leftJoin: any }>(query: T, plan: ListPlan): T {
  let q: any = plan.kind === 'toDo' ? query.innerJoin(work, eq(work.id, task.workId)) : query;
  if (plan.needs.has('starter')) q = q.innerJoin(starter, eq(starter.id, work.starterUserId));
  if (plan.needs.has('employee')) q = q.leftJoin(employee, eq(employee.id, work.targetEmployeeRef));
  if (plan.needs.has('shop')) q = q.leftJoin(shop, eq(shop.id, work.shopId));
  return q;
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
};

/**
 * One page of rows in two steps inside one statement: the ids of the page (filters, sort,
 * offset and limit over the narrow tables and indexes only), then the full rows and their
 * per-row subqueries for those ids alone — never for the rows the offset skips.
 */
async function fetchRows(
  db: Executor,
  plan: ListPlan,
  page: { offset: number; limit: number; after?: SQL },
): Promise<FetchedRow[]> {
  const where = and(plan.where, page.after);
  // The sort value as text: an export's next keyset page starts after the last one.
  const extra = { sortValue: sql<string | null>`(${SORTABLE[plan.sortKey].expr(plan.kind)})::text` };
  if (plan.kind === 'toDo') {
    const ids = narrowFrom(db.select({ id: task.id }).from(task).$dynamic(), plan)
      .where(where)
      .orderBy(...plan.order)
      .offset(page.offset)
      .limit(page.limit);
    return db
      .select({
        ...baseFields,
        ...extra,
        taskId: task.id,
        nodeId: task.nodeId,
        arrivedAt: task.arrivedAt,
        deadlineAt: task.deadlineAt,
        onBehalfOfUserId: task.onBehalfOfUserId,
        toDoUserName: handler.displayName,
      })
      .from(task)
      .innerJoin(work, eq(work.id, task.workId))
      .innerJoin(handler, eq(handler.id, task.assigneeUserId))
      .innerJoin(starter, eq(starter.id, work.starterUserId))
      .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
      .leftJoin(shop, eq(shop.id, work.shopId))
      .where(inArray(task.id, ids))
      .orderBy(...plan.order);
  }
  const ids = narrowFrom(db.select({ id: work.id }).from(work).$dynamic(), plan)
    .where(where)
    .orderBy(...plan.order)
    .offset(page.offset)
    .limit(page.limit);
  return db
    .select({ ...baseFields, ...extra, toDoUserName: currentHandlers, currentArrivedAt: currentArrived })
    .from(work)
    .innerJoin(starter, eq(starter.id, work.starterUserId))
    .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
    .leftJoin(shop, eq(shop.id, work.shopId))
    .where(inArray(work.id, ids))
    .orderBy(...plan.order);
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
  sortValue: string | null;
  toDoUserName: string | null;
  taskId?: number;
  nodeId?: number;
  arrivedAt?: Date;
  deadlineAt?: Date | null;
  currentArrivedAt?: Date | string | null;
}

/** The list's total: exact for to-do lists, exact up to LIST_COUNT_CAP for work lists. */
async function countRows(db: Executor, plan: ListPlan): Promise<number> {
  if (plan.kind === 'toDo') {
    const [row] = await narrowFrom(db.select({ n: count() }).from(task).$dynamic(), plan).where(plan.where);
    return Number(row?.n ?? 0);
  }
  const capped = narrowFrom(
    db
      .select({ one: sql`1`.as('one') })
      .from(work)
      .$dynamic(),
    plan,
  )
    .where(plan.where)
    .limit(LIST_COUNT_CAP + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  return Math.min(Number(row?.n ?? 0), LIST_COUNT_CAP);
}

/**
 * The regional HRs with their region's path, in user id order: the first whose region holds a
 * work is its rhrEmployeeName. One small query per page instead of one subquery per row.
 */
async function regionalHrs(db: Executor) {
  return db
    .select({ path: orgUnit.path, name: appUser.displayName })
    .from(appUser)
    .innerJoin(userRole, eq(userRole.userId, appUser.id))
    .innerJoin(role, and(eq(role.id, userRole.roleRef), eq(role.roleId, '010')))
    .innerJoin(orgUnit, and(eq(orgUnit.id, appUser.orgUnitId), eq(orgUnit.kind, 'region')))
    .where(eq(appUser.isEnabled, true))
    .orderBy(appUser.id);
}

function toResponseRow(
  kind: TaskListKind,
  r: FetchedRow,
  hrs: { path: string; name: string }[],
  now: number,
): ReturnType<typeof present> {
  const rhrEmployeeName = hrs.find((h) => r.orgPath.startsWith(h.path))?.name ?? null;
  if (kind === 'toDo') {
    return present(
      { ...r, rhrEmployeeName },
      {
        taskId: r.taskId!,
        nodeId: r.nodeId!,
        arrivedTime: r.arrivedAt!.toISOString(),
        toDoUserName: r.toDoUserName,
        deadlineTime: r.deadlineAt?.toISOString() ?? null,
        isOverdue: r.deadlineAt ? r.deadlineAt.getTime() < now : false,
      },
    );
  }
  return present(
    { ...r, rhrEmployeeName },
    {
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
    },
  );
}

/**
 * One page of a task list. To-do rows are tasks; running/completed/all rows are works (one row
 * per work, with its current step and handlers).
 */
export async function listTasks(db: Executor, auth: AuthContext, kind: TaskListKind, q: TaskListQuery) {
  const plan = planList(auth, kind, q);
  const [rows, total, hrs] = await Promise.all([
    fetchRows(db, plan, { offset: (q.pageIndex - 1) * q.pageSize, limit: q.pageSize }),
    countRows(db, plan),
    regionalHrs(db),
  ]);
  const now = Date.now();
  return { list: rows.map((r) => toResponseRow(kind, r, hrs, now)), total };
}

/**
 * Every row of a list in pages of `chunkSize`, for exports: no count, and keyset pages
 * ((sort value, id) after the last row) when the sort key is never null, so the 100th page costs
 * what the first does. Other sorts page by offset.
 */
export async function* taskPages(
  db: Executor,
  auth: AuthContext,
  kind: TaskListKind,
  q: TaskListQuery,
  chunkSize: number,
): AsyncGenerator<ReturnType<typeof present>[]> {
  const plan = planList(auth, kind, q);
  const hrs = await regionalHrs(db);
  const type = KEYSET_TYPE[plan.sortKey];
  const idColumn = kind === 'toDo' ? task.id : work.id;
  let keyset = Boolean(type);
  let after: SQL | undefined;
  for (let offset = 0; ; ) {
    const rows = await fetchRows(
      db,
      plan,
      keyset ? { offset: 0, limit: chunkSize, after } : { offset, limit: chunkSize },
    );
    const now = Date.now();
    if (rows.length > 0) yield rows.map((r) => toResponseRow(kind, r, hrs, now));
    if (rows.length < chunkSize) return;
    offset += rows.length;
    const last = rows[rows.length - 1];
    if (keyset && last.sortValue !== null) {
      const id = kind === 'toDo' ? last.taskId! : last.workId;
      const op = sql.raw(plan.descending ? '<' : '>');
      after = sql`(${SORTABLE[plan.sortKey].expr(kind)}, ${idColumn}) ${op} (${last.sortValue}::${sql.raw(type!)}, ${id}::int)`;
    } else {
      // A null sort value cannot bound a keyset: go on by offset from the rows read so far.
      keyset = false;
    }
  }
}

function baseWhere(auth: AuthContext, kind: TaskListKind, q: TaskListQuery): (SQL | undefined)[] {
  switch (kind) {
    case 'toDo':
      return [eq(task.assigneeUserId, q.userId ?? auth.userId), eq(task.status, 'todo')];
    case 'running':
      return [eq(work.status, 'running'), participated(auth.userId)];
    case 'completed':
      return [inArray(work.status, ['finished', 'stopped']), participated(auth.userId)];
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
  rhrEmployeeName: string | null;
  approvalOpinion: string | null;
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
  const form = (r.formData ?? {}) as Record<string, unknown>;
  const node = extra.nodeId != null && process ? nodeOf(process, extra.nodeId) : undefined;
  return {
    ...(process ? process.def.rowFields(form) : {}),
    taskId: extra.taskId,
    workId: r.workId,
    flowId: r.flowId,
    flowNo: formatFlowNo(r.flowId, r.workId),
    flowName: info?.name ?? String(r.flowId),
    status: r.status,
    statusText:
      r.status === 'stopped' && r.stopReason?.includes('没有可处理') ? '已停止' : (STATUS_TEXT[r.status] ?? r.status),
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
  };
}

/** The number HR staff quote on the phone: flow id + work id, e.g. 12-000123. */
export function formatFlowNo(flowId: number, workId: number): string {
  return `${flowId}-${String(workId).padStart(6, '0')}`;
}

/**
 * Counts per state, and per process type for the type picker. To-dos are exact; running and
 * completed works are exact up to LIST_COUNT_CAP per process type, so each number matches the
 * total of the list filtered by that type. One statement per process type and state keeps each
 * plan small (a single statement over all types costs enough for PostgreSQL to JIT-compile it,
 * which alone takes longer than the counting).
 */
export async function taskCounts(db: Executor, userId: number) {
  const flowIds = builtFlowIds();
  const cappedCount = async (flowId: number, state: SQL) => {
    const capped = db
      .select({ one: sql`1`.as('one') })
      .from(work)
      .where(and(eq(work.flowId, flowId), state, participated(userId)))
      .limit(LIST_COUNT_CAP + 1)
      .as('capped');
    const [row] = await db.select({ n: count() }).from(capped);
    return { flowId, n: Math.min(Number(row?.n ?? 0), LIST_COUNT_CAP) };
  };
  const [toDoByNode, running, completed] = await Promise.all([
    // By node, from the task index without visiting the works: every node belongs to one process.
    db
      .select({ nodeId: task.nodeId, n: count() })
      .from(task)
      .where(and(eq(task.assigneeUserId, userId), eq(task.status, 'todo')))
      .groupBy(task.nodeId),
    Promise.all(flowIds.map((f) => cappedCount(f, eq(work.status, 'running')))),
    Promise.all(flowIds.map((f) => cappedCount(f, inArray(work.status, ['finished', 'stopped'])))),
  ]);
  const toDoCounts = new Map<number, number>();
  for (const r of toDoByNode) {
    const flowId = flowOfNode(r.nodeId);
    toDoCounts.set(flowId, (toDoCounts.get(flowId) ?? 0) + Number(r.n));
  }
  const toDo = [...toDoCounts].map(([flowId, n]) => ({ flowId, n }));
  const runningRows = running.filter((r) => r.n > 0);
  const completedRows = completed.filter((r) => r.n > 0);
  const sum = (rows: { n: number }[]) => rows.reduce((a, r) => a + Number(r.n), 0);
  const flows = new Set([...toDo, ...runningRows, ...completedRows].map((r) => r.flowId));
  const get = (rows: { flowId: number; n: number }[], flowId: number) =>
    Number(rows.find((r) => r.flowId === flowId)?.n ?? 0);
  return {
    toDo: sum(toDo),
    running: sum(runningRows),
    completed: sum(completedRows),
    byFlow: [...flows]
      .sort((a, b) => a - b)
      .map((flowId) => ({
        flowId,
        flowName: PROCESSES.find((p) => p.flowId === flowId)?.name ?? String(flowId),
        toDo: get(toDo, flowId),
        running: get(runningRows, flowId),
        completed: get(completedRows, flowId),
      })),
  };
}

/** The process a node belongs to (start nodes are flowId × 100, steps flowId × 100 + n). */
function flowOfNode(nodeId: number): number {
  for (const flowId of builtFlowIds()) {
    const process = getProcess(flowId);
    if (process && nodeOf(process, nodeId)) return flowId;
  }
  return Math.floor(nodeId / 100);
}
