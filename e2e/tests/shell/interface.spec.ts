import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { go, login } from './fixtures';

test.describe('[INTERFACE] interface centre', () => {
  test('[INTERFACE]: the administrator runs the payroll export now; the run succeeds and its file downloads', async ({
    page,
  }) => {
    test.setTimeout(480_000);
    await login(page, 'admin');
    await go(page, '/interface/index');

    const cards = page.getByTestId('interface-centre');
    for (const name of ['转签电子签', '薪资接口', 'AD账号同步']) await expect(cards).toContainText(name);
    const payroll = page.getByTestId('interface-card-payroll');
    await expect(payroll).toContainText('已配置');
    await expect(payroll.getByTestId('interface-next-run')).toHaveText(/^\d{4}-\d{2}-\d{2} 02:00$/);

    await payroll.getByTestId('interface-run-now').click();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('薪资接口已加入运行队列')).toBeVisible();
    // Queued until the job runner's next tick (every 30 s), then carried out.
    await expect(
      payroll.locator('[data-testid="interface-status-queued"], [data-testid="interface-status-running"]'),
    ).toBeVisible();
    await expect(payroll.getByTestId('interface-status-succeeded')).toBeVisible({ timeout: 120_000 });
    await expect(payroll.getByTestId('interface-last-message')).toHaveText(/^导出扣款\d+条、调薪\d+条$/);

    await payroll.getByTestId('interface-history').click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '薪资接口 · 运行记录' });
    const first = drawer.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(first).toContainText('系统管理员');
    await expect(first).toContainText('手动');
    await expect(first.getByTestId('interface-status-succeeded')).toBeVisible();

    const downloaded = page.waitForEvent('download');
    await first.getByTestId('interface-download').click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^payroll-\d{8}-\d{4}-\d+\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['扣款', '调薪']);
    const header = (name: string) => ((workbook.getWorksheet(name)?.getRow(1).values ?? []) as unknown[]).slice(1);
    // Each sheet starts with the person and ends with its amount and note (the API tests check every column).
    expect(header('扣款').slice(0, 2)).toEqual(['工号', '姓名']);
    expect(header('扣款').slice(-2)).toEqual(['扣款合计', '备注']);
    expect(header('调薪').slice(-3)).toEqual(['原薪资类型', '原金额', '调薪原因']);
  });
});
