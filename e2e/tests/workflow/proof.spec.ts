import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { login } from '../shell/fixtures';
import { apiAs, businessDay, freeEmployees, openToDo, sessionOf, showTasks, successToast } from './wf';

test.describe('[WF] certificate letter', () => {
  test('[WF][PROOF]: store HR asks for an on-job letter, the regional HR approves, head office issues it, the store HR downloads it from the work page', async ({
    page,
    browser,
    request,
  }) => {
    // Three sessions on a loaded 2-core runner: minutes.
    test.setTimeout(480_000);
    const store = await apiAs(request, 'sh001Hr');
    const hq = await apiAs(request, 'hqHr');
    const [person] = await freeEmployees(store, hq, 1, 25);
    expect(person, 'an SH001 employee without a running letter').toBeTruthy();
    const label = `${person.name}-${person.employeeId}`;

    // sh001_hr asks for an 在职证明 to apply for a visa.
    await login(page, 'sh001Hr');
    await page.goto('/#/process/do?flowId=25');
    const form = page.getByTestId('proof-form');
    await form.getByTestId('employee-search').locator('input').fill(person.employeeId);
    await page.locator('.ant-select-dropdown:visible').getByText(label, { exact: true }).click();
    await form.getByTestId('proof-apply-type').getByText('在职证明').click();
    await expect(page.getByTestId('proof-type-note')).toContainText('在职证明');
    await form.getByLabel('用途').fill('办理签证');
    await page.getByTestId('wf-action-submit').click();
    await expect(successToast(page)).toHaveText('提交成功');

    // 2501 区域HR审核 by east_hr; an on-job letter skips 2502 and goes to 2504 总部HR开具.
    const region = await sessionOf(browser, 'eastHr');
    await openToDo(region, person.name, '证明信');
    await expect(region.getByTestId('work-current-node')).toHaveText('区域HR审核');
    await region.getByTestId('wf-action-approve').click();
    await expect(successToast(region)).toHaveText('审批通过');
    const head = await sessionOf(browser, 'hqHr');
    await openToDo(head, person.name, '证明信');
    await expect(head.getByTestId('work-current-node')).toHaveText('总部HR开具');
    await head.getByTestId('wf-action-approve').click();
    await expect(successToast(head)).toHaveText('审批通过，流程已办结');

    // The starter opens the finished work and downloads the letter.
    const rows = await showTasks(page, 'completed', person.name);
    await rows.filter({ hasText: '证明信' }).first().getByTestId('task-open').click();
    await expect(page.getByTestId('proof-view')).toBeVisible();
    const letterNo = page.getByText(/^HRZM-\d{4}-\d{4,}$/);
    await expect(letterNo).toBeVisible();
    const number = (await letterNo.textContent()) ?? '';
    const button = page.getByTestId('wf-document-download');
    await expect(button).toHaveCount(1);
    await expect(button).toHaveText(/在职证明/);
    const downloaded = page.waitForEvent('download');
    await button.click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(`在职证明-${person.name}-${person.employeeId}.docx`);

    const zip = await JSZip.loadAsync(await readFile(await download.path()));
    const text = ((await zip.file('word/document.xml')?.async('string')) ?? '').replace(/<[^>]+>/g, '');
    const today = businessDay(0);
    for (const expected of [
      '在职证明',
      `编号：${number}`,
      person.name,
      `工号：${person.employeeId}`,
      '至今仍在我公司在职',
      '本证明仅用于办理签证',
      `${today.slice(0, 4)}年${today.slice(5, 7)}月${today.slice(8, 10)}日`,
    ])
      expect(text).toContain(expected);
  });
});
