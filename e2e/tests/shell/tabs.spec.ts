import { expect, type Page, test } from '@playwright/test';
import { go, login, sidebar } from './fixtures';

function tab(page: Page, title: string) {
  return page.getByTestId('tag').filter({ hasText: title });
}

async function contextMenu(page: Page, title: string, item: string) {
  await tab(page, title).click({ button: 'right' });
  await page.locator('.ant-dropdown:visible').getByText(item, { exact: true }).click();
}

test.describe('[SHELL] tags view and keep-alive', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'admin');
  });

  test('[SHELL][ACTION]: visited pages open tabs; a half-filled form survives a switch', async ({ page }) => {
    await go(page, '/tools/components');
    await page.getByTestId('cash-input').fill('1288.50');
    await sidebar(page).getByText('基础数据').click();
    await sidebar(page).getByText('员工信息').click();
    await expect(page).toHaveURL(/#\/basicData\/staffList$/);
    await expect(page.getByTestId('tag')).toHaveText(['首页', '组件示例', '员工信息']);
    await expect(page.getByTestId('cash-input')).toBeHidden();

    await tab(page, '组件示例').click();
    await expect(page).toHaveURL(/#\/tools\/components$/);
    await expect(page.getByTestId('cash-input')).toHaveValue('1288.50');
  });

  test('[SHELL][ACTION]: refresh (through /redirect) remounts the page with a fresh state', async ({ page }) => {
    await go(page, '/tools/components');
    await page.getByTestId('cash-input').fill('66');
    await contextMenu(page, '组件示例', '刷新');
    await expect(page).toHaveURL(/#\/tools\/components$/);
    await expect(page.getByTestId('cash-input')).toHaveValue('');
  });

  test('[SHELL][ACTION]: close others and close all keep the pinned home tab', async ({ page }) => {
    await go(page, '/tools/components');
    await go(page, '/message');
    await go(page, '/basicData/staffList');
    await expect(page.getByTestId('tag')).toHaveText(['首页', '组件示例', '消息中心', '员工信息']);

    await contextMenu(page, '消息中心', '关闭其他');
    await expect(page).toHaveURL(/#\/message$/);
    await expect(page.getByTestId('tag')).toHaveText(['首页', '消息中心']);

    await contextMenu(page, '消息中心', '关闭所有');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByTestId('tag')).toHaveText(['首页']);
    // The pinned tab has no close button.
    await expect(tab(page, '首页').locator('.hris-tag__close')).toHaveCount(0);
  });

  test('[SHELL][ACTION]: closing the current tab goes to the last one; middle-click closes', async ({ page }) => {
    await go(page, '/message');
    await go(page, '/tools/components');
    await tab(page, '组件示例').locator('.hris-tag__close').click();
    await expect(page).toHaveURL(/#\/message$/);
    await expect(page.getByTestId('tag')).toHaveText(['首页', '消息中心']);
    await go(page, '/tools/components');
    await tab(page, '消息中心').click({ button: 'middle' });
    await expect(page.getByTestId('tag')).toHaveText(['首页', '组件示例']);
  });
});
