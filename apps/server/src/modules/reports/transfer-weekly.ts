import type { TReportRow } from '@hris/contract';
import { sql } from 'drizzle-orm';
import {
  column,
  countsBy,
  mondayOf,
  placeWhere,
  type ReportDefinition,
  reportOf,
  select,
  trendWeeks,
  weeklyTrend,
} from './report';

const COLUMNS = [
  column('regionName', '区域', 'Region', 'text'),
  column('shopCode', '门店编号', 'Store code', 'text'),
  column('shopName', '门店名称', 'Store', 'text'),
  column('transfersIn', '调入', 'Transfers in'),
  column('transfersOut', '调出', 'Transfers out'),
  column('net', '净调入', 'Net', 'gap'),
];

/**
 * The store moves of a range: every change of a person's store in the employee history (each
 * transfer process — 人事异动, 岗位异动, RBO调动, 离职调店 — writes one when it takes effect), from
 * one store to another. The history keeps stores by code.
 */
const moves = (from: string, to: string) =>
  sql`select h.old_value, h.new_value, h.effective_date from employee_history h
      where h.field = 'shopId' and h.effective_date between ${from}::date and ${to}::date
        and h.old_value is not null and h.new_value is not null and h.old_value <> h.new_value`;

/**
 * HC上周调店: per store of the scope, the people who moved in and out in the period (a move
 * counts for each store that lies in the caller's scope and filters), and the net. Charts: in and
 * out per region; the weekly moves into the scope's stores over the last 12 weeks.
 */
export const transferWeeklyReport: ReportDefinition = {
  key: 'transfeweekly',
  async build(db, q) {
    const place = placeWhere(q, sql`u.path`);
    const rows = await select<{
      regionName: string;
      shopCode: string;
      shopName: string;
      transfersIn: number;
      transfersOut: number;
    }>(
      db,
      sql`with m as (${moves(q.from, q.to)}),
          ends as (select new_value as code, 1 as i, 0 as o from m union all select old_value, 0, 1 from m)
          select r.name as "regionName", s.code as "shopCode", s.name as "shopName",
            sum(ends.i)::int as "transfersIn", sum(ends.o)::int as "transfersOut"
          from ends
          join shop s on s.code = ends.code
          join org_unit u on u.id = s.org_unit_id
          join org_unit r on r.id = s.region_unit_id
          where ${place}
          group by r.id, s.id
          order by r.sort, r.code, s.code`,
    );
    const table: TReportRow[] = rows.map((r) => ({ ...r, net: r.transfersIn - r.transfersOut }));
    const regions = [...new Set(rows.map((r) => r.regionName))];
    const sumBy = (key: 'transfersIn' | 'transfersOut') =>
      countsBy(
        rows,
        (r) => r.regionName,
        (r) => r[key],
      );
    const ins = sumBy('transfersIn');
    const outs = sumBy('transfersOut');

    const weeks = trendWeeks(q.to);
    const byWeek = await select<{ week: string; n: number }>(
      db,
      sql`with m as (${moves(weeks[0], q.to)})
          select ${mondayOf(sql`m.effective_date`)}::text as week, count(*)::int as n
          from m join shop s on s.code = m.new_value join org_unit u on u.id = s.org_unit_id
          where ${place} group by 1`,
    );
    return reportOf(q, COLUMNS, table, [
      {
        key: 'regions',
        title: '各区域调入与调出',
        titleEn: 'Transfers in and out by region',
        kind: 'bar',
        stacked: false,
        categories: regions,
        series: [
          { name: '调入', nameEn: 'In', data: regions.map((r) => ins.get(r) ?? 0) },
          { name: '调出', nameEn: 'Out', data: regions.map((r) => outs.get(r) ?? 0) },
        ],
      },
      weeklyTrend('trend', { title: '近12周调入趋势', titleEn: 'Transfers in, last 12 weeks' }, weeks, [
        {
          name: '调入人数',
          nameEn: 'Transfers in',
          counts: countsBy(
            byWeek,
            (r) => r.week,
            (r) => r.n,
          ),
        },
      ]),
    ]);
  },
};
