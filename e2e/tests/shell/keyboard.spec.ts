import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiAs, startOnboarding, successToast, taskRows, uniqueName } from '../workflow/wf';

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached with Tab within ${limit} presses`).toBeFocused();
}

test.describe('[SHELL][A11Y] keyboard only', () => {
  test('[SHELL][A11Y][KEYBOARD]: east_hr signs in, opens a to-do from 我的任务 and approves it without the mouse', async ({
    page,
    request,
  }) => {
    // The spec's own to-do: an onboarding sh001_hr starts, waiting for east_hr (区域HR审核).
    const name = uniqueName('键盘');
    await startOnboarding(await apiAs(request, 'sh001Hr'), name);

    // Sign in: Tab to the account, type, Tab to the password, type, Enter.
    await page.goto('/#/login');
    const account = page.getByTestId('login-account');
    await expect(account).toBeVisible();
    await tabTo(page, account);
    await page.keyboard.type('east_hr');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('login-password')).toBeFocused();
    await page.keyboard.type('Hris@2026');
    await page.keyboard.press('Enter');
    await expect(page.locator('.hris-navbar')).toBeVisible();
    await expect(page).not.toHaveURL(/#\/login/);

    // The first Tab of a page is the skip link, which passes over the menu, the navbar and the
    // tabs; it shows while focused.
    const skip = page.getByTestId('skip-link');
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toHaveText('跳到主要内容');
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();

    // 待办 on the home page opens 我的任务.
    const toDoCard = page.locator('button.hris-stat--link', { has: page.getByTestId('count-todo') });
    await tabTo(page, toDoCard);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/task\/index\?tab=toDo/);

    // The to-do about the new person: its 办理 button, reached with Tab.
    const row = taskRows(page).filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await tabTo(page, row.getByTestId('task-open'), 150);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/process\/do\?flowId=12&workId=\d+&nodeId=\d+/);
    await expect(page.getByTestId('my-task-alert')).toBeVisible();

    // An opinion, then 审批通过, both from the keyboard.
    await tabTo(page, page.getByTestId('wf-opinion'), 150);
    await page.keyboard.type('资料齐全，同意');
    await tabTo(page, page.getByTestId('wf-action-approve'));
    await page.keyboard.press('Enter');
    await expect(successToast(page)).toHaveText('审批通过');

    // Back on 我的任务, the to-do is gone.
    await expect(page).toHaveURL(/#\/task\/index/);
    await expect(taskRows(page).filter({ hasText: name })).toHaveCount(0);
    // A page the app moved to starts from the top too.
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
  });
});
