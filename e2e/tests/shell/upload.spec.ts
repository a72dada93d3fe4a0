import { expect, type Page, test } from '@playwright/test';
import { go, login } from './fixtures';

/** A file that starts as a PDF does (uploads are checked by content), of exactly `size` bytes. */
const pdf = (name: string, size = 1024) => ({
  name,
  mimeType: 'application/pdf',
  buffer:
    size === 0 ? Buffer.alloc(0) : Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(0, size - 9), 37)]),
});

async function pick(page: Page, files: ReturnType<typeof pdf>[]) {
  await page.locator('.hris-upload input[type=file]').setInputFiles(files);
}

function lastError(page: Page) {
  return page.locator('.ant-message-error').last();
}

test.describe('[SHELL] upload', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'admin');
    await go(page, '/tools/components');
  });

  test('[SHELL][ACTION]: upload checks show the spec messages', async ({ page }) => {
    await pick(page, [pdf('empty.pdf', 0)]);
    await expect(lastError(page)).toHaveText('文件错误，请上传正确的文件');
    await pick(page, [{ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.alloc(10, 1) }]);
    await expect(lastError(page)).toHaveText('文件格式错误仅限pdf,jpg,png,xlsx格式');
    await pick(page, [pdf('big.pdf', 6 * 1024 * 1024)]);
    await expect(lastError(page)).toHaveText('文件大小超过限制，最大不超过5MB');
    await expect(page.getByTestId('upload-list')).toHaveCount(0);
  });

  test('[SHELL][ACTION]: an uploaded file is listed with its size and opens in a new tab', async ({ page }) => {
    await pick(page, [pdf('入职材料.pdf', 2048)]);
    const item = page.getByTestId('upload-list').getByRole('button', { name: '入职材料.pdf', exact: true });
    await expect(item).toBeVisible();
    await expect(page.getByTestId('upload-list')).toContainText('2.0 KB');
    // Opened in a new tab through a single-use link (no token in the URL, no blob on the app's origin).
    const download = page
      .context()
      .waitForEvent('response', (r) => /\/api\/File\/DownloadFile\?attachmentId=\d+&ticket=/.test(r.url()));
    const popup = page.context().waitForEvent('page');
    await item.click();
    expect((await download).status()).toBe(200);
    await (await popup).close();

    await pick(page, [pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')]);
    await expect(lastError(page)).toHaveText('文件d.pdf上传失败，最多只能上传3个文件，请删除已上传的文件再重新上传！');
    await expect(page.getByTestId('upload-list').locator('.hris-upload__open')).toHaveCount(3);
  });
});
