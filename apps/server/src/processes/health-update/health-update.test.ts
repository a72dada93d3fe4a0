import { addDays, businessToday, HEALTH_IMPORT_HEADERS } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, download, readSheet, upload } from '../../../test/factories';
import { audit, scan } from '../../../test/health-flow-helpers';
import { healthLibreOffice } from '../../../test/libreoffice-fixtures';
import { buildStoreTeam, type StoreTeam } from '../../../test/workflow-helpers';
import { attachment, employee, work } from '../../db/schema';
import { healthCertificate } from '../../modules/health/tables';

const CREATE = '/api/WfHealthCertificates/CreateWfHealthCertificate';
const BATCH = '/api/WfHealthCertificates/BatchCreateWfHealthCertificate';
const DETAIL = '/api/WfHealthCertificates/GetWfHealthCertificateDetail';
const TEMPLATE = '/api/WfHealthCertificates/DownloadTemplate';
const READ = '/api/WfHealthCertificates/ReadBatchTemplate';

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
const period = (from = -10, days = 364) => ({
  healthStartDate: addDays(today(), from),
  healthEndDate: addDays(today(), from + days),
});

async function create(token: string, employeeId: string, extra: Record<string, unknown> = {}, file?: number) {
  const attachmentId = file ?? (await scan(t, token));
  return call(t, CREATE, token, { form: { employeeId, ...period(), ...extra }, attachmentId });
}

const certificatesOf = (employeeRef: number) =>
  t.db.select().from(healthCertificate).where(eq(healthCertificate.employeeRef, employeeRef));

describe('[WF][HEALTH-UPDATE] starting', () => {
  it('refuses out of scope, bad periods, a past end, an overlap, an office employee, no scan and a second running work', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    expect((await create(b.storeHr.token, emp.employeeId)).body.code).toBe(40401);

    const reversed = await create(a.storeHr.token, emp.employeeId, { healthEndDate: addDays(today(), -20) });
    expect(reversed.body).toMatchObject({ code: 40001, data: { fields: [{ field: 'healthEndDate' }] } });
    expect(reversed.body.msg).toContain('晚于开始日期');

    const tooLong = await create(a.storeHr.token, emp.employeeId, period(0, 400));
    expect(tooLong.body.code).toBe(40001);
    expect(tooLong.body.msg).toContain('不能超过366天');

    const past = await create(a.storeHr.token, emp.employeeId, period(-400, 365));
    expect(past.body).toMatchObject({ code: 40001, data: { fields: [{ field: 'healthEndDate' }] } });
    expect(past.body.msg).toContain('已过');

    await t.db.insert(healthCertificate).values({
      employeeRef: emp.id,
      startDate: addDays(today(), -200),
      endDate: addDays(today(), 20),
    });
    const overlap = await create(a.storeHr.token, emp.employeeId);
    expect(overlap.body.code).toBe(40001);
    expect(overlap.body.msg).toContain('有效期不能重叠');

    const office = await buildEmployee(t, { shopId: a.store.id });
    await t.db.update(employee).set({ employeeType: 'office' }).where(eq(employee.id, office.id));
    const notStore = await create(a.storeHr.token, office.employeeId);
    expect(notStore.body.msg).toContain('不是门店员工');

    const other = await buildEmployee(t, { shopId: a.store.id });
    // Through the generic start without a file: the process requires the scan.
    const noScan = await call(t, '/api/WF/StartWork', a.storeHr.token, {
      flowId: 38,
      form: { employeeId: other.employeeId, ...period() },
      attachmentIds: [],
    });
    expect(noScan.body).toMatchObject({ code: 40001, msg: '请上传健康证扫描件' });
    // Someone else's upload is not the starter's to attach.
    const foreign = await create(a.storeHr.token, other.employeeId, {}, await scan(t, a.storeHr2.token));
    expect(foreign.body.code).not.toBe(0);

    const first = await create(a.storeHr.token, other.employeeId, period(0, 365));
    expect(first.body.code, first.body.msg).toBe(0);
    const second = await create(a.storeHr.token, other.employeeId, period(0, 365));
    expect(second.body.code).toBe(40901);
    expect(second.body.msg).toContain(first.body.data.flowNo);

    const started = await t.db
      .select()
      .from(work)
      .where(and(eq(work.flowId, 38), eq(work.targetEmployeeRef, emp.id)));
    expect(started).toHaveLength(0);
  });
});

describe('[WF][HEALTH-UPDATE] approving', () => {
  it('goes 3801 → 3802 and finishing registers the certificate with the work and a readable copy of the scan', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const file = await scan(t, a.storeHr.token, '新健康证.pdf');
    const started = await create(a.storeHr.token, emp.employeeId, { remark: '年度体检' }, file);
    expect(started.body.code, started.body.msg).toBe(0);
    const workId = started.body.data.workId as number;
    expect(started.body.data.flowNo).toBe(`38-${String(workId).padStart(6, '0')}`);

    // The detail: the work's data and the person's certificates, in scope only.
    const outside = await call(t, DETAIL, b.storeHr.token, { workId });
    expect(outside.body.code).not.toBe(0);
    const detail = await call(t, DETAIL, a.storeHr.token, { workId });
    expect(detail.body.data).toMatchObject({
      flowId: 38,
      employeeId: emp.employeeId,
      form: { healthStartDate: period().healthStartDate, remark: '年度体检', employeeName: emp.name },
      current: null,
    });

    expect(await audit(t, a.regionHr.token, workId)).toMatchObject({ code: 0, data: { currentNodeId: 3802 } });
    expect(await certificatesOf(emp.id)).toHaveLength(0);
    expect(await audit(t, a.hqHr.token, workId)).toMatchObject({ code: 0, data: { status: 'finished' } });

    const [certificate] = await certificatesOf(emp.id);
    expect(certificate).toMatchObject({
      workId,
      startDate: period().healthStartDate,
      endDate: period().healthEndDate,
      remark: '年度体检',
      createdBy: a.storeHr.id,
    });
    const [person] = await t.db.select().from(employee).where(eq(employee.id, emp.id));
    expect(person.healthEndDate).toBe(period().healthEndDate);
    // The registry owns a copy of the scan; the work keeps its own file.
    const [copy] = await t.db.select().from(attachment).where(eq(attachment.id, certificate.attachmentId!));
    const [original] = await t.db.select().from(attachment).where(eq(attachment.id, file));
    expect(copy).toMatchObject({ ownerKind: 'healthCertificate', ownerId: certificate.id, sha256: original.sha256 });
    expect(original).toMatchObject({ ownerKind: 'work', ownerId: workId });

    // The registry shows it, and its scan opens for the region's HR (in scope, not the uploader).
    const registry = await call(t, '/api/HealthCertificates/GetHealthCertificatesDetail', a.regionHr.token, {
      employeeId: emp.employeeId,
    });
    expect(registry.body.data).toMatchObject({ status: 'valid', certificate: { workId } });
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/File/DownloadFile?attachmentId=${copy.id}`,
      headers: { AccessToken: a.regionHr.token },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/File/DownloadFile?attachmentId=${copy.id}`,
      headers: { AccessToken: b.storeHr.token },
    });
    expect(refused.json()).toMatchObject({ code: 40303 });

    const after = await call(t, DETAIL, a.storeHr.token, { workId });
    expect(after.body.data).toMatchObject({
      status: 'finished',
      current: { workId },
      form: { certificateId: certificate.id },
    });
  });

  it('refuses an audit of a to-do of another process', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const other = await call(t, '/api/WF/StartWork', a.storeHr.token, {
      flowId: 8,
      form: { employeeId: emp.employeeId, deductionsMonth: today().slice(0, 7), lostDdeductions: 10 },
    });
    expect(other.body.code, other.body.msg).toBe(0);
    const res = await audit(t, a.regionHr.token, other.body.data.workId);
    expect(res).toMatchObject({ code: 40001, msg: '该流程不是健康证更新或健康证发票报销' });
  });
});

describe('[WF][HEALTH-UPDATE] batch', () => {
  it('starts one work per employee, all or nothing, each with its own scan', async () => {
    const people = [
      await buildEmployee(t, { shopId: a.store.id }),
      await buildEmployee(t, { shopId: a.store.id }),
      await buildEmployee(t, { shopId: a.store.id }),
    ];
    const outsider = await buildEmployee(t, { shopId: b.store.id });
    const row = async (employeeId: string) => ({
      form: { employeeId, ...period(0, 365) },
      attachmentId: await scan(t, a.storeHr.token),
    });
    const bad = await call(t, BATCH, a.storeHr.token, {
      rows: [await row(people[0].employeeId), await row(outsider.employeeId), await row(people[1].employeeId)],
    });
    expect(bad.body.code).toBe(40001);
    expect(bad.body.data.refused).toEqual([{ row: 2, message: expect.stringContaining(outsider.employeeId) }]);
    const none = await t.db
      .select()
      .from(work)
      .where(and(eq(work.flowId, 38), eq(work.targetEmployeeRef, people[0].id)));
    expect(none).toHaveLength(0);

    const good = await call(t, BATCH, a.storeHr.token, {
      rows: await Promise.all(people.map((p) => row(p.employeeId))),
    });
    expect(good.body.code, good.body.msg).toBe(0);
    expect(good.body.msg).toBe('已提交3个流程');
    expect(good.body.data.started.map((s: { row: number }) => s.row)).toEqual([1, 2, 3]);
    for (const s of good.body.data.started as { workId: number }[]) {
      const files = await t.db
        .select()
        .from(attachment)
        .where(and(eq(attachment.ownerKind, 'work'), eq(attachment.ownerId, s.workId)));
      expect(files).toHaveLength(1);
    }
  });
});

describe('[WF][HEALTH-UPDATE] batch sheet: the dates filled in Excel', () => {
  const outOfScope = (employeeId: string) => ({
    code: 40401,
    msg: `未找到员工编号为 ${employeeId} 的员工，或该员工不在您的数据范围内`,
  });

  it('offers the template prefilled with the chosen people, in scope only', async () => {
    const people = [await buildEmployee(t, { shopId: a.store.id }), await buildEmployee(t, { shopId: a.store.id })];
    const res = await download(t, TEMPLATE, a.storeHr.token, { employeeIds: people.map((p) => p.employeeId) });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(await readSheet(res.body)).toEqual([
      [...HEALTH_IMPORT_HEADERS],
      [people[0].employeeId, people[0].name, '', '', ''],
      [people[1].employeeId, people[1].name, '', '', ''],
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['健康证更新批量发起', '填写说明']);
    const notes = (await readSheet(res.body, '填写说明')).flat().join('\n');
    expect(notes).toContain('扫描件仍需在对话框中逐人上传');
    expect(notes).toContain('不能超过366天');

    // Without people: the header alone.
    expect(await readSheet((await download(t, TEMPLATE, a.storeHr.token)).body)).toEqual([[...HEALTH_IMPORT_HEADERS]]);

    // A person of another store is refused, not dropped; an unknown number alike.
    const outsider = await buildEmployee(t, { shopId: b.store.id });
    const refused = await call(t, TEMPLATE, a.storeHr.token, {
      employeeIds: [people[0].employeeId, outsider.employeeId],
    });
    expect(refused.body).toMatchObject(outOfScope(outsider.employeeId));
    const unknown = await call(t, TEMPLATE, a.storeHr.token, { employeeIds: ['NOPE404'] });
    expect(unknown.body).toMatchObject(outOfScope('NOPE404'));
  });

  it('reads a filled template back, each bad cell by row and column, and saves nothing', async () => {
    const people = [await buildEmployee(t, { shopId: a.store.id }), await buildEmployee(t, { shopId: a.store.id })];
    const template = await download(t, TEMPLATE, a.storeHr.token, { employeeIds: people.map((p) => p.employeeId) });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    sheet.getRow(2).getCell(3).value = new Date(Date.UTC(2026, 10, 1));
    sheet.getRow(2).getCell(4).value = '2027-10-31';
    sheet.getRow(2).getCell(5).value = '年度体检';
    sheet.getRow(3).getCell(3).value = '明年';
    sheet.getRow(3).getCell(4).value = '2027-10-31';
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());

    const res = await upload(t, READ, a.storeHr.token, { name: '填好的.xlsx', content: filled });
    expect(res.body, res.body.msg).toMatchObject({ code: 0 });
    expect(res.body.data).toEqual({
      rows: [
        {
          row: 2,
          employeeId: people[0].employeeId,
          name: people[0].name,
          startDate: '2026-11-01',
          endDate: '2027-10-31',
          remark: '年度体检',
        },
      ],
      problems: [{ row: 3, column: '健康证开始日期', message: '日期「明年」无法识别，请填写如 2026-07-01 的日期' }],
    });
    const started = await t.db
      .select()
      .from(work)
      .where(and(eq(work.flowId, 38), eq(work.targetEmployeeRef, people[0].id)));
    expect(started).toEqual([]);
  });

  it('reads a file saved by LibreOffice Calc (serial dates, numbers as text, a renamed sheet, blank rows)', async () => {
    const res = await upload(t, READ, a.storeHr.token, { name: 'libre.xlsx', content: healthLibreOffice() });
    expect(res.body, res.body.msg).toMatchObject({ code: 0 });
    expect(res.body.data).toEqual({
      rows: [
        {
          row: 2,
          employeeId: '810001',
          name: '陆一',
          startDate: '2026-01-01',
          endDate: '2026-12-31',
          remark: '年度体检',
        },
        { row: 3, employeeId: '810002', name: '陆二', startDate: '2026-01-05', endDate: '2027-01-04', remark: '' },
        { row: 4, employeeId: '810003', name: '陆三', startDate: '2026-02-01', endDate: '2027-01-31', remark: '' },
      ],
      problems: [],
    });
  });

  it('refuses a file that is not a readable .xlsx', async () => {
    const junk = await upload(t, READ, a.storeHr.token, { name: '坏的.xlsx', content: Buffer.from('not a zip') });
    expect(junk.body).toMatchObject({ code: 40001, msg: '文件无法读取，请使用下载的导入模板（.xlsx）填写后上传' });
    const csv = await upload(t, READ, a.storeHr.token, { name: 'a.csv', content: Buffer.from('a,b') });
    expect(csv.body).toMatchObject({ code: 40001, msg: '请上传.xlsx格式的导入文件' });
  });
});
