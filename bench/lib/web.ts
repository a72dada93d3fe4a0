/**
 * Web numbers in headless Chromium against the running server (which serves apps/web/dist):
 * the gzip size of the JavaScript the browser fetches for /login and for /task/index, and the
 * time from navigation to the first rendered task row, signed in through the API with the
 * token cookie and stored menus the web app reads at start.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { STORAGE_MENU_PERMISSIONS, TOKEN_COOKIE } from '@hris/contract';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { REPO_DIR } from './target';

export const WEB_DIST = path.join(REPO_DIR, 'apps/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROLES_COOKIE = 'hrisAdmin_roles';
const ROW_SELECTOR = '.ant-table-tbody tr.ant-table-row';

export interface ScriptSizes {
  files: number;
  gzipKb: number;
  /** The five largest, by gzip size. */
  largest: { file: string; gzipKb: number }[];
  /** Scripts not counted: error status, not JavaScript, or an unreadable body (the numbers are then wrong). */
  problems?: string[];
}

export interface WebResult {
  loginJs: ScriptSizes;
  taskJs: ScriptSizes | null;
  /** API calls of the first cold /task/index load: name → ms (browser resource timing). */
  apiMs?: Record<string, number>;
  /** Navigation → first task row, fresh browser context each time (cold cache). */
  firstRowColdMs: number[];
  /** The same after a reload in a context that has the assets cached. */
  firstRowWarmMs: number[];
  note?: string;
}

interface LoginAnswer {
  accessToken: string;
  navMenus: unknown[];
  roleList: { roleID: string; roleName: string }[];
}

export function webAvailable(dir = WEB_DIST) {
  return existsSync(path.join(dir, 'index.html'));
}

/**
 * Records every script the page fetches (gzip size of each body, counted once per URL). A script
 * answered with an error status, with something other than JavaScript (an SPA fallback serving
 * index.html for a missing chunk) or whose body could not be read is listed as a problem, not
 * silently counted or dropped: those once made a broken build look almost empty.
 */
function trackScripts(page: Page) {
  const sizes = new Map<string, number>();
  const problems: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    const url = res.url();
    if (res.request().resourceType() !== 'script' && !/\.m?js(\?|$)/.test(url)) return;
    const name = new URL(url).pathname.split('/').pop() ?? url;
    const type = res.headers()['content-type'] ?? '';
    if (!res.ok() || !/javascript/.test(type)) {
      problems.push(`${name}: HTTP ${res.status()} ${type || 'no content-type'}`);
      return;
    }
    pending.push(
      res
        .body()
        .then((body) => {
          sizes.set(url, gzipSync(body).length);
        })
        .catch((error: unknown) => {
          problems.push(`${name}: body unreadable (${error instanceof Error ? error.message : String(error)})`);
        }),
    );
  });
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  return async (): Promise<ScriptSizes> => {
    await Promise.all(pending);
    return {
      files: sizes.size,
      gzipKb: kb([...sizes.values()].reduce((a, b) => a + b, 0)),
      largest: [...sizes]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([url, bytes]) => ({ file: new URL(url).pathname.split('/').pop() ?? url, gzipKb: kb(bytes) })),
      ...(problems.length ? { problems } : {}),
    };
  };
}

async function signedInContext(browser: Browser, baseUrl: string, login: LoginAnswer): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: TOKEN_COOKIE, value: login.accessToken, url: baseUrl },
    {
      name: ROLES_COOKIE,
      // The role ids, as the web app stores them at sign-in.
      value: encodeURIComponent(JSON.stringify(login.roleList.map((r) => r.roleID))),
      url: baseUrl,
    },
  ]);
  // A string, not a function: the bench runs under tsx, whose helpers do not exist in the page.
  await context.addInitScript(`
    localStorage.setItem(${JSON.stringify(STORAGE_MENU_PERMISSIONS)}, ${JSON.stringify(JSON.stringify(login.navMenus))});
    // The first task row, timed from navigation start (performance.now()).
    new MutationObserver(() => {
      if (window.__firstRowMs === undefined && document.querySelector(${JSON.stringify(ROW_SELECTOR)}))
        window.__firstRowMs = performance.now();
    }).observe(document, { childList: true, subtree: true });
  `);
  return context;
}

/**
 * The first task row's time from navigation start: the page's own mark (its MutationObserver), or
 * the moment Playwright sees the row. On a freshly started server the mark was sometimes never
 * set although the rows showed (2026-11-28's "no task row"); the row itself is what counts.
 */
async function firstRow(page: Page, timeoutMs: number): Promise<number | null> {
  try {
    await page.waitForSelector(ROW_SELECTOR, { timeout: timeoutMs });
    return (await page.evaluate('window.__firstRowMs ?? performance.now()')) as number;
  } catch {
    return null;
  }
}

function addNote(result: WebResult, note: string): void {
  result.note = result.note ? `${result.note}; ${note}` : note;
}

export async function measureWeb(baseUrl: string, login: LoginAnswer, runs = 5): Promise<WebResult> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    // /login, signed out.
    const anon = await browser.newContext();
    const loginPage = await anon.newPage();
    const loginScripts = trackScripts(loginPage);
    await loginPage.goto(`${baseUrl}/#/login`, { waitUntil: 'networkidle' });
    // Sizes of a page that did not render mean nothing.
    const loginShown = await loginPage
      .getByTestId('login-account')
      .isVisible()
      .catch(() => false);
    const loginJs = await loginScripts();
    await anon.close();

    const result: WebResult = { loginJs, taskJs: null, firstRowColdMs: [], firstRowWarmMs: [] };
    if (!loginShown) addNote(result, 'the sign-in form did not render at /#/login');
    if (loginJs.problems) addNote(result, `scripts not counted at /login: ${loginJs.problems.join('; ')}`);
    for (let i = 0; i < runs; i++) {
      const context = await signedInContext(browser, baseUrl, login);
      const page = await context.newPage();
      const scripts = i === 0 ? trackScripts(page) : null;
      await page.goto(`${baseUrl}/#/task/index`);
      const cold = await firstRow(page, 15_000);
      if (cold === null) {
        addNote(result, `no task row (${ROW_SELECTOR}) within 15 s at /#/task/index (landed on ${page.url()})`);
        await page.waitForLoadState('networkidle').catch(() => {});
        if (scripts) result.taskJs = await scripts();
        await context.close();
        break;
      }
      result.firstRowColdMs.push(Math.round(cold));
      await page.waitForLoadState('networkidle').catch(() => {});
      if (scripts) {
        result.taskJs = await scripts();
        if (result.taskJs.problems) {
          addNote(result, `scripts not counted at /task/index: ${result.taskJs.problems.join('; ')}`);
        }
        result.apiMs = (await page.evaluate(`Object.fromEntries(performance.getEntriesByType('resource')
          .filter((e) => e.name.includes('/api/'))
          .map((e) => [e.name.split('/api/')[1], Math.round(e.duration)]))`)) as Record<string, number>;
      }
      await page.reload();
      const warm = await firstRow(page, 15_000);
      if (warm !== null) result.firstRowWarmMs.push(Math.round(warm));
      await context.close();
    }
    return result;
  } finally {
    await browser.close();
  }
}
