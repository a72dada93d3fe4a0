import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHILDCARE_IMPORT_HEADERS, CHILDCARE_TEMPLATE_FILE } from '@hris/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildStore, buildWorkbook, readSheet, upload } from '../../../test/factories';
import { buildStoreTeam, type StoreTeam } from '../../../test/workflow-helpers';
import { employee, shop } from '../../db/schema';
import { childcareUse } from './tables';

const P = '/api/Childcare';
const IMPORT = `${P}/ImportUses`;

/*
 * test/fixtures/childcare-libreoffice.xlsx was saved by LibreOffice Calc (soffice --headless
 * --convert-to xlsx) from the template filled with exceljs on a sheet named 我的育儿假: 工号
 * 820001 typed as a number, ' 820002 ' with spaces, days as text ('1.5') and as numbers (2,
 * 0.5), dates as a date cell, as text (2026/3/3, 2026年4月1日) and as serial numbers (46114 =
 * 2026-04-02, 46175 = 2026-06-02), and six formatted blank rows after the data.
 */
const libreOffice = readFileSync(path.join(__dirname, '../../../test/fixtures/childcare-libreoffice.xlsx'));

let t: TestApp;
let team: StoreTeam;
let outsider: { employeeId: string; name: string };
const childIds: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  team = await buildStoreTeam(t, { employees: 3 });
  outsider = await buildEmployee(t, { shopId: (await buildStore(t)).id });
  await t.db.update(shop).set({ province: '导入省', city: '导入市' }).where(eq(shop.id, team.store.id));
  const rule = await call(t, `${P}/SaveRule`, team.hqHr.token, {
    province: '导入省',
    daysPerYear: 10,
    effectiveFrom: '2020-01-01',
  });
  expect(rule.body, rule.body.msg).toMatchObject({ code: 0 });
  for (const [i, e] of team.employees.entries()) {
    const res = await call(t, `${P}/SaveChild`, team.storeHr.token, {
      employeeId: e.employeeId,
      name: `小${i}`,
      birthDate: '2025-01-20',
    });
    childIds.push(res.body.data.id);
  }
}, 120_000);
afterAll(async () => t?.close());

const person = (i: number) => team.employees[i];
const importFile = (content: Buffer, name = '育儿假.xlsx') => upload(t, IMPORT, team.storeHr.token, { name, content });
const usesOf = (ids: number[]) => t.db.select().from(childcareUse).where(inArray(childcareUse.childId, ids));

describe('[CHILDCARE][IMPORT] the vacation tool template, all or nothing with a report per row', () => {
  it('offers the template with its columns under /api/wwwroot/template/', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/wwwroot/template/${encodeURIComponent(CHILDCARE_TEMPLATE_FILE)}?v=r4nd`,
      headers: { AccessToken: team.storeHr.token },
    });
    expect(res.statusCode).toBe(200);
    expect((await readSheet(res.rawPayload))[0]).toEqual([...CHILDCARE_IMPORT_HEADERS]);
  });

  it('refuses the whole file and names every bad row and column', async () => {
    const [a, b, c] = [person(0), person(1), person(2)];
    const file = await buildWorkbook(CHILDCARE_IMPORT_HEADERS, [
      [a.employeeId, a.name, '小0', '2026-03-02', '2026-03-03', 2, '好行'],
      ['NOPE404', '无名', '小0', '2026-03-02', '2026-03-02', 1, null],
      [outsider.employeeId, outsider.name, '小0', '2026-03-02', '2026-03-02', 1, null],
      [b.employeeId, '别人', '小1', '2026-03-02', '2026-03-02', 1, null],
      [b.employeeId, b.name, '大1', '2026-03-02', '2026-03-02', 1, null],
      [b.employeeId, b.name, '小1', '2026-03-02', '2026-03-02', 0.7, null],
      [c.employeeId, c.name, '小2', '2026-03-05', '2026-03-02', 1, null],
      [c.employeeId, c.name, '小2', '2026-12-31', '2027-01-01', 2, null],
      [a.employeeId, a.name, '小0', '2026-03-03', '2026-03-04', 1, null],
      [c.employeeId, c.name, '小2', '2026-04-01', '2026-04-30', 8, null],
      [c.employeeId, c.name, '小2', '2026-05-04', '2026-05-08', 3, null],
      [c.employeeId, c.name, '小2', '2024-05-04', '2024-05-04', 1, null],
      [c.employeeId, c.name, '小2', '', '2026-05-04', 1, null],
    ]);
    const res = await importFile(file);
    expect(res.body.code).toBe(40001);
    expect(res.body.msg).toBe('导入失败：11行共11处错误，未导入任何数据');
    expect(res.body.data.errors).toEqual([
      { row: 3, column: '工号', message: '工号NOPE404不存在或不在您的数据范围内' },
      { row: 4, column: '工号', message: `工号${outsider.employeeId}不存在或不在您的数据范围内` },
      { row: 5, column: '姓名', message: `姓名与工号不符（系统中为${b.name}）` },
      { row: 6, column: '子女姓名', message: `${b.name}-${b.employeeId}没有登记名为大1的子女` },
      { row: 7, column: '天数', message: '天数「0.7」无效，应为大于0、以0.5天为单位的数字' },
      { row: 8, column: '结束日期', message: '结束日期不能早于开始日期' },
      { row: 9, column: '结束日期', message: '育儿假不能跨年登记，请按年度分开登记' },
      { row: 10, column: '开始日期', message: '与第2行的日期重叠' },
      // Row 11 takes 8 of 10 days; row 12 asks 3 of the 2 left.
      { row: 12, column: '天数', message: '超出可用余额：小22026年育儿假剩余2天，本次3天' },
      { row: 13, column: '开始日期', message: '开始日期早于小2的出生日期2025-01-20，不能使用育儿假' },
      { row: 14, column: '开始日期', message: '开始日期必填' },
    ]);
    expect(await usesOf(childIds)).toEqual([]);
  });

  it('reads a file saved by LibreOffice Calc', async () => {
    const numbers = ['820001', '820002'];
    const names = ['乐一', '乐二'];
    const ids: number[] = [];
    for (const [i, employeeId] of numbers.entries()) {
      const e = await buildEmployee(t, { shopId: team.store.id, name: names[i] });
      await t.db.update(employee).set({ employeeId }).where(eq(employee.id, e.id));
      const res = await call(t, `${P}/SaveChild`, team.storeHr.token, {
        employeeId,
        name: `乐小${['一', '二'][i]}`,
        birthDate: '2025-01-01',
      });
      ids.push(res.body.data.id);
    }
    const res = await importFile(libreOffice, 'libre.xlsx');
    expect(res.body, JSON.stringify(res.body.data)).toMatchObject({ code: 0, msg: '导入成功，共3条育儿假记录' });
    const rows = await usesOf(ids);
    expect(rows.map((r) => [r.startDate, r.endDate, r.days]).sort()).toEqual([
      ['2026-03-02', '2026-03-03', 1.5],
      ['2026-04-01', '2026-04-02', 2],
      ['2026-06-02', '2026-06-02', 0.5],
    ]);
  });

  it('refuses what is not the template', async () => {
    expect((await importFile(Buffer.from('a,b'), 'a.csv')).body).toMatchObject({
      code: 40001,
      msg: '请上传.xlsx格式的导入文件',
    });
    const wrong = await importFile(await buildWorkbook(['员工编号', '姓名'], [['x', 'y']]));
    expect(wrong.body.msg).toBe('第1列标题应为「工号」，实际为「员工编号」，请使用下载的导入模板');
  });
});
