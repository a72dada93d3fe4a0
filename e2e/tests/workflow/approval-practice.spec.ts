import { expect, test } from '@playwright/test';
import { go, login } from '../shell/fixtures';
import { apiAs, businessDay, freeEmployees, openToDo, sessionOf, successToast, toDoAbout } from './wf';

/** Picks a person in a user picker of a dialog: typed, then the option naming them. */
async function pick(page: import('@playwright/test').Page, picker: import('@playwright/test').Locator, text: string) {
  await picker.click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
  await page.keyboard.press('Escape');
}

test.describe('[WF] 抄送, 加签 and the printed form', () => {
  test('[WF][ADDSIGN]: east_hr asks the regional manager first and copies the receiving store; it comes back, hz001 reads it under 抄送我的, and the filed work prints', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const starter = await apiAs(request, 'sh001Hr');
    const hq = await apiAs(request, 'hqHr');
    const [person] = await freeEmployees(starter, hq, 1, 18);
    expect(person, 'a SH001 employee without a running store transfer').toBeDefined();
    const { workId } = await starter<{ workId: number }>('/api/WF/StartWork', {
      flowId: 18,
      form: {
        employeeId: person.employeeId,
        changeTheType: 'shop',
        newShopCode: 'HZ001',
        effectiveTime: businessDay(0),
        reason: '杭州门店人手紧张，申请支援',
      },
    });

    // 1801: east_hr adds the regional manager before herself and copies the receiving store's HR.
    await login(page, 'eastHr');
    await openToDo(page, person.name, '人事异动（调店）');
    await page.getByTestId('wf-action-addSign').click();
    const dialog = page.getByTestId('add-sign-dialog');
    await expect(dialog.getByRole('radio', { name: /前加签/ })).toBeChecked();
    await pick(page, dialog.getByTestId('add-sign-users').getByRole('combobox'), '王建国');
    await expect(dialog.getByTestId('add-sign-order')).toContainText('王建国');
    await dialog.getByTestId('add-sign-reason').fill('跨店调动涉及排班，请区域经理先审核');
    await pick(page, dialog.getByTestId('dialog-copy-users').getByRole('combobox'), 'hz001_hr');
    await page.getByTestId('add-sign-confirm').click();
    await expect(successToast(page)).toHaveText('已前加签：王建国');

    // The manager sees who asked and why, and approves: the work is back with east_hr.
    const manager = await sessionOf(browser, 'eastMgr');
    await openToDo(manager, person.name, '人事异动（调店）');
    await expect(manager.getByTestId('work-added-by')).toContainText('跨店调动涉及排班，请区域经理先审核');
    await expect(manager.getByTestId('wf-action-finish')).toHaveCount(0);
    await manager.getByTestId('wf-opinion').fill('同意调动，注意交接排班');
    await manager.getByTestId('wf-action-approve').click();
    await expect(successToast(manager)).toContainText('流程回到');

    await openToDo(page, person.name, '人事异动（调店）');
    await page.getByTestId('wf-action-approve').click();
    await expect(successToast(page)).toBeVisible();

    // hz001_hr finds it under 抄送我的, unread, and reads it.
    const store = await sessionOf(browser, 'hz001Hr');
    await go(store, '/task/index?tab=copied');
    await store.getByTestId('reload-copied').click();
    const row = store.locator('.hris-data-table:visible .ant-table-row').filter({ hasText: person.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('未读');
    await expect(row).toContainText('陈静');

    // The receiving store confirms and head office files it (their own specs cover those pages).
    const hz = await apiAs(request, 'hz001Hr');
    for (const call of [hz, hq]) {
      const todo = await toDoAbout(call, 18, person.name);
      expect(todo, 'the next to-do').toBeDefined();
      await call('/api/WF/ProcessTask', { taskId: todo!.taskId, action: 'approve', opinion: '同意' });
    }

    // The filed work prints on A4 with its history, the added approver and the copy.
    await page.goto(`/#/process/print?workIds=${workId}`);
    const sheet = page.getByTestId('print-sheet');
    await expect(sheet.getByTestId('print-title')).toContainText('人事异动（调店）审批单');
    await expect(sheet.getByTestId('print-history')).toContainText('加签');
    await expect(sheet.getByTestId('print-history')).toContainText('王建国');
    await expect(sheet.getByTestId('print-copies')).toContainText('沈佳怡');
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: test.info().outputPath('print-preview.png'), fullPage: true });
    await page.pdf({ path: test.info().outputPath('approval-form.pdf'), format: 'A4' });
  });
});
