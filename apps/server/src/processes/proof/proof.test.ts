// @postgres: proof numbers from a counter, two finishes at once (row lock on the counter)
import { addMonths, businessToday } from '@hris/contract';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildUser, call, download, readSheet } from '../../../test/factories';
import { buildStoreTeam, type StoreTeam, todoOf } from '../../../test/workflow-helpers';
import { isUniqueViolation } from '../../db/errors';
import { employee, orgUnit, piiAccessLog, position, salaryAdjustment, shop, systemLog, work } from '../../db/schema';
import { proofLetter } from './tables';

const INCOME = '/api/File/GetInComeProof';
const ON_JOB = '/api/File/GetOnJobProof';
const DIMISSION = '/api/File/GetDimissionProof';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let t: TestApp;
let a: StoreTeam;
let b: StoreTeam;
let comp: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  a = await buildStoreTeam(t);
  b = await buildStoreTeam(t);
  // 总部薪酬 (002) at head office: 2502's handler.
  comp = await buildUser(t, { orgUnitId: a.store.region.parentId!, roleIds: ['002'] });
});
afterAll(async () => t?.close());

const today = () => businessToday();
const chineseDate = (day: string) => `${day.slice(0, 4)}年${day.slice(5, 7)}月${day.slice(8, 10)}日`;

function proofForm(employeeId: string, applyType: number, overrides: Record<string, unknown> = {}) {
  return { employeeId, applyType, purpose: '办理签证', copies: 2, remark: '加急', ...overrides };
}

async function start(token: string, form: Record<string, unknown>) {
  return call(t, '/api/WF/StartWork', token, { flowId: 25, form });
}

async function started(token: string, form: Record<string, unknown>) {
  const res = await start(token, form);
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data.workId as number;
}

async function approve(token: string, workId: number, form?: Record<string, unknown>) {
  const todo = await todoOf(t, token, workId);
  expect(todo, 'the to-do is there').toBeDefined();
  const res = await call(t, '/api/WF/ProcessTask', token, { taskId: todo!.taskId, action: 'approve', form });
  return res.body as { code: number; msg: string; data: { currentNodeId: number | null; status: string } };
}

async function workRow(workId: number) {
  const [row] = await t.db.select().from(work).where(eq(work.id, workId));
  return row;
}

async function documentText(body: Buffer) {
  const zip = await JSZip.loadAsync(body);
  const xml = await zip.file('word/document.xml')?.async('string');
  expect(xml, 'word/document.xml is in the file').toBeDefined();
  return xml!.replace(/<[^>]+>/g, '');
}

/** What Basic data holds about the person: identity number and position, as the letter prints them. */
async function factsOf(employeeRef: number) {
  const [row] = await t.db
    .select({ identityNumber: employee.identityNumber, positionName: position.name })
    .from(employee)
    .innerJoin(position, eq(position.id, employee.positionId))
    .where(eq(employee.id, employeeRef));
  return row;
}

/**
 * The letterhead: the legal employer — the employing entity of the person's store — not the
 * group at the top of the org path.
 */
async function companyName() {
  const [row] = await t.db.select({ entity: shop.employingEntity }).from(shop).where(eq(shop.id, a.store.id));
  const top = Number(a.store.orgPath.split('/').find(Boolean));
  const [group] = await t.db.select({ name: orgUnit.name }).from(orgUnit).where(eq(orgUnit.id, top));
  expect(row.entity).not.toBe(group.name);
  return row.entity;
}

/** A yearly salary of 96,000 long ago, then 8,500 a month from five months back. */
async function withSalary(employeeRef: number) {
  const firstOfMonth = `${today().slice(0, 7)}-01`;
  await t.db.insert(salaryAdjustment).values([
    { employeeRef, effectiveDate: '2020-01-01', basis: 1, amountCents: 9_600_000 },
    { employeeRef, effectiveDate: addMonths(firstOfMonth, -5), basis: 0, amountCents: 850_000 },
  ]);
}

/** Starts a letter and takes it through to issue (2502 only for income letters). */
async function issued(team: StoreTeam, employeeId: string, applyType: number) {
  const workId = await started(team.storeHr.token, proofForm(employeeId, applyType));
  expect((await approve(team.regionHr.token, workId)).code).toBe(0);
  if (applyType === 0) expect((await approve(comp.token, workId)).code).toBe(0);
  expect((await approve(team.hqHr.token, workId)).data.status).toBe('finished');
  return workId;
}

describe('[WF][PROOF] starting', () => {
  it('refuses by type and status, without salary, out of scope and outside the bounds of purpose and copies', async () => {
    const active = await buildEmployee(t, { shopId: a.store.id });
    const left = await buildEmployee(t, { shopId: a.store.id, status: 0 });

    const outside = await start(b.storeHr.token, proofForm(active.employeeId, 1));
    expect(outside.body.code).toBe(40401);

    const onJobLeft = await start(a.storeHr.token, proofForm(left.employeeId, 1));
    expect(onJobLeft.body).toMatchObject({ code: 40001 });
    expect(onJobLeft.body.msg).toBe(
      `${left.name}-${left.employeeId} 不在职，不能开具在职证明（仅在职或离职中的员工可开具）`,
    );
    const incomeLeft = await start(a.storeHr.token, proofForm(left.employeeId, 0));
    expect(incomeLeft.body.msg).toContain('不能开具收入证明');

    const separationActive = await start(a.storeHr.token, proofForm(active.employeeId, 2));
    expect(separationActive.body.msg).toBe(
      `${active.name}-${active.employeeId} 尚未离职，不能开具离职证明（仅已离职的员工可开具）`,
    );

    const noSalary = await start(a.storeHr.token, proofForm(active.employeeId, 0));
    expect(noSalary.body.code).toBe(40001);
    expect(noSalary.body.msg).toBe(
      `${active.name}-${active.employeeId} 在基础数据中没有已生效的调薪记录，不能开具收入证明，请先维护薪资数据`,
    );
    // A salary that takes effect only next month is not one yet.
    await t.db.insert(salaryAdjustment).values({
      employeeRef: active.id,
      effectiveDate: addMonths(today(), 1),
      basis: 0,
      amountCents: 900_000,
    });
    expect((await start(a.storeHr.token, proofForm(active.employeeId, 0))).body.code).toBe(40001);

    for (const [overrides, field, message] of [
      [{ purpose: '  ' }, 'purpose', '请填写用途'],
      [{ purpose: '签'.repeat(101) }, 'purpose', '用途不能超过100字'],
      [{ copies: 0 }, 'copies', '份数至少为1'],
      [{ copies: 6 }, 'copies', '份数不能超过5'],
      [{ copies: 1.5 }, 'copies', '份数应为整数'],
      [{ applyType: 3 }, 'applyType', '请选择证明类型（收入证明、在职证明或离职证明）'],
    ] as const) {
      const res = await start(a.storeHr.token, proofForm(active.employeeId, 1, overrides));
      expect(res.body, JSON.stringify(overrides)).toMatchObject({
        code: 40001,
        data: { fields: [{ field, message }] },
      });
    }
    expect(await t.db.select().from(work).where(eq(work.targetEmployeeRef, active.id))).toHaveLength(0);

    // 离职中 (4) still works there: an on-job letter is fine; 100 characters of purpose and 5 copies too.
    const resigning = await buildEmployee(t, { shopId: a.store.id, status: 4 });
    await started(a.storeHr.token, proofForm(resigning.employeeId, 1, { purpose: '签'.repeat(100), copies: 5 }));
  });
});

describe('[WF][PROOF] income letter', () => {
  it('reads the salary, goes through 2502 which may correct it, numbers the letter and prints it in figures and capitals', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    await withSalary(emp.id);
    const workId = await started(a.storeHr.token, proofForm(emp.employeeId, 0, { purpose: '办理房贷' }));
    const form = (await workRow(workId)).formData as Record<string, unknown>;
    const facts = await factsOf(emp.id);
    // 8,500 a month now; the last 12 months: 5 × 8,500 and 7 × 96,000 / 12.
    expect(form).toMatchObject({
      employeeName: emp.name,
      positionName: facts.positionName,
      entryDate: '2024-03-01',
      salaryBasis: 0,
      salaryAmount: 8500,
      monthlyIncome: 8500,
      averageMonthlyIncome: 8208.33,
    });

    // The task row names the type and the purpose.
    const { body: todos } = await call(t, '/api/Task/GetToDoTaskList', a.regionHr.token, {
      pageIndex: 1,
      pageSize: 50,
    });
    expect(todos.data.list.find((r: { workId: number }) => r.workId === workId)).toMatchObject({
      applyTypeTitle: '收入证明',
      purpose: '办理房贷',
    });

    expect((await approve(a.regionHr.token, workId)).data.currentNodeId).toBe(2502);
    // Not finished yet: no letter.
    const early = await call(t, INCOME, a.storeHr.token, { workId });
    expect(early.body).toMatchObject({ code: 40001, msg: '流程未办结，不能生成证明' });

    // 2502 edits only the income, and a positive one.
    expect((await approve(comp.token, workId, { monthlyIncome: 0 })).code).toBe(40001);
    expect((await approve(comp.token, workId, { purpose: '其他' })).code).toBe(40001);
    expect((await approve(comp.token, workId, { monthlyIncome: 8600.5 })).data.currentNodeId).toBe(2504);
    const done = await approve(a.hqHr.token, workId);
    expect(done.data.status).toBe('finished');

    const finished = (await workRow(workId)).formData as Record<string, unknown>;
    const year = today().slice(0, 4);
    expect(finished.letterNo).toMatch(new RegExp(`^HRZM-${year}-\\d{4}$`));
    expect(finished.issuedOn).toBe(today());
    const [letter] = await t.db.select().from(proofLetter).where(eq(proofLetter.workId, workId));
    expect(letter).toMatchObject({ letterNo: finished.letterNo, applyType: 0, employeeRef: emp.id, issuedOn: today() });

    const res = await download(t, INCOME, a.storeHr.token, { workId });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX);
    const name = `收入证明-${emp.name}-${emp.employeeId}.docx`;
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    const text = await documentText(res.body);
    for (const expected of [
      await companyName(),
      '收入证明',
      `编号：${finished.letterNo}`,
      emp.name,
      `身份证号码：${facts.identityNumber}`,
      emp.employeeId,
      `担任${facts.positionName}一职`,
      a.store.name,
      '2024年03月01日',
      '人民币8,600.50元',
      '大写：人民币捌仟陆佰元伍角',
      '本证明仅用于办理房贷',
      chineseDate(today()),
    ])
      expect(text).toContain(expected);

    // The download is in the system log.
    const logs = await t.db.select().from(systemLog).where(eq(systemLog.action, 'document.incomeProof'));
    expect(logs.some((l) => l.target === `work:${workId}`)).toBe(true);
    // So is the access to what it prints (个人信息访问记录): the identity number and the income.
    const accessed = await t.db.select().from(piiAccessLog).where(eq(piiAccessLog.employeeRef, emp.id));
    expect(accessed.map((r) => [r.kind, r.fields, r.place, r.userId])).toEqual([
      ['document', ['identityNumber', 'monthlyIncome'], `证明信 ${finished.letterNo}`, a.storeHr.id],
    ]);

    // Another store's HR may not have it; nor is it an on-job or separation letter.
    expect((await call(t, INCOME, b.storeHr.token, { workId })).body.code).toBe(40303);
    expect((await call(t, ON_JOB, a.storeHr.token, { workId })).body).toMatchObject({
      code: 40001,
      msg: '该证明信申请的是收入证明，不能生成在职证明',
    });
    expect((await call(t, DIMISSION, a.storeHr.token, { workId })).body.code).toBe(40001);
  });
});

describe('[WF][PROOF] on-job and separation letters', () => {
  it('skips 2502 and prints the on-job letter; refuses it before the finish and outside the scope', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const workId = await started(a.storeHr.token, proofForm(emp.employeeId, 1));
    const form = (await workRow(workId)).formData as Record<string, unknown>;
    expect(form.monthlyIncome).toBeUndefined();
    expect((await approve(a.regionHr.token, workId)).data.currentNodeId).toBe(2504);
    expect((await call(t, ON_JOB, a.storeHr.token, { workId })).body).toMatchObject({
      code: 40001,
      msg: '流程未办结，不能生成证明',
    });
    expect((await approve(a.hqHr.token, workId)).data.status).toBe('finished');
    const { letterNo } = (await workRow(workId)).formData as { letterNo: string };

    const res = await download(t, ON_JOB, a.storeHr.token, { workId });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent(`在职证明-${emp.name}-${emp.employeeId}.docx`),
    );
    const text = await documentText(res.body);
    const facts = await factsOf(emp.id);
    for (const expected of [
      await companyName(),
      '在职证明',
      `编号：${letterNo}`,
      emp.name,
      `身份证号码：${facts.identityNumber}`,
      `担任${facts.positionName}一职`,
      '2024年03月01日',
      '至今仍在我公司在职',
      '本证明仅用于办理签证',
      chineseDate(today()),
    ])
      expect(text).toContain(expected);
    expect((await call(t, ON_JOB, b.storeHr.token, { workId })).body.code).toBe(40303);
    expect((await call(t, INCOME, a.storeHr.token, { workId })).body.code).toBe(40001);
  });

  it('prints a separation letter of a finished request by workId, and still the old one by employeeId', async () => {
    const left = await buildEmployee(t, { shopId: a.store.id, status: 0 });
    await t.db.update(employee).set({ leaveDate: '2026-01-31' }).where(eq(employee.id, left.id));
    const workId = await issued(a, left.employeeId, 2);
    const { letterNo } = (await workRow(workId)).formData as { letterNo: string };

    const res = await download(t, DIMISSION, a.storeHr.token, { workId });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent(`离职证明-${left.name}-${left.employeeId}.docx`),
    );
    const text = await documentText(res.body);
    const { identityNumber } = (await t.db.select().from(employee).where(eq(employee.id, left.id)))[0];
    for (const expected of [
      await companyName(),
      '离职证明',
      `编号：${letterNo}`,
      left.name,
      // Like the other letters: the next employer checks the identity number.
      `身份证号码：${identityNumber}`,
      '2024年03月01日',
      '2026年01月31日',
    ])
      expect(text).toContain(expected);

    // Both or neither: refused.
    expect((await call(t, DIMISSION, a.storeHr.token, { workId, employeeId: left.employeeId })).body.code).toBe(40001);
    expect((await call(t, DIMISSION, a.storeHr.token, {})).body.code).toBe(40001);
    expect((await call(t, DIMISSION, b.storeHr.token, { workId })).body.code).toBe(40303);
    // The employee form still answers as before (no finished resignation here: its own refusal).
    const old = await call(t, DIMISSION, a.storeHr.token, { employeeId: left.employeeId });
    expect(old.body).toMatchObject({
      code: 40001,
      msg: `${left.name}-${left.employeeId} 没有已办结的离职流程，不能开具离职证明`,
    });
  });
});

describe('[WF][PROOF] letter numbers', () => {
  it('[PG] are sequential and unique, also for two finishes at once, enforced by the database', async () => {
    const first = await buildEmployee(t, { shopId: a.store.id });
    const second = await buildEmployee(t, { shopId: a.store.id });
    const third = await buildEmployee(t, { shopId: a.store.id });
    const one = await issued(a, first.employeeId, 1);
    const before = Number(((await workRow(one)).formData as { letterNo: string }).letterNo.slice(-4));

    const works = [];
    for (const person of [second, third]) {
      const workId = await started(a.storeHr.token, proofForm(person.employeeId, 1));
      expect((await approve(a.regionHr.token, workId)).code).toBe(0);
      works.push(workId);
    }
    const todos = await Promise.all(works.map((w) => todoOf(t, a.hqHr.token, w)));
    const results = await Promise.all(
      todos.map((todo) => call(t, '/api/WF/ProcessTask', a.hqHr.token, { taskId: todo!.taskId, action: 'approve' })),
    );
    for (const r of results) expect(r.body.code, r.body.msg).toBe(0);
    const numbers = await Promise.all(
      works.map(async (w) => Number(((await workRow(w)).formData as { letterNo: string }).letterNo.slice(-4))),
    );
    expect(numbers.sort((x, y) => x - y)).toEqual([before + 1, before + 2]);

    // A second letter under a taken number is refused by the unique index.
    const [taken] = await t.db.select().from(proofLetter).where(eq(proofLetter.workId, one));
    const duplicate = await t.db
      .insert(proofLetter)
      .values({
        workId: works[0] + 100_000,
        letterNo: taken.letterNo,
        applyType: 1,
        employeeRef: first.id,
        issuedOn: today(),
      })
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    const again = await t.db
      .insert(proofLetter)
      .values({ workId: one, letterNo: 'HRZM-1999-9999', applyType: 1, employeeRef: first.id, issuedOn: today() })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(again, 'proof_letter_work_uq')).toBe(true);
  });
});

describe('[LIST][PROOF] 证明信列表', () => {
  it('lists the letters of the scope with type, purpose, number and date; filters by type; exports', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const workId = await issued(a, emp.employeeId, 1);
    const { letterNo } = (await workRow(workId)).formData as { letterNo: string };
    const list = (token: string, filters: Record<string, unknown> = {}) =>
      call(t, '/api/Proof/GetProofPageList', token, { pageIndex: 1, pageSize: 100, filters });

    const { body } = await list(a.regionHr.token, { employee: { search: emp.employeeId } });
    expect(body.code, body.msg).toBe(0);
    expect(body.data.list).toEqual([
      expect.objectContaining({
        workId,
        flowNo: `25-${String(workId).padStart(6, '0')}`,
        employeeLabel: `${emp.name}-${emp.employeeId}`,
        applyType: 1,
        applyTypeTitle: '在职证明',
        purpose: '办理签证',
        copies: 2,
        letterNo,
        issuedOn: today(),
        statusText: '已办结',
      }),
    ]);
    const incomeOnly = await list(a.regionHr.token, {
      employee: { search: emp.employeeId },
      applyType: { search: '0' },
    });
    expect(incomeOnly.body.data.total).toBe(0);
    const byNumber = await list(a.regionHr.token, { letterNo: { search: letterNo } });
    expect(byNumber.body.data.list.map((r: { workId: number }) => r.workId)).toEqual([workId]);
    // The list is a statistics page (Infotatistics): store HR has none; another region's HR sees none of it.
    expect((await list(a.storeHr.token)).body.code).toBe(40301);
    const other = await list(b.regionHr.token, { employee: { search: emp.employeeId } });
    expect(other.body.data.total).toBe(0);

    const file = await download(t, '/api/Proof/ExportProofPageList', a.regionHr.token, {
      filters: { employee: { search: emp.employeeId } },
    });
    expect(file.status).toBe(200);
    const rows = await readSheet(file.body);
    expect(rows[0]).toContain('证明编号');
    expect(rows.flat()).toContain(letterNo);
  });
});
