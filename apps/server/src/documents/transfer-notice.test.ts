import { businessToday } from '@hris/contract';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildEmployee, buildStore, buildUser, call, download } from '../../test/factories';
import { buildStoreTeam, type StoreTeam, todoOf } from '../../test/workflow-helpers';

const URL = '/api/File/GetTransferFile';

let t: TestApp;
let a: StoreTeam;
let b: StoreTeam;
beforeAll(async () => {
  t = await buildTestApp();
  a = await buildStoreTeam(t);
  b = await buildStoreTeam(t);
});
afterAll(async () => t?.close());

async function startTransfer(employeeId: string) {
  const res = await call(t, '/api/WF/StartWork', a.storeHr.token, {
    flowId: 18,
    form: {
      employeeId,
      changeTheType: 'shop',
      newShopCode: b.store.code,
      effectiveTime: businessToday(),
      reason: '新店开业支援',
    },
  });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data.workId as number;
}

async function approve(token: string, workId: number, opinion?: string) {
  const todo = await todoOf(t, token, workId);
  expect(todo, 'the to-do is there').toBeDefined();
  const res = await call(t, '/api/WF/ProcessTask', token, { taskId: todo!.taskId, action: 'approve', opinion });
  expect(res.body.code, res.body.msg).toBe(0);
}

async function documentXml(body: Buffer) {
  const zip = await JSZip.loadAsync(body);
  const xml = await zip.file('word/document.xml')?.async('string');
  expect(xml, 'word/document.xml is in the file').toBeDefined();
  return xml!;
}

describe('[FILE][TRANSFER-NOTICE] 调动通知书 of a finished store transfer', () => {
  it('is a Word file naming the person, both stores, the date and who approved each step', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const workId = await startTransfer(emp.employeeId);
    await approve(a.regionHr.token, workId, '同意调出');
    await approve(b.regionHr.token, workId);
    await approve(b.storeHr.token, workId);
    await approve(a.hqHr.token, workId);

    const res = await download(t, URL, a.storeHr.token, { workId });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const name = `调动通知书-${emp.name}-${emp.employeeId}.docx`;
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    const xml = await documentXml(res.body);
    for (const text of [
      '调动通知书',
      emp.name,
      emp.employeeId,
      a.store.name,
      b.store.name,
      businessToday(),
      '新店开业支援',
      '调出区域HR审核',
      '总部HR备案',
      a.regionHr.displayName,
      b.storeHr.displayName,
      a.hqHr.displayName,
      '同意调出',
    ]) {
      expect(xml, text).toContain(text);
    }
    // The receiving side that handled it may have it too.
    expect((await download(t, URL, b.storeHr.token, { workId })).status).toBe(200);
  });

  it('is refused while the work runs, outside the caller’s scope, for an unknown work and another flow', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const workId = await startTransfer(emp.employeeId);
    const running = await call(t, URL, a.storeHr.token, { workId });
    expect(running.body).toMatchObject({ code: 40001, msg: '流程未办结，不能生成调动通知书' });

    const other = await buildStore(t);
    const stranger = await buildUser(t, { orgUnitId: other.unitId, roleIds: ['020'] });
    expect((await call(t, URL, stranger.token, { workId })).body.code).toBe(40303);
    expect((await call(t, URL, a.storeHr.token, { workId: 99_999_999 })).body.code).toBe(40401);
    expect((await call(t, URL, a.storeHr.token, { workId: 'x' })).body.code).toBe(40001);

    const deduction = await call(t, '/api/WF/StartWork', a.storeHr.token, {
      flowId: 8,
      form: { employeeId: emp.employeeId, deductionsMonth: '2026-11', lostDdeductions: 10 },
    });
    expect(deduction.body.code, deduction.body.msg).toBe(0);
    const notTransfer = await call(t, URL, a.storeHr.token, { workId: deduction.body.data.workId });
    expect(notTransfer.body).toMatchObject({ code: 40001, msg: '该流程不是人事异动（调店），没有调动通知书' });
  });
});
