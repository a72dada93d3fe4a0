import { expect, test } from '@playwright/test';
import { go, login } from '../shell/fixtures';
import { apiAs, openToDo, sessionOf, startOnboarding, successToast, uniqueName } from './wf';

test.describe('[WF] rollback and resubmit', () => {
  test('[WF][ACTION]: east_hr rolls an onboarding back to the starter, who corrects and resubmits it', async ({
    page,
    browser,
    request,
  }) => {
    // Three sessions and a progress dialog: more than the default two minutes on a busy machine.
    test.setTimeout(240_000);
    const name = uniqueName('退回');
    const sh001 = await apiAs(request, 'sh001Hr');
    const { workId } = await startOnboarding(sh001, name);

    // east_hr rolls back to the starter; an opinion is required.
    const east = await sessionOf(browser, 'eastHr');
    await openToDo(east, name);
    await east.getByTestId('wf-action-rollback').click();
    const dialog = east.getByTestId('rollback-dialog');
    await expect(dialog.getByLabel('发起人')).toBeChecked();
    await east.getByTestId('rollback-confirm').click();
    await expect(dialog.getByText('退回时请填写审批意见')).toBeVisible();
    await east.getByTestId('rollback-opinion').fill('手机号码有误，请核对');
    await east.getByTestId('rollback-confirm').click();
    await expect(successToast(east)).toHaveText('已退回至「发起人修改」');

    // The starter has it back as a to-do and revises the whole form.
    await login(page, 'sh001Hr');
    await openToDo(page, name);
    await expect(page.getByTestId('my-task-alert')).toContainText('请修改表单后重新提交');
    // Who returned it, from which step and why, at the top.
    const returned = page.getByTestId('work-returned');
    await expect(returned).toContainText('在「区域HR审核」退回了流程');
    await expect(returned).toContainText('退回原因：手机号码有误，请核对');
    // The stored phone comes masked (个人信息保护法): left as it is it stays; a new one is typed whole.
    const phone = page.getByLabel('手机号码', { exact: true });
    await expect(phone).toHaveValue('137****0000');
    await phone.fill('13912345678');
    await page.getByTestId('wf-action-approve').click();
    await expect(successToast(page)).toHaveText('已重新提交，待「区域HR审核」处理');

    // The approval progress shows the rollback with its opinion, and the step waiting again.
    await go(page, `/process/do?flowId=12&workId=${workId}`);
    await page.getByTestId('wf-action-progress').click();
    const progress = page.getByTestId('approval-progress');
    const rows = progress.getByTestId('progress-table').locator('.ant-table-row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('退回');
    await expect(rows.nth(2)).toContainText('发起人修改');
    await expect(rows.nth(3)).toContainText('未办理');
    await expect(rows.nth(1)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // The chart answers separately and moves the table when it draws: hover once it has, or the
    // row slides from under the pointer and its tooltip closes again.
    await expect(progress.getByTestId('chart-node-1201')).toHaveAttribute('data-state', 'current');
    await expect(progress.locator('.wf-chart-edge.is-rollback')).toHaveCount(1);
    await rows.nth(1).getByTestId('progress-action').hover();
    await expect(page.locator('.ant-tooltip:visible')).toHaveText('手机号码有误，请核对');

    // east_hr sees the corrected form at 1201 again.
    await openToDo(east, name);
    await expect(east.getByTestId('staff-entry-view')).toContainText('139****5678');
    const detail = await sh001<{ currentNodeId: number; form: { phone: string } }>('/api/WF/GetWorkDetail', { workId });
    expect(detail.currentNodeId).toBe(1201);
    expect(detail.form.phone).toBe('139****5678');
  });
});
