import { expect, test } from '@playwright/test';
import { login } from './fixtures';

test.describe('[SHELL] settings and language', () => {
  test('[SHELL][ACTION]: layout settings apply at once and persist after a reload', async ({ page }) => {
    await login(page, 'sh001Hr');
    await expect(page.locator('.hris-tags')).toBeVisible();
    await page.getByTestId('open-settings').click();
    await page.getByTestId('settings-tags-view').click();
    await page.getByTestId('settings-fixed-header').click();
    await page.getByTestId('settings-sidebar-logo').click();
    await page.getByRole('button', { name: '#13C2C2' }).click();
    await expect(page.locator('.hris-tags')).toHaveCount(0);
    await expect(page.locator('.hris-logo')).toHaveCount(0);
    await expect(page.locator('.hris-layout')).toHaveClass(/has-fixed-header/);

    await page.reload();
    await expect(page.locator('.hris-navbar')).toBeVisible();
    await expect(page.locator('.hris-tags')).toHaveCount(0);
    await expect(page.locator('.hris-logo')).toHaveCount(0);
    await expect(page.locator('.hris-layout')).toHaveClass(/has-fixed-header/);
    const primary = await page.evaluate(() => document.documentElement.style.getPropertyValue('--hris-primary'));
    expect(primary.toUpperCase()).toBe('#13C2C2');
    // antd's theme follows the setting: primary buttons are drawn in the new colour's tone that
    // carries white text at 4.5:1 (#0C7A7A for #13C2C2, theme.ts).
    await expect(page.getByTestId('new-hire-button')).toHaveCSS('background-color', 'rgb(12, 122, 122)');
    await page.getByTestId('open-settings').click();
    await page.getByTestId('settings-restore').click();
    await expect(page.locator('.hris-tags')).toBeVisible();
  });

  test('[SHELL][STYLE]: the sign-in page and the to-do list draw with the built antd styles', async ({ page }) => {
    // Rules antd generated in the browser (`:where(.css-…)` in a <style>): a component of these
    // screens missing from apps/web/plugins/antd-static-styles.ts.
    const generatedRules = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('style'))
          .map((style) => style.textContent ?? '')
          .filter((text) => text.includes(':where(.css-'))
          .map((text) => text.slice(0, 100)),
      );
    await page.goto('/#/login');
    // The theme colour #409EFF's tone under white text (#006BD9, 5.1:1; theme.ts).
    await expect(page.getByTestId('login-submit')).toHaveCSS('background-color', 'rgb(0, 107, 217)');
    expect(await generatedRules()).toEqual([]);

    // An account no other spec signs out or changes the password of (a dialog would add its styles).
    await login(page, 'gz001Hr', '/task/index');
    const table = page.locator('.hris-data-table:visible');
    // Rows or, in the demo data, the empty state: the list has answered.
    await expect(table.locator('.ant-table-row, .ant-empty').first()).toBeVisible();
    await expect(table.locator('.ant-table-thead th').first()).toHaveCSS('background-color', 'rgb(250, 250, 250)');
    await expect(page.locator('.hris-sidebar .ant-menu-item-selected')).toHaveCSS('color', 'rgb(255, 255, 255)');
    expect(await generatedRules()).toEqual([]);
  });

  test('[SHELL][ACTION]: the language switch turns the UI to English and is remembered', async ({ page }) => {
    await login(page, 'sh001Hr');
    await expect(page.locator('.hris-navbar')).toContainText('欢迎您，');
    await page.getByTestId('language-switch').click();
    await page.getByText('English', { exact: true }).click();
    await expect(page.locator('.hris-navbar')).toContainText('Welcome, ');
    await expect(page.locator('.hris-sidebar__menu')).toContainText('Home');
    await expect(page).toHaveTitle('Home - HRIS');
    await page.reload();
    await expect(page.locator('.hris-sidebar__menu')).toContainText('Tasks');
    await page.getByTestId('language-switch').click();
    await page.getByText('简体中文', { exact: true }).click();
    await expect(page.locator('.hris-sidebar__menu')).toContainText('任务管理');
  });
});
