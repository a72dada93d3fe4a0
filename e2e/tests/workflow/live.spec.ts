import { expect, test } from '@playwright/test';
import { go } from '../shell/fixtures';
import { apiAs, freeEmployees, sessionOf, taskRows, toDoAbout } from './wf';

/** The unread count the bell shows (antd keeps the number in the badge's title). */
async function unread(page: import('@playwright/test').Page): Promise<number> {
  const count = page.getByTestId('unread-badge').locator('sup');
  if ((await count.count()) === 0) return 0;
  return Number((await count.first().getAttribute('title')) ?? 0);
}

test('[WF][LIVE]: a new to-do shows on the open 我的任务 and in the badge without a click; the starter’s open work page moves on', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const store = await apiAs(request, 'sh001Hr');
  const region = await apiAs(request, 'eastHr');
  // An SH001 employee without a deduction running and without any to-do of east_hr (a renewal or an
  // evaluation the day's automatic starts gave east_hr would show in the list already).
  const candidates = await freeEmployees(store, await apiAs(request, 'hqHr'), 8, 8);
  const toDos = await region<{ list: { employeeId: string | null }[] }>('/api/Task/GetToDoTaskList', {
    pageIndex: 1,
    pageSize: 1000,
  });
  const busy = new Set(toDos.list.map((t) => t.employeeId));
  const employee = candidates.find((c) => !busy.has(c.employeeId));
  expect(employee, 'an SH001 employee without a deduction running or a to-do of east_hr').toBeDefined();

  // east_hr sits on 我的任务; nothing of this person is there yet.
  const east = await sessionOf(browser, 'eastHr');
  await go(east, '/task/index');
  const rows = taskRows(east).filter({ hasText: employee!.employeeId });
  await expect(taskRows(east).first()).toBeVisible();
  await expect(rows).toHaveCount(0);
  const before = await unread(east);

  // sh001_hr starts a deduction: it arrives at 801, east_hr's.
  const started = await store<{ workId: number }>('/api/WF/StartWork', {
    flowId: 8,
    form: { employeeId: employee!.employeeId, deductionsMonth: '2026-10', lostDdeductions: '12' },
  });
  // Within seconds and without a click (the shell's poll is two minutes).
  await expect(rows).toHaveCount(1, { timeout: 5_000 });
  await expect.poll(() => unread(east), { timeout: 5_000 }).toBeGreaterThan(before);

  // The starter's open work page moves on when east_hr approves.
  const starter = await sessionOf(browser, 'sh001Hr');
  await go(starter, `/process/do?flowId=8&workId=${started.workId}`);
  await expect(starter.getByTestId('work-current-node')).toHaveText('区域HR审核');
  const todo = await toDoAbout(region, 8, employee!.name);
  await region('/api/WF/ProcessTask', { taskId: todo!.taskId, action: 'approve' });
  await expect(starter.getByTestId('work-current-node')).not.toHaveText('区域HR审核', { timeout: 5_000 });
  // And east_hr's list lets it go.
  await expect(rows).toHaveCount(0, { timeout: 5_000 });
  await starter.context().close();
  await east.context().close();
});
