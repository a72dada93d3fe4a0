import { expect, test } from '@playwright/test';
import { go, login } from '../shell/fixtures';
import { apiAs, freeEmployees, pickDate, showTasks, successToast } from './wf';

test.describe('[WF] withdraw', () => {
  test('[WF][ACTION]: gz001_hr starts a deduction at /deduction/post and withdraws it (撤回成功)', async ({
    page,
    request,
  }) => {
    const gz001 = await apiAs(request, 'gz001Hr');
    const [employee] = await freeEmployees(gz001, await apiAs(request, 'hqHr'), 1, 8);
    expect(employee, 'an active employee of GZ001').toBeTruthy();
    const label = `${employee!.name}-${employee!.employeeId}`;

    await login(page, 'gz001Hr');
    await go(page, '/deduction/post');
    await expect(page.getByTestId('work-title')).toHaveText('发起流程：失物扣款');
    await page.getByTestId('employee-search').locator('input').fill(employee!.employeeId);
    await page.locator('.ant-select-dropdown:visible').getByText(label, { exact: true }).click();
    await pickDate(page, '扣款月份', '2026-10');
    await page.getByTestId('amount-lostDdeductions').fill('35.5');
    await page.getByTestId('amount-marketFineDeductions').fill('¥100');
    await expect(page.getByTestId('amount-marketFineDeductions')).toHaveValue('100');
    await expect(page.getByTestId('deduction-total')).toContainText('¥135.50');
    await page.getByTestId('wf-action-submit').click();
    await expect(successToast(page)).toHaveText('提交成功');

    // Nobody acted yet: the starter may take it back from the in-progress list.
    const row = (await showTasks(page, 'running', employee!.name)).filter({ hasText: '失物扣款' });
    await expect(row).toContainText('区域HR审核');
    // The export of the in-progress list arrives as .xlsx under the server's Chinese file name.
    const download = page.waitForEvent('download');
    await page.getByTestId('export-running').click();
    expect((await download).suggestedFilename()).toMatch(/^在办任务.*\.xlsx$/);
    await row.getByTestId('task-open').click();
    await expect(page.getByTestId('work-target')).toHaveText(label);
    await expect(page.getByTestId('wf-action-approve')).toHaveCount(0);
    await page.getByTestId('wf-action-withdraw').click();
    await page.getByTestId('withdraw-confirm').click();
    await expect(successToast(page)).toHaveText('撤回成功');
    // The work's tab closed; the work is back with the starter, at 发起人修改.
    await expect(page).not.toHaveURL(/process\/do/);
    // The person may have other works (a renewal the system started): this one is the deduction.
    await expect((await showTasks(page, 'toDo', employee!.name)).filter({ hasText: '失物扣款' })).toContainText(
      '发起人修改',
    );

    const started = await gz001<{ list: { workId: number; nodeId: number }[] }>('/api/Task/GetMyStartedTaskList', {
      pageIndex: 1,
      pageSize: 10,
      filters: { employeeId: { search: employee!.employeeId, isSearch: true } },
    });
    expect(started.list.map((w) => w.nodeId)).toEqual([800]);
  });
});
