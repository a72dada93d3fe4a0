import { addDays, businessToday } from '@hris/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { go } from '../shell/fixtures';
import { apiAs } from '../workflow/wf';
import { chooseOption, field, fillDate, filterText, openAs, rows, uniqueLabel } from './helpers';

/** The cell of a DataTable row under the header named `column` (structured, not loose text). */
async function cell(page: Page, scope: string, row: Locator, column: string) {
  const headers = (await page.getByTestId(scope).locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(column);
  expect(index, `column ${column} of ${scope}`).toBeGreaterThanOrEqual(0);
  return row.locator('td').nth(index);
}

/** The modal on screen (pages kept alive in other tabs keep their forms in the DOM). */
const modal = (page: Page) => page.locator('.ant-modal:visible');

/** A field of the modal's form, by its label. */
const modalField = (page: Page, label: string) => modal(page).getByLabel(label, { exact: true });

/** Types a date (YYYY-MM-DD) into a DatePicker of the modal and leaves the field. */
async function fillModalDate(page: Page, label: string, date: string) {
  const input = modalField(page, label);
  await input.click();
  await input.fill(date);
  await input.press('Tab');
  await expect(input).toHaveValue(date);
}

interface Balance {
  granted: number;
  used: number;
  remaining: number;
}

/** This year's row of a child's balance table on the employee's childcare page. */
async function balanceOf(page: Page, childName: string, year: number): Promise<Balance> {
  const card = page.getByTestId('childcare-child').filter({ hasText: childName });
  const row = card
    .getByTestId('childcare-balances')
    .locator('tbody tr.ant-table-row')
    .filter({
      has: page.locator('td:first-child', { hasText: new RegExp(`^${year}$`) }),
    });
  await expect(row).toHaveCount(1);
  const cells = row.locator('td');
  const num = async (i: number) => Number(((await cells.nth(i).innerText()) ?? '').trim());
  return { granted: await num(1), used: await num(2), remaining: await num(3) };
}

/** Opens 登记育儿假 and fills the employee, the child and the dates. */
async function fillUse(
  page: Page,
  use: { employeeId: string; childName: string; start: string; end: string; days: number },
) {
  await page.getByTestId('childcare-use-add').click();
  await expect(modal(page)).toContainText('登记育儿假');
  const search = modal(page).getByTestId('employee-search');
  await search.click();
  await search.locator('input').fill(use.employeeId);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: `-${use.employeeId}` })
    .first()
    .click();
  await modalField(page, '子女').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: `${use.childName}（` })
    .click();
  await fillModalDate(page, '开始日期', use.start);
  await fillModalDate(page, '结束日期', use.end);
  await modalField(page, '天数').fill(String(use.days));
}

/**
 * 育儿假 end to end as head-office HR: an area rule added on /childcare/area, a child added to an
 * employee of a store on /childcare/employee with this year's balance shown, a day recorded on
 * /childcare/record that the balance loses exactly, and a use beyond the balance refused with the
 * server's message and nothing added.
 */
test('an area rule added, a child registered with its balance, a use recorded, an over-balance use refused', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const today = businessToday();
  const year = Number(today.slice(0, 4));

  // 1. A rule for a province no demo store is in: a new (empty) store there gives the form its
  // choice (rules are only for places with a store), and no employee's balance changes.
  const hq = await apiAs(request, 'hqHr');
  const shops = await hq<{ list: { regionId: number }[] }>('/api/Shop/GetShopList', {});
  const province = '海南省';
  const city = `${uniqueLabel('琼')}市`;
  await hq('/api/Shop/CreateShop', {
    shopCode: `HN${String(Date.now() % 100000).padStart(5, '0')}`,
    shopName: `${city}育儿假测试店`,
    province,
    city,
    regionId: shops.list[0]?.regionId,
    employingEntity: '海南优品商贸有限公司',
  });

  await openAs(page, 'hqHr', '/childcare/area');
  await page.getByTestId('childcare-rule-add').click();
  await expect(page.getByTestId('childcare-rule-edit')).toBeVisible();
  await chooseOption(page, '省份', province);
  await field(page, '城市').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: city }).click();
  await field(page, '每孩每年天数').fill('12');
  await fillDate(page, '生效开始日期', `${year}-01-01`);
  await field(page, '备注').fill(`${city}育儿假规定`);
  await page.getByTestId('childcare-rule-save').click();
  await expect(page.locator('.ant-message-success')).toContainText('已保存');
  await expect(page.locator('.hris-tag.is-active[data-key="/childcare/area"]')).toBeVisible();
  const areaList = 'childcare-area-list';
  await filterText(page, areaList, '省份', province);
  const ruleRow = rows(page, areaList).filter({ hasText: city });
  await expect(ruleRow).toHaveCount(1);
  await expect(await cell(page, areaList, ruleRow, '省份')).toHaveText(province);
  await expect(await cell(page, areaList, ruleRow, '城市')).toHaveText(city);
  await expect(await cell(page, areaList, ruleRow, '每孩每年天数')).toHaveText('12');
  await expect(await cell(page, areaList, ruleRow, '生效开始日期')).toHaveText(`${year}-01-01`);
  await expect(await cell(page, areaList, ruleRow, '生效结束日期')).toHaveText('长期');

  // 2. An employee of a store, taken from the list itself; a child born about a year ago.
  await go(page, '/childcare/employee');
  const employeeList = 'childcare-employee-list';
  const first = rows(page, employeeList)
    .filter({ has: page.locator('td', { hasText: /^在职$/ }) })
    .first();
  await expect(first).toBeVisible();
  const employeeId = (await (await cell(page, employeeList, first, '员工编号')).innerText()).trim();
  expect(await (await cell(page, employeeList, first, '门店')).innerText()).toMatch(/^[A-Z]+\d+ /);
  await first.getByTestId('childcare-employee-view-link').click();
  const detail = page.getByTestId('childcare-employee-edit');
  await expect(detail).toContainText(`-${employeeId}`);
  const childName = uniqueLabel('小');
  const birthDate = addDays(today, -365);
  await detail.getByTestId('childcare-child-add').click();
  await expect(modal(page)).toContainText('子女信息');
  await modalField(page, '子女姓名').fill(childName);
  await fillModalDate(page, '出生日期', birthDate);
  await page.getByTestId('childcare-child-save').click();
  // The area rule's 已保存 may still be showing (toasts stay 3 s): this save's is the newest.
  await expect(page.locator('.ant-message-success').filter({ hasText: '已保存' }).last()).toBeVisible();
  await expect(detail.getByTestId('childcare-child').filter({ hasText: childName })).toContainText(birthDate);
  const before = await balanceOf(page, childName, year);
  expect(before.granted).toBeGreaterThan(1);
  expect(before.used).toBe(0);
  expect(before.remaining).toBe(before.granted);

  // 3. One day on the last day of the year (after the birth, clear of the demo's uses).
  await go(page, '/childcare/record');
  const useList = 'childcare-use-list';
  await filterText(page, useList, '员工编号', employeeId);
  await expect(page.getByTestId(useList).locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(rows(page, useList).filter({ hasNotText: employeeId })).toHaveCount(0);
  // The employee's uses (none, or the demo's few: one page).
  const total = await rows(page, useList).count();
  const useDay = `${year}-12-31`;
  await fillUse(page, { employeeId, childName, start: useDay, end: useDay, days: 1 });
  await expect(modal(page).getByTestId('childcare-use-balance')).toHaveText(
    `${year}年剩余 ${before.remaining} 天（应享 ${before.granted}，已用 0）`,
  );
  await page.getByTestId('childcare-use-save').click();
  await expect(page.locator('.ant-message-success').filter({ hasText: '育儿假已登记' })).toBeVisible();
  await expect(modal(page)).toHaveCount(0);
  await expect(rows(page, useList)).toHaveCount(total + 1);
  const useRow = rows(page, useList).filter({ hasText: childName });
  await expect(useRow).toHaveCount(1);
  await expect(await cell(page, useList, useRow, '员工编号')).toHaveText(employeeId);
  await expect(await cell(page, useList, useRow, '子女姓名')).toHaveText(childName);
  await expect(await cell(page, useList, useRow, '开始日期')).toHaveText(useDay);
  await expect(await cell(page, useList, useRow, '天数')).toHaveText('1');

  await go(page, `/childcare/employeeEdit?employeeId=${employeeId}`);
  await expect
    .poll(() => balanceOf(page, childName, year))
    .toEqual({ granted: before.granted, used: 1, remaining: before.remaining - 1 });

  // 4. More days than remain: the server's message in the dialog, nothing added.
  await go(page, '/childcare/record');
  const remaining = before.remaining - 1;
  const asked = remaining + 1;
  await fillUse(page, { employeeId, childName, start: `${year}-12-01`, end: `${year}-12-30`, days: asked });
  await expect(modal(page).getByTestId('childcare-use-balance')).toHaveText(
    `${year}年剩余 ${remaining} 天（应享 ${before.granted}，已用 1）`,
  );
  await page.getByTestId('childcare-use-save').click();
  await expect(modal(page).locator('.ant-form-item-explain-error')).toHaveText(
    `超出可用余额：${childName}${year}年育儿假剩余${remaining}天，本次${asked}天`,
  );
  await modal(page)
    .getByRole('button', { name: '取 消' })
    .or(modal(page).getByRole('button', { name: '取消' }))
    .click();
  await expect(modal(page)).toHaveCount(0);
  await expect(rows(page, useList)).toHaveCount(total + 1);
  await expect(rows(page, useList).filter({ hasText: childName })).toHaveCount(1);
});
