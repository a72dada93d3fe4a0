import { STORAGE_MENU_PERMISSIONS, TOKEN_COOKIE } from '@hris/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ROLES_COOKIE } from '../../../apps/web/src/config';
import { BASE_URL } from '../../playwright.config';

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
  eastMgr: { account: 'east_mgr', password: 'Hris@2026' },
  cd001Hr: { account: 'cd001_hr', password: 'Hris@2026' },
  bj001Hr: { account: 'bj001_hr', password: 'Hris@2026' },
  szn001Hr: { account: 'szn001_hr', password: 'Hris@2026' },
  viewer: { account: 'viewer', password: 'Hris@2026' },
} as const;

export type UserKey = keyof typeof USERS;

/** Signs in through the sign-in page and waits for the home page (the specs of sign-in itself). */
export async function loginByForm(page: Page, user: UserKey | Credentials, redirect?: string): Promise<void> {
  const { account, password } = typeof user === 'string' ? USERS[user] : user;
  await page.goto(redirect ? `/#/login?redirect=${encodeURIComponent(redirect)}` : '/#/login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/#\/login/);
  await expect(page.locator('.hris-navbar')).toBeVisible();
}

export interface Credentials {
  account: string;
  password: string;
}

/** What /api/User/Login answers, as far as a browser session needs it (stores/session.ts). */
interface LoginAnswer {
  accessToken: string;
  roleList: { roleID: string }[];
  navMenus: unknown[];
}

/**
 * One sign-in per account and Playwright worker: the answers of /api/User/Login, reused by every
 * browser session and API caller of that account. Before each reuse the session is asked whether it
 * still holds (GetUserInfo); one a spec has ended (a password change, a role change, a sign-out) is
 * replaced by a new sign-in.
 */
const answers = new Map<string, LoginAnswer>();

/** The account's sign-in answer: the worker's, while its session holds, else a new sign-in. */
export async function signedIn(request: APIRequestContext, user: UserKey | Credentials): Promise<LoginAnswer> {
  const credentials = typeof user === 'string' ? USERS[user] : user;
  const cached = answers.get(credentials.account);
  if (cached) {
    const check = await request.post('/api/User/GetUserInfo', { headers: { AccessToken: cached.accessToken } });
    if (check.ok() && (await check.json()).code === 0) return cached;
  }
  const res = await request.post('/api/User/Login', { data: credentials });
  const body = await res.json();
  expect(body.code, `${credentials.account}: ${body.msg}`).toBe(0);
  answers.set(credentials.account, body.data);
  return body.data as LoginAnswer;
}

/**
 * Opens the app signed in as `user`, at `redirect` or the home page, without the sign-in page: the
 * session is put into the browser context as the sign-in page stores it (token and roles cookies,
 * menus in localStorage; stores/session.ts). Sign-in itself is tested by session.spec.ts.
 */
export async function login(page: Page, user: UserKey | Credentials, redirect?: string): Promise<void> {
  const answer = await signedIn(page.context().request, user);
  const origin = new URL(BASE_URL).origin;
  await page.context().addCookies([
    { name: TOKEN_COOKIE, value: answer.accessToken, url: origin, sameSite: 'Lax' },
    {
      name: ROLES_COOKIE,
      value: encodeURIComponent(JSON.stringify(answer.roleList.map((r) => r.roleID))),
      url: origin,
      sameSite: 'Lax',
    },
  ]);
  await page.addInitScript(
    ({ key, menus }) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify(menus));
    },
    { key: STORAGE_MENU_PERMISSIONS, menus: answer.navMenus },
  );
  // A page already showing the app would only change its hash: it loads again to read the session.
  const shown = page.url() !== 'about:blank';
  await page.goto(redirect ? `/#${redirect}` : '/#/');
  if (shown) await page.reload();
  // Ready when a page is shown as the active tab (the shell draws before its routes are built; a
  // hash set earlier would be lost to the home page's redirect).
  const path = redirect?.split('?')[0];
  await expect(page.locator(path ? `.hris-tag.is-active[data-key="${path}"]` : '.hris-tag.is-active')).toBeVisible();
  await expect(page).not.toHaveURL(/#\/login/);
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
