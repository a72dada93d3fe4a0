import { type APIRequestContext, type Download, expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { go, login, type UserKey } from '../shell/fixtures';
import { type Api, apiAs, identityNumber } from '../workflow/wf';

export { identityNumber };

/** Signs in through the sign-in page and opens a page of the app. */
export async function openAs(page: Page, user: UserKey, path: string) {
  await login(page, user);
  await go(page, path);
}

/** The data rows a DataTable of a page shows (the `data-testid` of its card). */
export function rows(page: Page, scope: string) {
  return page.getByTestId(scope).locator('.ant-table-tbody tr.ant-table-row');
}

/**
 * Applies a text filter from a column header's dropdown of a DataTable, and waits until the list
 * request carrying the filter has answered and the table shows its total (the rows and the total
 * shown before it may match by chance, and the table draws the answer a moment after it arrives).
 */
export async function filterText(page: Page, scope: string, column: string, value: string) {
  const header = page.getByTestId(scope).locator('th', { hasText: column }).first();
  await header.locator('.hris-filter-icon').click();
  const input = page.locator('[data-testid="filter-text"]:visible').first();
  await input.fill(value);
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/') && (r.request().postData() ?? '').includes(value) && r.ok(),
  );
  await input.press('Enter');
  const body = await (await answered).json().catch(() => null);
  const total: unknown = body?.data?.total;
  if (typeof total === 'number' && total > 0) {
    await expect(page.getByTestId(scope).locator('.ant-pagination-total-text')).toContainText(`共 ${total} 条`);
  }
}

/** "共 N 条" under a DataTable, once the table has answered. */
export async function tableTotal(page: Page, scope: string): Promise<number> {
  const text = page.getByTestId(scope).locator('.ant-pagination-total-text');
  await expect(text).toHaveText(/共 \d+ 条/);
  return Number(/共 (\d+) 条/.exec((await text.textContent()) ?? '')?.[1]);
}

/** The cells of the first worksheet of a downloaded .xlsx, as text. */
export async function readSheet(download: Download): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const out: string[][] = [];
  sheet?.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    out.push(values.map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return out;
}

/**
 * Clicks 导出 of a list page and waits for the file: the progress notification ends with
 * 导出完成 and the file's name. Returns the file name and the sheet (header row first).
 */
export async function exportList(page: Page, scope: string) {
  const downloaded = page.waitForEvent('download');
  await page.getByTestId(scope).getByTestId('bd-export').click();
  const download = await downloaded;
  const fileName = download.suggestedFilename();
  const notice = page.getByTestId('export-notification').filter({ hasText: '导出完成' });
  await expect(notice).toContainText(fileName);
  return { fileName, sheet: await readSheet(download) };
}

/** Matches a text exactly (option labels that are a prefix of another, like HRBP). */
export function exact(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/**
 * A field of the form on screen, by its label. Scoped to the visible form: the tables of pages
 * kept alive in other tabs label their sortable headers with the same words.
 */
export function field(page: Page, label: string) {
  return page.locator('form:visible').getByLabel(label, { exact: true });
}

/**
 * Types a date (YYYY-MM-DD) into a DatePicker of the form on screen and leaves the field (Enter
 * would also submit the form, as in any HTML form).
 */
export async function fillDate(page: Page, label: string, date: string) {
  const input = field(page, label);
  await input.click();
  await input.fill(date);
  await input.press('Tab');
  await expect(input).toHaveValue(date);
}

/** Picks an option of an antd Select found by its form label. */
export async function chooseOption(page: Page, label: string, option: string | RegExp) {
  const input = field(page, label);
  await input.click();
  // A searchable list is narrowed first: its options are virtual, and one below the fold (the list
  // grows as other specs add positions) is re-rendered away while it is scrolled to.
  if (typeof option === 'string' && (await input.isEditable())) await input.fill(option);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

/** Types into the employee search of a form and picks the person shown as name-employeeId. */
export async function chooseEmployee(page: Page, employee: { name: string; employeeId: string }) {
  const search = page.getByTestId('employee-search');
  await search.click();
  await search.locator('input').fill(employee.employeeId);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: `${employee.name}-${employee.employeeId}` })
    .click();
}

/** The error shown under a form field, found by the field's label. */
export function fieldError(page: Page, label: string) {
  return page
    .locator('form:visible .ant-form-item')
    .filter({ has: page.locator(`label:text-is("${label}")`) })
    .locator('.ant-form-item-explain-error');
}

let sequence = 0;
/** Letters only (names have no digits): a name no demo person and no other spec run has. */
export function uniqueLabel(prefix: string): string {
  const letters = '甲乙丙丁戊己庚辛壬癸';
  const n = `${Date.now() % 1_000_000}${sequence++}`;
  return prefix + [...n].map((d) => letters[Number(d)]).join('');
}

/** A sign-in account no one else has. */
export function uniqueAccount(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${(sequence++).toString(36)}`;
}

export interface OfficeEmployee {
  id: number;
  employeeId: string;
  name: string;
  label: string;
  userId: number;
  account: string;
  oneTimePassword: string;
}

/** The head-office HR department, an office position and the read-only role, for new office staff. */
async function officeChoices(call: Api) {
  const units = await call<{ id: number; kind: string; code: string; name: string }[]>(
    '/api/Orgs/GetPortdeptempStationList',
  );
  const positions = await call<{ id: number; name: string; employeeType: string }[]>('/api/Orgs/GetPositionOptions', {
    employeeType: 'office',
  });
  const roles = await call<{ id: number; roleId: string }[]>('/api/Office/GetRoleOptions');
  const unit = units.find((u) => u.code === 'HQ-HR');
  const readOnly = roles.find((r) => r.roleId === '090');
  const [first, second] = positions;
  if (!unit || !readOnly || !first || !second) throw new Error('demo data: HQ-HR, role 090, two office positions');
  return { unit, positions: [first, second] as const, readOnly };
}

/**
 * A new office employee with a sign-in account (read-only role), made by hq_hr through the API:
 * data of this spec alone, never a demo account other specs sign in with.
 */
export async function newOfficeEmployee(
  request: APIRequestContext,
  options: { prefix: string; gender: 'M' | 'F'; entryDate?: string },
): Promise<OfficeEmployee & { call: Api; positionName: string; otherPositionName: string }> {
  const call = await apiAs(request, 'hqHr');
  const { unit, positions, readOnly } = await officeChoices(call);
  const account = uniqueAccount('bd');
  const created = await call<OfficeEmployee>('/api/Staff/AddOfficeStaff', {
    name: uniqueLabel(options.prefix),
    gender: options.gender,
    identityNumber: identityNumber(options.gender),
    phone: '13800138000',
    email: `${account}@example.com`,
    orgUnitId: unit.id,
    positionId: positions[0].id,
    entryDate: options.entryDate ?? '2024-03-01',
    account,
    roleIds: [readOnly.id],
  });
  return { ...created, call, positionName: positions[0].name, otherPositionName: positions[1].name };
}

/**
 * `newOfficeEmployee` who has signed in once and set `password` of their own, so a browser can
 * sign in as them without the forced change of the one-time password.
 */
export async function newOfficeUser(
  request: APIRequestContext,
  options: { prefix: string; gender: 'M' | 'F' },
  password: string,
) {
  const person = await newOfficeEmployee(request, options);
  const first = await request.post('/api/User/Login', {
    data: { account: person.account, password: person.oneTimePassword },
  });
  const token = (await first.json()).data.accessToken as string;
  const changed = await request.post('/api/User/ChangePassword', {
    data: { oldPassword: person.oneTimePassword, newPassword: password },
    headers: { AccessToken: token },
  });
  expect((await changed.json()).code).toBe(0);
  return person;
}

/** Signs in through the API only (no browser session is touched): the answer's code and data. */
export async function apiSignIn(request: APIRequestContext, account: string, password: string) {
  const res = await request.post('/api/User/Login', { data: { account, password } });
  return (await res.json()) as { code: number; msg: string; data: { mustChangePassword?: boolean } | null };
}
