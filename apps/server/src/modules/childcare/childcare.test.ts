// @postgres: two uses race for one balance (FOR UPDATE)
import { businessToday, CHILDCARE_TEMPLATE_FILE, employeeLabel } from '@hris/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildStore, buildUser, fieldRefusal } from '../../../test/factories';
import { buildStoreTeam, type StoreTeam } from '../../../test/workflow-helpers';
import { shop, systemLog } from '../../db/schema';
import { changeEmployee } from '../employee/employee-changes';
import { childcareRule } from './tables';

const P = '/api/Childcare';
let t: TestApp;
let team: StoreTeam;
let areaSerial = 0;

beforeAll(async () => {
  t = await buildTestApp();
  team = await buildStoreTeam(t, { employees: 6 });
}, 120_000);
afterAll(async () => t?.close());

/** A province no demo store lies in, given to a store (so its rules are the test's own). */
async function placeStore(shopId: number, province: string, city = province) {
  await t.db.update(shop).set({ province, city }).where(eq(shop.id, shopId));
}
const newProvince = () => `测试省${++areaSerial}`;
const hq = () => team.hqHr.token;
const saveRule = (body: Record<string, unknown>) => call(t, `${P}/SaveRule`, hq(), body);
const saveChild = (employeeId: string, name: string, birthDate: string) =>
  call(t, `${P}/SaveChild`, team.storeHr.token, { employeeId, name, birthDate });
const createUse = (body: Record<string, unknown>, token = team.storeHr.token) => call(t, `${P}/CreateUse`, token, body);
const detail = async (employeeId: string, token = hq()) =>
  (await call(t, `${P}/GetEmployeeDetail`, token, { employeeId })).body.data;
const balance = async (employeeId: string, child: string, year: number) =>
  (await detail(employeeId)).children
    .find((c: { name: string }) => c.name === child)
    ?.balances.find((b: { year: number }) => b.year === year);

/** An employee of the team's store in a province of its own with `days` a year, and a child. */
async function parentWithChild(index: number, days: number, birthDate: string, maxAge = 3) {
  const province = newProvince();
  const store = await buildStore(t);
  await placeStore(store.id, province);
  const person = team.employees[index];
  await t.db.update(shop).set({ province, city: province }).where(eq(shop.id, team.store.id));
  const rule = await saveRule({ province, daysPerYear: days, maxAge, effectiveFrom: '2020-01-01' });
  expect(rule.body, rule.body.msg).toMatchObject({ code: 0 });
  const child = await saveChild(person.employeeId, `子女${index}`, birthDate);
  expect(child.body, child.body.msg).toMatchObject({ code: 0, msg: '子女信息已保存' });
  return { person, childId: child.body.data.id as number, childName: `子女${index}`, province };
}

describe('[CHILDCARE][AREA] rules per province and city', () => {
  it('refuses a period that overlaps another rule of the same area, in the database too', async () => {
    const province = newProvince();
    const store = await buildStore(t);
    await placeStore(store.id, province, '甲市');
    const first = await saveRule({ province, daysPerYear: 10, effectiveFrom: '2025-01-01' });
    expect(first.body).toMatchObject({ code: 0, msg: '育儿假规则已新增' });

    const overlapping = await saveRule({
      province,
      daysPerYear: 12,
      effectiveFrom: '2026-01-01',
      effectiveTo: '2026-12-31',
    });
    expect(overlapping.body).toEqual(
      fieldRefusal(
        'effectiveFrom',
        '生效开始日期',
        `${province}已有2025-01-01至长期生效的育儿假规则，生效期间不能重叠`,
      ),
    );
    // A city's own rule is another area.
    const city = await saveRule({ province, city: '甲市', daysPerYear: 15, effectiveFrom: '2026-01-01' });
    expect(city.body).toMatchObject({ code: 0 });
    // Closing the first rule makes room for the next period.
    const closed = await saveRule({
      id: first.body.data.id,
      province,
      daysPerYear: 10,
      effectiveFrom: '2025-01-01',
      effectiveTo: '2025-12-31',
    });
    expect(closed.body).toMatchObject({ code: 0, msg: '育儿假规则已修改' });
    expect((await saveRule({ province, daysPerYear: 12, effectiveFrom: '2026-01-01' })).body).toMatchObject({
      code: 0,
    });

    // The database keeps one start per area even for a writer that skips the check.
    await expect(
      t.db.insert(childcareRule).values({ province, city: '', daysPerYear: 9, effectiveFrom: '2026-01-01' }),
    ).rejects.toThrow();
    const list = await call(t, `${P}/GetRulePageList`, hq(), {
      pageIndex: 1,
      pageSize: 10,
      filters: { province: { search: province } },
      sortFieldName: 'effectiveFrom',
      sortDirection: 'asc',
    });
    expect(
      list.body.data.list.map((r: Record<string, unknown>) => [
        r.areaText,
        r.daysPerYear,
        r.effectiveFrom,
        r.effectiveTo,
      ]),
    ).toEqual([
      [province, 10, '2025-01-01', '2025-12-31'],
      [`${province}甲市`, 15, '2026-01-01', null],
      [province, 12, '2026-01-01', null],
    ]);
  });

  it('refuses an area without a store, bad days and a period ending before it starts', async () => {
    expect((await saveRule({ province: '无店省', daysPerYear: 10, effectiveFrom: '2026-01-01' })).body).toMatchObject({
      code: 40001,
      msg: '无店省没有门店，请从门店所在的省份和城市中选择',
    });
    const half = await saveRule({ province: '上海市', daysPerYear: 0.5, effectiveFrom: '2026-01-01' });
    expect(half.body).toMatchObject({ code: 40001, msg: '每孩每年天数：每年天数应为整数' });
    const backwards = await saveRule({
      province: '上海市',
      daysPerYear: 5,
      effectiveFrom: '2026-01-01',
      effectiveTo: '2025-01-01',
    });
    expect(backwards.body).toMatchObject({
      code: 40001,
      msg: '生效结束日期（空为长期）：生效结束日期不能早于开始日期',
    });
  });

  it('lets only the area right edit rules: a store HR may not', async () => {
    const res = await call(t, `${P}/GetRulePageList`, team.storeHr.token, { pageIndex: 1, pageSize: 10 });
    expect(res.body.code).not.toBe(0);
  });
});

describe('[CHILDCARE][BALANCE] entitlement, half days, eligible age', () => {
  it('grants the yearly days, takes half days and refuses a use beyond the balance', async () => {
    const { person, childId, childName } = await parentWithChild(0, 10, '2025-03-15');
    expect(await balance(person.employeeId, childName, 2026)).toMatchObject({ granted: 10, used: 0, remaining: 10 });
    // Born in March 2025: March to December count, 10 × 10/12 = 8.33 → 8.5 (half days).
    expect(await balance(person.employeeId, childName, 2025)).toMatchObject({ granted: 8.5 });

    const ok = await createUse({
      employeeId: person.employeeId,
      childId,
      startDate: '2026-03-02',
      endDate: '2026-03-03',
      days: 1.5,
    });
    expect(ok.body).toMatchObject({ code: 0, msg: `育儿假已登记，${childName}2026年剩余8.5天` });
    expect(await balance(person.employeeId, childName, 2026)).toMatchObject({ granted: 10, used: 1.5, remaining: 8.5 });

    const over = await createUse({
      employeeId: person.employeeId,
      childId,
      startDate: '2026-05-04',
      endDate: '2026-05-15',
      days: 9,
    });
    expect(over.body).toEqual(fieldRefusal('days', '天数', `超出可用余额：${childName}2026年育儿假剩余8.5天，本次9天`));
    const third = await createUse({
      employeeId: person.employeeId,
      childId,
      startDate: '2026-05-04',
      endDate: '2026-05-04',
      days: 0.3,
    });
    expect(third.body).toMatchObject({ code: 40001, msg: '天数：天数以半天（0.5天）为单位' });
    const overlap = await createUse({
      employeeId: person.employeeId,
      childId,
      startDate: '2026-03-03',
      endDate: '2026-03-04',
      days: 1,
    });
    expect(overlap.body.msg).toBe('与已登记的育儿假（2026-03-02至2026-03-03）日期重叠');
    const crossing = await createUse({
      employeeId: person.employeeId,
      childId,
      startDate: '2026-12-31',
      endDate: '2027-01-01',
      days: 2,
    });
    expect(crossing.body.msg).toBe('育儿假不能跨年登记，请按年度分开登记');
  });

  it('[PG] spends one balance once when two uses race for it (the child row is locked)', async () => {
    const { person, childId, childName } = await parentWithChild(1, 5, '2025-01-10');
    const [a, b] = await Promise.all([
      createUse({ employeeId: person.employeeId, childId, startDate: '2026-02-02', endDate: '2026-02-05', days: 4 }),
      createUse({ employeeId: person.employeeId, childId, startDate: '2026-03-02', endDate: '2026-03-05', days: 4 }),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, 40001]);
    expect(await balance(person.employeeId, childName, 2026)).toMatchObject({ granted: 5, used: 4, remaining: 1 });
  });

  it('refuses a use after the child passes the age or before the birth, and the months after count nothing', async () => {
    const { person, childId, childName } = await parentWithChild(2, 12, '2023-02-10');
    // January and February 2026 only: 2 × 12/12.
    expect(await balance(person.employeeId, childName, 2026)).toMatchObject({ granted: 2 });
    const late = await createUse({
      employeeId: person.employeeId,
      childId,
      startDate: '2026-02-09',
      endDate: '2026-02-10',
      days: 2,
    });
    expect(late.body).toEqual(
      fieldRefusal('endDate', '结束日期', `${childName}于2026-02-10年满3周岁，此后不能使用育儿假`),
    );
    const early = await createUse({
      employeeId: person.employeeId,
      childId,
      startDate: '2023-02-01',
      endDate: '2023-02-01',
      days: 1,
    });
    expect(early.body.msg).toBe(`开始日期早于${childName}的出生日期2023-02-10，不能使用育儿假`);
    const ok = await createUse({
      employeeId: person.employeeId,
      childId,
      startDate: '2026-02-02',
      endDate: '2026-02-03',
      days: 2,
    });
    expect(ok.body).toMatchObject({ code: 0 });
  });

  it('cancels a use (logged) and its days return; a child with uses is not deleted', async () => {
    const { person, childId, childName } = await parentWithChild(3, 10, '2025-06-01');
    const use = await createUse({
      employeeId: person.employeeId,
      childId,
      startDate: '2026-04-01',
      endDate: '2026-04-02',
      days: 2,
    });
    expect((await call(t, `${P}/DeleteChild`, team.storeHr.token, { id: childId })).body.msg).toBe(
      `${childName}已有1条育儿假记录，不能删除或修改出生日期，请先撤销这些记录`,
    );
    const cancel = await call(t, `${P}/CancelUse`, team.storeHr.token, { id: use.body.data.id, reason: '录错' });
    expect(cancel.body).toMatchObject({ code: 0, msg: '育儿假记录已撤销' });
    expect(await balance(person.employeeId, childName, 2026)).toMatchObject({ used: 0, remaining: 10 });
    const [log] = await t.db
      .select()
      .from(systemLog)
      .where(and(eq(systemLog.action, 'childcare.use.cancel'), eq(systemLog.target, `employee:${person.employeeId}`)))
      .orderBy(desc(systemLog.id));
    expect(log.summary).toMatchObject({ reason: '录错', before: { child: childName, days: 2 } });
    const twice = await saveChild(person.employeeId, childName, '2025-06-01');
    expect(twice.body).toEqual(
      fieldRefusal(
        'name',
        '子女姓名',
        `${employeeLabel(person.name, person.employeeId)}已登记子女${childName}（2025-06-01出生），不能重复登记`,
      ),
    );
    expect((await call(t, `${P}/DeleteChild`, team.storeHr.token, { id: childId })).body.msg).toBe('子女信息已删除');
  });
});

describe('[CHILDCARE][TRANSFER] pro rata by month after a transfer to another province', () => {
  it('counts each month under the rule of the province the employee worked in', async () => {
    const { person, childName, province } = await parentWithChild(4, 12, '2024-01-01');
    const other = await buildStore(t, { regionId: team.store.region.id });
    const otherProvince = newProvince();
    await placeStore(other.id, otherProvince);
    await saveRule({ province: otherProvince, daysPerYear: 24, effectiveFrom: '2020-01-01' });
    await t.db.transaction((tx) =>
      changeEmployee(
        tx,
        person.id,
        { shopId: other.id, orgUnitId: other.unitId, orgPath: other.orgPath },
        { kind: 'transfer', effectiveDate: '2026-07-01', actorUserId: null },
      ),
    );
    const b2026 = await balance(person.employeeId, childName, 2026);
    // January–June at 12 a year, July–December at 24: 6 + 12.
    expect(b2026).toMatchObject({
      granted: 18,
      areas: [
        { areaText: province, months: 6, daysPerYear: 12 },
        { areaText: otherProvince, months: 6, daysPerYear: 24 },
      ],
    });
    // The year before lay wholly in the first province.
    expect(await balance(person.employeeId, childName, 2025)).toMatchObject({ granted: 12 });
  });
});

describe('[CHILDCARE][SCOPE] lists and writes inside the caller’s units', () => {
  it('shows a store HR only their store’s children and uses, and refuses other people', async () => {
    const outsider = await buildEmployee(t);
    const otherHr = await buildUser(t, { orgUnitId: (await buildStore(t)).unitId, roleIds: ['020'] });
    const { person, childId } = await parentWithChild(5, 10, '2025-02-01');
    await createUse({
      employeeId: person.employeeId,
      childId,
      startDate: '2026-08-03',
      endDate: '2026-08-03',
      days: 1,
    });
    const list = (token: string, path: string) =>
      call(t, `${P}/${path}`, token, {
        pageIndex: 1,
        pageSize: 50,
        filters: { employeeId: { search: person.employeeId } },
      });
    const mine = await list(team.storeHr.token, 'GetEmployeePageList');
    const year = Number(businessToday().slice(0, 4));
    expect(mine.body.data.list).toEqual([
      expect.objectContaining({ employeeId: person.employeeId, childName: '子女5', year }),
    ]);
    expect((await list(team.storeHr.token, 'GetUsedPageList')).body.data.list).toEqual([
      expect.objectContaining({ employeeId: person.employeeId, days: 1, startDate: '2026-08-03' }),
    ]);
    expect((await list(otherHr.token, 'GetEmployeePageList')).body.data).toEqual({ list: [], total: 0 });
    expect((await list(otherHr.token, 'GetUsedPageList')).body.data).toEqual({ list: [], total: 0 });
    expect((await list(team.regionHr.token, 'GetUsedPageList')).body.data.total).toBe(1);
    expect((await saveChild(outsider.employeeId, '外人', '2025-01-01')).body).toMatchObject({ code: 40401 });
    const other = await createUse(
      { employeeId: person.employeeId, childId, startDate: '2026-09-01', endDate: '2026-09-01', days: 1 },
      otherHr.token,
    );
    expect(other.body.code).toBe(40401);
  });

  it('exports the filtered uses as .xlsx and serves the vacation tool template', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/wwwroot/template/${encodeURIComponent(CHILDCARE_TEMPLATE_FILE)}?v=x1`,
      headers: { AccessToken: team.storeHr.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});
