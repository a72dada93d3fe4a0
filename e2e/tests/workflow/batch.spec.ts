import { expect, test } from '@playwright/test';
import { go, login } from '../shell/fixtures';
import { activeEmployees, apiAs } from './wf';

const COUNT = 12;

test.describe('[WF] batch processing', () => {
  test('[WF][ACTION]: hq_hr batch-approves 12 deductions at 总部HR确认 and gets a result per task', async ({
    page,
    request,
  }) => {
    // Setup through the API: HZ001's store HR books the deductions and east_hr passes them through
    // 801 (nobody reviews a work they started).
    const store = await apiAs(request, 'hz001Hr');
    const east = await apiAs(request, 'eastHr');
    const employees = await activeEmployees(store, COUNT, 'E');
    expect(employees).toHaveLength(COUNT);
    const workIds: number[] = [];
    for (const [i, e] of employees.entries()) {
      const { workId } = await store<{ workId: number }>('/api/WF/StartWork', {
        flowId: 8,
        form: {
          employeeId: e.employeeId,
          deductionsMonth: '2026-09',
          lostDdeductions: String(10 + i),
          workClothesDeductions: '',
          marketMealFeeDeductions: '5.5',
          marketFineDeductions: '',
        },
      });
      workIds.push(workId);
    }
    const toDos = await east<{ list: { taskId: number; workId: number }[] }>('/api/Task/GetToDoTaskList', {
      pageIndex: 1,
      pageSize: 100,
      flowId: 8,
    });
    for (const t of toDos.list.filter((row) => workIds.includes(row.workId))) {
      await east('/api/WF/ProcessTask', { taskId: t.taskId, action: 'approve', opinion: '区域已核' });
    }

    // hq_hr: my tasks narrowed to 失物扣款 → 批量处理 opens on it, at its one step with to-dos
    // (总部HR确认), with nothing ticked; only the works HZ001's store HR started.
    await login(page, 'hqHr');
    await go(page, '/task/index');
    await page.locator('[data-testid="flow-picker-8"]:visible').click();
    await page.getByTestId('batch-open').click();
    const dialog = page.getByTestId('batch-dialog');
    await expect(dialog.getByTestId('batch-flow')).toContainText('失物扣款');
    await dialog.getByPlaceholder('按发起人筛选').fill('沈佳怡');
    await dialog.getByPlaceholder('按发起人筛选').press('Enter');
    await expect(dialog.getByTestId('batch-nodes')).toContainText(`总部HR确认（${COUNT}）`);
    await expect(dialog).toContainText(`共 ${COUNT} 条`);
    await expect(dialog.getByTestId('batch-selected')).toHaveText(`已选 0 / ${COUNT} 条`);
    await expect(dialog.getByTestId('batch-submit')).toBeDisabled();
    await dialog.getByTestId('batch-select-all').click();
    await expect(dialog.getByTestId('batch-submit')).toHaveText(`批量处理（${COUNT}）`);
    await dialog.getByTestId('batch-opinion').fill('总部已确认，进入当月工资扣款');
    await dialog.getByTestId('batch-submit').click();
    // Nothing is sent before the user confirms what will happen.
    await expect(page.getByTestId('batch-confirm-text')).toHaveText(`将审批通过 ${COUNT} 条 失物扣款 · 总部HR确认`);
    await page.screenshot({ path: test.info().outputPath('batch-confirm.png') });
    await page.getByTestId('batch-confirm').click();

    await expect(dialog.getByTestId('batch-summary')).toHaveText(`成功 ${COUNT} 条，失败 0 条`);
    await page.screenshot({ path: test.info().outputPath('batch-result.png') });
    const results = dialog.getByTestId('batch-result').locator('.ant-table-row');
    await expect(results).toHaveCount(10);
    await expect(results.first()).toContainText('审批通过，流程已办结');
    // Each row names its work and person as the lists do, although the to-dos are gone from them.
    const labels = employees.map((e) => `${e.name}-${e.employeeId}`);
    for (const text of await results.allTextContents()) {
      expect(text).toMatch(/^8-\d{6}/);
      expect(
        labels.some((label) => text.includes(label)),
        text,
      ).toBe(true);
    }
    await dialog.getByTestId('batch-done').click();
    await expect(dialog).toBeHidden();

    // Every one of them is finished, and the to-do list no longer has them.
    for (const workId of workIds) {
      const detail = await east<{ status: string }>('/api/WF/GetWorkDetail', { workId });
      expect(detail.status).toBe('finished');
    }
    const hq = await apiAs(request, 'hqHr');
    const left = await hq<{ list: { workId: number }[] }>('/api/Task/GetToDoTaskList', {
      pageIndex: 1,
      pageSize: 100,
      flowId: 8,
    });
    expect(left.list.filter((row) => workIds.includes(row.workId))).toEqual([]);
  });
});
