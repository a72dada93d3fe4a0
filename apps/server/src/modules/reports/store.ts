import type { TReportRow } from '@hris/contract';
import { sql } from 'drizzle-orm';
import { column, countsBy, placeWhere, type ReportDefinition, reportOf, select } from './report';

const COLUMNS = [
  column('regionName', '区域', 'Region', 'text'),
  column('shopCode', '门店编号', 'Store code', 'text'),
  column('shopName', '门店名称', 'Store', 'text'),
  column('active', '在职', 'Active'),
  column('resigning', '离职中', 'Resigning'),
  column('onboarding', '入职中', 'Onboarding'),
  column('storeStaff', '门店员工', 'Store staff'),
  column('officeStaff', '办公室员工', 'Office staff'),
  column('headcount', '在岗人数', 'Headcount'),
  column('budget', '编制人数', 'Budget'),
  column('gap', '差额', 'Gap', 'gap'),
];

interface StoreRow {
  regionName: string;
  shopCode: string;
  shopName: string;
  active: number;
  resigning: number;
  onboarding: number;
  storeStaff: number;
  officeStaff: number;
  budget: number;
}

/**
 * 门店报表: today's headcount of each open store of the scope by status (在职, 离职中, 入职中) and
 * employee type, against the store's budgeted headcount (shop.budget_headcount, edited in
 * ShopInfo). 在岗人数 = 在职 + 离职中 (people still working); 差额 = 在岗人数 − 编制人数, red below 0.
 * A snapshot: the period is not read. Bars per region: headcount against budget.
 */
export const storeReport: ReportDefinition = {
  key: 'store',
  async build(db, q) {
    const rows = await select<StoreRow>(
      db,
      sql`select r.name as "regionName", s.code as "shopCode", s.name as "shopName", s.budget_headcount as budget,
            count(e.id) filter (where e.status = 1)::int as active,
            count(e.id) filter (where e.status = 4)::int as resigning,
            count(e.id) filter (where e.status = 3)::int as onboarding,
            count(e.id) filter (where e.status in (1, 4) and e.employee_type = 'store')::int as "storeStaff",
            count(e.id) filter (where e.status in (1, 4) and e.employee_type = 'office')::int as "officeStaff"
          from shop s
          join org_unit u on u.id = s.org_unit_id
          join org_unit r on r.id = s.region_unit_id
          left join employee e on e.shop_id = s.id and e.status in (1, 3, 4)
          where s.is_open and ${placeWhere(q, sql`u.path`)}
          group by s.id, r.id
          order by r.sort, r.code, s.code`,
    );
    const table: TReportRow[] = rows.map((r) => {
      const headcount = r.active + r.resigning;
      return { ...r, headcount, gap: headcount - r.budget };
    });
    const byRegion = (key: 'headcount' | 'budget') =>
      countsBy(
        table,
        (r) => String(r.regionName),
        (r) => Number(r[key]),
      );
    const headcount = byRegion('headcount');
    const budget = byRegion('budget');
    const regions = [...headcount.keys()];
    return reportOf(q, COLUMNS, table, [
      {
        key: 'regions',
        title: '各区域在岗人数与编制',
        titleEn: 'Headcount and budget by region',
        kind: 'bar',
        stacked: false,
        categories: regions,
        series: [
          { name: '在岗人数', nameEn: 'Headcount', data: regions.map((r) => headcount.get(r) ?? 0) },
          { name: '编制人数', nameEn: 'Budget', data: regions.map((r) => budget.get(r) ?? 0) },
        ],
      },
    ]);
  },
};
