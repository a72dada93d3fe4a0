import { HEALTH_IMPORT_HEADERS } from '@hris/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildStore, buildWorkbook, download, readSheet, upload } from '../../../test/factories';
import { healthLibreOffice } from '../../../test/libreoffice-fixtures';
import { buildStoreTeam, type StoreTeam } from '../../../test/workflow-helpers';
import { employee, systemLog } from '../../db/schema';
import { healthCertificate } from './tables';

const IMPORT = '/api/HealthCertificates/ImportHealthCertificates';
const TEMPLATE = '/api/HealthCertificates/DownloadTemplate';

/** Saved by LibreOffice Calc: see test/libreoffice-fixtures.ts. */
const libreOffice = healthLibreOffice();

let t: TestApp;
let team: StoreTeam;
let outsider: { employeeId: string; name: string };

beforeAll(async () => {
  t = await buildTestApp();
  team = await buildStoreTeam(t, { employees: 6 });
  outsider = await buildEmployee(t, { shopId: (await buildStore(t)).id });
}, 120_000);
afterAll(async () => t?.close());

const person = (i: number) => team.employees[i];
const importFile = (content: Buffer, name = '健康证.xlsx') => upload(t, IMPORT, team.storeHr.token, { name, content });
const certificatesOf = (refs: number[]) =>
  t.db.select().from(healthCertificate).where(inArray(healthCertificate.employeeRef, refs));

describe('[HEALTH][IMPORT] all or nothing, with a report per row', () => {
  it('offers the template with the five columns', async () => {
    const res = await download(t, TEMPLATE, team.storeHr.token);
    expect(res.status).toBe(200);
    expect((await readSheet(res.body))[0]).toEqual([...HEALTH_IMPORT_HEADERS]);
  });

  it('refuses the whole file and names every bad row and column', async () => {
    const p = person(0);
    await call(t, '/api/HealthCertificates/CreateHealthCertificates', team.storeHr.token, {
      employeeId: person(5).employeeId,
      healthStartDate: '2026-01-01',
      healthEndDate: '2026-12-31',
    });
    const file = await buildWorkbook(HEALTH_IMPORT_HEADERS, [
      [p.employeeId, p.name, '2026-01-01', '2026-06-30', '好行'],
      ['NOPE404', '无名', '2026-01-01', '2026-06-30', null],
      [outsider.employeeId, outsider.name, '2026-01-01', '2026-06-30', null],
      [person(1).employeeId, person(1).name, '2026-07-01', '2026-06-30', null],
      [p.employeeId, p.name, '2026-06-01', '2026-12-31', null],
      [p.employeeId, p.name, '2026-01-01', '2026-06-30', null],
      [person(2).employeeId, person(2).name, '明年', '2026-06-30', null],
      [person(3).employeeId, '别人', '2026-01-01', '2026-06-30', null],
      [person(5).employeeId, person(5).name, '2026-12-01', '2027-11-30', null],
      [person(4).employeeId, person(4).name, '', '2026-06-30', null],
    ]);
    const res = await importFile(file);
    expect(res.body.code).toBe(40001);
    expect(res.body.msg).toBe('导入失败：9行共9处错误，未导入任何数据');
    expect(res.body.data.errors).toEqual([
      { row: 3, column: '工号', message: '工号NOPE404不存在或不在您的数据范围内' },
      { row: 4, column: '工号', message: `工号${outsider.employeeId}不存在或不在您的数据范围内` },
      { row: 5, column: '健康证结束日期', message: '健康证结束日期不能早于开始日期' },
      { row: 6, column: '健康证开始日期', message: '与第2行的有效期重叠' },
      { row: 7, column: '工号', message: '与第2行重复' },
      { row: 8, column: '健康证开始日期', message: '日期「明年」无法识别，请填写如 2026-07-01 的日期' },
      { row: 9, column: '姓名', message: `姓名与工号不符（系统中为${person(3).name}）` },
      { row: 10, column: '健康证开始日期', message: '与已登记的健康证（2026-01-01至2026-12-31）重叠' },
      { row: 11, column: '健康证开始日期', message: '健康证开始日期必填' },
    ]);
    // Nothing of the file was written, not even its good first row.
    expect(await certificatesOf([p.id, person(1).id, person(2).id, person(3).id, person(4).id])).toEqual([]);
  });

  it('imports a good file from any sheet, numbers and dates typed every way, and keeps the current end', async () => {
    const file = await buildWorkbook(HEALTH_IMPORT_HEADERS, [
      [person(0).employeeId, person(0).name, new Date(Date.UTC(2025, 0, 1)), new Date(Date.UTC(2025, 11, 31)), '旧证'],
      [person(0).employeeId, person(0).name, '2026/1/1', 46387, '新证'],
      [person(1).employeeId, person(1).name, '2026年3月1日', '2027-02-28', null],
      [null, null, null, null, null],
      ['', '', '', '', ''],
    ]);
    const res = await importFile(file);
    expect(res.body).toMatchObject({ code: 0, msg: '导入成功，共3条健康证', data: { rowCount: 3 } });
    const rows = await certificatesOf([person(0).id, person(1).id]);
    expect(rows.map((r) => [r.employeeRef, r.startDate, r.endDate, r.remark]).sort()).toEqual(
      [
        [person(0).id, '2025-01-01', '2025-12-31', '旧证'],
        [person(0).id, '2026-01-01', '2026-12-31', '新证'],
        [person(1).id, '2026-03-01', '2027-02-28', ''],
      ].sort(),
    );
    const [p0] = await t.db
      .select()
      .from(employee)
      .where(eq(employee.id, person(0).id));
    expect(p0.healthEndDate).toBe('2026-12-31');
    const [log] = await t.db.select().from(systemLog).where(eq(systemLog.action, 'health.import'));
    expect(log.summary).toMatchObject({ rows: 3, employees: 2 });
  });

  it('reads a file saved by LibreOffice Calc', async () => {
    const numbers = ['810001', '810002', '810003'];
    const names = ['陆一', '陆二', '陆三'];
    const refs: number[] = [];
    for (const [i, employeeId] of numbers.entries()) {
      const e = await buildEmployee(t, { shopId: team.store.id, name: names[i] });
      await t.db.update(employee).set({ employeeId }).where(eq(employee.id, e.id));
      refs.push(e.id);
    }
    const res = await importFile(libreOffice, 'libre.xlsx');
    expect(res.body, res.body.msg).toMatchObject({ code: 0, data: { rowCount: 3 } });
    const rows = await certificatesOf(refs);
    expect(rows.map((r) => [r.startDate, r.endDate]).sort()).toEqual([
      ['2026-01-01', '2026-12-31'],
      ['2026-01-05', '2027-01-04'],
      ['2026-02-01', '2027-01-31'],
    ]);
  });

  it('refuses what is not an .xlsx template', async () => {
    expect((await importFile(Buffer.from('a,b'), 'a.csv')).body).toMatchObject({
      code: 40001,
      msg: '请上传.xlsx格式的导入文件',
    });
    const wrong = await importFile(await buildWorkbook(['员工编号', '姓名'], [['x', 'y']]));
    expect(wrong.body.msg).toBe('第1列标题应为「工号」，实际为「员工编号」，请使用下载的导入模板');
    const empty = await importFile(await buildWorkbook(HEALTH_IMPORT_HEADERS, []));
    expect(empty.body.msg).toBe('文件中没有数据行');
  });
});
