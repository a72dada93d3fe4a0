import { addMonths, businessToday } from '@hris/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildUser, call, download, readSheet } from '../../../test/factories';
import { actOn, buildStoreTeam, type StoreTeam } from '../../../test/workflow-helpers';
import { employee, piiAccessLog, salaryAdjustment } from '../../db/schema';

let t: TestApp;
let a: StoreTeam;
let b: StoreTeam;
beforeAll(async () => {
  t = await buildTestApp();
  [a, b] = [await buildStoreTeam(t), await buildStoreTeam(t)];
});
afterAll(async () => t?.close());

const IDENTITY = /^\d{4}\*{10}[\dX]{4}$/;
const PHONE = /^\d{3}\*{4}\d{4}$/;

async function personWithPhone() {
  const e = await buildEmployee(t, { shopId: a.store.id });
  await t.db.update(employee).set({ phone: '13912345678' }).where(eq(employee.id, e.id));
  const [row] = await t.db.select().from(employee).where(eq(employee.id, e.id));
  return row;
}

const logOf = (employeeRef: number) =>
  t.db.select().from(piiAccessLog).where(eq(piiAccessLog.employeeRef, employeeRef));

describe('[PRIVACY] sensitive personal data is masked by default, everywhere', () => {
  it('masks identity numbers and phones in lists, details and searches, whatever the caller may edit', async () => {
    const person = await personWithPhone();
    const list = await call(t, '/api/Staff/GetStaffList', a.regionHr.token, {
      filters: { employeeId: { search: person.employeeId } },
    });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ identityNumber: expect.stringMatching(IDENTITY), phone: '139****5678' }),
    ]);
    const detail = await call(t, '/api/Staff/GetStaffDetail', a.regionHr.token, { id: person.id });
    expect(detail.body.data.identityNumber).toMatch(IDENTITY);
    expect(detail.body.data.phone).toMatch(PHONE);
    expect(JSON.stringify(detail.body)).not.toContain(person.identityNumber);
    const search = await call(t, '/api/User/SearchEmployee', a.regionHr.token, { keyword: person.employeeId });
    expect(JSON.stringify(search.body)).not.toContain('13912345678');
    // A whole phone number finds its person; a part of one (which would tell masked digits) nobody.
    const byPhone = async (text: string) =>
      (await call(t, '/api/Staff/GetStaffList', a.regionHr.token, { filters: { phone: { search: text } } })).body.data;
    expect((await byPhone(' 13912345678 ')).list.map((r: { id: number }) => r.id)).toEqual([person.id]);
    expect((await byPhone('1391234')).total).toBe(0);
  });

  it('lets no route of the app answer in clear but the one reveal, which needs SensitiveData', () => {
    const clear = t.app.hrisRoutes.filter((r) => r.personalData?.clear).map((r) => `${r.method} ${r.url}`);
    expect(clear).toEqual(['POST /api/Privacy/RevealPersonalField']);
    const reveal = t.app.hrisRoutes.find((r) => r.url === '/api/Privacy/RevealPersonalField');
    expect(reveal?.access.permission).toBe('SensitiveData');
  });

  it('keeps the stored value when a form sends a masked one back unchanged', async () => {
    const person = await personWithPhone();
    const detail = (await call(t, '/api/Staff/GetStaffDetail', a.regionHr.token, { id: person.id })).body.data;
    const saved = await call(t, '/api/Staff/UpdateStaff', a.regionHr.token, {
      id: person.id,
      version: detail.version,
      phone: detail.phone,
      identityNumber: detail.identityNumber,
      email: 'kept@example.com',
    });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const [row] = await t.db.select().from(employee).where(eq(employee.id, person.id));
    expect(row).toMatchObject({
      phone: '13912345678',
      identityNumber: person.identityNumber,
      email: 'kept@example.com',
    });
  });
});

describe('[PRIVACY] revealing one value, with a reason, logged', () => {
  it('reveals to a holder of SensitiveData within their scope, once per request, and logs each', async () => {
    const person = await personWithPhone();
    const reveal = (token: string, body: Record<string, unknown>) =>
      call(t, '/api/Privacy/RevealPersonalField', token, { subject: 'employee', id: person.id, ...body });

    // A store HR does not hold SensitiveData.
    const store = await reveal(a.storeHr.token, { field: 'phone', purpose: 'business' });
    expect(store.body.code).toBe(40301);
    const noReason = await reveal(a.regionHr.token, { field: 'phone' });
    expect(noReason.body).toMatchObject({ code: 40001, msg: '原因：请选择查看原因' });
    const other = await reveal(a.regionHr.token, { field: 'phone', purpose: 'other' });
    expect(other.body).toMatchObject({ code: 40001, msg: '说明：选择“其他”时请填写说明' });
    const notMasked = await reveal(a.regionHr.token, { field: 'email', purpose: 'business' });
    expect(notMasked.body).toMatchObject({ code: 40001, msg: '该字段不是受保护的敏感信息，无需查看明文' });
    const elsewhere = await reveal(b.regionHr.token, { field: 'phone', purpose: 'business' });
    expect(elsewhere.body.code).toBe(40303);
    expect(await logOf(person.id)).toEqual([]);

    const phone = await reveal(a.regionHr.token, { field: 'phone', purpose: 'verify' });
    expect(phone.body).toMatchObject({ code: 0, data: { value: '13912345678' } });
    const identity = await reveal(a.regionHr.token, {
      field: 'identityNumber',
      purpose: 'other',
      reason: '社保补缴核对',
    });
    expect(identity.body.data.value).toBe(person.identityNumber);
    const log = await logOf(person.id);
    expect(log.map((r) => [r.kind, r.fields, r.purpose, r.reason, r.userId])).toEqual([
      ['reveal', ['phone'], 'verify', null, a.regionHr.id],
      ['reveal', ['identityNumber'], 'other', '社保补缴核对', a.regionHr.id],
    ]);
    // The record's own view of who looked, and the log page (PrivacyLog: the administrator).
    const own = await call(t, '/api/Privacy/GetEmployeeAccessLog', a.regionHr.token, { employeeRef: person.id });
    expect(own.body.data.total).toBe(2);
    expect(own.body.data.list[0]).toMatchObject({
      kindText: '查看明文',
      fields: ['identityNumber'],
      fieldsText: '身份证号码',
      purpose: 'other',
      purposeText: '其他',
    });
    const second = await call(t, '/api/Privacy/GetEmployeeAccessLog', a.regionHr.token, {
      employeeRef: person.id,
      pageIndex: 2,
      pageSize: 1,
    });
    expect(second.body.data).toMatchObject({ total: 2, list: [{ id: own.body.data.list[1].id }] });
    const admin = await call(t, '/api/Privacy/GetAccessLogPageList', await login(t, 'admin'), {
      filters: { subjectText: { search: person.employeeId } },
    });
    expect(admin.body.data.total).toBe(2);
    const notAdmin = await call(t, '/api/Privacy/GetAccessLogPageList', a.regionHr.token, {});
    expect(notAdmin.body.code).toBe(40301);
  });
});

describe('[PRIVACY] exports', () => {
  it('masks an export unless 含敏感信息 is asked with a reason by a holder, then watermarks, explains and logs it', async () => {
    const person = await personWithPhone();
    const filters = { employeeId: { search: person.employeeId } };
    const masked = await readSheet(
      (await download(t, '/api/Staff/ExportStaffList', a.regionHr.token, { filters })).body,
    );
    const header = masked[0];
    const row = masked[1];
    expect(row[header.indexOf('身份证号码')]).toMatch(IDENTITY);
    expect(row[header.indexOf('手机号码')]).toBe('139****5678');
    expect(await logOf(person.id)).toEqual([]);

    const refused = await call(t, '/api/Staff/ExportStaffList', a.storeHr.token, {
      filters,
      sensitive: { purpose: 'business' },
    });
    expect(refused.body).toMatchObject({ code: 40301, msg: '您没有“敏感信息查看”权限，不能查看或导出明文敏感信息' });

    const before = (await t.db.select().from(piiAccessLog)).length;
    const clear = await download(t, '/api/Staff/ExportStaffList', a.regionHr.token, {
      filters,
      sensitive: { purpose: 'authority', reason: '社保稽核' },
    });
    const rows = await readSheet(clear.body);
    expect(rows[1][rows[0].indexOf('身份证号码')]).toBe(person.identityNumber);
    expect(rows[1][rows[0].indexOf('手机号码')]).toBe('13912345678');
    const notice = await readSheet(clear.body, '个人信息保护说明');
    expect(notice.flat().join('\n')).toContain('用途：配合有关部门：社保稽核');
    const logged = await t.db.select().from(piiAccessLog);
    expect(logged).toHaveLength(before + 1);
    expect(logged.at(-1)).toMatchObject({ kind: 'export', purpose: 'authority', fields: ['phone', 'identityNumber'] });
  });
});

describe('[PRIVACY] salaries are masked as ***', () => {
  /** 8,500 a month from five months back, after 8,000: the register's row of the change. */
  async function personWithSalary() {
    const e = await buildEmployee(t, { shopId: a.store.id });
    const from = addMonths(`${businessToday().slice(0, 7)}-01`, -5);
    const [row] = await t.db
      .insert(salaryAdjustment)
      .values({
        employeeRef: e.id,
        effectiveDate: from,
        basis: 0,
        amountCents: 850_000,
        previousBasis: 0,
        previousAmountCents: 800_000,
      })
      .returning();
    return { e, salaryId: row.id };
  }

  it('in the register, a person’s record and the export; a filter or sort by salary needs SensitiveData', async () => {
    const { e, salaryId } = await personWithSalary();
    const viewer = await login(t, 'viewer');
    const filters = { employeeId: { search: e.employeeId } };
    for (const token of [viewer, a.regionHr.token]) {
      const list = await call(t, '/api/Salary/GetSalaryAdjustmentList', token, { filters });
      expect(list.body.data.list).toEqual([
        expect.objectContaining({ id: salaryId, amount: '***', previousAmount: '***', changeAmount: '***' }),
      ]);
      const detail = await call(t, '/api/Staff/GetStaffDetail', token, { id: e.id });
      expect(detail.body.data.salaryChanges).toEqual([
        expect.objectContaining({ id: salaryId, amount: '***', previousAmount: '***' }),
      ]);
      expect(JSON.stringify(detail.body)).not.toContain('8500');
    }
    const ranged = await call(t, '/api/Salary/GetSalaryAdjustmentList', viewer, {
      filters: { ...filters, amount: { search: 8000, searchTwo: 9000 } },
    });
    expect(ranged.body).toMatchObject({ code: 40301, msg: '按薪资筛选或排序需要“敏感信息查看”权限' });
    const sorted = await call(t, '/api/Salary/ExportSalaryAdjustmentList', viewer, { sortFieldName: 'amount' });
    expect(sorted.body).toMatchObject({ code: 40301, msg: '按薪资筛选或排序需要“敏感信息查看”权限' });
    const byHolder = await call(t, '/api/Salary/GetSalaryAdjustmentList', a.regionHr.token, {
      filters: { ...filters, amount: { search: 8000, searchTwo: 9000 } },
    });
    expect(byHolder.body.data.total).toBe(1);

    const sheet = await readSheet(
      (await download(t, '/api/Salary/ExportSalaryAdjustmentList', viewer, { filters })).body,
    );
    expect(sheet[1].slice(7, 10)).toEqual(['***', '***', '***']);
    expect(await logOf(e.id)).toEqual([]);
  });

  it('reveals one figure of a salary change to a holder of SensitiveData and SalaryList in scope, logged', async () => {
    const { e, salaryId } = await personWithSalary();
    const reveal = (token: string, field: string, purpose = 'business') =>
      call(t, '/api/Privacy/RevealPersonalField', token, { subject: 'salary', id: salaryId, field, purpose });
    expect((await reveal(await login(t, 'viewer'), 'amount')).body.code).toBe(40301);
    expect((await reveal(b.regionHr.token, 'amount')).body.code).toBe(40303);
    expect((await reveal(a.regionHr.token, 'reason')).body).toMatchObject({
      code: 40001,
      msg: '该字段不是受保护的敏感信息，无需查看明文',
    });
    const missing = await call(t, '/api/Privacy/RevealPersonalField', a.regionHr.token, {
      subject: 'salary',
      id: 99_999_999,
      field: 'amount',
      purpose: 'business',
    });
    expect(missing.body).toMatchObject({ code: 40401, msg: '调薪记录不存在' });
    expect(await logOf(e.id)).toEqual([]);

    expect((await reveal(a.regionHr.token, 'amount')).body).toMatchObject({ code: 0, data: { value: '8500.00' } });
    expect((await reveal(a.regionHr.token, 'changeAmount', 'dispute')).body.data.value).toBe('500.00');
    const log = await logOf(e.id);
    expect(log.map((r) => [r.kind, r.fields, r.purpose, r.place])).toEqual([
      ['reveal', ['amount'], 'business', '调薪记录'],
      ['reveal', ['changeAmount'], 'dispute', '调薪记录'],
    ]);
    const own = await call(t, '/api/Privacy/GetEmployeeAccessLog', a.regionHr.token, { employeeRef: e.id });
    expect(own.body.data.list.map((r: { fieldsText: string }) => r.fieldsText)).toEqual(['调整金额', '调整后薪资']);
  });

  it('in a work’s form, but in clear to the handler of the step that checks them, and only while they hold it', async () => {
    const { e } = await personWithSalary();
    // 总部薪酬 (002) at head office: 2502's handler, who checks the income letter's figure.
    const comp = await buildUser(t, { orgUnitId: a.store.region.parentId!, roleIds: ['002'] });
    const started = await call(t, '/api/WF/StartWork', a.storeHr.token, {
      flowId: 25,
      form: { employeeId: e.employeeId, applyType: 0, purpose: '办理签证', copies: 1 },
    });
    expect(started.body.code, started.body.msg).toBe(0);
    const workId = started.body.data.workId as number;
    const formOf = async (token: string) =>
      (await call(t, '/api/WF/GetWorkDetail', token, { workId })).body.data.form as Record<string, unknown>;

    // (No 近12个月平均月收入: Basic data covers five months only.)
    const figures = ['salaryAmount', 'monthlyIncome'];
    const masked = Object.fromEntries(figures.map((f) => [f, '***']));
    expect(await formOf(a.storeHr.token)).toMatchObject(masked);
    expect(await formOf(a.regionHr.token)).toMatchObject(masked);
    expect((await actOn(t, a.regionHr.token, workId)).code).toBe(0);

    expect(await formOf(comp.token)).toMatchObject({ salaryAmount: 8500, monthlyIncome: 8500 });
    expect(await formOf(a.regionHr.token)).toMatchObject(masked);
    // A mask sent back is "unchanged": the stored figure stays and passes the step's check.
    expect((await actOn(t, comp.token, workId, { form: { monthlyIncome: '***' } })).code).toBe(0);
    expect(await formOf(comp.token)).toMatchObject(masked);

    const revealed = await call(t, '/api/Privacy/RevealPersonalField', a.regionHr.token, {
      subject: 'work',
      id: workId,
      field: 'monthlyIncome',
      purpose: 'employeeRequest',
    });
    expect(revealed.body).toMatchObject({ code: 0, data: { value: '8500.00' } });
    expect((await logOf(e.id)).map((r) => [r.fields, r.place])).toEqual([[['monthlyIncome'], '流程表单']]);
  });
});
