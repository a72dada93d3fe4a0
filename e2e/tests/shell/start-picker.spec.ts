import { expect, test } from '@playwright/test';
import { apiAs } from '../workflow/wf';
import { go, login } from './fixtures';

interface Found {
  employeeId: string;
  name: string;
  blocked?: { status?: number } | null;
}

test('[WF][START]: the person picker greys out whom the process cannot be started for, and says why', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Someone who has left (the demo's leavers): 健康证发票报销 starts for active and resigning staff.
  const hq = await apiAs(request, 'hqHr');
  let left: Found | undefined;
  for (const keyword of ['E1000', 'E1001', 'E1002', 'E1003', 'E1004', 'E101', 'E102', 'E103', 'E10', 'E1']) {
    const found = await hq<Found[]>('/api/User/SearchEmployee', { keyword, limit: 50, flowId: 39 });
    left = found.find((f) => f.blocked?.status === 0);
    if (left) break;
  }
  expect(left, 'a leaver in the demo').toBeDefined();

  await login(page, 'hqHr');
  await go(page, '/process/do?flowId=39');
  const search = page.getByTestId('employee-search');
  await search.click();
  await page.keyboard.type(left!.employeeId);
  const option = page.locator('.ant-select-item-option').filter({ hasText: left!.employeeId });
  await expect(option).toContainText('当前状态为「离职」，不能发起此流程');
  await expect(option).toHaveClass(/ant-select-item-option-disabled/);
  await page.screenshot({ path: test.info().outputPath('start-picker.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(option).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('start-picker-390.png') });
  // Chosen it cannot be: the field stays empty.
  await option.click({ force: true });
  await expect(search).not.toContainText(left!.name);
});
