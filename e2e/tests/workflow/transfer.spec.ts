import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ESIGN_PORT } from '../../playwright.config';
import { go, login } from '../shell/fixtures';
import { apiAs, businessDay, openToDo, pickDate, sessionOf, successToast } from './wf';

/** A small e-signature platform: signs each request once (by its Idempotency-Key). */
let platform: Server;
const signed = new Map<string, string>();
test.beforeAll(async () => {
  platform = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'] ?? body);
      if (!signed.has(key)) signed.set(key, `ESIGN-${signed.size + 1}`);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 0, msg: 'ok', data: { contractId: signed.get(key) } }));
    });
  });
  await new Promise<void>((resolve) => platform.listen(ESIGN_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => platform.close(resolve));
});

interface Movable {
  employeeId: string;
  name: string;
  shopCode: string;
}

/** Employees the caller may move (no personnel change open), last of the list first. */
async function movable(call: Awaited<ReturnType<typeof apiAs>>, count: number): Promise<Movable[]> {
  const page = await call<{ list: Movable[] }>('/api/RBO/GetRBOTransferUser', { pageSize: 100 });
  return page.list.slice(-count).reverse();
}

test.describe('[WF] personnel changes, end to end', () => {
  test('[WF][TRANSFER]: SH001 → GZ001 passes both regions, the new store and head office; the person moves and 转签 reaches 成功', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const [person] = await movable(await apiAs(request, 'sh001Hr'), 1);
    expect(person, 'a movable SH001 employee').toBeDefined();
    const label = `${person.name}-${person.employeeId}`;

    // sh001_hr starts it from the start page.
    await login(page, 'sh001Hr');
    await go(page, '/process/start?flowId=18');
    await expect(page.getByTestId('work-title')).toHaveText('发起流程：人事异动（调店）');
    // The employee search: typed text, then the matching option.
    await page.getByTestId('transfer-form').getByRole('combobox').first().click();
    await page.keyboard.type(person.employeeId);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: person.employeeId })
      .click();
    await page.getByTestId('transfer-new-shop').click();
    await page.keyboard.type('GZ001');
    // The store's option by its code: the employee list may still be closing (its option is then
    // the first visible one for a moment, and hidden by the time it is clicked).
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'GZ001' }).click();
    // Another employing entity: the form says a 转签 follows.
    await expect(page.getByTestId('transfer-form')).toContainText('用工主体不同，办结后将发起转签');
    await pickDate(page, '生效日期', businessDay(0));
    await page.getByPlaceholder('例如：新店开业支援、员工申请就近调动').fill('广州新店开业支援');
    // The start's answer, not its toast: a toast shown for 3 s may be gone before a loaded machine
    // looks for it (the page moves on to the home page at once).
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/WF/StartWork'));
    await page.getByTestId('wf-action-submit').click();
    expect(await (await answered).json()).toMatchObject({ code: 0, msg: '提交成功' });

    // 1801 the releasing region, 1802 the receiving region, 1803 the receiving store, 1804 head office:
    // each in a session of its own.
    for (const [user, node] of [
      ['eastHr', '调出区域HR审核'],
      ['southHr', '调入区域HR审核'],
      ['gz001Hr', '调入门店确认接收'],
      ['hqHr', '总部HR备案'],
    ] as const) {
      const session = await sessionOf(browser, user);
      await openToDo(session, person.name, '人事异动（调店）');
      await expect(session.getByTestId('work-current-node')).toHaveText(node);
      await expect(session.getByTestId('transfer-view-move')).toContainText('GZ001');
      await session.getByTestId('wf-action-approve').click();
      await expect(successToast(session)).toHaveText(user === 'hqHr' ? '审批通过，流程已办结' : '审批通过');
      await session.context().close();
    }

    // Effective today: the person now belongs to GZ001 (its store HR finds them, SH001's does not).
    const gz = await apiAs(request, 'gz001Hr');
    const found = await gz<{ employeeId: string; shopCode: string }[]>('/api/User/SearchEmployee', {
      keyword: person.employeeId,
    });
    expect(found.find((e) => e.employeeId === person.employeeId)?.shopCode).toBe('GZ001');

    // 上海 → 广州 changes the employing entity: the 转签 record is handed to the platform and signed.
    const hq = await apiAs(request, 'hqHr');
    await expect
      .poll(
        async () => {
          const list = await hq<{ list: { employeeLabel: string; statusText: string }[] }>(
            '/api/TransferSign/GetTransferSignPageList',
            { pageIndex: 1, pageSize: 10, filters: { employee: { search: person.employeeId, isSearch: true } } },
          );
          return list.list.find((r) => r.employeeLabel === label)?.statusText;
        },
        { timeout: 120_000, intervals: [2_000, 5_000] },
      )
      .toBe('转签成功');
    const office = await sessionOf(browser, 'hqHr');
    await go(office, '/transferList/index');
    await expect(office.locator('.ant-table-row').filter({ hasText: label })).toContainText('转签成功');
  });

  test('[WF][RBO]: an RBO upload with one bad row shows the report and starts nothing; the fixed file starts all', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const east = await apiAs(request, 'eastHr');
    const people = (await movable(east, 4)).slice(1, 3);
    expect(people).toHaveLength(2);
    const to = (p: Movable) => (p.shopCode === 'SH002' ? 'SH003' : 'SH002');
    const file = async (badDate: string) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Sheet1');
      sheet.addRow(['员工编号', '姓名', '调入门店编码', '调入日期', '备注']);
      sheet.addRow([people[0].employeeId, people[0].name, to(people[0]), businessDay(3), '门店人员优化']);
      sheet.addRow([people[1].employeeId, people[1].name, to(people[1]), badDate, '门店人员优化']);
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };
    const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

    await login(page, 'eastHr');
    await go(page, '/process/start?flowId=27');
    const card = page.getByTestId('batch-start-rboTransfer');
    await card
      .locator('input[type=file]')
      .setInputFiles({ name: 'RBO.xlsx', mimeType: XLSX, buffer: await file(businessDay(-1)) });
    await expect(card.getByTestId('batch-start-refused')).toContainText('共2行，其中1行有误，未发起任何流程');
    // Every row is in the report: the one that passed says so, the refused one says why.
    const report = card.getByTestId('batch-start-report').locator('.ant-table-row');
    await expect(report).toHaveCount(2);
    await expect(report.nth(0)).toContainText(`${people[0].employeeId}`);
    await expect(report.nth(0)).toContainText('本行无误；因其他行有误，本批未发起');
    await expect(report.nth(1)).toContainText(`${people[1].employeeId}`);
    await expect(report.nth(1)).toContainText(`调入日期 ${businessDay(-1)} 早于今天`);
    // Nothing started: both may still be moved.
    const still = (await movable(east, 100)).map((p) => p.employeeId);
    for (const p of people) expect(still).toContain(p.employeeId);

    await card
      .locator('input[type=file]')
      .setInputFiles({ name: 'RBO.xlsx', mimeType: XLSX, buffer: await file(businessDay(4)) });
    await expect(card.getByTestId('batch-start-started')).toContainText('已发起 2 个流程');
    await expect(card.getByTestId('batch-start-report').locator('.ant-table-row')).toHaveText([
      new RegExp(`${people[0].employeeId}.*已发起 27-\\d{6}`),
      new RegExp(`${people[1].employeeId}.*已发起 27-\\d{6}`),
    ]);
    const after = (await movable(east, 100)).map((p) => p.employeeId);
    for (const p of people) expect(after).not.toContain(p.employeeId);

    // Head office approves them (2701), so no to-do is left behind for other specs.
    const hq = await apiAs(request, 'hqHr');
    for (const p of people) {
      const todos = await hq<{ list: { taskId: number; name: string }[] }>('/api/Task/GetToDoTaskList', {
        pageIndex: 1,
        pageSize: 10,
        flowId: 27,
        filters: { name: { search: p.name, isSearch: true } },
      });
      const todo = todos.list.find((t) => t.name === p.name);
      expect(todo).toBeDefined();
      await hq('/api/WF/ProcessTask', { taskId: todo!.taskId, action: 'approve' });
    }
  });
});
