// @postgres: two parents add one child at once (child_insurance_child_uq)
import { addMonths, businessToday } from '@hris/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildUser, call, download, identityNumberFor, readSheet } from '../../../test/factories';
import { actOn, buildStoreTeam, type StoreTeam, uploadPdf } from '../../../test/workflow-helpers';
import { childInsurance } from './tables';

const LIST = '/api/Insurance/GetInsurancePageList';
const EXPORT = '/api/Insurance/ExportInsurancePageList';

let t: TestApp;
let a: StoreTeam;
let b: StoreTeam;

beforeAll(async () => {
  t = await buildTestApp();
  a = await buildStoreTeam(t);
  b = await buildStoreTeam(t);
});
afterAll(async () => t?.close());

const thisMonth = () => businessToday().slice(0, 7);
const monthsAhead = (n: number) => addMonths(`${thisMonth()}-01`, n).slice(0, 7);
/** A child born `years` years before the first day of this month (plus `days`). */
const bornYearsAgo = (years: number, sequence: string) =>
  identityNumberFor(addMonths(`${thisMonth()}-01`, -12 * years).replaceAll('-', ''), sequence);

let sequence = 100;
const childId = () => bornYearsAgo(5, String(sequence++).padStart(3, '0'));

const addition = (employeeId: string, overrides: Record<string, unknown> = {}) => ({
  employeeId,
  childName: '张小乐',
  childIdNumber: childId(),
  relation: 'mother',
  startMonth: thisMonth(),
  ...overrides,
});

async function start(token: string, form: Record<string, unknown>, attachmentIds?: number[]) {
  const files = attachmentIds ?? [await uploadPdf(t, token, '出生证明.pdf')];
  const res = await call(t, '/api/WF/StartWork', token, { flowId: 21, form, attachmentIds: files });
  return res.body as { code: number; msg: string; data: { workId: number } | null };
}

const rowOf = async (workId: number) =>
  (await t.db.select().from(childInsurance).where(eq(childInsurance.workId, workId)))[0];
const flowNo = (workId: number) => `21-${String(workId).padStart(6, '0')}`;

describe('[WF][INSURANCE] starting', () => {
  it('checks the identity number, the age, the start month, the certificate and the scope', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    expect((await start(b.storeHr.token, addition(emp.employeeId))).code).toBe(40401);

    const refusal = async (overrides: Record<string, unknown>, attachments?: number[]) =>
      start(a.storeHr.token, addition(emp.employeeId, overrides), attachments);
    const short = await refusal({ childIdNumber: '31010120200101123' });
    expect(short).toMatchObject({ code: 40001, data: { fields: [{ field: 'childIdNumber' }] } });
    expect(short.msg).toContain('身份证号码位数不正确');
    const good = childId();
    const wrongCheck = `${good.slice(0, 17)}${good[17] === '0' ? '1' : '0'}`;
    expect((await refusal({ childIdNumber: wrongCheck })).msg).toContain('身份证号码校验位不正确');
    expect((await refusal({ childIdNumber: '310101202002301234' })).msg).toContain('出生日期无效');
    // 18 on the first day of cover: refused; a day younger: allowed (checked by the schema, not stored).
    const eighteen = bornYearsAgo(18, '201');
    expect((await refusal({ childIdNumber: eighteen })).msg).toBe('子女身份证号码：子女须未满18周岁');
    expect((await refusal({ childName: '' })).msg).toContain('请填写子女姓名');
    expect((await refusal({ relation: 'uncle' })).msg).toContain('请选择与子女的关系');

    expect((await refusal({ startMonth: monthsAhead(-1) })).msg).toBe('起保月份不能早于本月');
    expect((await refusal({ startMonth: monthsAhead(4) })).msg).toBe(`起保月份最晚为${monthsAhead(3)}（3个月内）`);
    expect((await refusal({ startMonth: '2026-13' })).msg).toContain('起保月份格式应为 YYYY-MM');
    expect(await refusal({}, [])).toMatchObject({ code: 40001, msg: '请上传出生证明' });

    const ok = await refusal({ startMonth: monthsAhead(3), childIdNumber: good.toLowerCase() });
    expect(ok.code, ok.msg).toBe(0);
    expect(await rowOf(ok.data!.workId)).toMatchObject({
      childIdNumber: good,
      relation: 'mother',
      startMonth: monthsAhead(3),
      status: 'running',
    });
  });
});

describe('[WF][INSURANCE] one insured child', () => {
  it('goes 2101 → 2102; the child cannot be added twice, also not by the other parent; terminating frees it', async () => {
    const mother = await buildEmployee(t, { shopId: a.store.id });
    const father = await buildEmployee(t, { shopId: a.store.id });
    const child = childId();
    const started = await start(a.storeHr.token, addition(mother.employeeId, { childIdNumber: child }));
    expect(started.code, started.msg).toBe(0);
    const workId = started.data!.workId;
    const twice = await start(
      a.storeHr.token,
      addition(father.employeeId, { childIdNumber: child, relation: 'father' }),
    );
    expect(twice.code).toBe(40901);
    expect(twice.msg).toBe(
      `子女「张小乐」（身份证号码 ${child.slice(0, 4)}**********${child.slice(-4)}）已加入或正在加入少儿险（流程 ${flowNo(workId)}），不能重复添加`,
    );

    expect((await actOn(t, a.regionHr.token, workId)).data?.currentNodeId).toBe(2102);
    expect((await actOn(t, a.hqHr.token, workId)).data?.status).toBe('finished');
    expect(await rowOf(workId)).toMatchObject({ status: 'finished', finishedDate: businessToday() });
    expect((await start(a.storeHr.token, addition(father.employeeId, { childIdNumber: child }))).msg).toContain(
      flowNo(workId),
    );

    // Terminated: the child may be added again.
    const other = childId();
    const first = await start(
      a.storeHr.token,
      addition(father.employeeId, { childIdNumber: other, relation: 'father' }),
    );
    expect((await actOn(t, a.regionHr.token, first.data!.workId, { action: 'finish', opinion: '资料有误' })).code).toBe(
      0,
    );
    expect(await rowOf(first.data!.workId)).toBeUndefined();
    const again = await start(a.storeHr.token, addition(mother.employeeId, { childIdNumber: other }));
    expect(again.code, again.msg).toBe(0);
  });

  it('[PG] two parents adding one child at once give one work (child_insurance_child_uq)', async () => {
    const [p1, p2] = [await buildEmployee(t, { shopId: a.store.id }), await buildEmployee(t, { shopId: a.store.id })];
    const child = childId();
    const results = await Promise.all([
      start(a.storeHr.token, addition(p1.employeeId, { childIdNumber: child })),
      start(a.storeHr2.token, addition(p2.employeeId, { childIdNumber: child, relation: 'father' })),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 40901]);
  });
});

describe('[WF][INSURANCE] the list for the insurer', () => {
  it('lists in scope with the number masked; only head office exports the whole numbers', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const child = identityNumberFor(`${Number(thisMonth().slice(0, 4)) - 3}0615`, '043');
    const started = await start(
      a.storeHr.token,
      addition(emp.employeeId, { childIdNumber: child, childName: '周一一' }),
    );
    await actOn(t, a.regionHr.token, started.data!.workId);
    await actOn(t, a.hqHr.token, started.data!.workId);
    const filter = {
      filters: {
        startMonth: { search: `${thisMonth()}-01`, searchTwo: `${thisMonth()}-28` },
        employee: { search: emp.employeeId },
      },
    };

    const mine = await call(t, LIST, a.regionHr.token, { pageIndex: 1, pageSize: 20, ...filter });
    expect(mine.body.code, mine.body.msg).toBe(0);
    expect(mine.body.data.list).toHaveLength(1);
    expect(mine.body.data.list[0]).toMatchObject({
      childName: '周一一',
      childIdNumberMasked: `${child.slice(0, 4)}**********${child.slice(-4)}`,
      relationTitle: '母亲',
      startMonth: thisMonth(),
      statusText: '已办结',
    });
    expect(JSON.stringify(mine.body)).not.toContain(child);
    const theirs = await call(t, LIST, b.regionHr.token, { pageIndex: 1, pageSize: 20, ...filter });
    expect(theirs.body.data.list).toHaveLength(0);
    const nextMonth = await call(t, LIST, a.hqHr.token, {
      pageIndex: 1,
      pageSize: 20,
      filters: { ...filter.filters, startMonth: { search: `${monthsAhead(1)}-01`, searchTwo: `${monthsAhead(1)}-01` } },
    });
    expect(nextMonth.body.data.list).toHaveLength(0);

    const refused = await call(t, EXPORT, a.regionHr.token, { pageIndex: 1, pageSize: 20, ...filter });
    expect(refused.body).toMatchObject({ code: 40301, msg: '少儿险名单含完整身份证号码，仅总部HR可以导出' });
    const file = await download(t, EXPORT, a.hqHr.token, {
      pageIndex: 1,
      pageSize: 20,
      ...filter,
      // Whole numbers for the insurer: 含敏感信息, with why (issue 38); without it the export is masked.
      sensitive: { purpose: 'business', reason: '报送保险公司' },
    });
    const sheet = await readSheet(file.body);
    expect(sheet[0].slice(0, 9)).toEqual([
      '投保月份',
      '员工工号',
      '员工姓名',
      '门店',
      '子女姓名',
      '子女身份证号',
      '关系',
      '出生日期',
      '性别',
    ]);
    expect(sheet[1].slice(0, 9)).toEqual([
      thisMonth(),
      emp.employeeId,
      emp.name,
      a.store.name,
      '周一一',
      child,
      '母亲',
      `${Number(thisMonth().slice(0, 4)) - 3}-06-15`,
      '男',
    ]);
  });

  it('an administrator exports too', async () => {
    const admin = await buildUser(t, { orgUnitId: a.store.region.parentId!, roleIds: ['admin'] });
    const file = await download(t, EXPORT, admin.token, {
      pageIndex: 1,
      pageSize: 20,
      sensitive: { purpose: 'business', reason: '报送保险公司' },
    });
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });
});
