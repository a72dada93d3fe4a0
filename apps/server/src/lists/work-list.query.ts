import type { TWorkListStatus, WORK_LIST_FILTERS } from '@hris/contract';
import { and, eq, inArray, isNotNull, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { employee, shop, work } from '../db/schema';
import { charactersContain, ilikeContains } from '../db/text-search';
import type { AuthContext } from '../http/auth-context';
import { scopeWhere } from '../http/scope';
import type { FilterColumn, SortKey } from './list-query';
import { formText } from './work-list.repository';

/** A list state as SQL: 已终止 has no current node, 已停止 keeps the node it stopped at. */
export const WORK_STATUS_SQL: Record<TWorkListStatus, SQL> = {
  running: eq(work.status, 'running'),
  finished: eq(work.status, 'finished'),
  terminated: and(eq(work.status, 'stopped'), isNull(work.currentNodeId))!,
  stopped: and(eq(work.status, 'stopped'), isNotNull(work.currentNodeId))!,
};

/** The work's start day in China, for the 发起日期 range. */
export const workStartedDay = sql`(${work.startedAt} at time zone 'Asia/Shanghai')::date`;

/**
 * The works of the list's flows whose org unit at start lies in the caller's scope (a work keeps
 * where its person stood when it started). One flow reads work_flow_started_idx in the list's
 * order; several flows of a group name the group too, so they read work_group_started_idx.
 */
export function workListScope(flowIds: readonly number[], options: { group?: string } = {}) {
  const flows = flowIds.length === 1 ? eq(work.flowId, flowIds[0]) : inArray(work.flowId, [...flowIds]);
  const group = options.group === undefined ? undefined : eq(work.flowGroup, options.group);
  return (auth: AuthContext) =>
    and(group, flows, scopeWhere(auth, { orgPath: work.orgPath, employeeRef: work.targetEmployeeRef }));
}

/** The filters every list of works offers, over the work, its store at start and its person. */
export const WORK_LIST_FILTER_COLUMNS: Record<keyof typeof WORK_LIST_FILTERS, FilterColumn> = {
  shop: {
    build: (f) =>
      f.kind === 'text' ? or(ilikeContains(shop.code, f.text), ilikeContains(shop.name, f.text)) : undefined,
  },
  // Regions are units of the org path the work recorded at start.
  regionId: {
    build: (f) => (f.kind === 'id' ? or(...f.ids.map((id) => sql`${work.orgPath} like ${`%/${id}/%`}`)) : undefined),
  },
  startedTime: { column: workStartedDay },
  status: {
    build: (f) => (f.kind === 'select' ? or(...f.values.map((v) => WORK_STATUS_SQL[v as TWorkListStatus])) : undefined),
  },
  employee: {
    build: (f) =>
      f.kind === 'text'
        ? or(charactersContain(employee.name, f.text), ilikeContains(employee.employeeId, f.text))
        : undefined,
  },
};

/**
 * A date range over a date field of the form (YYYY-MM-DD text): compared as text, so an odd value
 * never fails the query; works whose form has no date are left out.
 */
export function formDateRange(field: string): FilterColumn {
  const value = formText(field);
  return {
    build: (f) =>
      f.kind === 'dateRange'
        ? and(
            sql`${value} <> ''`,
            f.from ? sql`${value} >= ${f.from}` : undefined,
            f.to ? sql`${value} <= ${f.to}` : undefined,
          )
        : undefined,
  };
}

/**
 * A month column (YYYY-MM text) filtered by a date range: every month the range touches
 * (2026-03-10 ~ 2026-05-02 → 2026-03 … 2026-05). Rows without a month are left out.
 */
export function monthRange(month: SQLWrapper): FilterColumn {
  return {
    build: (f) =>
      f.kind === 'dateRange'
        ? and(
            sql`${month} <> ''`,
            f.from ? sql`${month} >= ${f.from.slice(0, 7)}` : undefined,
            f.to ? sql`${month} <= ${f.to.slice(0, 7)}` : undefined,
          )
        : undefined,
  };
}

/** One of the options of a form's choice (its stored value). */
export function formChoice(field: string): FilterColumn {
  return {
    build: (f) => (f.kind === 'select' ? inArray(formText(field), f.values.map(String)) : undefined),
  };
}

export const workStartedSort: SortKey = { expr: work.startedAt, type: 'timestamptz' };

/** A text (or date as text) field of the form as a sort key; missing values are '' (first ascending). */
export const formTextSort = (field: string): SortKey => ({ expr: formText(field), type: 'text' });
