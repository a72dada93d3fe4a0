import { expect, type Page, test } from '@playwright/test';
import { exportList, filterText, openAs, readSheet, rows, tableTotal } from './helpers';

interface List {
  title: string;
  path: string;
  scope: string;
  filter: [column: string, value: string];
  /** The first headers of the sheet; the first is the key the table shows in its first column. */
  headers: string[];
  sortBy?: string;
}

const list = (title: string, path: string, scope: string, filter: List['filter'], headers: string, sortBy?: string) =>
  ({ title, path: `/basicData/${path}`, scope, filter, headers: headers.split(','), sortBy }) satisfies List;

/**
 * Every list's 导出, filtered to rows no other spec changes: stores SH004 and SH0xx hold no data
 * other specs create (they add office staff, and touch SH001–SH003 only through other lists).
 */
const LISTS: List[] = [
  list(
    '员工信息',
    'staffList',
    'staff-list',
    ['门店', 'SH004'],
    '员工编号,姓名,性别,员工类型,状态,门店编码',
    '入职日期',
  ),
  list('用户信息', 'Office', 'office-list', ['登录账号', '_hr'], '登录账号,姓名,员工编号,邮箱,所属组织,角色,数据范围'),
  list('门店信息', 'ShopInfo', 'shop-list', ['门店编码', 'SH00'], '门店编码,门店名称,省份,城市,区域,地址,营业状态'),
  list(
    '员工合同',
    'employeeContractList',
    'contract-list',
    ['门店', 'SH004'],
    '员工编号,姓名,员工状态,门店编码,门店名称,区域,合同类型',
  ),
  list(
    '员工绩效',
    'EmployeePerformance',
    'performance-list',
    ['门店', 'SH004'],
    '员工编号,姓名,门店编码,门店名称,区域,考核周期,绩效等级',
  ),
  list(
    '员工三期',
    'UesrThreePeriodsList',
    'three-periods-list',
    ['门店', 'SH0'],
    '员工编号,姓名,门店编码,门店名称,区域,三期类型',
  ),
  list(
    '调薪记录',
    'SalaryList',
    'salary-list',
    ['门店', 'SH004'],
    '员工编号,姓名,门店编码,门店名称,区域,生效日期,薪资类型',
  ),
  list(
    '岗位信息',
    'positionList',
    'position-list',
    ['岗位编码', 'ST-'],
    '岗位编码,岗位名称,员工类型,默认职级,启用状态',
  ),
  list(
    '违纪管理',
    'violationList',
    'violation-list',
    // The seeded violations of 北京's stores (no spec records one there: violation.spec uses office staff).
    ['门店', 'BJ00'],
    '员工编号,姓名,门店编码,门店名称,区域,违纪日期,处分',
  ),
];

/** The first cell of each row the table shows (the list's key column). */
async function firstCells(page: Page, scope: string): Promise<string[]> {
  return (await rows(page, scope).locator('td:first-child').allTextContents()).map((t) => t.trim());
}

test.describe('[BASIC][EXPORT] exports', () => {
  for (const entry of LISTS) {
    const list = entry;
    test(`[BASIC][EXPORT]: ${list.title} exports exactly the filtered rows with Chinese headers`, async ({ page }) => {
      await openAs(page, 'hqHr', list.path);
      const [column, value] = list.filter;
      await filterText(page, list.scope, column, value);
      if (list.sortBy) {
        const sorted = page.waitForResponse((r) => (r.request().postData() ?? '').includes('"sortFieldName"'));
        await page.getByTestId(list.scope).locator('th', { hasText: list.sortBy }).first().click();
        await sorted;
      }
      const total = await tableTotal(page, list.scope);
      expect(total).toBeGreaterThan(0);
      const shown = await firstCells(page, list.scope);

      const { fileName, sheet } = await exportList(page, list.scope);
      expect(fileName).toMatch(new RegExp(`^${list.title}_\\d{8}\\.xlsx$`));
      const [header = [], ...data] = sheet;
      expect(header.slice(0, list.headers.length)).toEqual(list.headers);
      expect(data).toHaveLength(total);
      const key = header.indexOf(list.headers[0] ?? '');
      expect(data.slice(0, shown.length).map((r) => r[key])).toEqual(shown);
      await expect(page.getByTestId('export-notification').filter({ hasText: '导出完成' })).toContainText(
        `${total.toLocaleString('en-US')} 行`,
      );
    });
  }

  test('[BASIC][EXPORT]: /tools/export-employee exports the office staff asked for, with their accounts', async ({
    page,
  }) => {
    await openAs(page, 'hqHr', '/tools/export-employee');
    await page.getByTestId('export-employee-name').fill('周敏');
    const downloaded = page.waitForEvent('download');
    await page.getByTestId('export-employee-submit').click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^办公室员工_\d{8}\.xlsx$/);
    await expect(page.getByTestId('export-notification').filter({ hasText: '导出完成' })).toContainText('1 行');
    const [header = [], ...data] = await readSheet(download);
    expect(header.slice(0, 4)).toEqual(['员工编号', '姓名', '性别', '状态']);
    expect(data).toHaveLength(1);
    expect(data[0]?.[header.indexOf('姓名')]).toBe('周敏');
    expect(data[0]?.[header.indexOf('登录账号')]).toBe('hq_hr');
  });

  test('[BASIC][EXPORT]: a running export shows its rows and can be cancelled; a refusal is explained in Chinese', async ({
    page,
  }) => {
    await openAs(page, 'hqHr', '/basicData/staffList');
    await filterText(page, 'staff-list', '门店', 'SH004');
    const total = await tableTotal(page, 'staff-list');

    // The server is slow to answer: the notification shows what is being exported, and 取消 stops it.
    await page.route('**/api/Staff/ExportStaffList', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue().catch(() => {});
    });
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });
    await page.getByTestId('staff-list').getByTestId('bd-export').click();
    const running = page.getByTestId('export-notification').filter({ hasText: '正在导出「员工信息」' });
    await expect(running).toContainText(`共 ${total} 行`);
    await expect(running).toContainText('已接收');
    await expect(page.getByTestId('staff-list').getByTestId('bd-export')).toContainText('正在导出');
    await running.getByTestId('export-cancel').click();
    const cancelled = page.getByTestId('export-notification').filter({ hasText: '已取消导出' });
    await expect(cancelled).toContainText('「员工信息」的导出已取消，未保存任何文件。');
    await expect(page.getByTestId('staff-list').getByTestId('bd-export')).toHaveText('导出');
    await page.unroute('**/api/Staff/ExportStaffList');

    // A refusal of the server (an error envelope instead of the file) is shown, nothing is saved.
    await page.route('**/api/Staff/ExportStaffList', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: 500, msg: '服务器内部错误（请求编号 e2e-1）', data: null }),
      }),
    );
    await page.getByTestId('staff-list').getByTestId('bd-export').click();
    const failed = page.getByTestId('export-notification').filter({ hasText: '「员工信息」导出失败' });
    await expect(failed).toContainText('服务器内部错误（请求编号 e2e-1）');
    await page.unroute('**/api/Staff/ExportStaffList');
    expect(downloads).toBe(0);
  });
});
