import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { activeEmployees, apiAs, sessionOf } from '../workflow/wf';
import { go, login } from './fixtures';

/**
 * The attack this guards against: a store HR attaches an HTML page to a deduction; the regional
 * HR opens it and its script reads the HR's token from the opener window (the app kept the
 * token in a cookie and opened files as same-origin blob: URLs). Now the upload is refused by
 * extension (in the page) and by content (on the server), and an accepted file opens in a tab
 * without an opener, served sandboxed: an opaque origin that cannot read the app's cookie.
 */

// 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const HTML = Buffer.from(
  '<!doctype html><html><body><script>' +
    'new Image().src="/steal?c="+encodeURIComponent(document.cookie+" "+window.opener?.localStorage?.length)' +
    '</script></body></html>',
);
const TYPES = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'];

function lastError(page: Page) {
  return page.locator('.ant-message-error').last();
}

/** Clicks a file name and answers the tab it opened, with the file's response. */
async function openFile(context: BrowserContext, click: () => Promise<void>) {
  const response = context.waitForEvent('response', (r) =>
    /\/api\/File\/DownloadFile\?attachmentId=\d+&ticket=/.test(r.url()),
  );
  const opened = context.waitForEvent('page');
  await click();
  const [viewer, served] = await Promise.all([opened, response]);
  await viewer.waitForLoadState();
  return { viewer, served };
}

test.describe('[SHELL][SECURITY] attachments', () => {
  test('[SHELL][SECURITY]: an HTML attachment is refused; a picture opens sandboxed, without opener or cookie', async ({
    page,
    request,
    browser,
  }) => {
    await login(page, 'sh001Hr');
    await go(page, '/deduction/post');
    const input = page.locator('.hris-upload input[type=file]');

    // By extension, in the page.
    await input.setInputFiles({ name: '扣款说明.html', mimeType: 'text/html', buffer: HTML });
    await expect(lastError(page)).toHaveText(`文件格式错误仅限${TYPES.join(',')}格式`);
    // By content, on the server: an HTML page named .png.
    await input.setInputFiles({ name: '现场照片.png', mimeType: 'image/png', buffer: HTML });
    await expect(lastError(page)).toHaveText(`文件格式错误仅限${TYPES.join('、')}格式`);
    await expect(page.getByTestId('upload-list')).toHaveCount(0);

    // A real picture is taken.
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/File/UploadSingle'));
    await input.setInputFiles({ name: '现场照片.png', mimeType: 'image/png', buffer: PNG });
    const attachmentId: number = (await (await uploaded).json()).data.id;
    await expect(page.getByTestId('upload-list')).toContainText('现场照片.png');

    // The store HR starts the deduction with it (through the API: the form is other specs' subject).
    const sh001 = await apiAs(request, 'sh001Hr');
    let workId = 0;
    for (const employee of await activeEmployees(sh001, 8)) {
      try {
        ({ workId } = await sh001<{ workId: number }>('/api/WF/StartWork', {
          flowId: 8,
          form: {
            employeeId: employee.employeeId,
            deductionsMonth: '2026-11',
            lostDdeductions: '12.00',
            workClothesDeductions: 0,
            marketMealFeeDeductions: '0',
            marketFineDeductions: '0',
            remark: '现场照片见附件',
          },
          attachmentIds: [attachmentId],
        }));
        break;
      } catch {
        // That person already has a deduction running (another spec): try the next one.
      }
    }
    expect(workId, 'a deduction started').toBeGreaterThan(0);

    // The regional HR opens it from the work page.
    const east = await sessionOf(browser, 'eastHr');
    try {
      await go(east, `/process/do?flowId=8&workId=${workId}`);
      const appCookie = await east.evaluate(() => document.cookie);
      expect(appCookie, 'the app keeps its token in a cookie').toContain('hrisAdmin_token=');
      const { viewer, served } = await openFile(east.context(), () =>
        east.getByTestId('work-attachments').getByRole('button', { name: '现场照片.png', exact: true }).click(),
      );
      expect(served.status()).toBe(200);
      const headers = served.headers();
      expect(headers['content-type']).toBe('image/png');
      expect(headers['content-security-policy']).toMatch(/^sandbox;/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      const seen = await viewer.evaluate(() => {
        let cookie: string;
        try {
          cookie = document.cookie;
        } catch (error) {
          cookie = `refused: ${(error as Error).name}`;
        }
        return { opener: window.opener, origin: window.origin, cookie };
      });
      expect(seen.opener).toBeNull();
      expect(seen.origin).toBe('null');
      expect(seen.cookie).not.toContain('hrisAdmin_token');
      // The link was for one use.
      const again = await viewer.request.get(served.url());
      expect(await again.json()).toMatchObject({ code: 10002, msg: '下载链接已失效，请重新打开附件' });
      await viewer.close();
    } finally {
      await east.context().close();
    }
  });
});
