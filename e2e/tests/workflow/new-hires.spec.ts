import { expect, test } from '@playwright/test';
import { login } from '../shell/fixtures';
import { type Api, apiAs, businessDay, startOnboarding, toDoAbout, uniqueName } from './wf';

test.describe('[WF] weekly new hires', () => {
  test('[WF][NEW HIRES]: 本周新入职 lists who started this week, not a hire in progress or a cancelled one', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const store = await apiAs(request, 'sh001Hr');
    const east = await apiAs(request, 'eastHr');
    const hq = await apiAs(request, 'hqHr');
    const started = uniqueName('到岗');
    const pending = uniqueName('待岗');
    const cancelled = uniqueName('放弃');
    for (const name of [started, pending, cancelled]) await startOnboarding(store, name);

    // started: through all four steps, arriving today.
    const step = async (call: Api, form?: Record<string, unknown>) => {
      const todo = await toDoAbout(call, 12, started);
      expect(todo, `a to-do about ${started}`).toBeTruthy();
      await call('/api/WF/ProcessTask', { taskId: todo!.taskId, action: 'approve', ...(form ? { form } : {}) });
    };
    await step(east);
    await step(hq);
    await step(east, { entryDate: businessDay(0), isArrivalTimeTitle: true });
    await step(hq);
    // cancelled: the candidate withdrew, east_hr terminates it at 区域HR审核.
    const todo = await toDoAbout(east, 12, cancelled);
    await east('/api/WF/ProcessTask', { taskId: todo!.taskId, action: 'finish', opinion: '候选人放弃入职' });

    await login(page, 'sh001Hr');
    const card = page.getByTestId('new-hire-card');
    await expect(card).toContainText(started);
    await page.getByTestId('new-hire-button').click();
    const modal = page.locator('.ant-modal:visible');
    const row = modal.locator('.ant-table-row').filter({ hasText: started });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(businessDay(0));
    await expect(modal).not.toContainText(pending);
    await expect(modal).not.toContainText(cancelled);
  });
});
