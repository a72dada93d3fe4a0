// Screenshots of every shell screen at 1440px and 390px, for a human (or a model) to look at.
// Usage: BASE=http://127.0.0.1:8091 node scripts/screenshots.mjs  → e2e/.tmp/screenshots/*.png
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const base = process.env.BASE ?? 'http://127.0.0.1:8091';
const out = process.env.OUT ?? path.join(here, '..', '.tmp', 'screenshots');
fs.mkdirSync(out, { recursive: true });

const USERS = {
  admin: 'Admin@2026',
  hq_hr: 'Hris@2026',
  sh001_hr: 'Hris@2026',
  viewer: 'Hris@2026',
};
const SCREENS = [
  ['dashboard', '/dashboard'],
  ['message', '/message'],
  ['feature', '/basicData/staffList'],
  ['forbidden', '/system/orgTree'],
  ['components', '/tools/components'],
  ['process-start', '/process/start?flowId=12&form=staff_entry_post'],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

async function shoot(page, name) {
  await page.waitForLoadState('networkidle');
  // Lazy chunks and first answers: wait until no spinner or skeleton is left.
  await page
    .waitForFunction(() => !document.querySelector('.hris-loading, .ant-skeleton, .ant-spin-spinning'), null, {
      timeout: 10_000,
    })
    .catch(() => {});
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, `${name}.png`) });
}

for (const width of [1440, 390]) {
  const viewport = { width, height: width < 600 ? 844 : 900 };
  for (const [account, password] of Object.entries(USERS)) {
    const context = await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[${account}@${width}] page error:`, error.message));
    await page.goto(`${base}/#/login`);
    if (account === 'admin') await shoot(page, `login-${width}`);
    await page.getByTestId('login-account').fill(account);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/#\/dashboard/);
    for (const [name, hash] of account === 'admin' || account === 'sh001_hr' ? SCREENS : SCREENS.slice(0, 1)) {
      await page.goto(`${base}/#${hash}`);
      await shoot(page, `${account}-${name}-${width}`);
    }
    if (account === 'admin') {
      await page.goto(`${base}/#/dashboard`);
      await page.getByTestId('open-settings').click();
      await shoot(page, `settings-${width}`);
      await page.keyboard.press('Escape');
      if (width < 600) {
        await page.getByTestId('hamburger').click();
        await shoot(page, `drawer-${width}`);
      }
      await page.goto(`${base}/#/no/such/page`);
      await shoot(page, `not-found-${width}`);
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
