import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { go, login } from '../shell/fixtures';
import { chooseEmployee, chooseOption, filterText, rows } from './helpers';

const HEADERS = ['员工编号', '姓名', '生效日期', '薪资类型(0税前月薪 1税前年薪)', '调整后薪资', '调整原因'];

async function sheet(data: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('调薪导入');
  ws.addRow(HEADERS);
  for (const row of data) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test.describe('[BASIC] basic data', () => {
  test('[BASIC][ACTION]: a regional HR filters staff by store and opens a detail', async ({ page }) => {
    await login(page, 'eastHr');
    await go(page, '/basicData/staffList');
    await expect(rows(page, 'staff-list').first()).toBeVisible();
    await filterText(page, 'staff-list', '门店', 'SH001');
    const shopCells = rows(page, 'staff-list')
      .locator('td')
      .filter({ hasText: /^SH\d{3}/ });
    // Every store cell shown is SH001 once the filtered page has rendered.
    await expect
      .poll(async () => {
        const shops = await shopCells.allTextContents();
        return shops.length > 0 && shops.every((text) => text.includes('SH001'));
      })
      .toBe(true);

    const link = rows(page, 'staff-list').first().getByTestId('staff-detail-link');
    const employeeId = (await link.textContent())?.trim() ?? '';
    await link.click();
    const detail = page.getByTestId('staff-detail');
    await expect(detail).toBeVisible();
    await expect(detail.getByTestId('staff-basic')).toContainText(employeeId);
    await expect(detail.getByTestId('staff-basic')).toContainText('SH001');
    await detail.getByRole('tab', { name: /流程历史\/异动/ }).click();
    await expect(detail.getByRole('heading', { name: '人事异动' })).toBeVisible();
  });

  test('[BASIC][ACTION]: a regional HR edits a shop of the region', async ({ page }) => {
    await login(page, 'eastHr');
    await go(page, '/basicData/ShopInfo');
    await filterText(page, 'shop-list', '门店编码', 'SH002');
    await expect(rows(page, 'shop-list')).toHaveCount(1);
    await rows(page, 'shop-list').first().getByTestId('shop-edit-link').click();
    const name = page.getByTestId('shop-name-input');
    await expect(name).toHaveValue('上海淮海中路店');
    await name.fill('上海淮海中路旗舰店');
    await page.getByTestId('shop-save').click();
    await expect(page.locator('.ant-message-success').last()).toContainText('保存成功');
    await expect(page.getByTestId('shop-detail')).toContainText('上海淮海中路旗舰店');

    // A cleared name is refused by the shared schema before anything is sent.
    await page.getByTestId('shop-edit').click();
    await page.getByTestId('shop-name-input').fill('');
    await page.getByTestId('shop-save').click();
    await expect(page.getByText('请输入门店名称')).toBeVisible();
  });

  test('[BASIC][ACTION]: a regional HR opens a new shop with its employing entity and budget', async ({ page }) => {
    const code = `SHN${String(Date.now() % 10000).padStart(4, '0')}`;
    await login(page, 'eastHr');
    await go(page, '/basicData/ShopInfo');
    await page.getByTestId('shop-add-button').click();
    const form = page.getByTestId('shop-add-form');
    await expect(form).toBeVisible();
    await page.getByTestId('shop-code-input').fill(code);
    await page.getByTestId('shop-name-input').fill('上海新开测试店');
    await form.getByLabel('省份').fill('上海市');
    await form.getByLabel('城市').fill('上海市');
    await form.getByLabel('区域').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '华东' }).click();
    await form.getByLabel('编制人数').fill('14');
    // The employing entity is required: nothing is sent without it.
    await page.getByTestId('shop-save').click();
    await expect(form.getByText('请输入用工主体')).toBeVisible();
    await form.getByLabel('用工主体').fill('上海新开商业有限公司');
    await page.getByTestId('shop-save').click();
    await expect(page.locator('.ant-message-success').last()).toContainText('保存成功');
    const detail = page.getByTestId('shop-detail');
    await expect(detail).toContainText(code);
    await expect(detail).toContainText('上海新开商业有限公司');
    await expect(detail).toContainText('14');
  });

  test('[BASIC][ACTION]: a regional HR records an appraisal, then corrects its grade', async ({ page }) => {
    await login(page, 'eastHr');
    await go(page, '/basicData/staffList');
    await filterText(page, 'staff-list', '门店', 'SH004');
    const first = rows(page, 'staff-list').first();
    await expect(first).toContainText('SH004');
    const employeeId = ((await first.getByTestId('staff-detail-link').textContent()) ?? '').trim();
    const name = ((await first.locator('td').nth(1).textContent()) ?? '').trim();

    // A retry records another year: the first attempt's appraisal stays (one per person and period).
    const year = 2031 + test.info().retry;
    await go(page, '/basicData/EmployeePerformance');
    await page.getByTestId('performance-add-button').click();
    const form = page.getByTestId('performance-add-form');
    await chooseEmployee(page, { name, employeeId });
    // A period the contract does not know is refused on its field before anything is sent.
    await page.getByTestId('performance-period-input').fill(`${year}-Q5`);
    await chooseOption(page, '等级', /^B$/);
    await form.getByLabel('分数').fill('82.5');
    await form.getByLabel('考核人').fill('王店长');
    await page.getByTestId('performance-save').click();
    await expect(form.getByText('考核周期格式应为 2026、2026-H1 或 2026-Q3')).toBeVisible();
    await page.getByTestId('performance-period-input').fill(`${year}-Q3`);
    await page.getByTestId('performance-save').click();
    await expect(page.locator('.ant-message-success').last()).toContainText('保存成功');
    const detail = page.getByTestId('performance-detail');
    await expect(detail).toContainText(`${year}年第三季度`);
    await expect(detail).toContainText('82.5');

    await page.getByTestId('performance-edit').click();
    const edit = page.getByTestId('performance-edit-form');
    await expect(edit).toBeVisible();
    await chooseOption(page, '等级', /^A$/);
    // The first save's message may still be up: wait for it to go, then for the second.
    await expect(page.locator('.ant-message-success')).toHaveCount(0);
    await edit.getByTestId('performance-save').click();
    await expect(page.locator('.ant-message-success').last()).toContainText('保存成功');
    await expect(page.getByTestId('performance-detail').locator('.ant-tag').first()).toHaveText('A');
  });

  test('[BASIC][ACTION]: a salary sheet with one bad row applies nothing; the corrected sheet applies', async ({
    page,
  }) => {
    await login(page, 'eastHr');
    await go(page, '/basicData/staffList');
    await filterText(page, 'staff-list', '门店', 'SH003');
    const first = rows(page, 'staff-list').first();
    await expect(first).toContainText('SH003');
    const employeeId = ((await first.getByTestId('staff-detail-link').textContent()) ?? '').trim();
    const name = ((await first.locator('td').nth(1).textContent()) ?? '').trim();
    expect(employeeId).not.toBe('');

    const good = [employeeId, name, '2031-03-17', 0, 12345.67, '年度调薪'];
    await go(page, '/basicData/salaryListUpload');
    const input = page.getByTestId('salary-upload').locator('input[type=file]');

    await input.setInputFiles({
      name: '调薪-有误.xlsx',
      mimeType: XLSX,
      buffer: await sheet([good, ['NOPE0001', '查无此人', '2031-03-17', 0, 9000, '年度调薪']]),
    });
    const errors = page.getByTestId('salary-import-errors');
    await expect(errors).toContainText('未导入任何数据');
    await expect(errors.locator('.ant-table-row')).toHaveCount(1);
    await expect(errors.locator('.ant-table-row').first()).toContainText('3');
    await expect(errors).toContainText('员工编号 NOPE0001 不存在或不在您的数据范围内');
    const download = page.waitForEvent('download');
    await page.getByTestId('salary-error-download').click();
    expect((await download).suggestedFilename()).toMatch(/^调薪导入错误报告_\d+_\d{8}\.xlsx$/);

    // Nothing of the refused sheet is in the list.
    await go(page, '/basicData/SalaryList');
    await filterText(page, 'salary-list', '员工编号', employeeId);
    await expect(page.getByTestId('salary-list').locator('.ant-table-tbody')).not.toContainText('2031-03-17');

    await go(page, '/basicData/salaryListUpload');
    await input.setInputFiles({ name: '调薪.xlsx', mimeType: XLSX, buffer: await sheet([good]) });
    await expect(page.getByTestId('salary-import-success')).toContainText('导入成功，共 1 条调薪记录');
    await expect(page.getByTestId('salary-import-errors')).toHaveCount(0);

    // The list keeps its filter by the person's number.
    await go(page, '/basicData/SalaryList');
    const row = rows(page, 'salary-list').filter({ hasText: '2031-03-17' });
    // The figure is masked (issue 38): a holder of 敏感信息查看 reveals it with a reason.
    await expect(row).toContainText('***');
    await expect(row).not.toContainText('12345.67');
    await row.getByRole('button', { name: '查看明文：调整后薪资' }).click();
    await chooseOption(page, '原因', '办理人事业务');
    await page.getByTestId('reveal-confirm').click();
    await expect(row).toContainText('12345.67');
    await expect(row).toContainText('已记录访问');
  });
});
