import { DIMISSION_TYPES, dimissionReasonLabel, type TReportRow } from '@hris/contract';
import { sql } from 'drizzle-orm';
import {
  column,
  joinRegion,
  placeWhere,
  REGION_NAME,
  type ReportDefinition,
  select,
  totalsOf,
} from '../../modules/reports/report';
import { staffTurnoverProcess } from './definition';

/** The leave types counted as departures, each a column (取消入职 is a hire that never started). */
const TYPES = DIMISSION_TYPES.filter((t) => t.value !== 'cancel');

const COLUMNS = [
  column('regionName', '区域', 'Region', 'text'),
  column('leavers', '离职人数', 'Leavers'),
  ...TYPES.map((t) => column(`type_${t.value}`, t.label, t.labelEn)),
  column('type_other', '其他类型', 'Other type'),
  column('startHeadcount', '期初人数', 'Headcount at start'),
  column('endHeadcount', '期末人数', 'Headcount at end'),
  column('averageHeadcount', '平均人数', 'Average headcount'),
  column('turnoverRate', '离职率', 'Turnover rate', 'percent'),
];

const UNRECORDED = { zh: '未记录原因', en: 'Reason not recorded' };
/** Every (type, reason) of spec §9 in the form's order: the stacks of the reason chart. */
const REASON_ORDER = TYPES.flatMap((t) => t.reasons.map((r) => ({ type: t.value, reason: r.value, en: r.labelEn })));

/**
 * HC上周离职: people whose last working day (leave_date) falls in the period, by region, leave
 * type (employee.leave_type) and reason (the 离职原因 of their finished 员工离职 work, flow 15).
 * 离职率 = 离职人数 ÷ 平均人数, 平均人数 = (期初人数 + 期末人数) ÷ 2, where 期初 counts those in post
 * when the period starts (entered before it, not left before it) and 期末 those in post when it
 * ends (entered by its last day, not left by then). People count in their current region.
 * Charts: leavers by reason stacked per region; turnover rate per region.
 */
export const quitWeeklyReport: ReportDefinition = {
  key: 'quitweekly',
  async build(db, q) {
    const place = placeWhere(q, sql`e.org_path`, sql`e.id`);
    const leavers = await select<{
      regionName: string;
      leaveType: string;
      type: string | null;
      reason: string | null;
      n: number;
    }>(
      db,
      sql`select ${REGION_NAME} as "regionName", e.leave_type as "leaveType", f.type, f.reason, count(*)::int as n
          from employee e
          ${joinRegion(sql`e.org_path`)}
          left join lateral (
            select w.form_data->>'dimissionType' as type, w.form_data->>'dimissionReason' as reason from work w
            where w.target_employee_ref = e.id and w.flow_id = ${staffTurnoverProcess.flowId} and w.status = 'finished'
            order by w.finished_at desc limit 1
          ) f on true
          where e.leave_date between ${q.from}::date and ${q.to}::date and e.status = 0
            and e.leave_type is distinct from '取消入职' and ${place}
          group by 1, 2, 3, 4`,
    );
    const headcounts = await select<{ regionName: string; start: number; end: number }>(
      db,
      sql`select ${REGION_NAME} as "regionName",
            count(*) filter (where e.entry_date < ${q.from}::date and (e.leave_date is null or e.leave_date >= ${q.from}::date))::int as start,
            count(*) filter (where e.leave_date is null or e.leave_date > ${q.to}::date)::int as end
          from employee e
          ${joinRegion(sql`e.org_path`)}
          where e.entry_date <= ${q.to}::date and e.status <> 3 and ${place}
          group by 1`,
    );

    const regions = [...new Set([...headcounts.map((h) => h.regionName), ...leavers.map((l) => l.regionName)])].sort(
      (a, b) => a.localeCompare(b, 'zh-CN'),
    );
    const rows: TReportRow[] = regions.map((regionName) => {
      const mine = leavers.filter((l) => l.regionName === regionName);
      const hc = headcounts.find((h) => h.regionName === regionName);
      const count = mine.reduce((s, l) => s + l.n, 0);
      const start = hc?.start ?? 0;
      const end = hc?.end ?? 0;
      const average = (start + end) / 2;
      const row: TReportRow = { regionName, leavers: count };
      for (const t of TYPES)
        row[`type_${t.value}`] = mine.filter((l) => l.leaveType === t.label).reduce((s, l) => s + l.n, 0);
      // A leave without one of the form's types (written before the types were kept, or imported).
      row.type_other = count - TYPES.reduce((s, t) => s + Number(row[`type_${t.value}`]), 0);
      return {
        ...row,
        startHeadcount: start,
        endHeadcount: end,
        averageHeadcount: average,
        turnoverRate: rate(count, average),
      };
    });
    const totals = rows.length > 0 ? totalsOf(COLUMNS, rows) : null;
    if (totals) totals.turnoverRate = rate(Number(totals.leavers), Number(totals.averageHeadcount));

    // The reasons, each a stack of the region's bar, in the order of spec §9's lists.
    const reasonOf = (l: (typeof leavers)[number]) => {
      const label = l.type ? dimissionReasonLabel(l.type, l.reason ?? undefined) : '';
      const at = REASON_ORDER.findIndex((r) => r.type === l.type && r.reason === l.reason);
      return label && at >= 0
        ? { zh: `${l.leaveType}·${label}`, en: REASON_ORDER[at].en, at }
        : { ...UNRECORDED, at: REASON_ORDER.length };
    };
    const reasons = new Map<string, { en: string; at: number; counts: Map<string, number> }>();
    for (const l of leavers) {
      const r = reasonOf(l);
      const entry = reasons.get(r.zh) ?? { en: r.en, at: r.at, counts: new Map() };
      entry.counts.set(l.regionName, (entry.counts.get(l.regionName) ?? 0) + l.n);
      reasons.set(r.zh, entry);
    }
    const leaverRegions = regions.filter((r) => leavers.some((l) => l.regionName === r));

    return {
      from: q.from,
      to: q.to,
      columns: COLUMNS,
      rows,
      totals,
      total: rows.length,
      charts: [
        {
          key: 'reasons',
          title: '各区域离职原因',
          titleEn: 'Leavers by reason and region',
          kind: 'bar',
          stacked: true,
          categories: leaverRegions,
          series: [...reasons.entries()]
            .sort((x, y) => x[1].at - y[1].at)
            .map(([name, r]) => ({
              name,
              nameEn: r.en,
              data: leaverRegions.map((region) => r.counts.get(region) ?? 0),
            })),
        },
        {
          key: 'rates',
          title: '各区域离职率（%）',
          titleEn: 'Turnover rate by region (%)',
          kind: 'bar',
          stacked: false,
          categories: rows.map((r) => String(r.regionName)),
          series: [
            {
              name: '离职率',
              nameEn: 'Turnover rate',
              data: rows.map((r) => Math.round(Number(r.turnoverRate ?? 0) * 1000) / 10),
            },
          ],
        },
      ],
    };
  },
};

/** Leavers ÷ average headcount; none without a headcount (shown as a percentage, one decimal). */
function rate(leavers: number, average: number): number | null {
  return average > 0 ? leavers / average : null;
}
