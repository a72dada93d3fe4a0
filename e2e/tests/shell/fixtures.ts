import { expect, type Page } from '@playwright/test';

/** Seeded demo accounts (apps/server seed). */
export const USERS = {
  admin: { account: 'admin', password: 'Admin@2026' },
  hqHr: { account: 'hq_hr', password: 'Hris@2026' },
  eastHr: { account: 'east_hr', password: 'Hris@2026' },
  sh001Hr: { account: 'sh001_hr', password: 'Hris@2026' },
  gz001Hr: { account: 'gz001_hr', password: 'Hris@2026' },
  hz001Hr: { account: 'hz001_hr', password: 'Hris@2026' },
  northHr: { account: 'north_hr', password: 'Hris@2026' },
  southHr: { account: 'south_hr', password: 'Hris@2026' },
  westHr: { account: 'west_hr', password: 'Hris@2026' },
  westMgr: { account: 'west_mgr', password: 'Hris@2026' },
  cd001Hr: { account: 'cd001_hr', password: 'Hris@2026' },
  bj001Hr: { account: 'bj001_hr', password: 'Hris@2026' },
  szn001Hr: { account: 'szn001_hr', password: 'Hris@2026' },
  viewer: { account: 'viewer', password: 'Hris@2026' },
} as const;

export type UserKey = keyof typeof USERS;

/** Signs in through the sign-in page and waits for the home page. */
export async function login(page: Page, user: UserKey, redirect?: string): Promise<void> {
  const { account, password } = USERS[user];
  await page.goto(redirect ? `/#/login?redirect=${encodeURIComponent(redirect)}` : '/#/login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/#\/login/);
  await expect(page.locator('.hris-navbar')).toBeVisible();
}

/** The sidebar's top-level entries, as shown. */
export function sidebar(page: Page) {
  return page.locator('.hris-sidebar__menu');
}

/**
 * Navigates inside the app without a page load (hash change) and waits until the page is the
 * active tab, so the next step acts on the page that is really shown.
 */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.location.hash = `#${p}`;
  }, path);
  const pathname = path.split('?')[0] ?? path;
  await expect(page.locator(`.hris-tag.is-active[data-key="${pathname}"]`)).toBeVisible();
}
