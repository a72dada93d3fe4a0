import { expect, type Page, test } from '@playwright/test';
import { apiSignIn, exact, filterText, newOfficeEmployee, openAs, rows } from './helpers';

/** Confirms the open Popconfirm (its primary button). */
async function confirm(page: Page) {
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
}

test.describe('[BASIC][OFFICE] user accounts', () => {
  test('[BASIC][OFFICE]: hq_hr changes roles and unit, disables, enables and resets the password of an account', async ({
    page,
    request,
  }) => {
    // An account of this spec alone: demo accounts other specs sign in with stay untouched.
    const person = await newOfficeEmployee(request, { prefix: '账号', gender: 'F' });
    await openAs(page, 'hqHr', '/basicData/Office');
    await filterText(page, 'office-list', '登录账号', person.account);
    await expect(rows(page, 'office-list')).toHaveCount(1);
    await expect(rows(page, 'office-list')).toContainText(person.label);
    await rows(page, 'office-list').getByTestId('office-detail-link').click();

    const detail = page.getByTestId('office-detail');
    await expect(detail).toContainText(`${person.name} (${person.account})`);
    await expect(detail.getByTestId('office-roles')).toHaveText('只读审计（全公司）');
    await expect(detail.getByTestId('office-basic')).toContainText('员工信息');

    // Roles and unit: 区域HR of 西南 instead of the read-only auditor. Not 华东: a second regional HR
    // there would become a co-assignee of the workflow specs' approvals running at the same time.
    await detail.getByTestId('office-edit').click();
    const modal = page.locator('.ant-modal').filter({ hasText: `编辑账号：${person.account}` });
    await modal.getByLabel('所属组织', { exact: true }).click();
    await modal.getByLabel('所属组织', { exact: true }).fill('西南');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: exact('西南') })
      .click();
    await modal.getByLabel('角色', { exact: true }).click();
    const roleOptions = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await roleOptions.filter({ hasText: '区域HR' }).click();
    await roleOptions.filter({ hasText: '只读审计' }).click();
    await page.keyboard.press('Escape');
    await modal.getByTestId('office-edit-save').click();
    await expect(page.locator('.ant-message-success').last()).toContainText('保存成功');
    await expect(modal).toHaveCount(0);
    await expect(detail.getByTestId('office-roles')).toHaveText('区域HR（本部门/区域及下级）');
    await expect(detail.getByTestId('office-basic')).toContainText('本部门/区域及下级（西南）');

    // Disabled: the account cannot sign in.
    await detail.getByTestId('office-toggle').click();
    await confirm(page);
    await expect(page.locator('.ant-message-success').last()).toContainText('账号已停用');
    await expect(detail.getByTestId('office-enabled')).toHaveText('已停用');
    const refused = await apiSignIn(request, person.account, person.oneTimePassword);
    expect(refused.code).toBe(40003);
    expect(refused.msg).toContain('账号已停用');

    await detail.getByTestId('office-toggle').click();
    await confirm(page);
    await expect(page.locator('.ant-message-success').last()).toContainText('账号已启用');
    await expect(detail.getByTestId('office-enabled')).toHaveText('已启用');
    expect((await apiSignIn(request, person.account, person.oneTimePassword)).code).toBe(0);

    // Reset: a new one-time password, shown once; the old one stops working.
    await detail.getByTestId('office-reset').click();
    await confirm(page);
    const dialog = page.locator('.ant-modal').filter({ hasText: '一次性密码' });
    await expect(dialog).toContainText(`${person.account} 的一次性密码`);
    const password = ((await dialog.getByTestId('one-time-password').textContent()) ?? '').trim();
    expect(password).not.toBe('');
    expect(password).not.toBe(person.oneTimePassword);
    await dialog.getByRole('button', { name: /我已记录/ }).click();
    await expect(dialog).toHaveCount(0);
    expect((await apiSignIn(request, person.account, person.oneTimePassword)).code).toBe(40002);
    const signIn = await apiSignIn(request, person.account, password);
    expect(signIn.code, signIn.msg).toBe(0);
    expect(signIn.data?.mustChangePassword).toBe(true);
  });
});
