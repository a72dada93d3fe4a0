import {
  addDays,
  REPORT_TREND_WEEKS,
  type ReportKey,
  type TReport,
  type TReportChart,
  type TReportColumn,
  type TReportRequest,
  type TReportRow,
  weekRange,
} from '@hris/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../../http/auth-context';
import { scopeWhere } from '../../http/scope';

/**
 * A report's question: the period (business dates, both included), today, and the org paths the
 * caller's region / store filters resolved to (already checked against the caller's scope).
 */
export interface ReportQuery {
  auth: AuthContext;
  from: string;
  to: string;
  today: string;
  /** The org paths of the chosen region and store: a row must lie under each. */
  paths: string[];
  pageIndex: number;
  pageSize: number;
}

/**
 * One report: its key (contract REPORTS names its permission and titles) and how it is built.
 * `build` runs SQL aggregates within the caller's scope and answers the table (columns, rows,
 * totals) and the charts; `all` asks for every row of a paged table (the export).
 */
export interface ReportDefinition {
  key: ReportKey;
  build(db: Executor, q: ReportQuery, options: { all: boolean }): Promise<TReport>;
}

/** Rows of a raw aggregate query, on either driver. */
export async function select<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The caller's scope and the chosen region / store over an org path column (and, for self scope,
 * the employee row): one SQL predicate, `true` when nothing limits.
 */
export function placeWhere(q: ReportQuery, orgPath: SQLWrapper, employeeRef?: SQLWrapper): SQL {
  const parts: SQL[] = [];
  const scope = scopeWhere(q.auth, { orgPath, employeeRef });
  if (scope) parts.push(scope);
  for (const path of q.paths) parts.push(sql`${orgPath} like ${`${path}%`}`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/**
 * The region of an org path: a left join of `r`, the unit its second segment names when that is a
 * region (regions hang under the company; head-office departments sit at the same depth and join
 * nothing), and REGION_NAME its name or 总部.
 */
export function joinRegion(orgPath: SQLWrapper): SQL {
  return sql`left join org_unit r on r.id = nullif(split_part(${orgPath}, '/', 3), '')::int and r.kind = 'region'`;
}
export const REGION_NAME = sql`coalesce(r.name, '总部')`;

/** A column of the table (also of the export): key, Chinese and English title, how it shows. */
export const column = (key: string, title: string, titleEn: string, kind: TReportColumn['kind'] = 'number') => ({
  key,
  title,
  titleEn,
  kind,
});

/** The 合计 row of `rows`: the first column says 合计, number columns add up, others stay empty. */
export function totalsOf(columns: TReportColumn[], rows: TReportRow[]): TReportRow {
  const total: TReportRow = {};
  columns.forEach((c, i) => {
    if (i === 0) total[c.key] = '合计';
    else if (c.kind === 'number' || c.kind === 'gap')
      total[c.key] = rows.reduce((sum, r) => sum + (typeof r[c.key] === 'number' ? (r[c.key] as number) : 0), 0);
    else total[c.key] = null;
  });
  return total;
}

/** The Mondays of the trend: REPORT_TREND_WEEKS weeks ending with the week of `to`. */
export function trendWeeks(to: string): string[] {
  const last = weekRange(to).from;
  return Array.from({ length: REPORT_TREND_WEEKS }, (_, i) => addDays(last, (i - REPORT_TREND_WEEKS + 1) * 7));
}

/** The Monday of a date column's week in SQL (PostgreSQL's isodow: Monday 1). */
export function mondayOf(date: SQLWrapper): SQL {
  return sql`(${date} - (extract(isodow from ${date})::int - 1))`;
}

/** A weekly trend line: one point per Monday of `weeks`, the count of that week (0 when none). */
export function weeklyTrend(
  key: string,
  titles: { title: string; titleEn: string },
  weeks: string[],
  series: { name: string; nameEn: string; counts: Map<string, number> }[],
): TReportChart {
  return {
    key,
    ...titles,
    kind: 'line',
    stacked: false,
    categories: weeks.map((w) => w.slice(5)),
    series: series.map((s) => ({ name: s.name, nameEn: s.nameEn, data: weeks.map((w) => s.counts.get(w) ?? 0) })),
  };
}

/** Values by key, counted: `[key, n]` pairs of an aggregate folded into a map. */
export function countsBy<T>(rows: T[], key: (row: T) => string, n: (row: T) => number): Map<string, number> {
  const map = new Map<string, number>();
  for (const r of rows) map.set(key(r), (map.get(key(r)) ?? 0) + n(r));
  return map;
}

/**
 * Bars per day of the period, one stacked series per kind: `perDay` counts (day, kind), `kinds`
 * names each kind's series in order.
 */
export function dailyStackedChart<K extends string>(
  key: string,
  titles: { title: string; titleEn: string },
  q: { from: string; to: string },
  kinds: Record<K, { zh: string; en: string }>,
  perDay: { day: string; kind: string; n: number }[],
): TReportChart {
  const days = daysOf(q.from, q.to);
  return {
    key,
    ...titles,
    kind: 'bar',
    stacked: true,
    categories: days.map((d) => d.slice(5)),
    series: (Object.keys(kinds) as K[]).map((kind) => {
      const counts = countsBy(
        perDay.filter((r) => r.kind === kind),
        (r) => r.day,
        (r) => r.n,
      );
      return { name: kinds[kind].zh, nameEn: kinds[kind].en, data: days.map((d) => counts.get(d) ?? 0) };
    }),
  };
}

/** The days of a period, YYYY-MM-DD, in order. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The period the request names, read by every report. */
export type ReportPeriod = Pick<TReportRequest, 'from' | 'to'>;

/** A report whose 合计 row adds up its number columns and whose table is all its rows. */
export function reportOf(
  q: ReportQuery,
  columns: TReportColumn[],
  rows: TReportRow[],
  charts: TReportChart[],
): TReport {
  return {
    from: q.from,
    to: q.to,
    columns,
    rows,
    totals: rows.length > 0 ? totalsOf(columns, rows) : null,
    total: rows.length,
    charts,
  };
}
