import { expect, type Page, test } from '@playwright/test';
import { filterText, newOfficeUser, rows } from '../basic-data/helpers';
import { apiAs } from '../workflow/wf';
import { go, login, sidebar } from './fixtures';

const NEW_PASSWORD = 'Role@2026e2e';

/** The matrix checkbox of a menu row (可见 or 可编辑). */
const grant = (page: Page, column: 'visible' | 'edit', rowKey: string) => page.getByTestId(`grant-${column}-${rowKey}`);

test.describe('[SYSTEM][ROLE] role permissions', () => {
  test('[SYSTEM][ROLE]: admin builds a role for a new user, removes a menu from it, the user loses it on refresh, the log shows it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(480_000);
    // A user of this spec alone (read-only role 090), signed in once to set a password of its own.
    const person = await newOfficeUser(request, { prefix: '角色', gender: 'F' }, NEW_PASSWORD);
    const roleId = `E${Date.now() % 1000000}`;
    const roleName = `端到端角色${roleId}`;

    // Admin creates the role in the list page.
    await login(page, 'admin');
    await go(page, '/system/rolePermissions');
    await page.getByTestId('role-create').click();
    const dialog = page.getByTestId('role-dialog');
    await dialog.getByLabel('角色编号').fill(roleId);
    await dialog.getByLabel('角色名称').fill(roleName);
    await page.getByTestId('role-dialog-ok').click();
    await expect(page.getByText('角色已新增')).toBeVisible();
    const row = page.getByTestId('role-list').locator('tr', { hasText: roleName });
    await expect(row).toContainText('本门店');
    await row.getByTestId('role-link').click();

    // Grants: 组织架构 and 系统日志 (a checked page checks its section 系统管理).
    const detail = page.getByTestId('role-detail');
    await expect(detail).toContainText(roleName);
    await grant(page, 'visible', 'OrgTree').check();
    await grant(page, 'visible', 'SystemLog').check();
    await expect(grant(page, 'visible', 'section:system')).toHaveJSProperty('indeterminate', true);
    await page.getByTestId('grant-save').click();
    await expect(page.getByText('菜单权限已保存')).toBeVisible();

    // Users: the new person, picked by name, with their org unit.
    await detail.getByRole('tab', { name: /用户/ }).click();
    const picker = page.getByTestId('role-user-picker');
    await picker.click();
    await picker.locator('input').fill(person.name);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: person.account })
      .click();
    await page.getByTestId('role-user-add').click();
    await expect(page.getByTestId('role-users')).toContainText(person.name);

    // The user sees 系统管理 with both pages.
    const userContext = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    const userPage = await userContext.newPage();
    await userPage.goto('/#/login');
    await userPage.getByTestId('login-account').fill(person.account);
    await userPage.getByTestId('login-password').fill(NEW_PASSWORD);
    await userPage.getByTestId('login-submit').click();
    await expect(userPage.locator('.hris-navbar')).toBeVisible();
    await sidebar(userPage).getByText('系统管理').click();
    await expect(sidebar(userPage).getByText('系统日志')).toBeVisible();
    await expect(sidebar(userPage).getByText('组织架构')).toBeVisible();

    // Admin takes 系统日志 away.
    await detail.getByRole('tab', { name: '菜单权限' }).click();
    await grant(page, 'visible', 'SystemLog').uncheck();
    // The first save's notice may still show (antd keeps it 3 s): this save must show its own.
    await expect(page.getByText('菜单权限已保存')).toHaveCount(0);
    await page.getByTestId('grant-save').click();
    await expect(page.getByText('菜单权限已保存')).toBeVisible();

    // After a refresh the user's sidebar has lost it (a section left with one page shows that page
    // alone), and its address is refused.
    await userPage.reload();
    await expect(sidebar(userPage).getByText('组织架构')).toBeVisible();
    await expect(sidebar(userPage).getByText('系统日志')).toHaveCount(0);
    await userPage.goto('/#/system/systemLog');
    await expect(userPage.getByTestId('forbidden')).toBeVisible();

    // The system log holds the change, 系统日志 from 可见 to nothing.
    await go(page, '/system/systemLog');
    await filterText(page, 'system-log-list', '操作', '修改角色菜单权限');
    const entry = rows(page, 'system-log-list').filter({ hasText: roleId }).first();
    await expect(entry).toContainText('系统管理');
    await entry.getByTestId('log-view-link').click();
    const view = page.getByTestId('system-log-view');
    await expect(
      view.getByTestId('system-log-changes').locator('tr', { hasText: '系统日志（SystemLog）' }),
    ).toContainText('可见');

    // Leave nothing behind: the user leaves the role and the role is disabled.
    const admin = await apiAs(request, 'admin');
    await admin('/api/Role/RemoveRoleUser', { roleId, userId: person.userId });
    await admin('/api/Role/SetRoleDisabled', { roleId, disabled: true });
    await userContext.close();
  });
});
