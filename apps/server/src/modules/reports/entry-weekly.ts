import { addDays, daysInRange, type TReportRow } from '@hris/contract';
import { sql } from 'drizzle-orm';
import {
  column,
  countsBy,
  daysOf,
  joinRegion,
  mondayOf,
  placeWhere,
  REGION_NAME,
  type ReportDefinition,
  reportOf,
  select,
  trendWeeks,
  weeklyTrend,
} from './report';

const COLUMNS = [
  column('regionName', '区域', 'Region', 'text'),
  column('shopName', '门店', 'Store', 'text'),
  column('positionName', '岗位', 'Position', 'text'),
  column('hires', '本期入职', 'Hires'),
  column('previous', '上期入职', 'Previous period'),
  column('change', '增减', 'Change', 'gap'),
];

/** 新入职: an entry date in the range, the onboarding finished (status 3 is a hire not yet made). */
const hired = (from: string, to: string) => sql`e.entry_date between ${from}::date and ${to}::date and e.status <> 3`;

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const dayLabel = (day: string) => `${day.slice(5)} ${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]}`;

/**
 * HC上周入职: people whose entry date falls in the period (a cancelled entry has none; an
 * onboarding still running is not a hire yet) per region, store and position, beside the period
 * of the same length just before it. Charts: hires by day against the day of the period before,
 * and a weekly trend over the 12 weeks ending with the period's week.
 */
export const entryWeeklyReport: ReportDefinition = {
  key: 'entryweekly',
  async build(db, q) {
    const length = daysInRange(q.from, q.to);
    const prevFrom = addDays(q.from, -length);
    const place = placeWhere(q, sql`e.org_path`, sql`e.id`);
    const groups = await select<{
      regionName: string;
      shopName: string | null;
      positionName: string;
      hires: number;
      previous: number;
    }>(
      db,
      sql`select ${REGION_NAME} as "regionName", s.name as "shopName", p.name as "positionName",
            count(*) filter (where e.entry_date >= ${q.from}::date)::int as hires,
            count(*) filter (where e.entry_date < ${q.from}::date)::int as previous
          from employee e
          join position p on p.id = e.position_id
          left join shop s on s.id = e.shop_id
          ${joinRegion(sql`e.org_path`)}
          where ${hired(prevFrom, q.to)} and ${place}
          group by r.id, r.name, s.id, s.name, p.id, p.name
          order by "regionName", s.name nulls first, p.name`,
    );
    const rows: TReportRow[] = groups.map((g) => ({ ...g, shopName: g.shopName ?? '—', change: g.hires - g.previous }));

    const byDay = await select<{ day: string; n: number }>(
      db,
      sql`select e.entry_date::text as day, count(*)::int as n from employee e
          where ${hired(prevFrom, q.to)} and ${place} group by e.entry_date`,
    );
    const dayCounts = countsBy(
      byDay,
      (r) => r.day,
      (r) => r.n,
    );
    const days = daysOf(q.from, q.to);

    const weeks = trendWeeks(q.to);
    const byWeek = await select<{ week: string; n: number }>(
      db,
      sql`select ${mondayOf(sql`e.entry_date`)}::text as week, count(*)::int as n from employee e
          where ${hired(weeks[0], q.to)} and ${place} group by 1`,
    );

    return reportOf(q, COLUMNS, rows, [
      {
        key: 'days',
        title: '每日入职人数（与上期对比）',
        titleEn: 'Hires by day (against the period before)',
        kind: 'bar',
        stacked: false,
        categories: days.map(dayLabel),
        series: [
          { name: '本期', nameEn: 'This period', data: days.map((d) => dayCounts.get(d) ?? 0) },
          { name: '上期', nameEn: 'Previous period', data: days.map((d) => dayCounts.get(addDays(d, -length)) ?? 0) },
        ],
      },
      weeklyTrend('trend', { title: '近12周入职趋势', titleEn: 'Hires, last 12 weeks' }, weeks, [
        {
          name: '入职人数',
          nameEn: 'Hires',
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
