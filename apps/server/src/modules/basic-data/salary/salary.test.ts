import { SALARY_EXPORT_COLUMNS, SALARY_IMPORT_HEADERS } from '@hris/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { buildWorkbook, call, download, login, pickEmployee, readSheet, upload } from '../../../../test/factories';
import { salaryAdjustment, salaryImportBatch, systemLog } from '../../../db/schema';
import { parseSheetDate } from '../../../http/xlsx-read';
import { parseBasis } from './salary.import';

let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const a of ['hq_hr', 'east_hr', 'viewer']) tok[a] = await login(t, a);
});
afterAll(async () => t?.close());

const IMPORT = '/api/Salary/ImportSalaryAdjustment';
const LIST = '/api/Salary/GetSalaryAdjustmentList';

describe('[SALARY][TEMPLATE]', () => {
  it('downloads the template with the Chinese headers and a UTF-8 file name', async () => {
    const res = await download(t, '/api/Salary/DownloadSalaryImportTemplate', tok.east_hr);
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toBe(
      `attachment; filename="______.xlsx"; filename*=UTF-8''${encodeURIComponent('调薪导入模板.xlsx')}`,
    );
    const rows = await readSheet(res.body);
    expect(rows).toEqual([[...SALARY_IMPORT_HEADERS]]);
  });
});

describe('[SALARY][IMPORT]', () => {
  it('a sheet with bad rows applies nothing and reports every row; the report downloads', async () => {
    const a = await pickEmployee(t, { shopCode: 'SH001', status: 1 });
    const b = await pickEmployee(t, { shopCode: 'SH001', status: 1, skip: 1 });
    const gz = await pickEmployee(t, { shopCode: 'GZ001', status: 1 });
    const file = await buildWorkbook(SALARY_IMPORT_HEADERS, [
      [a.employeeId, a.name, new Date(Date.UTC(2026, 6, 1)), 0, 12000, '年度调薪'],
      ['E999999', '无此人', '2026-07-01', 0, 8000, ''],
      [gz.employeeId, gz.name, '2026-07-01', 0, 8000, ''],
      [b.employeeId, '张冒名', '2026-07-01', 0, 8000, ''],
      [b.employeeId, b.name, '2026-13-01', 2, 'abc', ''],
      [a.employeeId, a.name, '2026-07-01', '1', 150000.5, '重复'],
    ]);
    const { body } = await upload(t, IMPORT, tok.east_hr, { name: '七月调薪.xlsx', content: file });
    expect(body.code).toBe(40001);
    expect(body.msg).toBe('导入失败：5行数据有误（共7处），未导入任何数据');
    expect(body.data.errors).toEqual([
      { row: 3, column: '员工编号', message: '员工编号 E999999 不存在或不在您的数据范围内' },
      { row: 4, column: '员工编号', message: `员工编号 ${gz.employeeId} 不存在或不在您的数据范围内` },
      { row: 5, column: '姓名', message: `姓名与员工编号不符（系统中为 ${b.name}）` },
      { row: 6, column: '生效日期', message: '生效日期「2026-13-01」无效，格式应为 YYYY-MM-DD' },
      { row: 6, column: SALARY_IMPORT_HEADERS[3], message: '薪资类型「2」无效，应为 0（税前月薪）或 1（税前年薪）' },
      { row: 6, column: '调整后薪资', message: '调整后薪资「abc」无效，应为数字且最多两位小数' },
      { row: 7, column: '员工编号', message: '与第2行重复（同一员工、同一生效日期）' },
    ]);
    expect(await t.db.select().from(salaryAdjustment)).toHaveLength(0);
    const [batch] = await t.db.select().from(salaryImportBatch).where(eq(salaryImportBatch.id, body.data.batchId));
    expect(batch).toMatchObject({ status: 'rejected', rowCount: 6, errorCount: 7, fileName: '七月调薪.xlsx' });

    const report = await download(t, '/api/Salary/DownloadSalaryImportErrors', tok.east_hr, { batchId: batch.id });
    expect(report.status).toBe(200);
    const rows = await readSheet(report.body);
    expect(rows[0]).toEqual(['行号', '列', '错误信息']);
    expect(rows.slice(1)).toEqual(
      body.data.errors.map((e: { row: number; column: string; message: string }) => [
        String(e.row),
        e.column,
        e.message,
      ]),
    );
    const other = await call(t, '/api/Salary/DownloadSalaryImportErrors', tok.hq_hr, { batchId: batch.id });
    expect(other.body).toMatchObject({ code: 40301, msg: '只能下载自己导入的错误报告' });
  });

  it('a good sheet applies every row in one go, with the amount in force before each', async () => {
    const a = await pickEmployee(t, { shopCode: 'SH002', status: 1 });
    const b = await pickEmployee(t, { shopCode: 'SH002', status: 1, skip: 1 });
    const file = await buildWorkbook(SALARY_IMPORT_HEADERS, [
      [a.employeeId, a.name, '2026/7/1', '税前月薪', 9000, '转正调薪'],
      [b.employeeId, b.name, new Date(Date.UTC(2026, 6, 1)), 1, '180000.00', ''],
      [],
      [a.employeeId, a.name, '2027-01-01', 0, 9800.5, '年度调薪'],
    ]);
    const { body } = await upload(t, IMPORT, tok.east_hr, { name: 'ok.xlsx', content: file });
    expect(body).toMatchObject({ code: 0, msg: '导入成功，共3条调薪记录' });
    expect(body.data.rowCount).toBe(3);
    // Salaries are masked (***) on the page: the figures as a 含敏感信息 export tells them.
    const list = await call(t, LIST, tok.east_hr, { filters: { importBatchId: { search: body.data.batchId } } });
    expect(list.body.data.list).toHaveLength(3);
    for (const row of list.body.data.list) expect(row).toMatchObject({ amount: '***' });
    const figures = await readSheet(
      (
        await download(t, '/api/Salary/ExportSalaryAdjustmentList', tok.east_hr, {
          sortFieldName: 'effectiveDate',
          sortDirection: 'asc',
          filters: { importBatchId: { search: body.data.batchId } },
          sensitive: { purpose: 'business' },
        })
      ).body,
    );
    const column = (header: string) => figures[0].indexOf(header);
    const rows = figures
      .slice(1)
      .map((r) =>
        ['员工编号', '生效日期', '薪资类型', '调整后薪资', '调整前薪资', '调整金额'].map((h) => r[column(h)]),
      );
    expect(rows).toEqual(
      expect.arrayContaining([
        [a.employeeId, '2026-07-01', '税前月薪', '9000.00', '', ''],
        [b.employeeId, '2026-07-01', '税前年薪', '180000.00', '', ''],
        [a.employeeId, '2027-01-01', '税前月薪', '9800.50', '9000.00', '800.50'],
      ]),
    );
    expect(rows).toHaveLength(3);
    const logs = await t.db.select().from(systemLog).where(eq(systemLog.action, 'salary.import'));
    expect(logs).toHaveLength(1);

    const again = await upload(t, IMPORT, tok.east_hr, {
      name: 'again.xlsx',
      content: await buildWorkbook(SALARY_IMPORT_HEADERS, [[a.employeeId, a.name, '2026-07-01', 0, 9500, '']]),
    });
    expect(again.body.data.errors).toEqual([
      { row: 2, column: '生效日期', message: '该员工已有 2026-07-01 生效的调薪记录' },
    ]);

    const detail = await call(t, '/api/Staff/GetStaffDetail', tok.hq_hr, { id: a.id });
    expect(detail.body.data.salaryChanges.map((s: { amount: string }) => s.amount)).toEqual(['***', '***']);

    // Filtering and sorting by salary is for holders of SensitiveData (a range halved tells a masked figure).
    const ranged = await call(t, LIST, tok.hq_hr, { filters: { amount: { search: 9000, searchTwo: 9800.5 } } });
    expect(ranged.body.data.list.map((r: { employeeId: string }) => r.employeeId).sort()).toEqual([
      a.employeeId,
      a.employeeId,
    ]);
    const res = await download(t, '/api/Salary/ExportSalaryAdjustmentList', tok.east_hr, {
      sortFieldName: 'amount',
      sortDirection: 'desc',
      sensitive: { purpose: 'business' },
    });
    const sheet = await readSheet(res.body);
    expect(sheet[0]).toEqual(SALARY_EXPORT_COLUMNS.map((c) => c.header));
    expect(sheet.slice(1).map((r) => r[7])).toEqual(['180000.00', '9800.50', '9000.00']);
    const masked = await readSheet((await download(t, '/api/Salary/ExportSalaryAdjustmentList', tok.east_hr, {})).body);
    expect(masked.slice(1).map((r) => [r[7], r[8], r[9]].join(' ').trim())).toEqual(
      expect.arrayContaining(['***', '***', '*** *** ***']),
    );
    expect(masked).toHaveLength(4);
  });

  it('refuses files that are not an import sheet, and read-only users', async () => {
    const csv = await upload(t, IMPORT, tok.east_hr, { name: 'a.csv', content: Buffer.from('x') });
    expect(csv.body).toMatchObject({ code: 40001, msg: '文件格式错误仅限.xlsx格式' });
    const broken = await upload(t, IMPORT, tok.east_hr, { name: 'a.xlsx', content: Buffer.from('not a zip') });
    expect(broken.body.msg).toBe('文件无法读取，请使用下载的导入模板（.xlsx）填写后上传');
    const header = await upload(t, IMPORT, tok.east_hr, {
      name: 'h.xlsx',
      content: await buildWorkbook(
        ['工号', '姓名', '生效日期', '薪资类型', '调整后薪资', '调整原因'],
        [['E1', 'x', '2026-01-01', 0, 1, '']],
      ),
    });
    expect(header.body.data.errors).toEqual([
      { row: 1, column: '员工编号', message: '第1列的表头应为「员工编号」，实际为「工号」' },
    ]);
    const empty = await upload(t, IMPORT, tok.east_hr, {
      name: 'e.xlsx',
      content: await buildWorkbook(SALARY_IMPORT_HEADERS, []),
    });
    expect(empty.body.data.errors).toEqual([{ row: 2, column: '', message: '文件中没有数据行' }]);
    const json = await call(t, IMPORT, tok.east_hr, {});
    expect(json.body.msg).toBe('请以 multipart/form-data 方式上传 .xlsx 文件（字段 file）');
    const viewer = await upload(t, IMPORT, tok.viewer, { name: 'ok.xlsx', content: Buffer.from('x') });
    expect(viewer.body.code).toBe(40302);
    const sh = await login(t, 'sh001_hr');
    expect((await call(t, LIST, sh, {})).body.code).toBe(40301);
  });
});

describe('[SALARY][CELLS]', () => {
  it('reads the date and basis forms people type', () => {
    expect(parseSheetDate('2026/7/1')).toBe('2026-07-01');
    expect(parseSheetDate('2026年7月1日')).toBe('2026-07-01');
    expect(parseSheetDate(46204)).toBe('2026-07-01');
    expect(parseSheetDate('2026-02-30')).toBeNull();
    expect(parseSheetDate(new Date(Date.UTC(2026, 0, 31)))).toBe('2026-01-31');
    expect(parseBasis('0税前月薪')).toBe(0);
    expect(parseBasis(1)).toBe(1);
    expect(parseBasis('税前年薪')).toBe(1);
    expect(parseBasis('2')).toBeNull();
  });
});
