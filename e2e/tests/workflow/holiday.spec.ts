import { expect, test } from '@playwright/test';
import { readSheet } from '../basic-data/helpers';
import { go, login } from '../shell/fixtures';
import { type Api, apiAs, businessDay, pickDate, sessionOf, successToast, uniqueName } from './wf';

interface Holiday {
  holidayId: number;
  holidayName: string;
}

/** The works of a holiday waiting for the caller at `nodeId`, by store code. */
async function holidayToDos(call: Api, holidayName: string, nodeId: number) {
  const todos = await call<{
    list: { taskId: number; nodeId: number; shopCode: string; holidayName?: string }[];
  }>('/api/Task/GetToDoTaskList', { pageIndex: 1, pageSize: 100, flowId: 22 });
  return todos.list.filter((t) => t.holidayName === holidayName && t.nodeId === nodeId);
}

async function approveAll(call: Api, holidayName: string, nodeId: number, expected: number) {
  const todos = await holidayToDos(call, holidayName, nodeId);
  expect(todos, `to-dos at ${nodeId}`).toHaveLength(expected);
  for (const todo of todos)
    await call('/api/WF/ProcessTask', { taskId: todo.taskId, action: 'approve', opinion: '同意' });
}

test.describe('[WF] holiday gift list', () => {
  test('[WF][HOLIDAY]: head office opens a holiday, two stores answer, the region consolidates, head office confirms, closes and downloads the summary', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(480_000);
    const name = uniqueName('节日');
    const deadline = businessDay(7);

    // hq_hr opens the holiday on 节日礼品.
    await login(page, 'hqHr');
    await go(page, '/infotatistics/holiday-list');
    await page.getByTestId('holiday-open').click();
    await page.getByTestId('holiday-open-name').fill(name);
    await page.getByTestId('holiday-open-present').fill('年货礼盒');
    await page.getByTestId('holiday-open-value').fill('88.8');
    await pickDate(page, '提交截止日期', deadline);
    await page.getByTestId('holiday-open-ok').click();
    await expect(successToast(page)).toContainText(`节日「${name}」已开启，已通知`);
    const hq = await apiAs(request, 'hqHr');
    const list = await hq<{ list: Holiday[] }>('/api/Holiday/GetHolidayList');
    const holiday = list.list.find((h) => h.holidayName === name)!;
    expect(holiday).toBeTruthy();

    // SH001's HR answers through the form the message links to: the holiday is preselected,
    // 在册人数 counted, 实发人数 defaulting to it.
    const store = await sessionOf(browser, 'sh001Hr');
    await go(store, `/process/do?flowId=22&holidayId=${holiday.holidayId}`);
    const form = store.getByTestId('holiday-form');
    await expect(form.getByTestId('holiday-facts')).toContainText('88.80 元/人');
    const headcount = Number(await form.getByTestId('holiday-headcount').textContent());
    expect(headcount).toBeGreaterThan(0);
    await expect(form.getByTestId('holiday-real-number')).toHaveValue(String(headcount));
    await store.getByTestId('wf-action-submit').click();
    await expect(successToast(store)).toHaveText('提交成功');

    // HZ001 answers through the API with one person fewer, explained.
    const hz = await apiAs(request, 'hz001Hr');
    const hzInfo = await hz<{ shop: { shopId: number; shopCodeCount: number } }>('/api/Holiday/GetHolidayStartInfo');
    await hz('/api/WF/StartWork', {
      flowId: 22,
      form: {
        holidayId: holiday.holidayId,
        shopId: hzInfo.shop.shopId,
        realNumber: hzInfo.shop.shopCodeCount - 1,
        remark: '1人长期病假',
      },
    });

    // 华东's regional HR consolidates both, head office confirms both (2202 → 2203 → 2204).
    const east = await apiAs(request, 'eastHr');
    await approveAll(east, name, 2202, 2);
    await approveAll(hq, name, 2203, 2);

    // hq_hr sees the progress, the stores, closes the holiday and downloads the summary.
    await page.reload();
    const row = page.locator('.ant-table-row').filter({ hasText: name });
    await expect(row.getByTestId('holiday-progress')).toContainText('已确认 2 家');
    await row.getByRole('button', { name: /展开行|Expand row/ }).click();
    const stores = page.getByTestId(`holiday-stores-${holiday.holidayId}`);
    await expect(stores.locator('tr').filter({ hasText: 'SH001' })).toContainText('已确认待关闭');
    await row.getByTestId('holiday-close').click();
    await page.getByTestId('holiday-close-confirm').click();
    await expect(page.getByTestId('holiday-close-result')).toContainText('办结 2 家，终止 0 家，失败 0 家');
    await page.keyboard.press('Escape');
    await expect(row).toContainText('已关闭');

    const downloaded = page.waitForEvent('download');
    await row.getByTestId('holiday-download').click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^节日礼品汇总_${name}_\\d{8}\\.xlsx$`));
    const sheet = (await readSheet(download)).map((r) => Array.from(r, (c) => c ?? ''));
    expect(sheet[0]).toEqual(['区域', '门店编码', '门店名称', '在册人数', '实发人数', '礼品', '单价', '金额', '状态']);
    const sh = sheet.find((r) => r[1] === 'SH001')!;
    expect(sh.slice(3)).toEqual([
      String(headcount),
      String(headcount),
      '年货礼盒',
      '88.8',
      String(Math.round(headcount * 8880) / 100),
      '已办结',
    ]);
    const hzRow = sheet.find((r) => r[1] === 'HZ001')!;
    expect(hzRow.slice(4, 5)).toEqual([String(hzInfo.shop.shopCodeCount - 1)]);
    expect(hzRow[8]).toBe('已办结');
    const total = sheet[sheet.length - 1];
    expect(total[0]).toBe('合计');
    const storeRows = sheet.slice(1).filter((r) => r[1] !== '');
    expect(total[8]).toBe(`${storeRows.length}家门店`);
    expect(Number(total[4])).toBe(headcount + hzInfo.shop.shopCodeCount - 1);
    const eastSubtotal = sheet.find((r) => r[0] === `${sh[0]} 小计`)!;
    expect(Number(eastSubtotal[4])).toBe(headcount + hzInfo.shop.shopCodeCount - 1);
  });
});
