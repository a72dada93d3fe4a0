import { expect, test } from '@playwright/test';
import { rows } from '../basic-data/helpers';
import { go, login } from '../shell/fixtures';
import { apiAs, freeEmployees, openToDo, sessionOf, successToast, uniqueName } from './wf';

const birthCertificate = {
  name: '出生证明.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 32)]),
};

test.describe('[WF] marriage and newborn benefit', () => {
  test('[WF][WELFARE]: the store HR claims a newborn benefit with the birth certificate, the regional HR reviews, head office books the amount; the benefit list shows it 已办结', async ({
    page,
    browser,
    request,
  }) => {
    // Three sessions on a loaded 2-core runner.
    // Three roles in turn: about 5 minutes on a loaded 2-core runner.
    test.setTimeout(600_000);
    const store = await apiAs(request, 'sh001Hr');
    const hq = await apiAs(request, 'hqHr');
    const [person] = await freeEmployees(store, hq, 1, 20);
    expect(person, 'an active SH001 employee with no benefit running').toBeTruthy();
    const label = `${person.name}-${person.employeeId}`;
    const child = uniqueName('宝');

    // sh001_hr: 生育 asks for the child's name and the birth certificate.
    await login(page, 'sh001Hr');
    await go(page, '/process/do?flowId=20');
    const form = page.getByTestId('welfare-form');
    await form.getByTestId('employee-search').locator('input').fill(person.employeeId);
    await page.locator('.ant-select-dropdown:visible').getByText(label, { exact: true }).click();
    await form.getByText('生育', { exact: true }).click();
    await expect(page.getByTestId('welfare-certificate-hint')).toContainText('出生证明');
    await page.getByTestId('welfare-child').fill(child);
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/File/UploadSingle'));
    await page.locator('.hris-upload input[type=file]').setInputFiles(birthCertificate);
    await uploaded;
    await page.getByTestId('wf-action-submit').click();
    await expect(successToast(page)).toHaveText('提交成功');

    // 2001 区域HR审核 by east_hr; 2002 总部HR审批 by hq_hr, who books the amount.
    const region = await sessionOf(browser, 'eastHr');
    await openToDo(region, person.name, '婚育福利');
    await expect(region.getByTestId('work-current-node')).toHaveText('区域HR审核');
    await region.getByTestId('wf-action-approve').click();
    await expect(successToast(region)).toHaveText('审批通过');
    const head = await sessionOf(browser, 'hqHr');
    await openToDo(head, person.name, '婚育福利');
    await expect(head.getByTestId('work-current-node')).toHaveText('总部HR审批');
    const amount = head.getByTestId('welfare-amount-input');
    await expect(amount).toHaveValue('500');
    await amount.fill('666');
    await head.getByTestId('wf-action-approve').click();
    await expect(successToast(head)).toHaveText('审批通过，流程已办结');

    await go(head, '/infotatistics/welfare-list');
    const row = rows(head, 'welfare-list').filter({ hasText: child });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('已办结');
    await expect(row).toContainText('生育');
    await expect(row.getByTestId('welfare-row-amount')).toHaveText('666.00');
  });
});
