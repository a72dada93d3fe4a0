// @postgres: two simultaneous claims of one invoice (unique index)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, BATCH_AUDIT_HEADERS, businessToday } from '@hris/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildWorkbook, download, readSheet, upload } from '../../../test/factories';
import { audit, scan } from '../../../test/health-flow-helpers';
import { buildStoreTeam, type StoreTeam, todoOf } from '../../../test/workflow-helpers';
import { healthCertificate } from '../../modules/health/tables';
import { healthInvoice } from './tables';

const CREATE = '/api/WfHealthCertificates/CreateWfHealthCertificateInvoice';
const BATCH = '/api/WfHealthCertificates/BatchCreateWfHealthCertificateInvoice';
const TEMPLATE = '/api/WfHealthCertificates/DownloadBatchAuditTemplate';
const IMPORT = '/api/WfHealthCertificates/ImportBatchAudit';
const LIST = '/api/HealthCertificates/GetHealthInvoicePageList';
const EXPORT = '/api/HealthCertificates/ExportHealthInvoicePageList';

let t: TestApp;
let a: StoreTeam;
let b: StoreTeam;

beforeAll(async () => {
  t = await buildTestApp();
  a = await buildStoreTeam(t);
  b = await buildStoreTeam(t);
}, 120_000);
afterAll(async () => t?.close());

const today = () => businessToday();
let serial = 0;
/** A fresh invoice number (8–20 letters and digits). */
const invoiceNo = () => `INV${Date.now().toString().slice(-8)}${String(++serial).padStart(3, '0')}`;

function invoiceForm(employeeId: string, extra: Record<string, unknown> = {}) {
  return { employeeId, invoiceNo: invoiceNo(), amount: 120.5, invoiceDate: addDays(today(), -5), ...extra };
}

async function claim(token: string, form: Record<string, unknown>, file?: number) {
  return call(t, CREATE, token, { form, attachmentId: file ?? (await scan(t, token, '发票.pdf')) });
}

/** A running claim of a new employee of team `team`: its work id and invoice number. */
async function runningClaim(team: StoreTeam, extra: Record<string, unknown> = {}) {
  const emp = await buildEmployee(t, { shopId: team.store.id });
  const form = invoiceForm(emp.employeeId, extra);
  const res = await claim(team.storeHr.token, form);
  expect(res.body.code, res.body.msg).toBe(0);
  return {
    emp,
    workId: res.body.data.workId as number,
    flowNo: res.body.data.flowNo as string,
    invoiceNo: form.invoiceNo,
  };
}

const claimOf = async (workId: number) =>
  (await t.db.select().from(healthInvoice).where(eq(healthInvoice.workId, workId)))[0];

describe('[WF][HEALTH-INVOICE] starting', () => {
  it('refuses bad amounts, dates, numbers, a certificate not the person’s, no invoice file and out of scope', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const refused = async (extra: Record<string, unknown>, text: string) => {
      const res = await claim(a.storeHr.token, invoiceForm(emp.employeeId, extra));
      expect(res.body.code, JSON.stringify(extra)).toBe(40001);
      expect(res.body.msg).toContain(text);
    };
    await refused({ amount: 0 }, '须大于0');
    await refused({ amount: 500.01 }, '不能超过500元');
    await refused({ amount: '12.345' }, '最多两位小数');
    await refused({ invoiceNo: 'AB12' }, '8-20位字母或数字');
    await refused({ invoiceNo: 'AB12-3456-78' }, '8-20位字母或数字');
    await refused({ invoiceDate: addDays(today(), 1) }, '不能晚于今天');
    await refused({ invoiceDate: addDays(today(), -400) }, '一年以内');
    const other = await buildEmployee(t, { shopId: a.store.id });
    const [theirs] = await t.db
      .insert(healthCertificate)
      .values({ employeeRef: other.id, startDate: addDays(today(), -30), endDate: addDays(today(), 330) })
      .returning();
    await refused({ certificateId: theirs.id }, '不是该员工的健康证');

    const noFile = await call(t, '/api/WF/StartWork', a.storeHr.token, {
      flowId: 39,
      form: invoiceForm(emp.employeeId),
    });
    expect(noFile.body).toMatchObject({ code: 40001, msg: '请上传发票附件' });
    expect((await claim(b.storeHr.token, invoiceForm(emp.employeeId))).body.code).toBe(40401);
    expect(await t.db.select().from(healthInvoice).where(eq(healthInvoice.employeeRef, emp.id))).toHaveLength(0);
  });

  it('keeps the invoice number trimmed, upper-cased and links the person’s certificate', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const [mine] = await t.db
      .insert(healthCertificate)
      .values({ employeeRef: emp.id, startDate: addDays(today(), -30), endDate: addDays(today(), 330) })
      .returning();
    const res = await claim(
      a.storeHr.token,
      invoiceForm(emp.employeeId, { invoiceNo: '  ab12345678 ', certificateId: mine.id }),
    );
    expect(res.body.code, res.body.msg).toBe(0);
    expect(await claimOf(res.body.data.workId)).toMatchObject({
      invoiceNo: 'AB12345678',
      amountCents: 12050,
      certificateId: mine.id,
      status: 'running',
    });
  });
});

describe('[WF][HEALTH-INVOICE] one claim per invoice', () => {
  it('refuses a second claim of an invoice, naming the first; a terminated claim frees the number', async () => {
    const first = await runningClaim(a);
    const other = await buildEmployee(t, { shopId: a.store.id });
    const again = await claim(
      a.storeHr.token,
      invoiceForm(other.employeeId, { invoiceNo: first.invoiceNo.toLowerCase() }),
    );
    expect(again.body).toMatchObject({ code: 40001, data: { fields: [{ field: 'invoiceNo' }] } });
    expect(again.body.msg).toBe(`发票号 ${first.invoiceNo} 已报销或正在报销（${first.flowNo}），不能重复报销`);

    expect(await audit(t, a.regionHr.token, first.workId, 'finish', '重复提交')).toMatchObject({ code: 0 });
    expect(await claimOf(first.workId)).toMatchObject({ status: 'terminated' });
    const now = await claim(a.storeHr.token, invoiceForm(other.employeeId, { invoiceNo: first.invoiceNo }));
    expect(now.body.code, now.body.msg).toBe(0);
  });

  it('[PG] lets exactly one of two simultaneous claims of one invoice through (the index decides)', async () => {
    const x = await buildEmployee(t, { shopId: a.store.id });
    const y = await buildEmployee(t, { shopId: a.store.id });
    const number = invoiceNo();
    const files = [await scan(t, a.storeHr.token), await scan(t, a.storeHr.token)];
    const results = await Promise.all(
      [x, y].map((p, i) => claim(a.storeHr.token, invoiceForm(p.employeeId, { invoiceNo: number }), files[i])),
    );
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([0, 40001]);
    expect(results.find((r) => r.body.code !== 0)!.body.msg).toContain('已报销或正在报销');
    expect(await t.db.select().from(healthInvoice).where(eq(healthInvoice.invoiceNo, number))).toHaveLength(1);
  });
});

describe('[WF][HEALTH-INVOICE] approving', () => {
  it('goes 3901 → 3902 → 3904 and finishing marks the claim paid today', async () => {
    const c = await runningClaim(a);
    expect(await audit(t, a.regionHr.token, c.workId)).toMatchObject({ data: { currentNodeId: 3902 } });
    expect(await audit(t, a.hqHr.token, c.workId)).toMatchObject({ data: { currentNodeId: 3904 } });
    expect(await claimOf(c.workId)).toMatchObject({ status: 'running', paidDate: null });
    expect(await audit(t, a.hqHr.token, c.workId)).toMatchObject({ data: { status: 'finished' } });
    expect(await claimOf(c.workId)).toMatchObject({ status: 'paid', paidDate: today() });
  });

  it('starts a batch of claims all or nothing', async () => {
    const people = [await buildEmployee(t, { shopId: a.store.id }), await buildEmployee(t, { shopId: a.store.id })];
    const number = invoiceNo();
    const rows = async (numbers: string[]) =>
      Promise.all(
        people.map(async (p, i) => ({
          form: invoiceForm(p.employeeId, { invoiceNo: numbers[i] }),
          attachmentId: await scan(t, a.storeHr.token),
        })),
      );
    // The same invoice twice in one batch: the second row is refused, nothing starts.
    const bad = await call(t, BATCH, a.storeHr.token, { rows: await rows([number, number]) });
    expect(bad.body.code).toBe(40001);
    expect(bad.body.data.refused).toEqual([{ row: 2, message: expect.stringContaining('已报销或正在报销') }]);
    expect(await t.db.select().from(healthInvoice).where(eq(healthInvoice.invoiceNo, number))).toHaveLength(0);
    const good = await call(t, BATCH, a.storeHr.token, { rows: await rows([number, invoiceNo()]) });
    expect(good.body.code, good.body.msg).toBe(0);
    expect(good.body.data.started).toHaveLength(2);
  });
});

describe('[WF][HEALTH-INVOICE] 健康证发票 list', () => {
  it('[PG] lists the claims in scope with filters, totals over the filter and an export with a 合计 row', async () => {
    const team = await buildStoreTeam(t);
    const c1 = await runningClaim(team, { amount: 100 });
    const c2 = await runningClaim(team, { amount: 250.25 });
    const c3 = await runningClaim(team, { amount: 80 });
    await audit(t, team.regionHr.token, c3.workId, 'finish', '发票不清晰');

    const list = async (token: string, filters: Record<string, unknown> = {}) =>
      (await call(t, LIST, token, { pageIndex: 1, pageSize: 10, filters })).body;
    const all = await list(team.storeHr.token);
    expect(all.code, all.msg).toBe(0);
    expect(all.data.list.map((r: { flowNo: string }) => r.flowNo)).toEqual([c3.flowNo, c2.flowNo, c1.flowNo]);
    expect(all.data.totals).toEqual({ count: 3, amount: '430.25' });
    expect(all.data.list[0]).toMatchObject({ status: 'terminated', statusText: '已终止', amount: '80.00' });
    expect(all.data.list[1]).toMatchObject({ status: 'running', nodeName: '区域HR审核', invoiceNo: c2.invoiceNo });

    const running = await list(team.storeHr.token, { status: { search: 'running' } });
    expect(running.data.totals).toEqual({ count: 2, amount: '350.25' });
    const ranged = await list(team.storeHr.token, { amount: { search: 90, searchTwo: 200 } });
    expect(ranged.data.list.map((r: { flowNo: string }) => r.flowNo)).toEqual([c1.flowNo]);
    const byNumber = await list(team.storeHr.token, { invoiceNo: { search: c2.invoiceNo.slice(-6).toLowerCase() } });
    expect(byNumber.data.total).toBe(1);
    // Another store's HR sees none of them.
    const outside = await list(b.storeHr.token, { invoiceNo: { search: c2.invoiceNo } });
    expect(outside.data.total).toBe(0);

    const sheet = await download(t, EXPORT, team.storeHr.token, {});
    expect(sheet.status).toBe(200);
    const rows = await readSheet(sheet.body);
    expect(rows[0].slice(0, 7)).toEqual(['流程编号', '工号', '姓名', '门店', '区域', '发票号', '金额']);
    expect(rows).toHaveLength(5);
    expect(rows[4].slice(0, 2)).toEqual(['合计', '3条']);
    expect(rows[4][6]).toBe('430.25');
  });
});

describe('[WF][HEALTH-INVOICE] batch audit', () => {
  /** A team whose claims wait at 3902 for head-office HR (`n` of them) plus one still at 3901. */
  async function waitingAtHeadOffice(team: StoreTeam, n: number) {
    const claims = [];
    for (let i = 0; i < n; i++) {
      const c = await runningClaim(team);
      await audit(t, team.regionHr.token, c.workId);
      claims.push(c);
    }
    return { claims, atRegion: await runningClaim(team) };
  }

  it('offers a template of the caller’s open invoice to-dos', async () => {
    const team = await buildStoreTeam(t);
    const { claims, atRegion } = await waitingAtHeadOffice(team, 2);
    const res = await download(t, TEMPLATE, team.hqHr.token);
    expect(res.status).toBe(200);
    const rows = await readSheet(res.body);
    expect(rows[0]).toEqual([...BATCH_AUDIT_HEADERS]);
    const numbers = rows.slice(1).map((r) => r[0]);
    for (const c of claims) expect(numbers).toContain(c.flowNo);
    expect(numbers).not.toContain(atRegion.flowNo);
    const mine = rows.find((r) => r[0] === claims[0].flowNo)!;
    expect(mine.slice(1, 6)).toEqual([
      claims[0].emp.employeeId,
      claims[0].emp.name,
      team.store.name,
      claims[0].invoiceNo,
      '120.5',
    ]);
  });

  it('applies each row on its own and reports the rows it cannot apply', async () => {
    const team = await buildStoreTeam(t);
    const { claims, atRegion } = await waitingAtHeadOffice(team, 4);
    const [ok1, back, handled, badResult] = claims;
    // Handled (rolled back) before the upload: no longer the uploader's to-do.
    await audit(t, team.hqHr.token, handled.workId, 'rollback', '请补充');
    const update = await call(t, '/api/WfHealthCertificates/CreateWfHealthCertificate', team.storeHr.token, {
      form: { employeeId: ok1.emp.employeeId, healthStartDate: today(), healthEndDate: addDays(today(), 365) },
      attachmentId: await scan(t, team.storeHr.token),
    });
    expect(update.body.code, update.body.msg).toBe(0);
    const file = await buildWorkbook(BATCH_AUDIT_HEADERS, [
      [ok1.flowNo, ok1.emp.employeeId, ok1.emp.name, '', ok1.invoiceNo, 120.5, '同意', ''],
      [back.flowNo, back.emp.employeeId, back.emp.name, '', back.invoiceNo, 120.5, '退回', '发票抬头不对'],
      [handled.flowNo, '', '', '', '', null, '同意', ''],
      [atRegion.flowNo, '', '', '', '', null, '同意', ''],
      ['39-999999', '', '', '', '', null, '同意', ''],
      [update.body.data.flowNo, '', '', '', '', null, '同意', ''],
      [ok1.flowNo, '', '', '', '', null, '同意', ''],
      [badResult.flowNo.replace('39-', '39-0'), '', '', '', '', null, '好的', ''],
    ]);
    const res = await upload(t, IMPORT, team.hqHr.token, { name: '批量审批.xlsx', content: file });
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.msg).toBe('批量审批完成：成功2条，未处理6条');
    const byRow = Object.fromEntries(
      (res.body.data.rows as { row: number; ok: boolean; message: string }[]).map((r) => [r.row, r]),
    );
    expect(byRow[2]).toMatchObject({ ok: true });
    expect(byRow[3]).toMatchObject({ ok: true });
    expect(byRow[4]).toMatchObject({ ok: false, message: '该流程当前没有您的待办（已处理或不归您处理）' });
    expect(byRow[5]).toMatchObject({ ok: false, message: '该流程当前没有您的待办（已处理或不归您处理）' });
    expect(byRow[6]).toMatchObject({ ok: false, message: '流程编号 39-999999 不存在或不是健康证发票报销' });
    expect(byRow[7].message).toContain('不是健康证发票报销');
    expect(byRow[8].message).toContain('在文件中重复（第2行）');
    expect(byRow[9]).toMatchObject({ ok: false, message: '审批结果应为“同意”或“退回”' });

    expect(await todoOf(t, team.hqHr.token, ok1.workId)).toMatchObject({ nodeId: 3904 });
    // The rolled-back claim went back to the regional HR; the bad row's claim still waits.
    expect(await todoOf(t, team.regionHr.token, back.workId)).toMatchObject({ nodeId: 3901 });
    expect(await todoOf(t, team.hqHr.token, badResult.workId)).toMatchObject({ nodeId: 3902 });
  });

  it('refuses a file that is not the template', async () => {
    const file = await buildWorkbook(['工号', '姓名'], [['1', '张三']]);
    const res = await upload(t, IMPORT, a.hqHr.token, { name: '错误.xlsx', content: file });
    expect(res.body.code).toBe(40001);
    expect(res.body.msg).toContain('表头应为');
    const empty = await upload(t, IMPORT, a.hqHr.token, {
      name: '空.xlsx',
      content: await buildWorkbook(BATCH_AUDIT_HEADERS, []),
    });
    expect(empty.body.msg).toBe('文件中没有审批数据');
    // A store HR has no batch audit to do there, but the page's key is theirs: an empty template.
    const storeTemplate = await download(t, TEMPLATE, a.storeHr.token);
    expect((await readSheet(storeTemplate.body)).length).toBe(1);
  });

  const soffice = ['/usr/bin/soffice', '/usr/local/bin/soffice'].find((p) => existsSync(p));
  it.skipIf(!soffice)(
    'reads a file saved by LibreOffice (renamed sheet, numbers as text, trailing blank rows)',
    async () => {
      const team = await buildStoreTeam(t);
      const { claims } = await waitingAtHeadOffice(team, 2);
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('我的审批');
      sheet.addRow([...BATCH_AUDIT_HEADERS]);
      sheet.addRow([
        claims[0].flowNo,
        Number(claims[0].emp.employeeId) || claims[0].emp.employeeId,
        '',
        '',
        '',
        '120.5',
        '同意',
        '',
      ]);
      sheet.addRow([claims[1].flowNo, '', '', '', '', '120.50', ' 退回 ', '金额有误']);
      for (let r = 4; r < 12; r++) sheet.getCell(r, 1).numFmt = '@';
      const dir = mkdtempSync(path.join(tmpdir(), 'batch-audit-'));
      const source = path.join(dir, 'source.xlsx');
      writeFileSync(source, Buffer.from(await workbook.xlsx.writeBuffer()));
      const out = path.join(dir, 'out');
      execFileSync(
        soffice!,
        [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'xlsx', '--outdir', out, source],
        { stdio: 'ignore', timeout: 90_000 },
      );
      const saved = readFileSync(path.join(out, 'source.xlsx'));
      const res = await upload(t, IMPORT, team.hqHr.token, { name: '批量审批.xlsx', content: saved });
      expect(res.body.code, res.body.msg).toBe(0);
      // ' 退回 ' is read trimmed; the eight formatted blank rows are skipped.
      expect(res.body.data).toMatchObject({ applied: 2, refused: 0 });
      expect(res.body.data.rows).toEqual([
        expect.objectContaining({ row: 2, ok: true, message: '审批通过' }),
        expect.objectContaining({ row: 3, ok: true, message: '已退回至「区域HR审核」' }),
      ]);
    },
    120_000,
  );
});
