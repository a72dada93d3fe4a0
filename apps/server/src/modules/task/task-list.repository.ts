import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { secondUnitIdOf } from '../../db/org-path';
import { maskedForm } from '../../db/pii-crypto';
import { pageOfIds, preparedPerExecutor } from '../../db/prepared';
import { appUser, employee, orgUnit, role, shop, task, userRole, work } from '../../db/schema';
import { COUNT_UP_TO, cappedTotal } from '../../lists/capped-count';
import { copiesNewestFirst } from '../approval/approval.repository';
import { type ListPlan, narrowFrom, narrowTable, starter } from './task-list.plan';

// The statements of a task list: a page's ids, the full rows of those ids, the total.

const handler = alias(appUser, 'handler');

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
  join ${role} r on r.id = ur.role_ref and r.role_id = '010' and not r.disabled
  where u.is_enabled and u.org_unit_id = ${secondUnitIdOf(work.orgPath)}
  order by u.id limit 1)`;

const currentArrived = sql<Date | null>`(select max(t4.arrived_at) from ${task} t4 where t4.work_id = ${work.id} and t4.status = 'todo')`;

const baseFields = {
  workId: work.id,
  flowId: work.flowId,
  status: work.status,
  stopReason: work.stopReason,
  // Identity fields as their masks: a list row shows nothing else of them.
  formData: maskedForm(work.formData),
  startedAt: work.startedAt,
  finishedAt: work.finishedAt,
  currentNodeId: work.currentNodeId,
  orgPath: work.orgPath,
  name: employee.name,
  employeeId: employee.employeeId,
  shopCode: shop.code,
  shopName: shop.name,
  starterName: starter.displayName,
  starterAccount: starter.account,
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
export async function fetchRows(
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

export interface FetchedRow {
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
  starterAccount: string;
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
 * The list's total counted on its rows (a list the counters cannot total): to-do lists exactly,
 * work lists up to LIST_COUNT_CAP (contract), `capped` beyond it.
 */
export async function countRows(db: Executor, plan: ListPlan): Promise<ReturnType<typeof cappedTotal>> {
  const narrow = narrowFrom(
    db
      .select({ one: sql`1`.as('one') })
      .from(narrowTable(plan.kind))
      .$dynamic(),
    plan,
  ).where(plan.where);
  if (plan.kind === 'toDo') {
    const [row] = await db.select({ n: count() }).from(narrow.as('matching'));
    return { total: Number(row?.n ?? 0) };
  }
  // 抄送我的 counts its copies in their index's order, as its badge does (copiesNewestFirst).
  const capped = plan.kind === 'copied' ? narrow.orderBy(copiesNewestFirst) : narrow;
  const [row] = await db.select({ n: count() }).from(capped.limit(COUNT_UP_TO).as('capped'));
  return cappedTotal(Number(row?.n ?? 0));
}
