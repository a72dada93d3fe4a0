import { expect, test } from '@playwright/test';
import { go } from '../shell/fixtures';
import { apiAs, freeEmployees, pickDate, sessionOf, successToast, taskRows, toDoAbout } from './wf';

/*
 * Kept-alive pages are current when shown again: two people in their own browsers, and nobody
 * presses ⟳ or reloads. 西南 (cd001_hr starts, west_hr reviews) has no other spec's deductions, so
 * west_hr's count of 失物扣款 to-dos is this spec's alone (renewal.spec gives west_hr renewals
 * meanwhile, which the total counts too).
 */
test.describe('[WF] lists stay current', () => {
  test('[WF][FRESH]: a to-do started elsewhere shows when 我的任务 is shown again; 我发起的 follows the approvals', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const cd001 = await apiAs(request, 'cd001Hr');
    const hq = await apiAs(request, 'hqHr');
    const [employee] = await freeEmployees(cd001, hq, 1, 8);
    expect(employee, 'an active employee of CD001').toBeTruthy();
    const label = `${employee!.name}-${employee!.employeeId}`;

    // west_hr looks at the to-do list, then goes home.
    const west = await sessionOf(browser, 'westHr');
    await go(west, '/task/index');
    await expect(west.getByTestId('count-toDo')).toHaveText(/^\d+$/);
    // The 失物扣款 entry of the process picker above the to-do list; none while there are none.
    const deductions = west.locator('[data-testid="flow-picker-8"]:visible .wf-flow-picker__count');
    const deductionsShown = async () => ((await deductions.count()) ? Number(await deductions.textContent()) : 0);
    const before = await deductionsShown();
    await expect(taskRows(west).filter({ hasText: employee!.name }).filter({ hasText: '失物扣款' })).toHaveCount(0);
    await go(west, '/dashboard');

    // cd001_hr, in a browser of its own, starts a deduction about the employee.
    const store = await sessionOf(browser, 'cd001Hr');
    await go(store, '/deduction/post');
    await store.getByTestId('employee-search').locator('input').fill(employee!.employeeId);
    await store.locator('.ant-select-dropdown:visible').getByText(label, { exact: true }).click();
    await pickDate(store, '扣款月份', '2026-10');
    await store.getByTestId('amount-lostDdeductions').fill('42');
    await store.getByTestId('wf-action-submit').click();
    await expect(successToast(store)).toHaveText('提交成功');

    // Back on 我的任务 (the kept-alive tab): the count and the list agree, without ⟳.
    await go(west, '/task/index');
    await expect.poll(deductionsShown).toBe(before + 1);
    const row = taskRows(west).filter({ hasText: employee!.name }).filter({ hasText: '失物扣款' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('区域HR审核');

    // 我发起的 shows it in progress; once it is finished elsewhere, showing the page again says so.
    await go(store, '/task/myTask');
    // The person may have works of other processes (the demo's personnel changes): this deduction's row.
    const mine = store
      .locator('[data-testid="my-started"] .ant-table-row')
      .filter({ hasText: employee!.name })
      .filter({ hasText: '失物扣款' });
    await expect(mine).toContainText('审批中');
    await go(store, '/dashboard');
    const westApi = await apiAs(request, 'westHr');
    for (const approver of [westApi, hq]) {
      const todo = await toDoAbout(approver, 8, employee!.name);
      expect(todo, 'the to-do of the deduction').toBeTruthy();
      await approver('/api/WF/ProcessTask', { taskId: todo!.taskId, action: 'approve' });
    }
    await go(store, '/task/myTask');
    await expect(mine).toContainText('已办结');

    // And west_hr's list, shown again, no longer offers the handled to-do.
    await go(west, '/dashboard');
    await go(west, '/task/index');
    await expect.poll(deductionsShown).toBe(before);
    await expect(taskRows(west).filter({ hasText: employee!.name }).filter({ hasText: '失物扣款' })).toHaveCount(0);
  });
});
