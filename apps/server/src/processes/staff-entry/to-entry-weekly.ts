import { addDays, ONBOARDING_AGE_BUCKETS, startOfBusinessDay, type TReportRow } from '@hris/contract';
import { sql } from 'drizzle-orm';
import { column, placeWhere, type ReportDefinition, reportOf, select } from '../../modules/reports/report';
import { getProcess, nodeOf } from '../../workflow/registry';
import { staffEntryProcess } from './definition';

const COLUMNS = [
  column('stepName', '所在步骤', 'Step', 'text'),
  ...ONBOARDING_AGE_BUCKETS.map((b) => column(b.key, b.label, b.labelEn)),
  column('works', '合计', 'Total'),
];

/**
 * HC上周待入职: the onboarding works (员工入职) of the scope pending at the end of the period's
 * last day (default last Sunday, 24:00 China time) — started before then and not yet finished or
 * stopped — per step they stood at then and by age: whole days from the start to that day, in the
 * buckets ONBOARDING_AGE_BUCKETS names. A period reaching today is today's picture: the running
 * works at their current step. Chart: the steps, stacked by age.
 *
 * Index-backed: the works still running (work_flow_status_idx) and those finished since the end
 * (work_completed_idx); the step then is the last to-do that had arrived (task_work_idx).
 */
export const toEntryWeeklyReport: ReportDefinition = {
  key: 'toEntryweekly',
  async build(db, q) {
    const live = q.to >= q.today;
    const asOf = live ? q.today : q.to;
    const end = startOfBusinessDay(addDays(asOf, 1));
    const age = sql`(${asOf}::date - (w.started_at at time zone 'Asia/Shanghai')::date)`;
    const bucket = sql.join(
      ONBOARDING_AGE_BUCKETS.map((b) =>
        b.max === null ? sql`else ${b.key}` : sql`when ${age} <= ${b.max} then ${b.key}`,
      ),
      sql` `,
    );
    const flowId = staffEntryProcess.flowId;
    const place = placeWhere(q, sql`w.org_path`, sql`w.target_employee_ref`);
    const groups = await select<{ nodeId: number | null; bucket: string; n: number }>(
      db,
      live
        ? sql`select w.current_node_id as "nodeId", (case ${bucket} end) as bucket, count(*)::int as n
              from work w
              where w.flow_id = ${flowId} and w.status = 'running' and ${place}
              group by 1, 2`
        : sql`select (select t.node_id from task t
                       where t.work_id = w.id and t.arrived_at < ${end}
                       order by t.arrived_at desc, t.id desc limit 1) as "nodeId",
                     (case ${bucket} end) as bucket, count(*)::int as n
              from work w
              where w.flow_id = ${flowId} and w.started_at < ${end}
                and (w.status = 'running'
                     or (w.status in ('finished', 'stopped') and w.finished_at >= ${end}))
                and ${place}
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
