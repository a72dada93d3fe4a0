import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { type Credentials, go, login, signedIn, type UserKey } from '../shell/fixtures';

/**
 * A signed-in API caller for a spec's own setup data (the UI is what the spec tests); a demo
 * account's sign-in is the worker's (fixtures.ts, `signedIn`).
 */
export async function apiAs(request: APIRequestContext, user: UserKey | Credentials) {
  const token = (await signedIn(request, user)).accessToken;
  return async function call<T = any>(path: string, data: unknown = {}): Promise<T> {
    const res = await request.post(path, { data, headers: { AccessToken: token } });
    const json = await res.json();
    if (json.code !== 0) throw new Error(`${path}: ${json.code} ${json.msg}`);
    return json.data as T;
  };
}

export type Api = Awaited<ReturnType<typeof apiAs>>;

/** A browser session of its own for each account (the approvers of a flow). */
export async function sessionOf(browser: Browser, user: UserKey): Promise<Page> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await login(page, user);
  return page;
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A fresh, valid mainland identity number (check digit ISO 7064 MOD 11-2) for a new person. */
export function identityNumber(gender: 'M' | 'F' = 'F'): string {
  const year = 1985 + Math.floor(Math.random() * 15);
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  const seq = String(Math.floor(Math.random() * 500) * 2 + (gender === 'M' ? 1 : 0)).padStart(3, '0');
  const body = `310101${year}${month}${day}${seq}`;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}

/** A name nobody else in the demo company has, so rows can be found by it. */
export function uniqueName(prefix: string): string {
  const letters = '甲乙丙丁戊己庚辛壬癸';
  const n = Date.now() % 100000;
  return `${prefix}${String(n)
    .split('')
    .map((d) => letters[Number(d)])
    .join('')}`;
}

/** Active employees (status 1) in the caller's scope, found through the start-lookup call. */
export async function activeEmployees(
  call: Api,
  count: number,
  keyword = 'E1',
): Promise<{ name: string; employeeId: string }[]> {
  const candidates = await call<{ name: string; employeeId: string }[]>('/api/User/SearchEmployee', {
    keyword,
    limit: 50,
  });
  const found: { name: string; employeeId: string }[] = [];
  for (const c of candidates) {
    try {
      await call('/api/User/GetUserInfoForStartWFUser', { employeeId: c.employeeId, employeeState: 1 });
      found.push(c);
    } catch {
      // Not active: not a target for these flows.
    }
    if (found.length === count) break;
  }
  return found;
}

/**
 * Active employees of the starter's scope with no running work of the flow (one running work of a
 * flow per person), read from head office's list of all works, so a spec can start one about each.
 */
export async function freeEmployees(starter: Api, headOffice: Api, count: number, flowId: number, keyword = 'E') {
  const candidates = await activeEmployees(starter, count + 10, keyword);
  const running = await headOffice<{ list: { employeeId: string | null }[] }>('/api/Task/GetAllTaskList', {
    pageIndex: 1,
    pageSize: 1000,
    flowId,
    state: 'running',
  });
  const busy = new Set(running.list.map((w) => w.employeeId));
  return candidates.filter((c) => !busy.has(c.employeeId)).slice(0, count);
}

/** The caller's open to-do about a person in a flow, by the list's name filter. */
export async function toDoAbout(call: Api, flowId: number, name: string) {
  const todos = await call<{ list: { taskId: number; workId: number; name: string; nodeId: number }[] }>(
    '/api/Task/GetToDoTaskList',
    { pageIndex: 1, pageSize: 10, flowId, filters: { name: { search: name, isSearch: true } } },
  );
  return todos.list.find((t) => t.name === name);
}

/** The last success message shown (antd message). */
export function successToast(page: Page) {
  return page.locator('.ant-message-success').last();
}

/** The rows of the task table shown (other tabs' tables stay in the page, hidden). */
export function taskRows(page: Page) {
  return page.locator('.hris-data-table:visible .ant-table-row');
}

/**
 * Shows one tab of /task/index, fresh from the server (the page is kept alive) and narrowed to
 * the rows about `name` with the 员工 column filter.
 */
export async function showTasks(page: Page, tab: 'toDo' | 'running' | 'completed', name: string) {
  await go(page, '/task/index');
  await page.getByTestId(`tab-${tab}`).click();
  await page.getByTestId(`reload-${tab}`).click();
  const header = page.locator('.hris-data-table:visible th').filter({ hasText: '员工' });
  await header.locator('.ant-table-filter-trigger').click();
  const dropdown = page.locator('.ant-table-filter-dropdown:visible');
  await dropdown.getByTestId('filter-text').fill(name);
  await dropdown.getByTestId('filter-apply').click();
  return taskRows(page).filter({ hasText: name });
}

/**
 * Opens my to-do about `name` from /task/index and waits for its audit page. `flow` (its name, e.g.
 * 失物扣款) picks it when the person has other works: the system starts renewals and evaluations
 * of demo people by itself.
 */
export async function openToDo(page: Page, name: string, flow?: string) {
  const rows = await showTasks(page, 'toDo', name);
  const row = flow ? rows.filter({ hasText: flow }) : rows;
  await expect(row).toHaveCount(1);
  await row.getByTestId('task-open').click();
  await expect(page).toHaveURL(/#\/process\/do\?flowId=\d+&workId=\d+&nodeId=\d+/);
  await expect(page.getByTestId('my-task-alert')).toBeVisible();
}

/** Types a date into an antd DatePicker found by its label. */
export async function pickDate(page: Page, label: string, date: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await expect(input).toHaveValue(date);
}

/** Chooses an option of an antd Select found by its label. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/**
 * A business date (Asia/Shanghai, YYYY-MM-DD) `offset` days from today: onboarding dates are
 * checked against today (预计入职日期 within 30 days back, 实际到岗日期 not in the future).
 */
export function businessDay(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

/** Starts an onboarding through the API (setup for specs about later steps). */
export async function startOnboarding(call: Api, name: string) {
  const positions = await call<{ id: number; name: string; defaultRank: string }[]>('/api/Orgs/GetPositionOptions', {
    employeeType: 'store',
  });
  const position = positions.find((p) => p.name === '收银员') ?? positions[0]!;
  return call<{ workId: number; nodeId: number }>('/api/WF/StartWork', {
    flowId: 12,
    form: {
      inductionType: 'new',
      name,
      gender: 'F',
      identityNumber: identityNumber('F'),
      phone: '13700000000',
      employeeType: 'store',
      shopCode: 'SH001',
      positionId: position.id,
      rank: position.defaultRank,
      preEntryTime: businessDay(-3),
      probationMonths: 3,
      contractYears: 3,
    },
  });
}
