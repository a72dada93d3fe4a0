import { expect, test } from '@playwright/test';
import { login, sidebar } from './fixtures';

test.describe('[SHELL] menus and access', () => {
  test('[SHELL][ACTION]: store HR and head-office HR see different menus', async ({ browser }) => {
    const store = await browser.newPage();
    await login(store, 'sh001Hr');
    const storeMenu = sidebar(store);
    await expect(storeMenu.getByText('任务管理')).toBeVisible();
    await expect(storeMenu.getByText('健康证', { exact: true })).toBeVisible();
    await expect(storeMenu.getByText('信息统计')).toHaveCount(0);
    await expect(storeMenu.getByText('系统管理')).toHaveCount(0);
    await expect(storeMenu.getByText('报表统计')).toHaveCount(0);

    const hq = await browser.newPage();
    await login(hq, 'hqHr');
    const hqMenu = sidebar(hq);
    await expect(hqMenu.getByText('信息统计')).toBeVisible();
    await expect(hqMenu.getByText('报表统计')).toBeVisible();
    await expect(hqMenu.getByText('基础数据')).toBeVisible();
    await expect(hqMenu.getByText('系统管理')).toHaveCount(0);
  });

  test('[SHELL][ACTION]: admin sees system management; a section opens its default page', async ({ page }) => {
    await login(page, 'admin');
    await sidebar(page).getByText('系统管理').click();
    await sidebar(page).getByText('组织架构').click();
    await expect(page).toHaveURL(/#\/system\/orgTree$/);
    // The organisation tree, not a placeholder: the company at its root, with its count badge.
    await expect(page.getByTestId('org-tree-page')).toBeVisible();
    await expect(page.getByTestId('feature-page')).toHaveCount(0);
    await expect(page.getByRole('treeitem').first()).toContainText('优品零售集团');
    await expect(page).toHaveTitle('组织架构 - HRIS');
  });

  test('[SHELL][ACTION]: typing the URL of a forbidden page shows 403, an unknown one 404', async ({ page }) => {
    await login(page, 'sh001Hr');
    await page.goto('/#/system/orgTree');
    await expect(page.getByTestId('forbidden')).toBeVisible();
    await expect(page.getByTestId('forbidden')).toContainText('403');
    await expect(page.locator('.hris-breadcrumb')).toContainText('无访问权限');
    await page.goto('/#/basicData/ShopInfo');
    await expect(page.getByTestId('forbidden')).toBeVisible();
    await page.goto('/#/no/such/page');
    await expect(page).toHaveURL(/#\/404$/);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('[SHELL][ACTION]: the 019 role sees the weekly new hires, others do not', async ({ browser }) => {
    const store = await browser.newPage();
    await login(store, 'sh001Hr');
    await expect(store.getByTestId('new-hire-card')).toBeVisible();
    await store.getByTestId('new-hire-button').click();
    await expect(store.locator('.ant-modal').getByText('本周新入职员工')).toBeVisible();

    const other = await browser.newPage();
    await login(other, 'gz001Hr');
    await expect(other.getByTestId('count-todo')).toBeVisible();
    await expect(other.getByTestId('new-hire-button')).toHaveCount(0);
    await expect(other.getByTestId('new-hire-card')).toHaveCount(0);
  });
});
