import { expect, test } from '@playwright/test';
import { go } from '../shell/fixtures';
import {
  chooseEmployee,
  chooseOption,
  fieldError,
  fillDate,
  filterText,
  newOfficeEmployee,
  openAs,
  rows,
} from './helpers';

/** A file that starts as a PDF does (uploads are checked by content), of exactly `size` bytes. */
const pdf = (name: string, size: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer:
    size === 0 ? Buffer.alloc(0) : Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(0, size - 9), 37)]),
});

test.describe('[BASIC][VIOLATION] violations', () => {
  test('[BASIC][VIOLATION]: hq_hr records a serious written warning with an attachment; a date before entry is refused', async ({
    page,
    request,
  }) => {
    const person = await newOfficeEmployee(request, { prefix: '违纪', gender: 'M', entryDate: '2024-03-01' });
    await openAs(page, 'hqHr', '/basicData/violationList');
    await page.getByTestId('violation-add').click();
    await expect(page.getByTestId('violation-create')).toBeVisible();

    await chooseEmployee(page, person);
    await fillDate(page, '违纪日期', '2024-01-15');
    await chooseOption(page, '处分', '严重书面警告');
    await page.getByTestId('violation-description').fill('未按流程办理收银退款，造成账实不符');
    await page.locator('.hris-upload input[type=file]').setInputFiles([pdf('违纪处分通知书.pdf', 3072)]);
    await expect(page.getByTestId('upload-list')).toContainText('违纪处分通知书.pdf');
    await expect(page.getByTestId('upload-list')).toContainText('3.0 KB');

    await page.getByTestId('violation-save').click();
    await expect(fieldError(page, '违纪日期')).toHaveText('违纪日期不能早于员工的入职日期（2024-03-01）');

    await fillDate(page, '违纪日期', '2025-05-06');
    await page.getByTestId('violation-save').click();
    await expect(page.locator('.ant-message-success').last()).toContainText('保存成功');

    const detail = page.getByTestId('violation-detail');
    await expect(detail).toContainText(`${person.label} · 2025-05-06`);
    await expect(detail).toContainText('严重书面警告');
    await expect(detail).toContainText('未按流程办理收银退款，造成账实不符');
    const attachments = detail.getByTestId('attachment-list');
    await expect(attachments).toContainText('3.0 KB');

    // The attachment opens in a new tab through a single-use link.
    const fetched = page
      .context()
      .waitForEvent('response', (r) => /\/api\/File\/DownloadFile\?attachmentId=\d+&ticket=/.test(r.url()));
    const popup = page.context().waitForEvent('page');
    await attachments.getByRole('button', { name: '违纪处分通知书.pdf' }).click();
    expect((await fetched).status()).toBe(200);
    await (await popup).close();

    await go(page, '/basicData/violationList');
    await filterText(page, 'violation-list', '员工编号', person.employeeId);
    await expect(rows(page, 'violation-list')).toHaveCount(1);
    const row = rows(page, 'violation-list').first();
    await expect(row).toContainText('2025-05-06');
    await expect(row.locator('.ant-tag', { hasText: '严重书面警告' })).toBeVisible();
    await expect(row).toContainText('未按流程办理收银退款');
  });
});
