import {
  BUILT_REPORTS,
  businessToday,
  msg,
  REPORTS,
  reportCellText,
  type TReportFilters,
  type TReportRequest,
} from '@hris/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../../http/auth-context';
import { errors } from '../../http/errors';
import { escapeLike, inScope, scopeWhere } from '../../http/scope';
import { exportFileName, type SheetExport } from '../../http/xlsx-stream';
import { accessDataReport } from './access-data';
import { entryWeeklyReport } from './entry-weekly';
import { movementReport } from './movement';
import { type ReportDefinition, type ReportQuery, select } from './report';
import { storeReport } from './store';
import { transferWeeklyReport } from './transfer-weekly';

/** The reports about no one process: the store, the moves and hires across processes, the AD accounts. */
const OWN_REPORTS: readonly ReportDefinition[] = [
  storeReport,
  entryWeeklyReport,
  transferWeeklyReport,
  movementReport,
  accessDataReport,
];

/**
 * Every built report: this module's own and those the parts bring (a process's report lives in its
 * folder), in the menu's order — contract REPORTS'. The routes register one read and one export each.
 */
export function builtReports(partReports: readonly ReportDefinition[]): ReportDefinition[] {
  const reports = [...OWN_REPORTS, ...partReports];
  const at = (r: ReportDefinition) => BUILT_REPORTS.indexOf(r.key);
  return reports.sort((x, y) => at(x) - at(y));
}

export class ReportsService {
  constructor(private readonly db: Executor) {}

  /** The regions and open stores of the caller's scope (a store HR: their region and store). */
  async filters(auth: AuthContext): Promise<TReportFilters> {
    const scope = scopeWhere(auth, { orgPath: sql`u.path` }) ?? sql`true`;
    const around =
      auth.scopeKind === 'all'
        ? sql`true`
        : sql`(u.path like ${`${escapeLike(auth.orgPath)}%`} or ${auth.orgPath} like u.path || '%')`;
    const regions = await select<{ id: number; name: string }>(
      this.db,
      sql`select u.id, u.name from org_unit u where u.kind = 'region' and ${around} order by u.sort, u.code`,
    );
    const shops = await select<{ id: number; code: string; name: string; regionId: number }>(
      this.db,
      sql`select s.id, s.code, s.name, s.region_unit_id as "regionId" from shop s
          join org_unit u on u.id = s.org_unit_id where ${scope} order by s.code`,
    );
    return { regions, shops };
  }

  /**
   * The request as a report reads it. The store (`shopId`) is checked by the route (scoped id); a
   * region must exist and overlap the caller's scope (their own region, or one inside it).
   */
  async query(auth: AuthContext, input: TReportRequest): Promise<ReportQuery> {
    const paths: string[] = [];
    if (input.regionId !== undefined) {
      const [region] = await select<{ path: string }>(
        this.db,
        sql`select path from org_unit where id = ${input.regionId} and kind = 'region'`,
      );
      if (!region) throw errors.notFound(msg('noun.region'));
      const around = auth.scopeKind !== 'self' && auth.scopeKind !== 'all' && auth.orgPath.startsWith(region.path);
      if (!around && !inScope(auth, { orgPath: region.path })) throw errors.outOfScope();
      paths.push(region.path);
    }
    if (input.shopId !== undefined) {
      const [store] = await select<{ path: string }>(
        this.db,
        sql`select u.path from shop s join org_unit u on u.id = s.org_unit_id where s.id = ${input.shopId}`,
      );
      if (!store) throw errors.notFound(msg('noun.shop'));
      paths.push(store.path);
    }
    return {
      auth,
      from: input.from,
      to: input.to,
      today: businessToday(),
      paths: paths.map(escapeLike),
      pageIndex: input.pageIndex,
      pageSize: input.pageSize,
    };
  }

  async read(definition: ReportDefinition, auth: AuthContext, input: TReportRequest) {
    return definition.build(this.db, await this.query(auth, input), { all: false });
  }

  /** The table as shown (every row of a paged one), its 合计 row last, cells as the page writes them. */
  async exportSheet(definition: ReportDefinition, auth: AuthContext, input: TReportRequest): Promise<SheetExport> {
    const q = await this.query(auth, input);
    const report = await definition.build(this.db, q, { all: true });
    const meta = REPORTS[definition.key];
    const rows = [...report.rows, ...(report.totals ? [report.totals] : [])].map((row) =>
      Object.fromEntries(
        report.columns.map((c) => [c.key, c.kind === 'percent' ? reportCellText(c.kind, row[c.key]) : row[c.key]]),
      ),
    );
    async function* pages() {
      yield rows;
    }
    return {
      fileName: exportFileName(`${meta.title}_${q.from}_${q.to}`, q.today),
      sheetName: meta.title,
      columns: report.columns.map((c) => ({ key: c.key, header: c.title, width: c.kind === 'text' ? 18 : 12 })),
      total: rows.length,
      pages: pages(),
    };
  }
}
