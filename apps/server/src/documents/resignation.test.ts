import { businessToday } from '@hris/contract';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildEmployee, buildStore, buildUser, call, download } from '../../test/factories';
import { approveStep, finishResignation, startResignation } from '../../test/resignation-helpers';
import { buildStoreTeam, type StoreTeam } from '../../test/workflow-helpers';
import { employee, shop } from '../db/schema';

const RESIGN_FILE = '/api/File/GetResignFile';
const PROOF = '/api/File/GetDimissionProof';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let t: TestApp;
let a: StoreTeam;
beforeAll(async () => {
  t = await buildTestApp();
  a = await buildStoreTeam(t);
});
afterAll(async () => t?.close());

/** The text of the document's body (the runs of word/document.xml, tags dropped). */
async function documentText(body: Buffer) {
  const zip = await JSZip.loadAsync(body);
  const xml = await zip.file('word/document.xml')?.async('string');
  expect(xml, 'word/document.xml is in the file').toBeDefined();
  return xml!.replace(/<[^>]+>/g, '');
}

const chineseDate = (day: string) => `${day.slice(0, 4)}年${day.slice(5, 7)}月${day.slice(8, 10)}日`;

describe('[FILE][RESIGN-FILE] 离职申请表 of a resignation', () => {
  it('is a Word file with the person, store, dates, type, reason, never rehire and the approvals so far', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const workId = await startResignation(t, a, emp.employeeId, {
      dimissionType: 'passive',
      dimissionReason: 'absenteeism',
      dimissionResetReason: '',
      dishonorableDischarge: 1,
      dishonorableRemark: '连续旷工三天',
    });
    await approveStep(t, workId, 1501, { opinion: '情况属实' });

    // Running: the form is there already.
    const res = await download(t, RESIGN_FILE, a.storeHr.token, { workId });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX);
    const name = `离职申请表-${emp.name}-${emp.employeeId}.docx`;
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    const text = await documentText(res.body);
    for (const expected of [
      '离职申请表',
      `15-${String(workId).padStart(6, '0')}`,
      emp.name,
      emp.employeeId,
      a.store.name,
      '2024-03-01',
      businessToday(),
      '被动离职',
      '旷工',
      '连续旷工三天',
      '区域HR审核',
      a.regionHr.displayName,
      '情况属实',
      a.storeHr.displayName,
    ])
      expect(text, expected).toContain(expected);
  });

  it('is refused for another flow, an unknown work, bad input and outside the scope', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const workId = await startResignation(t, a, emp.employeeId);
    const other = await buildStore(t);
    const stranger = await buildUser(t, { orgUnitId: other.unitId, roleIds: ['020'] });
    expect((await call(t, RESIGN_FILE, stranger.token, { workId })).body.code).toBe(40303);
    expect((await call(t, RESIGN_FILE, a.storeHr.token, { workId: 99_999_999 })).body.code).toBe(40401);
    expect((await call(t, RESIGN_FILE, a.storeHr.token, { workId: 'x' })).body.code).toBe(40001);
    const deduction = await call(t, '/api/WF/StartWork', a.storeHr.token, {
      flowId: 8,
      form: {
        employeeId: (await buildEmployee(t, { shopId: a.store.id })).employeeId,
        deductionsMonth: '2026-11',
        lostDdeductions: 10,
      },
    });
    expect(deduction.body.code, deduction.body.msg).toBe(0);
    const notResignation = await call(t, RESIGN_FILE, a.storeHr.token, { workId: deduction.body.data.workId });
    expect(notResignation.body.code).toBe(40001);
  });
});

describe('[FILE][DIMISSION-PROOF] 离职证明 of a resigned employee', () => {
  it('states the employment and its end, never the reason nor the never-rehire mark', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const workId = await finishResignation(t, a, emp.employeeId, {
      dimissionType: 'passive',
      dimissionReason: 'other',
      dimissionResetReason: '多次违反门店现金管理规定',
      dishonorableDischarge: 1,
      dishonorableRemark: '严重违纪不再录用',
    });
    // The last working day has come: finishing makes the employee 离职 at once.
    const [left] = await t.db.select({ status: employee.status }).from(employee).where(eq(employee.id, emp.id));
    expect(left.status).toBe(0);
    const today = businessToday();
    const res = await download(t, PROOF, a.storeHr.token, { employeeId: emp.employeeId });
    expect(res.status).toBe(200);
    expect(res.headers['content-type'], res.body.toString()).toBe(DOCX);
    const name = `离职证明-${emp.name}-${emp.employeeId}.docx`;
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    const text = await documentText(res.body);
    const [person] = await t.db
      .select({ identityNumber: employee.identityNumber, entity: shop.employingEntity })
      .from(employee)
      .innerJoin(shop, eq(shop.id, employee.shopId))
      .where(eq(employee.id, emp.id));
    for (const expected of [
      // Issued by the legal employer (the store's employing entity), with the identity number.
      person.entity,
      '离职证明',
      emp.name,
      `身份证号码：${person.identityNumber}`,
      emp.employeeId,
      a.store.name,
      chineseDate('2024-03-01'),
      chineseDate(today),
      `${String(workId).padStart(6, '0')}号`,
    ])
      expect(text, expected).toContain(expected);
    for (const secret of ['被动离职', '其他', '多次违反门店现金管理规定', '永不录用', '严重违纪不再录用', '不再录用'])
      expect(text, secret).not.toContain(secret);
  });

  it('is refused with 40001 for an employee who has not left, and not found outside the scope', async () => {
    const active = await buildEmployee(t, { shopId: a.store.id });
    const notLeft = await call(t, PROOF, a.storeHr.token, { employeeId: active.employeeId });
    expect(notLeft.status).toBe(200);
    expect(notLeft.body.code).toBe(40001);
    expect(notLeft.body.msg).toContain(active.employeeId);

    // Resigning (a resignation running) is not resigned yet.
    const resigning = await buildEmployee(t, { shopId: a.store.id });
    await startResignation(t, a, resigning.employeeId);
    expect((await call(t, PROOF, a.storeHr.token, { employeeId: resigning.employeeId })).body.code).toBe(40001);

    // Left without a resignation of the system (imported as 离职): no work to certify from.
    const imported = await buildEmployee(t, { shopId: a.store.id, status: 0 });
    expect((await call(t, PROOF, a.storeHr.token, { employeeId: imported.employeeId })).body.code).toBe(40001);

    const other = await buildStore(t);
    const stranger = await buildUser(t, { orgUnitId: other.unitId, roleIds: ['020'] });
    expect((await call(t, PROOF, stranger.token, { employeeId: imported.employeeId })).body.code).toBe(40401);
    expect((await call(t, PROOF, a.storeHr.token, { employeeId: 'NOPE-404' })).body.code).toBe(40401);
    expect((await call(t, PROOF, a.storeHr.token, {})).body.code).toBe(40001);
  });
});
