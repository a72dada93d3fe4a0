import { expect, type Page, test } from '@playwright/test';
import { BASE_URL } from '../../playwright.config';
import { newOfficeUser } from '../basic-data/helpers';
import { login, loginByForm } from './fixtures';

const MENUS = [
  { menuCode: 'Task', isEdit: 1, roleID: '019' },
  { menuCode: 'TaskIndex', isEdit: 1, roleID: '019' },
  { menuCode: 'BasicData', isEdit: 1, roleID: '019' },
  { menuCode: 'StaffList', isEdit: 1, roleID: '019' },
];

test.describe('[SHELL] session', () => {
  test('[SHELL][ACTION]: wrong password shows the server message; sign-in returns to the asked page', async ({
    page,
  }) => {
    await page.goto('/#/basicData/staffList');
    await expect(page).toHaveURL(/#\/login\?redirect=%2FbasicData%2FstaffList$/);
    await page.getByTestId('login-account').fill('  sh001_hr ');
    await page.getByTestId('login-password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await expect(page.locator('.ant-message-error')).toContainText('账号或密码错误');
    await page.getByTestId('login-password').fill(' Hris@2026 ');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/#\/basicData\/staffList$/);
    await expect(page.locator('.hris-navbar')).toContainText('欢迎您，');
    // Signed in, the sign-in page sends the user home.
    await page.goto('/#/login');
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('[SHELL][ACTION]: ten requests failing with 10001 give one dialog, then sign-in', async ({ page, context }) => {
    await context.addCookies([{ name: 'hrisAdmin_token', value: 'bogus-token', url: BASE_URL }]);
    await page.addInitScript((menus) => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        localStorage.setItem('MenuPermissions', JSON.stringify(menus));
        sessionStorage.setItem('e2e-seeded', '1');
      }
    }, MENUS);
    const expired: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/api/')) return;
      const body = await response.json().catch(() => null);
      if (body?.code === 10001) expired.push(response.url());
    });
    await page.goto('/#/dashboard');
    const dialog = page.locator('.ant-modal-confirm');
    await expect(dialog).toBeVisible();
    await expect.poll(() => expired.length).toBeGreaterThanOrEqual(4);
    await page.waitForTimeout(500);
    await expect(dialog).toHaveCount(1);
    await dialog.getByRole('button').click();
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fdashboard$/);
    expect((await context.cookies()).find((c) => c.name === 'hrisAdmin_token')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('MenuPermissions'))).toBeNull();
  });

  test('[SHELL][ACTION]: an HTTP 401 resets the session and reloads to sign-in with the path', async ({
    page,
    context,
  }) => {
    await login(page, 'sh001Hr');
    await page.getByTestId('unread-badge').click();
    await expect(page).toHaveURL(/#\/message$/);
    await expect(page.locator('.ant-pagination-total-text')).toBeVisible();
    await context.clearCookies();
    // A request now goes without a token: the server answers 401.
    const unauthorized = page.waitForResponse((r) => r.url().includes('/api/') && r.status() === 401);
    await page.locator('.ant-segmented-item').nth(1).click();
    await unauthorized;
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fmessage$/);
    await expect(page.locator('.ant-message-error')).toHaveCount(0);
  });

  test('[SHELL][ACTION]: sign-out clears the session and the tabs', async ({ page }) => {
    await login(page, 'sh001Hr');
    await page.getByTestId('unread-badge').click();
    await page.getByTestId('user-menu').click();
    await page.getByText('退出登录').click();
    await expect(page).toHaveURL(/#\/login$/);
    // A request of the page still on its way when the session ended answers 401, and the sign-in
    // page reloads once (http.ts): read the storage again if a reload came in between.
    await expect
      .poll(() =>
        page
          .evaluate(() => [localStorage.getItem('MenuPermissions'), document.cookie.includes('hrisAdmin_token')])
          .catch(() => 'reloading'),
      )
      .toEqual([null, false]);
    await page.goto('/#/message');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fmessage$/);
  });
});

test.describe('[SHELL] password', () => {
  async function changePassword(page: Page, from: string, to: string) {
    await page.getByTestId('user-menu').click();
    await page.locator('.ant-dropdown-menu').getByText('修改密码').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '确认新密码' });
    await dialog.getByLabel('原密码').fill(from);
    await dialog.getByLabel('新密码', { exact: true }).fill(to);
    await dialog.getByLabel('确认新密码').fill(to);
    await dialog.getByRole('button', { name: '确认修改' }).click();
  }

  test('[SHELL][ACTION]: a changed password ends the session; the new one signs in', async ({ page, request }) => {
    // An account of this test alone: a password change ends every session of the account, and the
    // demo accounts are signed in by the specs running beside it.
    const person = await newOfficeUser(request, { prefix: '改密', gender: 'M' }, 'Hris@2026p');
    await loginByForm(page, { account: person.account, password: 'Hris@2026p' });
    await changePassword(page, 'not-my-password', 'Hris@2027x');
    await expect(page.locator('.ant-message-error')).toContainText('原密码不正确');
    await page.locator('.ant-modal').getByLabel('原密码').fill('Hris@2026p');
    await page.locator('.ant-modal').getByRole('button', { name: '确认修改' }).click();
    await expect(page).toHaveURL(/#\/login$/);

    // The old password no longer signs in; the new one does.
    await page.getByTestId('login-account').fill(person.account);
    await page.getByTestId('login-password').fill('Hris@2026p');
    await page.getByTestId('login-submit').click();
    await expect(page.locator('.ant-message-error').filter({ hasText: '账号或密码错误' })).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
    await page.getByTestId('login-password').fill('Hris@2027x');
    await page.getByTestId('login-submit').click();
    await expect(page.locator('.hris-navbar')).toBeVisible();
  });
});
