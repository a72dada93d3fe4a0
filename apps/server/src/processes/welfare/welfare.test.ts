// @postgres: two starts at once for one event (claim row)
import { addDays, addMonths, businessToday, WELFARE_EXPORT_COLUMNS } from '@hris/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, call, download, readSheet } from '../../../test/factories';
import { actOn, buildStoreTeam, type StoreTeam, uploadPdf } from '../../../test/workflow-helpers';
import { isUniqueViolation } from '../../db/errors';
import { work } from '../../db/schema';
import { welfareClaim } from './tables';

const LIST = '/api/Welfare/GetWelfarePageList';
const EXPORT = '/api/Welfare/ExportWelfarePageList';

let t: TestApp;
let a: StoreTeam;
let b: StoreTeam;

beforeAll(async () => {
  t = await buildTestApp();
  a = await buildStoreTeam(t);
  b = await buildStoreTeam(t);
});
afterAll(async () => t?.close());

const today = () => businessToday();

const marriage = (employeeId: string, overrides: Record<string, unknown> = {}) => ({
  employeeId,
  treatmentCategory: 0,
  marryDate: addDays(today(), -20),
  ...overrides,
});
const newborn = (employeeId: string, overrides: Record<string, unknown> = {}) => ({
  employeeId,
  treatmentCategory: 1,
  childrenName: '李小宝',
  ...overrides,
});

async function start(token: string, form: Record<string, unknown>, attachmentIds?: number[]) {
  const files = attachmentIds ?? [await uploadPdf(t, token, '证书.pdf')];
  const res = await call(t, '/api/WF/StartWork', token, { flowId: 20, form, attachmentIds: files });
  return res.body as { code: number; msg: string; data: { workId: number } | null };
}

/** Started by store HR, approved by the regional HR: waiting at 2002. */
async function atHeadOffice(form: Record<string, unknown>) {
  const started = await start(a.storeHr.token, form);
  expect(started.code, started.msg).toBe(0);
  const workId = started.data!.workId;
  expect((await actOn(t, a.regionHr.token, workId)).data?.currentNodeId).toBe(2002);
  return workId;
}

const claimOf = async (workId: number) =>
  (await t.db.select().from(welfareClaim).where(eq(welfareClaim.workId, workId)))[0];

describe('[WF][WELFARE] starting', () => {
  it('checks the category’s field, the dates, the certificate, the person and the scope', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    // Another store's HR does not see the person.
    expect((await start(b.storeHr.token, marriage(emp.employeeId))).code).toBe(40401);
    const resigning = await buildEmployee(t, { shopId: a.store.id, status: 4 });
    expect((await start(a.storeHr.token, marriage(resigning.employeeId))).code).toBe(40001);

    const noDate = await start(a.storeHr.token, marriage(emp.employeeId, { marryDate: undefined }));
    expect(noDate).toMatchObject({
      code: 40001,
      data: { fields: [{ field: 'marryDate', message: '结婚福利须填写结婚日期' }] },
    });
    const noChild = await start(a.storeHr.token, newborn(emp.employeeId, { childrenName: '  ' }));
    expect(noChild).toMatchObject({ code: 40001, data: { fields: [{ field: 'childrenName' }] } });
    const longName = await start(a.storeHr.token, newborn(emp.employeeId, { childrenName: '名'.repeat(21) }));
    expect(longName.msg).toContain('子女姓名不能超过20个字');
    const badCategory = await start(a.storeHr.token, { employeeId: emp.employeeId, treatmentCategory: 2 });
    expect(badCategory.msg).toContain('请选择福利类型');

    const future = await start(a.storeHr.token, marriage(emp.employeeId, { marryDate: addDays(today(), 1) }));
    expect(future).toMatchObject({
      code: 40001,
      msg: '结婚日期不能晚于今天',
      data: { fields: [{ field: 'marryDate' }] },
    });
    const old = await start(
      a.storeHr.token,
      marriage(emp.employeeId, { marryDate: addDays(addMonths(today(), -12), -1) }),
    );
    expect(old.msg).toBe(`结婚福利须在结婚后12个月内申请（结婚日期不能早于${addMonths(today(), -12)}）`);

    expect(await start(a.storeHr.token, marriage(emp.employeeId), [])).toMatchObject({
      code: 40001,
      msg: '请上传结婚证',
    });
    expect(await start(a.storeHr.token, newborn(emp.employeeId), [])).toMatchObject({
      code: 40001,
      msg: '请上传出生证明',
    });

    expect(await t.db.select().from(work).where(eq(work.targetEmployeeRef, emp.id))).toHaveLength(0);
  });
});

describe('[WF][WELFARE] a newborn benefit', () => {
  it('goes 2001 → 2002, where head office books the amount (required, at most 100000), and is listed', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const workId = await atHeadOffice(
      newborn(emp.employeeId, { childrenName: ' 王小明 ', amount: 99999, marryDate: '2020-01-01' }),
    );
    const [w] = await t.db.select().from(work).where(eq(work.id, workId));
    // The starter cannot set the amount: the server proposes the category's; the date is dropped.
    expect(w.formData).toMatchObject({
      amount: 500,
      childrenName: '王小明',
      treatmentCategoryTitle: '生育',
      employeeName: emp.name,
      shopCode: a.store.code,
    });
    expect((w.formData as Record<string, unknown>).marryDate).toBeUndefined();

    expect(await actOn(t, a.hqHr.token, workId, { form: { amount: 0 } })).toMatchObject({
      code: 40001,
      msg: '请填写福利金额（须大于0）',
      data: { fields: [{ field: 'amount' }] },
    });
    expect((await actOn(t, a.hqHr.token, workId, { form: { amount: 100000.01 } })).msg).toBe(
      '福利金额不能超过100000元',
    );
    const done = await actOn(t, a.hqHr.token, workId, { form: { amount: '800.50' } });
    expect(done.code, done.msg).toBe(0);
    expect(done.data?.status).toBe('finished');
    expect(await claimOf(workId)).toMatchObject({
      category: 1,
      eventKey: '王小明',
      amountCents: 80050,
      finishedDate: today(),
    });

    // The same child again: refused naming the claim; another child is a new event.
    const again = await start(a.storeHr.token, newborn(emp.employeeId, { childrenName: '王小明' }));
    expect(again).toMatchObject({ code: 40901 });
    expect(again.msg).toBe(
      `该员工子女「王小明」的生育福利已申请（流程 20-${String(workId).padStart(6, '0')}），不能重复申请`,
    );
    const second = await start(a.storeHr.token, newborn(emp.employeeId, { childrenName: '王小红' }));
    expect(second.code, second.msg).toBe(0);

    // Head office (all) and the store's regional HR see it, with the amount and the booked total.
    const { body } = await call(t, LIST, a.hqHr.token, {
      pageIndex: 1,
      pageSize: 50,
      filters: { employee: { search: emp.employeeId } },
    });
    expect(body.code, body.msg).toBe(0);
    const row = body.data.list.find((r: { workId: number }) => r.workId === workId);
    expect(row).toMatchObject({
      statusText: '已办结',
      treatmentCategoryTitle: '生育',
      eventText: '王小明',
      amount: '800.50',
      booked: true,
    });
    expect(body.data.list.find((r: { workId: number }) => r.workId === second.data!.workId)).toMatchObject({
      statusText: '进行中',
      nodeName: '区域HR审核',
      amount: '500.00',
      booked: false,
    });
    expect(body.data.totals).toEqual({ count: 2, bookedCount: 1, bookedAmount: '800.50' });

    // Another region's HR sees none of it; the store HR holds no statistics key.
    const other = await call(t, LIST, b.regionHr.token, { pageIndex: 1, pageSize: 50 });
    expect(other.body.data.list.filter((r: { workId: number }) => r.workId === workId)).toHaveLength(0);
    expect((await call(t, LIST, a.storeHr.token, { pageIndex: 1, pageSize: 10 })).body.code).toBe(40301);

    const file = await download(t, EXPORT, a.regionHr.token, {
      pageIndex: 1,
      pageSize: 10,
      filters: { employee: { search: emp.employeeId } },
    });
    const sheet = await readSheet(file.body);
    expect(sheet[0]).toContain('福利金额');
    // The booked work's row, found by its employee number, read column by column.
    const col = (key: string) => WELFARE_EXPORT_COLUMNS.findIndex((c) => c.key === key);
    const booked = sheet.find((r) => r[col('employeeId')] === emp.employeeId && r[col('amount')] === '800.5');
    expect(booked?.[col('statusText')]).toBe('已办结');
    expect(sheet.at(-1)).toEqual(expect.arrayContaining(['合计', '1条已发放', '800.5']));
  });
});

describe('[WF][WELFARE] one benefit per event', () => {
  it('a terminated marriage claim frees the date; a second marriage within 12 months is refused', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const date = addDays(today(), -90);
    const first = await start(a.storeHr.token, marriage(emp.employeeId, { marryDate: date }));
    expect(first.code, first.msg).toBe(0);
    expect(await claimOf(first.data!.workId)).toMatchObject({ category: 0, eventKey: date });
    const ended = await actOn(t, a.regionHr.token, first.data!.workId, { action: 'finish', opinion: '证件不清晰' });
    expect(ended.code, ended.msg).toBe(0);
    expect(await claimOf(first.data!.workId)).toBeUndefined();

    const workId = await atHeadOffice(marriage(emp.employeeId, { marryDate: date }));
    expect((await actOn(t, a.hqHr.token, workId)).data?.status).toBe('finished');
    const flowNo = `20-${String(workId).padStart(6, '0')}`;
    const same = await start(a.storeHr.token, marriage(emp.employeeId, { marryDate: date }));
    expect(same).toMatchObject({ code: 40901, msg: `该员工的此次结婚福利已申请（流程 ${flowNo}），不能重复申请` });
    const near = await start(a.storeHr.token, marriage(emp.employeeId, { marryDate: addDays(today(), -5) }));
    expect(near).toMatchObject({
      code: 40901,
      msg: `该员工12个月内已申请过结婚福利（流程 ${flowNo}，结婚日期 ${date}），不能重复申请`,
    });
  });

  it('[PG] two starts at once for one event give one work; the database refuses a second claim row', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const [x, y] = await Promise.all([
      start(a.storeHr.token, newborn(emp.employeeId, { childrenName: '并发' })),
      start(a.storeHr2.token, newborn(emp.employeeId, { childrenName: '并发' })),
    ]);
    expect([x.code, y.code].sort()).toEqual([0, 40901]);
    // A work without a claim (terminated) cannot be given the same event: the unique index refuses it.
    const other = await start(a.storeHr.token, newborn((await buildEmployee(t, { shopId: a.store.id })).employeeId));
    await actOn(t, a.regionHr.token, other.data!.workId, { action: 'finish', opinion: '重复' });
    const error = await t.db
      .insert(welfareClaim)
      .values({ workId: other.data!.workId, employeeRef: emp.id, category: 1, eventKey: '并发' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error, 'welfare_claim_event_uq')).toBe(true);
  });
});
