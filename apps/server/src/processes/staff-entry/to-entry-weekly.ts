import { ONBOARDING_AGE_BUCKETS, type TReportRow } from '@hris/contract';
import { sql } from 'drizzle-orm';
import { column, placeWhere, type ReportDefinition, reportOf, select } from '../../modules/reports/report';
import { getProcess, nodeOf } from '../../workflow/registry';
import { staffEntryProcess } from './definition';

const COLUMNS = [
  column('stepName', '当前步骤', 'Current step', 'text'),
  ...ONBOARDING_AGE_BUCKETS.map((b) => column(b.key, b.label, b.labelEn)),
  column('works', '合计', 'Total'),
];

/**
 * HC待入职: the onboarding works (员工入职) of the scope running today (a snapshot: the period is
 * not read), per current step and by age — whole days from the start (China time) to today, in
 * the buckets ONBOARDING_AGE_BUCKETS names. Chart: the steps, stacked by age.
 */
export const toEntryWeeklyReport: ReportDefinition = {
  key: 'toEntryweekly',
  async build(db, q) {
    const age = sql`(${q.today}::date - (w.started_at at time zone 'Asia/Shanghai')::date)`;
    const bucket = sql.join(
      ONBOARDING_AGE_BUCKETS.map((b) =>
        b.max === null ? sql`else ${b.key}` : sql`when ${age} <= ${b.max} then ${b.key}`,
      ),
      sql` `,
    );
    const groups = await select<{ nodeId: number | null; bucket: string; n: number }>(
      db,
      sql`select w.current_node_id as "nodeId", (case ${bucket} end) as bucket, count(*)::int as n
          from work w
          where w.flow_id = ${staffEntryProcess.flowId} and w.status = 'running'
            and ${placeWhere(q, sql`w.org_path`, sql`w.target_employee_ref`)}
          group by 1, 2`,
    );
    // The registered process: a work sent back to its starter stands at the engine's start node.
    const process = getProcess(staffEntryProcess.flowId);
    const nodes = [...new Set(groups.map((g) => g.nodeId))].sort((x, y) => (x ?? 0) - (y ?? 0));
    const rows: TReportRow[] = nodes.map((nodeId) => {
      const mine = groups.filter((g) => g.nodeId === nodeId);
      const row: TReportRow = {
        stepName: (process && nodeId !== null ? nodeOf(process, nodeId)?.name : undefined) ?? String(nodeId ?? '—'),
      };
      for (const b of ONBOARDING_AGE_BUCKETS) row[b.key] = mine.find((g) => g.bucket === b.key)?.n ?? 0;
      row.works = mine.reduce((s, g) => s + g.n, 0);
      return row;
    });
    return reportOf(q, COLUMNS, rows, [
      {
        key: 'steps',
        title: '待入职流程：各步骤及停留天数',
        titleEn: 'Onboarding works by step and age',
        kind: 'bar',
        stacked: true,
        categories: rows.map((r) => String(r.stepName)),
        series: ONBOARDING_AGE_BUCKETS.map((b) => ({
          name: b.label,
          nameEn: b.labelEn,
          data: rows.map((r) => Number(r[b.key])),
        })),
      },
    ]);
  },
};
