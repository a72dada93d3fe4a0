import { addDays, businessToday } from '@hris/contract';
import { expect, test } from '@playwright/test';
import { go } from '../shell/fixtures';
import { apiAs } from '../workflow/wf';
import { chooseOption, field, fillDate, openAs, rows, uniqueLabel } from './helpers';

/**
 * 培训 end to end as the store HR of SH001: a session created on /train/infoEdit, three employees
 * enrolled from its panel, the attendance of one entered on /train/participation, and the record
 * shown on the employee's staff detail (培训记录).
 */
test('a session created, three employees enrolled, attendance entered, the record on the staff detail', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const yesterday = addDays(businessToday(), -1);
  const place = uniqueLabel('培训室');

  await openAs(page, 'sh001Hr', '/train/infoEdit');
  await chooseOption(page, '培训项目', '服务礼仪与顾客沟通');
  await fillDate(page, '培训日期', yesterday);
  await field(page, '地点/平台').fill(place);
  await field(page, '讲师').fill('周讲师');
  await field(page, '区域/门店').click();
  // Not an option of the 培训项目 list, which may still be closing (its leave animation).
  await page.locator('.ant-select-dropdown:visible:not([class*="-leave"]) .ant-select-item-option').first().click();
  await field(page, '名额').fill('5');
  await page.getByTestId('train-session-save').click();
  await expect(page).toHaveURL(/infoEdit\?id=\d+/);
  const sessionId = Number(/id=(\d+)/.exec(page.url())?.[1]);

  // Enrol three people of the store who are not enrolled yet.
  const panel = page.getByTestId('train-enrolment');
  const candidates = panel.getByTestId('train-candidates').locator('.ant-table-tbody tr.ant-table-row');
  await expect(candidates.first()).toBeVisible();
  for (let i = 0; i < 3; i++) await candidates.nth(i).locator('.ant-checkbox-input').check();
  await panel.getByTestId('train-enrol-submit').click();
  await expect(panel.getByTestId('train-enrolled').locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(3);
  await expect(panel).toContainText('名额 5 人，已报名 3 人');

  const api = await apiAs(request, 'sh001Hr');
  const detail = await api('/api/Train/GetSessionDetail', { id: sessionId });
  expect(detail.enrolments).toHaveLength(3);
  const first = detail.enrolments[0] as { employeeId: string; employeeName: string; employeeRef: number };

  // Attendance of the first one on the attendance page, found by 工号.
  await go(page, '/train/participation');
  const list = 'train-participation-list';
  const header = page.getByTestId(list).locator('th', { hasText: '员工编号' }).first();
  await header.locator('.hris-filter-icon').click();
  const input = page.locator('[data-testid="filter-text"]:visible').first();
  await input.fill(first.employeeId);
  await input.press('Enter');
  const row = rows(page, list).filter({ hasText: yesterday }).filter({ hasText: '服务礼仪与顾客沟通' }).first();
  await expect(row).toContainText('未登记');
  await row.getByTestId('train-record').click();
  await page.locator('.ant-modal:visible .ant-input-number-input').fill('91');
  await page.getByTestId('train-record-save').click();
  await expect(row).toContainText('出勤');
  await expect(row).toContainText('91');

  // The record on the staff detail page.
  await go(page, `/basicData/staffDetail?id=${first.employeeRef}`);
  await page.getByRole('tab', { name: '培训记录' }).click();
  const training = page.getByTestId('staff-training');
  await expect(training.locator('tr', { hasText: yesterday }).filter({ hasText: '服务礼仪与顾客沟通' })).toContainText(
    '91',
  );
});
