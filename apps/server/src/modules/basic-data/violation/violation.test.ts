import { randomBytes } from 'node:crypto';
import { VIOLATION_EXPORT_COLUMNS } from '@hris/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { call, download, fieldRefusal, login, pickEmployee, readSheet, upload } from '../../../../test/factories';
import { attachment, employee, violation } from '../../../db/schema';
import { addDays, todayInChina } from '../../../lists/format';

const EN = { 'Accept-Language': 'en-US' };

let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const a of ['hq_hr', 'east_hr', 'south_hr', 'viewer']) tok[a] = await login(t, a);
});
afterAll(async () => t?.close());

const CREATE = '/api/Violation/CreateViolation';
const LIST = '/api/Violation/GetViolationList';
const DETAIL = '/api/Violation/GetViolationDetail';

async function uploadFile(token: string, name: string) {
  // Real leading bytes: uploads are checked by content as well as by extension.
  const head = name.endsWith('.png') ? Buffer.from('89504e470d0a1a0a', 'hex') : Buffer.from('%PDF-1.4\n');
  const { body } = await upload(t, '/api/File/UploadSingle', token, {
    name,
    content: Buffer.concat([head, randomBytes(64)]),
  });
  expect(body.code).toBe(0);
  return body.data.id as number;
}

describe('[VIOLATION]', () => {
  it('records a violation with its attachments and shows it in detail and lists', async () => {
    const p = await pickEmployee(t, { shopCode: 'SH001', status: 1 });
    const files = [await uploadFile(tok.east_hr, '警告书.pdf'), await uploadFile(tok.east_hr, '监控截图.png')];
    const { body } = await call(t, CREATE, tok.east_hr, {
      employeeId: p.employeeId,
      violationDate: '2026-10-20',
      punishment: 'serious_written_warning',
      description: '多次迟到并未按规定请假',
      attachmentIds: files,
    });
    expect(body).toMatchObject({ code: 0, msg: '违纪记录已登记' });
    const detail = await call(t, DETAIL, tok.east_hr, { id: body.data.id });
    expect(detail.body.data).toMatchObject({
      employeeLabel: `${p.name}-${p.employeeId}`,
      punishmentText: '严重书面警告',
      attachmentCount: 2,
      createdByName: '陈静',
    });
    expect(detail.body.data.attachments.map((a: { fileName: string }) => a.fileName)).toEqual([
      '警告书.pdf',
      '监控截图.png',
    ]);
    expect(detail.body.data.attachments[0].routeUrl).toBe(`/api/File/DownloadFile?attachmentId=${files[0]}`);
    const [owned] = await t.db.select().from(attachment).where(eq(attachment.id, files[0]));
    expect(owned).toMatchObject({ ownerKind: 'violation', ownerId: body.data.id });

    const staff = await call(t, '/api/Staff/GetStaffDetail', tok.hq_hr, { id: p.id });
    expect(staff.body.data.violations[0]).toMatchObject({ punishmentText: '严重书面警告' });
    // The staff page and the register name the punishment and status in the request's language.
    const staffEn = await call(t, '/api/Staff/GetStaffDetail', tok.hq_hr, { id: p.id }, EN);
    expect(staffEn.body.data.violations[0]).toMatchObject({ punishmentText: 'Serious written warning' });
    expect((await call(t, DETAIL, tok.east_hr, { id: body.data.id }, EN)).body.data).toMatchObject({
      punishmentText: 'Serious written warning',
      employeeStatusText: 'Active',
    });
    expect(staff.body.data.attachments.map((a: { source: string }) => a.source)).toEqual([
      '违纪记录（2026-10-20）',
      '违纪记录（2026-10-20）',
    ]);

    const list = await call(t, LIST, tok.east_hr, {
      filters: {
        punishment: { search: 'serious_written_warning' },
        violationDate: { search: '2026-10-01', searchTwo: '2026-10-31' },
      },
    });
    expect(list.body.data.list.map((r: { id: number }) => r.id)).toEqual([body.data.id]);
    expect((await call(t, LIST, tok.south_hr, {})).body.data.total).toBe(0);
    expect((await call(t, DETAIL, tok.south_hr, { id: body.data.id })).body.code).toBe(40303);

    const res = await download(t, '/api/Violation/ExportViolationList', tok.viewer, {});
    const rows = await readSheet(res.body);
    expect(rows[0]).toEqual(VIOLATION_EXPORT_COLUMNS.map((c) => c.header));
    expect(rows[1].slice(0, 8)).toEqual([
      p.employeeId,
      p.name,
      'SH001',
      rows[1][3],
      '华东',
      '2026-10-20',
      '严重书面警告',
      '多次迟到并未按规定请假',
    ]);
    // The sheet stays Chinese whatever the language asked.
    const english = await readSheet((await download(t, '/api/Violation/ExportViolationList', tok.viewer, {}, EN)).body);
    expect(english[0]).toEqual(rows[0]);
    expect(english[1].slice(6, 8)).toEqual(['严重书面警告', '多次迟到并未按规定请假']);
  });

  it('checks punishment, dates and attachments, and stores nothing on error', async () => {
    const p = await pickEmployee(t, { shopCode: 'SH001', status: 1, skip: 1 });
    const mine = await uploadFile(tok.east_hr, 'a.pdf');
    const theirs = await uploadFile(tok.hq_hr, 'b.pdf');
    const base = {
      employeeId: p.employeeId,
      violationDate: '2026-10-20',
      punishment: 'written_warning',
      description: '迟到',
    };
    // Each refusal names the field it is about (data.fields); another's file is refused before the
    // rules run (40303, no field).
    const cases: [Record<string, unknown>, string, string | null][] = [
      [{ punishment: 'fine' }, '处分：请选择处分（书面警告、严重书面警告或解除劳动合同）', 'punishment'],
      [{ description: '' }, '违纪说明：请填写违纪说明', 'description'],
      [{ violationDate: '2099-01-01' }, '违纪日期不能晚于今天', 'violationDate'],
      [{ violationDate: '2000-01-01' }, `违纪日期不能早于员工的入职日期（${p.entryDate}）`, 'violationDate'],
      [{ attachmentIds: [mine, 999999] }, '附件不存在（编号 999999），请重新上传', 'attachmentIds'],
      [{ attachmentIds: [theirs] }, '只能添加自己上传的附件：b.pdf', null],
    ];
    for (const [over, msg, field] of cases) {
      const { body } = await call(t, CREATE, tok.east_hr, { ...base, ...over });
      expect(body.msg, msg).toBe(msg);
      expect(body.data?.fields?.map((f: { field: string }) => f.field) ?? null, msg).toEqual(field && [field]);
    }
    expect(await t.db.select().from(violation).where(eq(violation.employeeRef, p.id))).toHaveLength(0);
    const first = await call(t, CREATE, tok.east_hr, { ...base, attachmentIds: [mine] });
    expect(first.body.code).toBe(0);
    const reuse = await call(t, CREATE, tok.east_hr, { ...base, attachmentIds: [mine] });
    expect(reuse.body).toEqual(fieldRefusal('attachmentIds', '附件', '附件已属于其他违纪记录，请重新上传'));
    expect((await call(t, CREATE, tok.viewer, base)).body.code).toBe(40302);
    const gz = await pickEmployee(t, { shopCode: 'GZ001', status: 1 });
    expect((await call(t, CREATE, tok.east_hr, { ...base, employeeId: gz.employeeId })).body.code).toBe(40401);
    const leave = addDays(todayInChina(), -5);
    await t.db.update(employee).set({ status: 0, leaveDate: leave }).where(eq(employee.id, p.id));
    const afterLeave = await call(t, CREATE, tok.east_hr, { ...base, violationDate: addDays(leave, 1) });
    expect(afterLeave.body).toEqual(
      fieldRefusal('violationDate', '违纪日期', `员工已于 ${leave} 离职，违纪日期不能晚于离职日期`),
    );
  });
});
