import { PROCESSES, type TPageRequest } from '@hris/contract';
import { and, asc, count, desc, eq, exists, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { appUser, employee, orgUnit, role, shop, task, userRole, work } from '../db/schema';
import type { AuthContext } from '../http/auth-context';
import { escapeLike, scopeWhere } from '../http/scope';
import { getProcess, nodeOf } from './registry';
import { startNodeId } from './types';

export type TaskListKind = 'toDo' | 'running' | 'completed' | 'all' | 'started';

export interface TaskListQuery extends TPageRequest {
  flowId?: number;
  /** For the TaskALL page: which state to show. */
  state?: 'running' | 'completed';
  /** For TaskChange: whose to-dos. */
  userId?: number;
}

const starter = alias(appUser, 'starter');
const handler = alias(appUser, 'handler');

const SORTABLE: Record<string, (kind: TaskListKind) => SQL> = {
  startedTime: () => sql`${work.startedAt}`,
  arrivedTime: (kind) =>
    kind === 'toDo' ? sql`${task.arrivedAt}` : kind === 'completed' ? sql`${work.finishedAt}` : sql`${work.startedAt}`,
  name: () => sql`${employee.name}`,
  employeeId: () => sql`${employee.employeeId}`,
  shopCode: () => sql`${shop.code}`,
  flowName: () => sql`${work.flowId}`,
  flowNo: () => sql`${work.id}`,
};

/** The regional HR of the work's region (列 rhrEmployeeName). */
const regionalHrName = sql<string | null>`(
  select u.display_name from ${appUser} u
  join ${userRole} ur on ur.user_id = u.id
  join ${role} r on r.id = ur.role_ref and r.role_id = '010'
  join ${orgUnit} o on o.id = u.org_unit_id and o.kind = 'region'
  where ${work.orgPath} like o.path || '%' and u.is_enabled
  order by u.id limit 1)`;

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
function filterWhere(q: TaskListQuery, kind: TaskListKind): (SQL | undefined)[] {
  const f = q.filters ?? {};
  const text = (key: string) => {
    const v = f[key]?.search;
    return v != null && String(v).trim() !== '' ? `%${escapeLike(String(v).trim())}%` : undefined;
  };
  const range = (key: string, column: SQL) => {
    const from = f[key]?.search;
    const to = f[key]?.searchTwo;
    return and(
      from ? gte(column, new Date(`${String(from).slice(0, 10)}T00:00:00+08:00`)) : undefined,
      to ? lte(column, new Date(`${String(to).slice(0, 10)}T23:59:59.999+08:00`)) : undefined,
    );
  };
  const name = text('name');
  const employeeId = text('employeeId');
  const shopCode = text('shopCode');
  const starterName = text('starterName');
  const nodeName = text('nodeName');
  const flowFilter =
    q.flowId ?? (f.flowId?.search != null && f.flowId.search !== '' ? Number(f.flowId.search) : undefined);
  const nodeIds = nodeName ? nodeIdsMatching(String(f.nodeName?.search).trim()) : undefined;
  const nodeColumn = kind === 'toDo' ? task.nodeId : work.currentNodeId;
  return [
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
  ];
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

/**
 * One page of a task list. To-do rows are tasks; running/completed/all rows are works (one row
 * per work, with its current step and handlers).
 */
export async function listTasks(db: Executor, auth: AuthContext, kind: TaskListKind, q: TaskListQuery) {
  const where = and(...baseWhere(auth, kind, q), ...filterWhere(q, kind));
  const sortKey = q.sortFieldName && SORTABLE[q.sortFieldName] ? q.sortFieldName : 'arrivedTime';
  const direction = q.sortDirection === 'asc' ? asc : desc;
  const order = [direction(SORTABLE[sortKey](kind)), direction(kind === 'toDo' ? task.id : work.id)];
  const offset = (q.pageIndex - 1) * q.pageSize;

  const fields = {
    workId: work.id,
    flowId: work.flowId,
    status: work.status,
    stopReason: work.stopReason,
    formData: work.formData,
    startedAt: work.startedAt,
    finishedAt: work.finishedAt,
    currentNodeId: work.currentNodeId,
    name: employee.name,
    employeeId: employee.employeeId,
    shopCode: shop.code,
    shopName: shop.name,
    starterName: starter.displayName,
    starterUserId: work.starterUserId,
    rhrEmployeeName: regionalHrName,
    approvalOpinion: latestOpinion,
  };

  if (kind === 'toDo') {
    const base = db
      .select({
        ...fields,
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
      .leftJoin(shop, eq(shop.id, work.shopId));
    const [rows, [total]] = await Promise.all([
      base
        .where(where)
        .orderBy(...order)
        .offset(offset)
        .limit(q.pageSize),
      db
        .select({ n: count() })
        .from(task)
        .innerJoin(work, eq(work.id, task.workId))
        .innerJoin(starter, eq(starter.id, work.starterUserId))
        .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
        .leftJoin(shop, eq(shop.id, work.shopId))
        .where(where),
    ]);
    const now = Date.now();
    return {
      list: rows.map((r) =>
        present(r, {
          taskId: r.taskId,
          nodeId: r.nodeId,
          arrivedTime: r.arrivedAt.toISOString(),
          toDoUserName: r.toDoUserName,
          deadlineTime: r.deadlineAt?.toISOString() ?? null,
          isOverdue: r.deadlineAt ? r.deadlineAt.getTime() < now : false,
        }),
      ),
      total: Number(total?.n ?? 0),
    };
  }

  const base = db
    .select({ ...fields, toDoUserName: currentHandlers, currentArrivedAt: currentArrived })
    .from(work)
    .innerJoin(starter, eq(starter.id, work.starterUserId))
    .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
    .leftJoin(shop, eq(shop.id, work.shopId));
  const [rows, [total]] = await Promise.all([
    base
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(q.pageSize),
    db
      .select({ n: count() })
      .from(work)
      .innerJoin(starter, eq(starter.id, work.starterUserId))
      .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
      .leftJoin(shop, eq(shop.id, work.shopId))
      .where(where),
  ]);
  return {
    list: rows.map((r) =>
      present(r, {
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
      }),
    ),
    total: Number(total?.n ?? 0),
  };
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

/** Counts per state, and per process type for the type picker. */
export async function taskCounts(db: Executor, userId: number) {
  const [toDo, running, completed] = await Promise.all([
    db
      .select({ flowId: work.flowId, n: count() })
      .from(task)
      .innerJoin(work, eq(work.id, task.workId))
      .where(and(eq(task.assigneeUserId, userId), eq(task.status, 'todo')))
      .groupBy(work.flowId),
    db
      .select({ flowId: work.flowId, n: count() })
      .from(work)
      .where(and(eq(work.status, 'running'), participated(userId)))
      .groupBy(work.flowId),
    db
      .select({ flowId: work.flowId, n: count() })
      .from(work)
      .where(and(inArray(work.status, ['finished', 'stopped']), participated(userId)))
      .groupBy(work.flowId),
  ]);
  const sum = (rows: { n: number }[]) => rows.reduce((a, r) => a + Number(r.n), 0);
  const flows = new Set([...toDo, ...running, ...completed].map((r) => r.flowId));
  const get = (rows: { flowId: number; n: number }[], flowId: number) =>
    Number(rows.find((r) => r.flowId === flowId)?.n ?? 0);
  return {
    toDo: sum(toDo),
    running: sum(running),
    completed: sum(completed),
    byFlow: [...flows]
      .sort((a, b) => a - b)
      .map((flowId) => ({
        flowId,
        flowName: PROCESSES.find((p) => p.flowId === flowId)?.name ?? String(flowId),
        toDo: get(toDo, flowId),
        running: get(running, flowId),
        completed: get(completed, flowId),
      })),
  };
}
