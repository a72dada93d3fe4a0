import { expect, test } from '@playwright/test';
import { go, login } from '../shell/fixtures';
import {
  apiAs,
  businessDay,
  choose,
  identityNumber,
  openToDo,
  pickDate,
  sessionOf,
  showTasks,
  successToast,
  uniqueName,
} from './wf';

test.describe('[WF] onboarding, end to end', () => {
  test('[WF][ACTION]: sh001_hr starts an onboarding, east_hr and hq_hr approve 1201–1204, the employee is active', async ({
    page,
    browser,
    request,
  }) => {
    // Five steps in three sessions: more than the default two minutes on a busy machine.
    test.setTimeout(480_000);
    const name = uniqueName('入职');
    const idNumber = identityNumber('F');

    // sh001_hr: the start catalogue → the onboarding start form.
    await login(page, 'sh001Hr');
    await go(page, '/process/start');
    await page.getByTestId('start-flow-12').click();
    await expect(page.getByTestId('work-title')).toHaveText('发起流程：员工入职');
    await page.getByLabel('姓名', { exact: true }).fill(name);
    await page.getByLabel('身份证号码', { exact: true }).fill(idNumber);
    await page.getByLabel('手机号码', { exact: true }).fill('13812345678');
    // The store HR's only store is chosen for them; the position fills its default rank.
    await expect(page.getByTestId('staff-entry-form')).toContainText('SH001 上海南京西路店');
    await choose(page, '岗位', '导购');
    await expect(page.getByLabel('职级', { exact: true })).toHaveValue('S1');
    await pickDate(page, '预计入职日期', businessDay(-3));
    await page.getByTestId('wf-action-submit').click();
    await expect(successToast(page)).toHaveText('提交成功');
    // The start tab closed; the work is in progress for the starter.
    await expect(page).not.toHaveURL(/process\/do/);
    const running = await showTasks(page, 'running', name);
    await expect(running).toContainText('区域HR审核');
    await expect(running).toContainText('陈静');

    // 1201 区域HR审核 by east_hr.
    const east = await sessionOf(browser, 'eastHr');
    await openToDo(east, name);
    await expect(east.getByTestId('work-target')).toHaveText(new RegExp(`^${name}-E\\d{6}$`));
    await expect(east.getByTestId('work-current-node')).toHaveText('区域HR审核');
    await east.getByTestId('wf-opinion').fill('资料齐全，同意');
    await east.getByTestId('wf-action-approve').click();
    await expect(successToast(east)).toHaveText('审批通过');

    // 1202 总部HR审批 by hq_hr.
    const hq = await sessionOf(browser, 'hqHr');
    await openToDo(hq, name);
    await expect(hq.getByTestId('work-current-node')).toHaveText('总部HR审批');
    await hq.getByTestId('wf-action-approve').click();
    await expect(successToast(hq)).toHaveText('审批通过');

    // 1203 区域HR确认到岗: east_hr records the actual arrival date.
    await openToDo(east, name);
    await expect(east.getByTestId('work-current-node')).toHaveText('区域HR确认到岗');
    await east.getByTestId('wf-action-approve').click();
    await expect(east.getByText('请填写实际到岗日期')).toBeVisible();
    await pickDate(east, '实际到岗日期', businessDay(-2));
    // A day after the expected date: not on time, suggested from the dates.
    await expect(east.getByTestId('staff-entry-audit-form').getByLabel('否')).toBeChecked();
    await east.getByTestId('wf-action-approve').click();
    await expect(successToast(east)).toHaveText('审批通过');

    // 1204 总部HR建档 by hq_hr finishes the work.
    await openToDo(hq, name);
    await expect(hq.getByTestId('work-current-node')).toHaveText('总部HR建档');
    await expect(hq.getByTestId('staff-entry-arrival')).toContainText(businessDay(-2));
    await hq.getByTestId('wf-action-approve').click();
    await expect(successToast(hq)).toHaveText('审批通过，流程已办结');

    // The starter finds it completed, and the person is an active employee.
    const done = await showTasks(page, 'completed', name);
    await expect(done).toContainText('已办结');
    await done.getByTestId('task-open').click();
    await expect(page.getByTestId('work-status')).toHaveText('已办结');
    await expect(page.getByTestId('staff-entry-view')).toContainText('在职');

    const api = await apiAs(request, 'sh001Hr');
    const started = await api<{ list: { workId: number; name: string }[] }>('/api/Task/GetMyStartedTaskList', {
      pageIndex: 1,
      pageSize: 50,
      filters: { name: { search: name, isSearch: true } },
    });
    expect(started.list).toHaveLength(1);
    const detail = await api<{ status: string; target: { statusText: string; employeeId: string } }>(
      '/api/WF/GetWorkDetail',
      { workId: started.list[0]!.workId },
    );
    expect(detail.status).toBe('finished');
    expect(detail.target.statusText).toBe('在职');
    const found = await api<{ employeeId: string }[]>('/api/User/SearchEmployee', { keyword: name });
    expect(found.map((e) => e.employeeId)).toEqual([detail.target.employeeId]);
  });
});
