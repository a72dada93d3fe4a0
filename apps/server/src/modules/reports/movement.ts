import {
  EMPLOYEE_HISTORY_KIND_TEXT,
  EMPLOYEE_STATUS_TEXT,
  type TEmployeeHistoryKind,
  type TReportRow,
} from '@hris/contract';
import { sql } from 'drizzle-orm';
import { column, dailyStackedChart, placeWhere, type ReportDefinition, select } from './report';

const COLUMNS = [
  column('effectiveDate', '生效日期', 'Effective date', 'text'),
  column('employeeId', '工号', 'Employee ID', 'text'),
  column('employeeName', '姓名', 'Name', 'text'),
  column('kindText', '异动类型', 'Kind', 'text'),
  column('fieldText', '变动项目', 'Item', 'text'),
  column('before', '变动前', 'Before', 'text'),
  column('after', '变动后', 'After', 'text'),
];

/** What changed: the person's status, store or position (the history's other fields are dates). */
const FIELDS: Record<string, { zh: string; en: string }> = {
  status: { zh: '状态', en: 'Status' },
  shopId: { zh: '门店', en: 'Store' },
  positionId: { zh: '岗位', en: 'Position' },
};

interface MovementRow {
  id: number;
  effectiveDate: string;
  employeeId: string;
  employeeName: string;
  kind: TEmployeeHistoryKind;
  field: string;
  oldValue: string | null;
  newValue: string | null;
  oldName: string | null;
  newName: string | null;
}

/** A value as people read it: a status by its text, a store as 名称（编号）, a position by name. */
function valueText(field: string, value: string | null, name: string | null): string {
  if (value == null) return '';
  if (field === 'status') return EMPLOYEE_STATUS_TEXT[Number(value)]?.zh ?? value;
  if (field === 'shopId') return name ? `${name}（${value}）` : value;
  return name ?? value;
}

/**
 * 异动报表: every change of a person's status, store or position that took effect in the period
 * (employee_history, newest first), people of the caller's scope and filters by where they are
 * now, with the value before and after; the table pages, the export holds every row. Chart: the
 * changes per day, stacked by what changed.
 */
export const movementReport: ReportDefinition = {
  key: 'movement',
  async build(db, q, { all }) {
    const where = sql`h.field in ('status', 'shopId', 'positionId')
      and h.effective_date between ${q.from}::date and ${q.to}::date
      and ${placeWhere(q, sql`e.org_path`, sql`e.id`)}`;
    const named = (value: string) => sql`case h.field
        when 'shopId' then (select s.name from shop s where s.code = ${sql.raw(value)})
        when 'positionId' then (select p.name from position p where p.code = ${sql.raw(value)}) end`;
    const page = all ? sql`` : sql`limit ${q.pageSize} offset ${(q.pageIndex - 1) * q.pageSize}`;
    const rows = await select<MovementRow>(
      db,
      sql`select h.id, h.effective_date::text as "effectiveDate", e.employee_id as "employeeId", e.name as "employeeName",
            h.kind, h.field, h.old_value as "oldValue", h.new_value as "newValue",
            ${named('h.old_value')} as "oldName", ${named('h.new_value')} as "newName"
          from employee_history h join employee e on e.id = h.employee_id
          where ${where}
          order by h.effective_date desc, h.id desc ${page}`,
    );
    const perDay = await select<{ day: string; field: string; n: number }>(
      db,
      sql`select h.effective_date::text as day, h.field, count(*)::int as n
          from employee_history h join employee e on e.id = h.employee_id
          where ${where} group by 1, 2`,
    );
    const total = perDay.reduce((s, r) => s + r.n, 0);
    const table: TReportRow[] = rows.map((r) => ({
      effectiveDate: r.effectiveDate,
      employeeId: r.employeeId,
      employeeName: r.employeeName,
      kindText: EMPLOYEE_HISTORY_KIND_TEXT[r.kind].zh,
      fieldText: FIELDS[r.field]?.zh ?? r.field,
      before: valueText(r.field, r.oldValue, r.oldName),
      after: valueText(r.field, r.newValue, r.newName),
    }));
    return {
      from: q.from,
      to: q.to,
      columns: COLUMNS,
      rows: table,
      totals: null,
      total,
      charts: [
        dailyStackedChart(
          'days',
          { title: '每日异动（按变动项目）', titleEn: 'Changes per day by item' },
          q,
          FIELDS,
          perDay.map((r) => ({ day: r.day, kind: r.field, n: r.n })),
        ),
      ],
    };
  },
};
