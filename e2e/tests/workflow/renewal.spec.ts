import { expect, type Page, test } from '@playwright/test';
import { rows } from '../basic-data/helpers';
import { go, login } from '../shell/fixtures';
import { apiAs, businessDay, pickDate, sessionOf, showTasks, successToast } from './wf';

interface ToDoRow {
  workId: number;
  flowId: number;
  nodeId: number;
  name: string;
  employeeId?: string;
}

/** Opens my to-do of the renewal of `name` (the person may have other works too). */
async function openRenewal(page: Page, name: string) {
  const row = (await showTasks(page, 'toDo', name)).filter({ hasText: '合同续签' });
  await expect(row).toHaveCount(1);
  await row.getByTestId('task-open').click();
  await expect(page).toHaveURL(/#\/process\/do\?flowId=14&workId=\d+&nodeId=\d+/);
  await expect(page.getByTestId('my-task-alert')).toBeVisible();
}

async function approve(page: Page, done = '审批通过') {
  await page.getByTestId('wf-action-approve').click();
  await expect(successToast(page)).toHaveText(done);
}

test.describe('[WF] contract renewal, started by the system', () => {
  test('[WF][RENEWAL]: the daily start gives CD001 a renewal; store HR, regional HR, regional manager and head office take it to a new contract', async ({
    page,
    browser,
    request,
  }) => {
    // Five sessions through six steps: about five minutes on a loaded 2-core runner, so twice the margin.
    test.setTimeout(600_000);
    // The server's first tick started today's renewals; CD001 has one whose contract ends soon.
    const store = await apiAs(request, 'cd001Hr');
    let renewal: ToDoRow | undefined;
    await expect
      .poll(
        async () => {
          const todo = await store<{ list: ToDoRow[] }>('/api/Task/GetToDoTaskList', { pageIndex: 1, pageSize: 100 });
          renewal = todo.list.find((r) => r.flowId === 14 && r.nodeId === 1402);
          return renewal !== undefined;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const detail = await store<{ form: { employeeName: string; employeeId: string; currentContractEndDay: string } }>(
      '/api/WF/GetWorkDetail',
      { workId: renewal!.workId },
    );
    const name = detail.form.employeeName;
    const employeeId = detail.form.employeeId;

    // 1402: cd001_hr proposes an open-ended renewal; the facts come from Basic data.
    const cd = page;
    await login(cd, 'cd001Hr');
    await openRenewal(cd, name);
    await expect(cd.getByTestId('work-current-node')).toHaveText('门店HR填写续签意见');
    await expect(cd.getByText(detail.form.currentContractEndDay).first()).toBeVisible();
    await cd.getByTestId('renewal-result').getByText('续签', { exact: true }).click();
    await cd.getByTestId('renewal-type').getByText('无固定期限', { exact: true }).click();
    await approve(cd);

    // 1403 区域HR审核, 1404 区域经理审批.
    const west = await sessionOf(browser, 'westHr');
    await openRenewal(west, name);
    await expect(west.getByTestId('work-current-node')).toHaveText('区域HR审核');
    await approve(west);
    const manager = await sessionOf(browser, 'westMgr');
    await openRenewal(manager, name);
    await expect(manager.getByTestId('work-current-node')).toHaveText('区域经理审批');
    await approve(manager);

    // 1406: the store HR records the day the employee signed.
    await openRenewal(cd, name);
    await expect(cd.getByTestId('work-current-node')).toHaveText('员工签署确认');
    await cd.getByTestId('wf-action-approve').click();
    await expect(cd.getByText('请填写员工签署新合同的日期').first()).toBeVisible();
    await pickDate(cd, '签署日期', businessDay(0));
    await approve(cd);

    // 1407 总部HR备案 finishes it.
    const hq = await sessionOf(browser, 'hqHr');
    await openRenewal(hq, name);
    await expect(hq.getByTestId('work-current-node')).toHaveText('总部HR备案');
    await approve(hq, '审批通过，流程已办结');

    // The contract list shows the new open-ended contract, beginning the day after the old one.
    await go(hq, '/basicData/employeeContractList');
    const header = hq.getByTestId('contract-list').locator('th', { hasText: '员工编号' }).first();
    await header.locator('.hris-filter-icon').click();
    const input = hq.locator('[data-testid="filter-text"]:visible').first();
    await input.fill(employeeId);
    await input.press('Enter');
    const newest = rows(hq, 'contract-list').filter({ hasText: '无固定期限' });
    await expect(newest).toHaveCount(1);
    // The server set the begin (the day after the old end) when the proposal was approved.
    const done = await store<{ form: { contractBeginDay: string } }>('/api/WF/GetWorkDetail', {
      workId: renewal!.workId,
    });
    expect(done.form.contractBeginDay > detail.form.currentContractEndDay).toBe(true);
    await expect(newest).toContainText(done.form.contractBeginDay);
  });
});
