import { expect, test } from '@playwright/test';
import { filterText, rows } from '../basic-data/helpers';
import { go, login } from '../shell/fixtures';
import {
  type Api,
  apiAs,
  businessDay,
  choose,
  openToDo,
  pickDate,
  sessionOf,
  startOnboarding,
  successToast,
  toDoAbout,
  uniqueName,
} from './wf';

/** A new SH001 employee of this spec's own, onboarded through the API (arrived today). */
async function onboard(store: Api, east: Api, hq: Api, name: string) {
  await startOnboarding(store, name);
  const step = async (call: Api, form?: Record<string, unknown>) => {
    const todo = await toDoAbout(call, 12, name);
    expect(todo, `a to-do about ${name}`).toBeTruthy();
    await call('/api/WF/ProcessTask', { taskId: todo!.taskId, action: 'approve', ...(form ? { form } : {}) });
  };
  await step(east);
  await step(hq);
  await step(east, { entryDate: businessDay(0), isArrivalTimeTitle: true });
  await step(hq);
  const found = await store<{ name: string; employeeId: string }[]>('/api/User/SearchEmployee', {
    keyword: name,
    limit: 5,
  });
  const person = found.find((p) => p.name === name);
  expect(person, 'the new employee').toBeTruthy();
  return person!;
}

test.describe('[WF] resignation', () => {
  test('[WF][RESIGNATION]: the store HR starts it, the regional HR and head office approve, the handover is confirmed; the person is 离职 in the staff list and in the resignation list', async ({
    page,
    browser,
    request,
  }) => {
    // An onboarding through the API, then three sessions: minutes on a loaded 2-core runner.
    test.setTimeout(480_000);
    const store = await apiAs(request, 'sh001Hr');
    const east = await apiAs(request, 'eastHr');
    const hq = await apiAs(request, 'hqHr');
    const name = uniqueName('离职');
    const person = await onboard(store, east, hq, name);
    const label = `${person.name}-${person.employeeId}`;

    // sh001_hr starts the resignation: the reasons follow the type.
    await login(page, 'sh001Hr');
    await go(page, '/process/do?flowId=15');
    const form = page.getByTestId('staff-turnover-form');
    await form.getByTestId('employee-search').locator('input').fill(person.employeeId);
    await page.locator('.ant-select-dropdown:visible').getByText(label, { exact: true }).click();
    await expect(page.getByTestId('turnover-facts')).toContainText('SH001');
    await pickDate(page, '最后工作日', businessDay(0));
    await choose(page, '离职类型', '辞职');
    await choose(page, '离职原因', '工作压力太大');
    await page.getByTestId('wf-action-submit').click();
    await expect(successToast(page)).toHaveText('提交成功');

    // 1501 区域HR审核 by east_hr, 1502 总部HR审批 by hq_hr.
    const region = await sessionOf(browser, 'eastHr');
    await openToDo(region, name, '员工离职');
    await expect(region.getByTestId('work-current-node')).toHaveText('区域HR审核');
    await region.getByTestId('wf-action-approve').click();
    await expect(successToast(region)).toHaveText('审批通过');
    const head = await sessionOf(browser, 'hqHr');
    await openToDo(head, name, '员工离职');
    await expect(head.getByTestId('work-current-node')).toHaveText('总部HR审批');
    await head.getByTestId('wf-action-approve').click();
    await expect(successToast(head)).toHaveText('审批通过');

    // 1503 is a confirm step, not a review: SH001's one store HR, who started the resignation and
    // is in the store, confirms the keys, uniform and cash handover — after ticking it.
    await openToDo(page, name, '员工离职');
    await expect(page.getByTestId('work-current-node')).toHaveText('门店HR确认交接');
    await page.getByTestId('wf-action-approve').click();
    await expect(page.getByText('请确认工作交接已完成').first()).toBeVisible();
    await page.getByTestId('turnover-handover-confirmed').click();
    await page.getByTestId('wf-action-approve').click();
    await expect(successToast(page)).toHaveText('审批通过，流程已办结');

    // The staff list says 离职; the resignation list shows the work with its type and reason.
    await go(head, '/basicData/staffList');
    await filterText(head, 'staff-list', '员工编号', person.employeeId);
    await expect(rows(head, 'staff-list')).toHaveCount(1);
    await expect(rows(head, 'staff-list')).toContainText('离职');
    await go(head, '/infotatistics/staff-turnove-list');
    const row = rows(head, 'staff-turnover-list').filter({ hasText: person.employeeId });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('辞职');
    await expect(row).toContainText('工作压力太大');
    await expect(row).toContainText(businessDay(0));
  });
});
