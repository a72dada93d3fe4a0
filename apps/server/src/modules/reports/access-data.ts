import { sql } from 'drizzle-orm';
import { type DirectoryAction, type FeedRange, feedCounts, feedLines } from '../interface/directory-feed';
import { column, dailyStackedChart, placeWhere, type ReportDefinition } from './report';

const COLUMNS = [
  column('effectiveDate', '生效日期', 'Effective date', 'text'),
  column('actionText', '账号操作', 'Account action', 'text'),
  column('employeeId', '工号', 'Employee ID', 'text'),
  column('employeeName', '姓名', 'Name', 'text'),
  column('department', '部门', 'Department', 'text'),
  column('title', '岗位', 'Position', 'text'),
  column('store', '门店', 'Store', 'text'),
];

/** What the directory does with the account, in the feed's order. */
const ACTIONS: Record<DirectoryAction, { zh: string; en: string }> = {
  Add: { zh: '新建账号', en: 'Create account' },
  Update: { zh: '变更账号', en: 'Change account' },
  Disable: { zh: '停用账号', en: 'Disable account' },
};

/**
 * AD报表: the directory accounts to create, change and disable for the joiners, leavers and movers
 * whose change took effect in the period — the lines the interface centre's directory feed sends
 * (`modules/interface/directory-feed.ts`), chosen by effective date instead of recording time, for
 * the people of the caller's scope and filters. The table pages; the export holds every line.
 * Chart: the lines per day, stacked by action.
 */
export const accessDataReport: ReportDefinition = {
  key: 'accessData',
  async build(db, q, { all }) {
    const range: FeedRange = { effective: { from: q.from, to: q.to } };
    const where = placeWhere(q, sql`e.org_path`, sql`e.id`);
    const page = all ? undefined : { limit: q.pageSize, offset: (q.pageIndex - 1) * q.pageSize };
    const lines = await feedLines(db, range, { where, page });
    const perDay = await feedCounts(db, range, where);
    return {
      from: q.from,
      to: q.to,
      columns: COLUMNS,
      rows: lines.map((l) => ({
        effectiveDate: l.effectiveDate,
        actionText: ACTIONS[l.action].zh,
        employeeId: l.employeeId,
        employeeName: l.name,
        department: l.department,
        title: l.title,
        store: l.store,
      })),
      totals: null,
      total: perDay.reduce((sum, r) => sum + r.n, 0),
      charts: [
        dailyStackedChart(
          'days',
          { title: '每日账号变动（按操作）', titleEn: 'Account changes per day by action' },
          q,
          ACTIONS,
          perDay.map((r) => ({ day: r.day, kind: r.action, n: r.n })),
        ),
      ],
    };
  },
};
