import { addDays, addYears } from '@hris/contract';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { filterText, rows } from '../basic-data/helpers';
import { go, login } from '../shell/fixtures';
import { type Api, apiAs, businessDay, openToDo, sessionOf, successToast } from './wf';

/** A scan as a store HR would upload it: a small PDF, generated here. */
const scanPdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 32), Buffer.from('\n%%EOF\n')]),
});

/** A year's certificate from `start`: the end the forms propose (start + 1 year − 1 day). */
function yearFrom(start: string): string {
  return addDays(addYears(start, 1), -1);
}

/** The employees running a work of `flowId` (one running work of a flow per person). */
async function busyIn(hq: Api, flowId: number): Promise<Set<string | null>> {
  const running = await hq<{ list: { employeeId: string | null }[] }>('/api/Task/GetAllTaskList', {
    pageIndex: 1,
    pageSize: 1000,
    flowId,
    state: 'running',
  });
  return new Set(running.list.map((w) => w.employeeId));
}

/** The 工号 of the registry rows shown, in order. */
async function shownEmployeeIds(page: Page): Promise<string[]> {
  const texts = await rows(page, 'health-list').allTextContents();
  return texts.map((text) => /E\d{6}/.exec(text)?.[0] ?? '').filter(Boolean);
}

test.describe('[WF] health certificates', () => {
  test('[WF][HEALTH-38]: a store HR batch-submits three renewals from the registry, the regional HR and head office approve, the registry shows them 有效', async ({
    page,
    browser,
    request,
  }) => {
    // Three roles, five approvals: minutes on a loaded 2-core runner.
    test.setTimeout(900_000);
    const hq = await apiAs(request, 'hqHr');
    const busy = await busyIn(hq, 38);

    // sh001_hr: the registry opens on those who need a certificate; three with no renewal running.
    await login(page, 'sh001Hr');
    await go(page, '/health/list?filter.status=expiring%2Cexpired%2Cmissing');
    // The first list of a fresh session can take a while on a loaded runner.
    await expect(rows(page, 'health-list').first()).toBeVisible({ timeout: 60_000 });
    const chosen = (await shownEmployeeIds(page)).filter((id) => !busy.has(id)).slice(0, 3);
    expect(chosen, 'three SH001 employees needing a certificate, none with a renewal running').toHaveLength(3);
    for (const id of chosen) {
      await rows(page, 'health-list').filter({ hasText: id }).locator('.ant-checkbox-input').check();
    }
    await expect(page.getByTestId('health-batch-update-open')).toHaveText('批量提交健康证更新（3）');
    await page.getByTestId('health-batch-update-open').click();
    const dialog = page.getByTestId('health-batch-update');
    await expect(dialog.locator('.ant-table-row')).toHaveCount(3);

    // Nothing filled: every line says what it lacks, nothing is sent.
    await page.getByTestId('health-batch-submit').click();
    await expect(dialog.getByText('请选择开始日期')).toHaveCount(3);

    const start = businessDay(-2);
    const end = yearFrom(start);
    const uniform = page.getByTestId('health-batch-uniform');
    await uniform.click();
    await uniform.fill(start);
    await uniform.press('Enter');
    await page.getByTestId('health-batch-apply').click();
    for (const id of chosen) {
      await expect(page.getByTestId(`health-batch-end-${id}`)).toHaveValue(end);
      const uploaded = page.waitForResponse((r) => r.url().includes('/api/File/UploadSingle'));
      await page
        .getByTestId(`health-batch-scan-${id}`)
        .locator('input[type=file]')
        .setInputFiles(scanPdf(`健康证-${id}.pdf`));
      expect((await (await uploaded).json()).code).toBe(0);
      await expect(page.getByTestId(`health-batch-scan-${id}`)).toContainText(`健康证-${id}.pdf`);
    }
    await page.getByTestId('health-batch-submit').click();
    await expect(successToast(page)).toHaveText('已提交3个流程，可在「我的任务 · 在办」中查看');
    await expect(dialog).toBeHidden();

    // The three works are in the store HR's task centre, in progress.
    const names = new Map<string, string>();
    for (const id of chosen) {
      const person = await hq<{ employeeName: string }>('/api/HealthCertificates/GetHealthCertificatesDetail', {
        employeeId: id,
      });
      names.set(id, person.employeeName);
    }
    await go(page, '/task/index');
    await page.getByTestId('tab-running').click();
    await page.getByTestId('reload-running').click();
    for (const id of chosen) {
      await expect(page.locator('.hris-data-table:visible .ant-table-row').filter({ hasText: id })).toContainText(
        '健康证更新',
      );
    }

    // east_hr: 3801 区域HR审核 of each.
    const region = await sessionOf(browser, 'eastHr');
    for (const id of chosen) {
      await openToDo(region, names.get(id) as string, '健康证更新');
      await expect(region.getByTestId('work-current-node')).toHaveText('区域HR审核');
      await region.getByTestId('wf-action-approve').click();
      await expect(successToast(region)).toHaveText('审批通过');
    }

    // hq_hr: 3802 总部HR审批 in one batch from the task centre.
    const head = await sessionOf(browser, 'hqHr');
    await go(head, '/task/index');
    await head.getByTestId('reload-toDo').click();
    await head.locator('[data-testid="flow-picker"]:visible').getByText('健康证更新').click();
    await head.getByTestId('batch-open').click();
    const batch = head.getByTestId('batch-dialog');
    await expect(batch.getByTestId('batch-nodes')).toContainText('总部HR审批');
    // Nothing is ticked until the user chooses; then the dialog asks to confirm what will happen.
    await batch.getByTestId('batch-select-all').click();
    await batch.getByTestId('batch-opinion').fill('健康证已核，准予登记');
    await batch.getByTestId('batch-submit').click();
    await expect(head.getByTestId('batch-confirm-text')).toContainText('将审批通过');
    await head.getByTestId('batch-confirm').click();
    await expect(batch.getByTestId('batch-summary')).toHaveText(/成功 \d+ 条，失败 0 条/);
    await batch.getByTestId('batch-done').click();

    // The registry: each of them 有效 with the new period.
    await go(page, '/health/list');
    for (const id of chosen) {
      await filterText(page, 'health-list', '员工编号', id);
      const row = rows(page, 'health-list').filter({ hasText: id });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId('health-status-valid')).toHaveText('有效');
      await expect(row).toContainText(start);
      await expect(row).toContainText(end);
    }
  });

  test('[WF][HEALTH]: the registry shows the statuses; head-office HR registers a certificate with a scan, it is 有效, and the chosen scans download as one zip named 工号-姓名-起-止', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await login(page, 'hqHr');
    await go(page, '/health/list');
    const list = page.getByTestId('health-list');
    // Missing first, then the soonest to end: the statuses that need work are on top.
    await expect(list.getByTestId('health-status-missing').first()).toBeVisible();
    const missing = rows(page, 'health-list')
      .filter({ has: page.getByTestId('health-status-missing') })
      .first();
    const employeeId = /E\d{6}/.exec((await missing.textContent()) ?? '')?.[0] as string;
    expect(employeeId).toBeTruthy();

    await page.getByTestId('health-add').click();
    const form = page.getByTestId('health-edit');
    await form.getByTestId('employee-search').locator('input').fill(employeeId);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: employeeId })
      .first()
      .click();
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/HealthCertificates/UploadHealthCertificates'));
    await form.locator('input[type=file]').setInputFiles(scanPdf('体检合格证.pdf'));
    await uploaded;
    await expect(form).toContainText('体检合格证.pdf');
    const start = businessDay(-1);
    const end = yearFrom(start);
    // Enter in a date field submits the form: the end date, typed last, saves it.
    for (const [testId, value] of [
      ['health-start', start],
      ['health-end', end],
    ]) {
      const input = form.getByTestId(testId);
      await input.click();
      await input.fill(value);
      await input.press('Enter');
    }
    await expect(successToast(page)).toBeVisible();

    await go(page, '/health/list');
    await filterText(page, 'health-list', '员工编号', employeeId);
    const row = rows(page, 'health-list').filter({ hasText: employeeId });
    await expect(row.getByTestId('health-status-valid')).toHaveText('有效');
    const name = (await row.locator('td').nth(2).textContent())?.trim() as string;
    await row.locator('.ant-checkbox-input').check();
    await expect(page.getByTestId('health-zip')).toHaveText('下载所选（1）');
    const downloaded = page.waitForEvent('download');
    await page.getByTestId('health-zip').click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^健康证_\d{8}\.zip$/);
    const zip = await JSZip.loadAsync(await (await import('node:fs/promises')).readFile(await download.path()));
    const entries = Object.keys(zip.files);
    expect(entries).toEqual([`${employeeId}-${name}-${start.replaceAll('-', '')}-${end.replaceAll('-', '')}.pdf`]);
    expect((await zip.files[entries[0]]!.async('nodebuffer')).subarray(0, 8).toString()).toBe('%PDF-1.4');
  });

  test('[WF][HEALTH-39]: a store HR claims an examination fee, the region approves, head-office HR audits it from the batch-audit sheet; the invoice list shows it 已办结', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(600_000);
    const hq = await apiAs(request, 'hqHr');
    const busy = await busyIn(hq, 39);
    const store = await apiAs(request, 'sh001Hr');
    const list = await store<{ list: { employeeId: string; employeeName: string }[] }>(
      '/api/HealthCertificates/GetHealthCertificatesPageList',
      { pageIndex: 1, pageSize: 50, filters: {} },
    );
    const person = list.list.find((p) => !busy.has(p.employeeId));
    expect(person, 'an SH001 employee with no claim running').toBeTruthy();
    const { employeeId, employeeName } = person as { employeeId: string; employeeName: string };
    const invoiceNo = `FP${Date.now()}`.slice(0, 20);

    // sh001_hr: the claim, from the registry's selection.
    await login(page, 'sh001Hr');
    await go(page, '/health/list');
    await filterText(page, 'health-list', '员工编号', employeeId);
    await rows(page, 'health-list').filter({ hasText: employeeId }).locator('.ant-checkbox-input').check();
    await page.getByTestId('health-batch-invoice-open').click();
    await page.getByTestId(`health-batch-invoice-no-${employeeId}`).fill(invoiceNo);
    await page.getByTestId(`health-batch-amount-${employeeId}`).fill('86.5');
    const date = page.getByTestId(`health-batch-invoice-date-${employeeId}`);
    await date.click();
    await date.fill(businessDay(-3));
    await date.press('Enter');
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/File/UploadSingle'));
    await page
      .getByTestId(`health-batch-scan-${employeeId}`)
      .locator('input[type=file]')
      .setInputFiles(scanPdf('体检费发票.pdf'));
    await uploaded;
    await page.getByTestId('health-batch-submit').click();
    await expect(successToast(page)).toHaveText('已提交1个流程，可在「我的任务 · 在办」中查看');

    // east_hr: 3901.
    const region = await sessionOf(browser, 'eastHr');
    await openToDo(region, employeeName, '健康证发票报销');
    await region.getByTestId('wf-action-approve').click();
    await expect(successToast(region)).toHaveText('审批通过');

    // hq_hr: 3902 总部HR审核 then 3904 付款确认, each from the batch-audit sheet: the template lists
    // the claim among the open to-dos, 同意 with an opinion, uploaded on /health/invoice.
    const head = await sessionOf(browser, 'hqHr');
    await go(head, '/health/invoice');
    for (const opinion of ['体检费已核', '已付款']) {
      const template = head.waitForEvent('download');
      await head.getByTestId('invoice-audit-template').click();
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await (await template).path());
      const sheet = workbook.worksheets[0]!;
      let found = 0;
      sheet.eachRow((row, n) => {
        if (n > 1 && String(row.getCell(5).value) === invoiceNo) {
          row.getCell(7).value = '同意';
          row.getCell(8).value = opinion;
          found = n;
        }
      });
      expect(found, 'the claim is in the batch-audit sheet').toBeGreaterThan(1);
      // Only the claim's row: the other to-dos stay as they are.
      for (let n = sheet.rowCount; n > 1; n--) if (n !== found) sheet.spliceRows(n, 1);
      const filled = Buffer.from(await workbook.xlsx.writeBuffer());
      const answered = head.waitForResponse((r) => r.url().includes('/api/WfHealthCertificates/ImportBatchAudit'));
      await head.getByTestId('invoice-batch-audit').locator('input[type=file]').setInputFiles({
        name: '健康证发票批量审批.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: filled,
      });
      const report = await (await answered).json();
      expect(report.code, report.msg).toBe(0);
      expect(report.data).toMatchObject({ applied: 1, refused: 0 });
      await expect(head.getByTestId('invoice-audit-report')).toContainText('39-');
      await head.keyboard.press('Escape');
      await expect(head.getByTestId('invoice-audit-report')).toBeHidden();
    }

    await filterText(head, 'health-invoice-list', '发票号', invoiceNo);
    const row = rows(head, 'health-invoice-list').filter({ hasText: invoiceNo });
    await expect(row).toContainText('已办结');
    await expect(row).toContainText('86.50');
  });
});
