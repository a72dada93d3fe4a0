// @postgres: two starts at once for one store (unique index)
import { addDays, businessToday } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildStore, buildUser, call, download, readSheet } from '../../../test/factories';
import { buildStoreTeam, type StoreTeam, todoOf } from '../../../test/workflow-helpers';
import { message, work } from '../../db/schema';
import { holiday, holidaySubmission } from './tables';

let t: TestApp;
let a: StoreTeam;
let b: StoreTeam;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  // Store a has 3 active employees (and one who left, not counted); b has 2.
  a = await buildStoreTeam(t, { employees: 3 });
  await buildEmployee(t, { shopId: a.store.id, status: 0 });
  b = await buildStoreTeam(t, { employees: 2 });
  const { body } = await call(t, '/api/User/Login', undefined, { account: 'admin', password: 'Admin@2026' });
  admin = body.data.accessToken;
});
afterAll(async () => t?.close());

const today = () => businessToday();
let serial = 0;

async function openHoliday(token: string, overrides: Record<string, unknown> = {}) {
  serial += 1;
  return call(t, '/api/Holiday/CreateHoliday', token, {
    holidayName: `2027春节${serial}`,
    holidayPresent: '年货礼盒',
    giftValue: '188.50',
    deadline: addDays(today(), 10),
    ...overrides,
  });
}

async function newHoliday(overrides: Record<string, unknown> = {}) {
  const res = await openHoliday(a.hqHr.token, overrides);
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data.id as number;
}

function start(token: string, form: Record<string, unknown>) {
  return call(t, '/api/WF/StartWork', token, { flowId: 22, form, attachmentIds: [] });
}

async function started(token: string, form: Record<string, unknown>) {
  const res = await start(token, form);
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data.workId as number;
}

async function act(token: string, workId: number, action = 'approve', form?: Record<string, unknown>) {
  const todo = await todoOf(t, token, workId);
  expect(todo, `a to-do of work ${workId}`).toBeDefined();
  return call(t, '/api/WF/ProcessTask', token, { taskId: todo!.taskId, action, form, opinion: '同意' });
}

async function workRow(workId: number) {
  const [row] = await t.db.select().from(work).where(eq(work.id, workId));
  return row;
}

async function submissionsOf(holidayId: number) {
  return t.db.select().from(holidaySubmission).where(eq(holidaySubmission.holidayId, holidayId));
}

/** A work of store `team` moved on to 2204 (consolidated by its region, confirmed by head office). */
async function confirmedWork(team: StoreTeam, holidayId: number, realNumber: number, remark?: string) {
  const workId = await started(team.storeHr.token, { holidayId, shopId: team.store.id, realNumber, remark });
  expect((await act(team.regionHr.token, workId)).body.code).toBe(0);
  expect((await act(team.hqHr.token, workId)).body.code).toBe(0);
  expect((await workRow(workId)).currentNodeId).toBe(2204);
  return workId;
}

describe('[HOLIDAY][OPEN] head office opens a holiday', () => {
  it('is head-office HR only, checks the input and tells every store HR', async () => {
    const storeHr = await openHoliday(a.storeHr.token);
    expect(storeHr.body).toMatchObject({ code: 40301, msg: '只有总部HR可以开启或关闭节日' });
    expect((await openHoliday(a.regionHr.token)).body.code).toBe(40301);

    const noName = await openHoliday(a.hqHr.token, { holidayName: ' ' });
    expect(noName.body).toMatchObject({ code: 40001, data: { fields: [{ field: 'holidayName' }] } });
    expect(noName.body.msg).toContain('请填写节日名称');
    const free = await openHoliday(a.hqHr.token, { giftValue: 0 });
    expect(free.body.msg).toContain('礼品单价须大于0');
    const past = await openHoliday(a.hqHr.token, { deadline: addDays(today(), -1) });
    expect(past.body).toMatchObject({ code: 40001, msg: `提交截止日期不能早于今天（${today()}）` });
    const badDate = await openHoliday(a.hqHr.token, { deadline: '2027-02-30' });
    expect(badDate.body.code).toBe(40001);
    expect(await t.db.select().from(holiday)).toHaveLength(0);

    const opened = await openHoliday(a.hqHr.token, { holidayName: '2027中秋' });
    expect(opened.body.code, opened.body.msg).toBe(0);
    expect(opened.body.msg).toMatch(/^节日「2027中秋」已开启，已通知\d+位门店HR$/);
    const [h] = await t.db.select().from(holiday).where(eq(holiday.id, opened.body.data.id));
    expect(h).toMatchObject({ name: '2027中秋', present: '年货礼盒', giftValueCents: 18850, status: 'open' });

    // Both HRs of each store are told, with the start form as the link; a regional HR is not.
    for (const user of [a.storeHr, a.storeHr2, b.storeHr]) {
      const [m] = await t.db.select().from(message).where(eq(message.userId, user.id));
      expect(m).toMatchObject({
        title: '请提交节日礼品名单：2027中秋',
        link: `/process/do?flowId=22&holidayId=${h.id}`,
      });
      expect(m.content).toContain(`每人188.50元），请于${addDays(today(), 10)}前提交`);
    }
    expect(await t.db.select().from(message).where(eq(message.userId, a.regionHr.id))).toHaveLength(0);
    // Read in English, in the reader's language.
    const en = await call(
      t,
      '/api/Message/GetMessageList',
      a.storeHr.token,
      { pageIndex: 1, pageSize: 5 },
      {
        'Accept-Language': 'en-US',
      },
    );
    expect(en.body.data.list[0].title).toBe('Submit the holiday gift list: 2027中秋');
    expect(en.body.data.list[0].content).toContain(
      `(年货礼盒, 188.50 yuan per person); submit your store's gift list by`,
    );

    // One open holiday of a name.
    const twice = await openHoliday(a.hqHr.token, { holidayName: '2027中秋' });
    expect(twice.body).toMatchObject({ code: 40901, msg: '节日「2027中秋」已开启且尚未关闭，请勿重复开启' });
  });
});

describe('[HOLIDAY][START] a store answers', () => {
  it('offers the open holidays not answered, with the store and its active headcount', async () => {
    const holidayId = await newHoliday();
    const info = await call(t, '/api/Holiday/GetHolidayStartInfo', a.storeHr.token, {});
    expect(info.body.data.shop).toEqual({
      shopId: a.store.id,
      shopCode: a.store.code,
      shopName: a.store.name,
      shopCodeCount: 3,
    });
    expect(info.body.data.holidays.map((h: { holidayId: number }) => h.holidayId)).toContain(holidayId);
    await started(a.storeHr.token, { holidayId, shopId: a.store.id, realNumber: 3 });
    const after = await call(t, '/api/Holiday/GetHolidayStartInfo', a.storeHr.token, {});
    expect(after.body.data.holidays.map((h: { holidayId: number }) => h.holidayId)).not.toContain(holidayId);
    // Another store's HR may not ask about store a.
    const other = await call(t, '/api/Holiday/GetHolidayStartInfo', b.storeHr.token, { shopId: a.store.id });
    expect(other.body.code).toBe(40303);
  });

  it('fills the facts, checks 实发人数 and its remark, and refuses another store', async () => {
    const holidayId = await newHoliday();
    const tooMany = await start(a.storeHr.token, { holidayId, shopId: a.store.id, realNumber: 24, remark: '临时工' });
    expect(tooMany.body).toMatchObject({
      code: 40001,
      msg: '实发人数不能超过在册人数加20（23）',
      data: { fields: [{ field: 'realNumber' }] },
    });
    // The client's 在册人数 is not believed: the server counts the store.
    const lied = await start(a.storeHr.token, { holidayId, shopId: a.store.id, realNumber: 5, shopCodeCount: 5 });
    expect(lied.body).toMatchObject({
      code: 40001,
      msg: '实发人数与在册人数不一致，请填写说明',
      data: { fields: [{ field: 'remark' }] },
    });
    const negative = await start(a.storeHr.token, { holidayId, shopId: a.store.id, realNumber: -1 });
    expect(negative.body).toMatchObject({ code: 40001, data: { fields: [{ field: 'realNumber' }] } });
    const outside = await start(b.storeHr.token, { holidayId, shopId: a.store.id, realNumber: 3 });
    expect(outside.body).toMatchObject({ code: 40303, msg: '该门店不在您的数据范围内' });
    expect(await submissionsOf(holidayId)).toHaveLength(0);

    const workId = await started(a.storeHr.token, {
      holidayId,
      shopId: a.store.id,
      realNumber: 23,
      remark: '含3名兼职',
    });
    const w = await workRow(workId);
    expect(w).toMatchObject({ targetEmployeeRef: null, shopId: a.store.id, currentNodeId: 2202 });
    expect(w.formData).toMatchObject({
      holidayName: expect.stringMatching(/^2027春节/),
      holidayPresent: '年货礼盒',
      giftValue: 188.5,
      shopCode: a.store.code,
      shopName: a.store.name,
      shopCodeCount: 3,
      realNumber: 23,
    });
    expect(await submissionsOf(holidayId)).toEqual([
      expect.objectContaining({ shopId: a.store.id, workId, realNumber: 23, status: 'running' }),
    ]);
    // The to-do lists name the store as the work's target, with the holiday's columns.
    const { body } = await call(t, '/api/Task/GetToDoTaskList', a.regionHr.token, { pageIndex: 1, pageSize: 100 });
    const row = body.data.list.find((r: { workId: number }) => r.workId === workId);
    expect(row).toMatchObject({
      name: a.store.name,
      employeeId: null,
      shopCode: a.store.code,
      nodeName: '区域HR汇总',
      shopCodeCount: 3,
      realNumber: 23,
    });
    const [notice] = await t.db
      .select()
      .from(message)
      .where(and(eq(message.userId, a.regionHr.id), eq(message.workId, workId)));
    expect(notice.content).toBe(`${a.store.name}（${a.store.code}）的节日礼品名单已到「区域HR汇总」，请处理。`);
  });

  it('[PG] allows one answer per store, also for two starts at once, and again after a termination', async () => {
    const holidayId = await newHoliday();
    const form = { holidayId, shopId: b.store.id, realNumber: 2 };
    const [one, two] = await Promise.all([start(b.storeHr.token, form), start(b.storeHr2.token, form)]);
    const codes = [one.body.code, two.body.code].sort();
    expect(codes).toEqual([0, 40901]);
    const first = (one.body.code === 0 ? one : two).body.data.workId as number;
    const refused = one.body.code === 0 ? two : one;
    expect(refused.body.msg).toBe(
      `门店${b.store.name}（${b.store.code}）已提交「${((await workRow(first)).formData as { holidayName: string }).holidayName}」的礼品名单（流程编号 22-${String(first).padStart(6, '0')}），每家门店只能提交一次`,
    );
    expect(await submissionsOf(holidayId)).toHaveLength(1);
    expect(
      (await t.db.select().from(work).where(eq(work.flowId, 22))).filter(
        (w) => (w.formData as { holidayId: number }).holidayId === holidayId,
      ),
    ).toHaveLength(1);

    // Terminated by its region: the store may answer again.
    expect((await act(b.regionHr.token, first, 'finish')).body.code).toBe(0);
    expect(await submissionsOf(holidayId)).toHaveLength(0);
    await started(b.storeHr.token, form);
  });

  it('refuses after the deadline and on a closed holiday', async () => {
    const late = await newHoliday({ deadline: today() });
    await t.db
      .update(holiday)
      .set({ deadline: addDays(today(), -1) })
      .where(eq(holiday.id, late));
    const afterDeadline = await start(a.storeHr.token, { holidayId: late, shopId: a.store.id, realNumber: 3 });
    expect(afterDeadline.body).toMatchObject({
      code: 40001,
      msg: `已过提交截止日期（${addDays(today(), -1)}），请联系总部HR`,
    });
    const info = await call(t, '/api/Holiday/GetHolidayStartInfo', a.storeHr.token, {});
    expect(info.body.data.holidays.find((h: { holidayId: number }) => h.holidayId === late)).toMatchObject({
      isPastDeadline: true,
    });

    const closed = await newHoliday();
    expect((await call(t, '/api/Holiday/CloseHoliday', a.hqHr.token, { holidayId: closed })).body.code).toBe(0);
    const res = await start(a.storeHr.token, { holidayId: closed, shopId: a.store.id, realNumber: 3 });
    expect(res.body.code).toBe(40001);
    expect(res.body.msg).toMatch(/^节日「2027春节\d+」已关闭，不能再提交礼品名单$/);
  });
});

describe('[HOLIDAY][STEPS] region consolidates, head office confirms, the close finishes', () => {
  it('2202 may correct 实发人数 (with the remark rule), 2203 confirms, 2204 waits for the close', async () => {
    const holidayId = await newHoliday();
    const workId = await started(a.storeHr.token, { holidayId, shopId: a.store.id, realNumber: 3 });
    const noRemark = await act(a.regionHr.token, workId, 'approve', { realNumber: 2 });
    expect(noRemark.body).toMatchObject({ code: 40001, data: { fields: [{ field: 'remark' }] } });
    const notEditable = await act(a.regionHr.token, workId, 'approve', { shopCodeCount: 9 });
    expect(notEditable.body.code).toBe(40001);
    const corrected = await act(a.regionHr.token, workId, 'approve', { realNumber: 2, remark: '1人长期病假' });
    expect(corrected.body).toMatchObject({ code: 0, data: { currentNodeId: 2203 } });
    expect(await submissionsOf(holidayId)).toEqual([expect.objectContaining({ realNumber: 2 })]);

    expect((await act(a.hqHr.token, workId)).body).toMatchObject({ code: 0, data: { currentNodeId: 2204 } });
    const early = await act(a.hqHr.token, workId);
    expect(early.body.code).toBe(40001);
    expect(early.body.msg).toContain('该名单将在总部HR关闭节日');
    expect((await workRow(workId)).currentNodeId).toBe(2204);
  });

  it('a regional HR answering for a store of the region goes straight to head office', async () => {
    const holidayId = await newHoliday();
    const workId = await started(b.regionHr.token, { holidayId, shopId: b.store.id, realNumber: 2 });
    expect(await workRow(workId)).toMatchObject({ currentNodeId: 2203 });
    const outside = await start(b.regionHr.token, { holidayId, shopId: a.store.id, realNumber: 3 });
    expect(outside.body.code).toBe(40303);
  });

  it('the close is refused while answers are unconfirmed, forced terminates them, and runs again harmlessly', async () => {
    const holidayId = await newHoliday();
    const confirmed = await confirmedWork(a, holidayId, 3);
    const early = await started(b.storeHr.token, { holidayId, shopId: b.store.id, realNumber: 2 });

    const refused = await call(t, '/api/Holiday/CloseHoliday', a.hqHr.token, { holidayId });
    expect(refused.body).toMatchObject({
      code: 40901,
      msg: '还有1家门店的名单尚未经总部HR确认，确认关闭并终止这些流程请选择强制关闭',
    });
    // Nothing done: still open, both works where they were.
    const [h] = await t.db.select().from(holiday).where(eq(holiday.id, holidayId));
    expect(h.status).toBe('open');
    expect((await workRow(confirmed)).status).toBe('running');
    expect((await workRow(early)).currentNodeId).toBe(2202);
    expect((await call(t, '/api/Holiday/CloseHoliday', a.storeHr.token, { holidayId, force: true })).body.code).toBe(
      40301,
    );

    const closed = await call(t, '/api/Holiday/CloseHoliday', a.hqHr.token, { holidayId, force: true });
    expect(closed.body.code, closed.body.msg).toBe(0);
    expect(closed.body.msg).toMatch(/已关闭：办结1家，终止1家，失败0家$/);
    expect(closed.body.data).toEqual({
      finished: [{ workId: confirmed, flowNo: `22-${String(confirmed).padStart(6, '0')}`, shopName: a.store.name }],
      terminated: [{ workId: early, flowNo: `22-${String(early).padStart(6, '0')}`, shopName: b.store.name }],
      failed: [],
    });
    expect(await workRow(confirmed)).toMatchObject({ status: 'finished' });
    expect(await workRow(early)).toMatchObject({ status: 'stopped' });
    expect(await submissionsOf(holidayId)).toEqual([
      expect.objectContaining({ workId: confirmed, status: 'finished', realNumber: 3 }),
    ]);
    const [after] = await t.db.select().from(holiday).where(eq(holiday.id, holidayId));
    expect(after).toMatchObject({ status: 'closed', closedBy: a.hqHr.id });

    const again = await call(t, '/api/Holiday/CloseHoliday', a.hqHr.token, { holidayId });
    expect(again.body).toMatchObject({ code: 0, data: { finished: [], terminated: [], failed: [] } });
    const unknown = await call(t, '/api/Holiday/CloseHoliday', a.hqHr.token, { holidayId: 999999 });
    expect(unknown.body).toMatchObject({ code: 40401, msg: '节日不存在' });
  });

  it('the administrator closes too, finishing to-dos assigned to head-office HR', async () => {
    const holidayId = await newHoliday();
    const workId = await confirmedWork(b, holidayId, 2);
    const closed = await call(t, '/api/Holiday/CloseHoliday', admin, { holidayId });
    expect(closed.body.code, closed.body.msg).toBe(0);
    expect(closed.body.data.finished).toHaveLength(1);
    expect(await workRow(workId)).toMatchObject({ status: 'finished' });
  });
});

describe('[HOLIDAY][LIST] progress, the stores and the summary', () => {
  it('lists progress and a holiday per store, and downloads the summary with region subtotals and totals', async () => {
    const region = a.store.region;
    const c = await buildStore(t, { regionId: region.id });
    await buildUser(t, { orgUnitId: c.unitId, roleIds: ['020'] });
    const holidayId = await newHoliday({ giftValue: 100 });
    await confirmedWork(a, holidayId, 4, '含1名兼职');
    await started(b.storeHr.token, { holidayId, shopId: b.store.id, realNumber: 2 });

    const list = await call(t, '/api/Holiday/GetHolidayList', a.hqHr.token, {});
    expect(list.body.data.canManage).toBe(true);
    const row = list.body.data.list.find((h: { holidayId: number }) => h.holidayId === holidayId);
    expect(row).toMatchObject({ submittedCount: 2, confirmedCount: 1, status: 'open', statusText: '进行中' });
    expect(row.storeCount).toBeGreaterThan(3);
    // A regional HR sees the open holidays, progress within the region (a and c, c not answered).
    const regional = await call(t, '/api/Holiday/GetHolidayList', a.regionHr.token, {});
    expect(regional.body.data.canManage).toBe(false);
    expect(regional.body.data.list.find((h: { holidayId: number }) => h.holidayId === holidayId)).toMatchObject({
      storeCount: 2,
      submittedCount: 1,
      confirmedCount: 1,
    });
    const mine = await call(t, '/api/Holiday/GetHolidaySubmissions', a.regionHr.token, { holidayId });
    // By region, then store code.
    expect(mine.body.data.rows.map((r: { shopCode: string; stateText: string }) => [r.shopCode, r.stateText])).toEqual(
      [
        [a.store.code, '已确认待关闭'],
        [c.code, '未提交'],
      ].sort((x, y) => x[0].localeCompare(y[0])),
    );
    expect(mine.body.data.total).toEqual({ storeCount: 2, shopCodeCount: 3, realNumber: 4, amount: 400 });

    const file = await download(t, '/api/Holiday/ExportHolidaySummary', a.hqHr.token, { holidayId });
    expect(file.status).toBe(200);
    expect(String(file.headers['content-disposition'])).toContain('filename*=');
    const sheet = await readSheet(file.body);
    expect(sheet[0]).toEqual(['区域', '门店编码', '门店名称', '在册人数', '实发人数', '礼品', '单价', '金额', '状态']);
    const storeRow = (code: string) => sheet.find((r) => r[1] === code);
    expect(storeRow(a.store.code)).toEqual([
      region.name,
      a.store.code,
      a.store.name,
      '3',
      '4',
      '年货礼盒',
      '100',
      '400',
      '已确认待关闭',
    ]);
    expect(storeRow(c.code)).toEqual([region.name, c.code, c.name, '0', '', '年货礼盒', '100', '0', '未提交']);
    expect(storeRow(b.store.code)?.slice(3)).toEqual(['2', '2', '年货礼盒', '100', '200', '区域HR汇总']);
    // The region's subtotal follows its stores; the total ends the sheet and adds every store.
    const subtotalAt = sheet.findIndex((r) => r[0] === `${region.name} 小计`);
    expect(sheet[subtotalAt]).toEqual([`${region.name} 小计`, '', '', '3', '4', '', '', '400', '2家门店']);
    expect(sheet[subtotalAt - 1][1]).toBe([a.store.code, c.code].sort().at(-1));
    const total = sheet[sheet.length - 1];
    const stores = sheet.slice(1).filter((r) => r[1] !== '');
    expect(total[0]).toBe('合计');
    expect(total[8]).toBe(`${stores.length}家门店`);
    const sum = (i: number) => stores.reduce((s, r) => s + Number(r[i] || 0), 0);
    expect(Number(total[4])).toBe(sum(4));
    expect(Number(total[4])).toBe(6);
    expect(Number(total[7])).toBe(600);

    // The page's key (信息统计) is needed: a store HR holds none in the demo roles.
    const storeView = await call(t, '/api/Holiday/GetHolidaySubmissions', a.storeHr.token, { holidayId });
    expect(storeView.body.code).toBe(40301);
  });
});
