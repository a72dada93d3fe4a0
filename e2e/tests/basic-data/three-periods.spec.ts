import { expect, test } from '@playwright/test';
import { go } from '../shell/fixtures';
import {
  chooseEmployee,
  chooseOption,
  fieldError,
  fillDate,
  filterText,
  newOfficeEmployee,
  openAs,
  rows,
} from './helpers';

test.describe('[BASIC][THREE-PERIODS] three periods', () => {
  test('[BASIC][THREE-PERIODS]: hq_hr records a period of a woman; a contract ending inside is flagged until the period is edited', async ({
    page,
    request,
  }) => {
    const woman = await newOfficeEmployee(request, { prefix: '三期', gender: 'F', entryDate: '2024-03-01' });
    const man = await newOfficeEmployee(request, { prefix: '三期男', gender: 'M', entryDate: '2024-03-01' });
    await woman.call('/api/EmployeeContract/CreateEmployeeContract', {
      employeeId: woman.employeeId,
      contractType: 'fixed',
      beginDate: '2024-03-01',
      endDate: '2026-06-30',
    });

    await openAs(page, 'hqHr', '/basicData/UesrThreePeriodsList');
    await page.getByTestId('three-periods-add').click();
    const form = page.getByTestId('three-periods-form');
    await expect(form).toContainText('三期仅适用于女性员工');

    // The picker offers women only: the man is not found.
    const search = page.getByTestId('employee-search');
    await search.click();
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/Staff/GetStaffList') && (r.request().postData() ?? '').includes(man.employeeId),
    );
    await search.locator('input').fill(man.employeeId);
    await searched;
    await expect(page.locator('.ant-select-dropdown:visible')).toContainText('无匹配的员工');
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(0);
    await search.locator('input').fill('');

    await chooseEmployee(page, woman);
    await chooseOption(page, '类型', '孕期');
    await fillDate(page, '开始日期', '2026-01-01');
    await fillDate(page, '结束日期', '2026-09-30');
    await page.getByTestId('three-periods-save').click();

    await expect(page.locator('.ant-message-warning').last()).toContainText(
      '保存成功；有 1 份合同在期内到期，已标记为三期',
    );
    const detail = page.getByTestId('three-periods-detail');
    await expect(detail).toContainText(`${woman.label} · 孕期`);
    await expect(detail.getByTestId('three-periods-flag')).toContainText('员工合同于 2026-06-30 到期，处于三期内');
    await expect(detail.getByTestId('three-periods-contracts').locator('tr', { hasText: '2026-06-30' })).toContainText(
      '是',
    );

    await go(page, '/basicData/UesrThreePeriodsList');
    await filterText(page, 'three-periods-list', '员工编号', woman.employeeId);
    await expect(rows(page, 'three-periods-list')).toHaveCount(1);
    await expect(rows(page, 'three-periods-list')).toHaveClass(/bd-row-flagged/);
    await expect(rows(page, 'three-periods-list')).toContainText('2026-06-30');

    // Ending the period before the contract does: saved, no longer flagged.
    await rows(page, 'three-periods-list').getByTestId('three-periods-edit-link').click();
    await expect(page.getByTestId('three-periods-form')).toContainText(`编辑三期：${woman.label}`);
    await fillDate(page, '结束日期', '2026-05-31');
    await page.getByTestId('three-periods-save').click();
    await expect(page.locator('.ant-message-success').last()).toContainText('保存成功');
    await expect(detail).toContainText('2026-05-31');
    await expect(detail.getByTestId('three-periods-flag')).toHaveCount(0);
    await expect(detail.getByTestId('three-periods-contracts').locator('tr', { hasText: '2026-06-30' })).toContainText(
      '否',
    );

    // The list (kept alive with its filter) was refreshed by the save.
    await go(page, '/basicData/UesrThreePeriodsList');
    await expect(rows(page, 'three-periods-list')).toHaveCount(1);
    await expect(rows(page, 'three-periods-list')).not.toHaveClass(/bd-row-flagged/);

    // A period that ends before it begins is refused on the end date.
    await rows(page, 'three-periods-list').getByTestId('three-periods-edit-link').click();
    await fillDate(page, '结束日期', '2025-12-31');
    await page.getByTestId('three-periods-save').click();
    await expect(fieldError(page, '结束日期')).toHaveText('孕期结束日期不能早于开始日期');
  });
});
