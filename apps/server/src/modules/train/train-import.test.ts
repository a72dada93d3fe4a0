import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, businessToday, TRAIN_IMPORT_HEADERS } from '@hris/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, buildStore, buildWorkbook, download, readSheet, upload } from '../../../test/factories';
import { buildStoreTeam, type StoreTeam } from '../../../test/workflow-helpers';
import { employee, systemLog } from '../../db/schema';
import { trainEnrolment } from './tables';

/*
 * test/fixtures/train-libreoffice.xlsx was saved by LibreOffice Calc (soffice --headless
 * --convert-to xlsx) from a sheet named 我的出勤 filled with exceljs: 工号 820001 and scores stored
 * as text, 820002 typed as a number, ' 820003 ' with spaces, and eight formatted blank rows after
 * the data.
 */
const libreOffice = readFileSync(path.join(__dirname, '../../../test/fixtures/train-libreoffice.xlsx'));

let t: TestApp;
let team: StoreTeam;
let outsider: { employeeId: string; name: string };
let projectId: number;
const yesterday = addDays(businessToday(), -1);

beforeAll(async () => {
  t = await buildTestApp();
  team = await buildStoreTeam(t, { employees: 5 });
  outsider = await buildEmployee(t, { shopId: (await buildStore(t)).id });
  const res = await call(t, '/api/Train/SaveProject', team.hqHr.token, {
    name: '导入测试项目',
    category: '服务礼仪',
    hours: 1.5,
    owner: '王',
  });
  projectId = res.body.data.id;
}, 120_000);
afterAll(async () => t?.close());

const person = (i: number) => team.employees[i];

async function sessionWith(people: { employeeId: string }[]) {
  const res = await call(t, '/api/Train/SaveSession', team.storeHr.token, {
    projectId,
    sessionDate: yesterday,
    mode: 'online',
    place: '线上课堂',
    trainer: '周',
    orgUnitId: team.store.unitId,
    capacity: 20,
  });
  const sessionId = res.body.data.id as number;
  const enrolled = await call(t, '/api/Train/EnrolEmployees', team.storeHr.token, {
    sessionId,
    employeeIds: people.map((p) => p.employeeId),
  });
  expect(enrolled.body.code, enrolled.body.msg).toBe(0);
  return sessionId;
}

const importFile = (sessionId: number, content: Buffer, name = '出勤.xlsx') =>
  upload(t, `/api/Train/ImportParticipation?sessionId=${sessionId}`, team.storeHr.token, { name, content });
const resultsOf = (sessionId: number) =>
  t.db.select().from(trainEnrolment).where(eq(trainEnrolment.sessionId, sessionId));

describe('[TRAIN][IMPORT] attendance from a sheet, all or nothing, with a report per row', () => {
  it('offers the template with the session enrolled people filled in', async () => {
    const sessionId = await sessionWith([person(0), person(1)]);
    const res = await download(t, '/api/Train/DownloadParticipationTemplate', team.storeHr.token, { sessionId });
    expect(res.status).toBe(200);
    const rows = await readSheet(res.body);
    expect(rows[0]).toEqual([...TRAIN_IMPORT_HEADERS]);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([person(0).employeeId, person(1).employeeId].sort());
  });

  it('refuses the whole file and names every bad row', async () => {
    const sessionId = await sessionWith([person(0), person(1), person(2), person(4)]);
    const file = await buildWorkbook(TRAIN_IMPORT_HEADERS, [
      [person(0).employeeId, person(0).name, '出勤', 90, '是'],
      ['NOPE404', '无名', '出勤', 80, '是'],
      [outsider.employeeId, outsider.name, '出勤', 80, '是'],
      [person(3).employeeId, person(3).name, '出勤', 80, '是'],
      [person(1).employeeId, person(1).name, '出勤', 120, '是'],
      [person(0).employeeId, person(0).name, '缺勤', null, '否'],
      [person(4).employeeId, person(4).name, '请假', null, '否'],
      [person(2).employeeId, '别人', '缺勤', null, null],
    ]);
    const res = await importFile(sessionId, file);
    expect(res.body.code).toBe(40001);
    expect(res.body.msg).toBe('导入失败：7行共7处错误，未导入任何数据');
    expect(res.body.data.errors).toEqual([
      { row: 3, column: '工号', message: '工号NOPE404不存在或不在您的数据范围内' },
      { row: 4, column: '工号', message: `工号${outsider.employeeId}不存在或不在您的数据范围内` },
      { row: 5, column: '工号', message: `工号${person(3).employeeId}未报名本场次` },
      { row: 6, column: '成绩', message: '成绩「120」应为0到100之间的数字' },
      { row: 7, column: '工号', message: '与第2行重复' },
      { row: 8, column: '出勤', message: '出勤应填写「出勤」或「缺勤」，实际为「请假」' },
      { row: 9, column: '姓名', message: `姓名与工号不符（系统中为${person(2).name}）` },
    ]);
    // Nothing was written, not even the good first row.
    expect((await resultsOf(sessionId)).every((r) => r.attendance === null)).toBe(true);
  });

  it('imports a good file and logs it', async () => {
    const sessionId = await sessionWith([person(0), person(1)]);
    const file = await buildWorkbook(TRAIN_IMPORT_HEADERS, [
      [person(0).employeeId, person(0).name, '出勤', 86, '是'],
      [person(1).employeeId, null, '缺勤', null, null],
      [null, null, null, null, null],
    ]);
    const res = await importFile(sessionId, file);
    expect(res.body).toMatchObject({ code: 0, msg: '导入成功，共2条出勤记录', data: { rowCount: 2 } });
    const rows = await resultsOf(sessionId);
    expect(rows.map((r) => [r.employeeRef, r.attendance, r.score, r.passed]).sort()).toEqual(
      [
        [person(0).id, 'attended', 86, true],
        [person(1).id, 'absent', null, false],
      ].sort(),
    );
    const logs = await t.db.select().from(systemLog).where(eq(systemLog.action, 'train.import'));
    expect(logs.at(-1)?.summary).toMatchObject({ rows: 2, sessionId });
  });

  it('reads a file saved by LibreOffice Calc (numbers as text, a renamed sheet, trailing blank rows)', async () => {
    const names = ['陆培一', '陆培二', '陆培三'];
    const people = [];
    for (const [i, employeeId] of ['820001', '820002', '820003'].entries()) {
      const e = await buildEmployee(t, { shopId: team.store.id, name: names[i] });
      await t.db.update(employee).set({ employeeId }).where(eq(employee.id, e.id));
      people.push({ ...e, employeeId });
    }
    const sessionId = await sessionWith(people);
    const res = await importFile(sessionId, libreOffice, 'libre.xlsx');
    expect(res.body, res.body.msg).toMatchObject({ code: 0, data: { rowCount: 3 } });
    const rows = await resultsOf(sessionId);
    expect(rows.map((r) => [r.attendance, r.score, r.passed]).sort()).toEqual([
      ['absent', null, false],
      ['attended', 75.5, true],
      ['attended', 92, true],
    ]);
  });

  it('refuses what is not the template, and a session not yet held', async () => {
    const sessionId = await sessionWith([person(4)]);
    expect((await importFile(sessionId, Buffer.from('a,b'), 'a.csv')).body).toMatchObject({
      code: 40001,
      msg: '请上传.xlsx格式的导入文件',
    });
    const wrong = await importFile(sessionId, await buildWorkbook(['员工编号', '姓名'], [['x', 'y']]));
    expect(wrong.body.msg).toBe('第1列标题应为「工号」，实际为「员工编号」，请使用下载的导入模板');
    expect((await importFile(sessionId, await buildWorkbook(TRAIN_IMPORT_HEADERS, []))).body.msg).toBe(
      '文件中没有数据行',
    );
    const future = await call(t, '/api/Train/SaveSession', team.storeHr.token, {
      projectId,
      sessionDate: addDays(businessToday(), 3),
      mode: 'offline',
      place: '门店',
      trainer: '周',
      orgUnitId: team.store.unitId,
      capacity: 5,
    });
    const file = await buildWorkbook(TRAIN_IMPORT_HEADERS, [[person(4).employeeId, null, '出勤', 80, '是']]);
    expect((await importFile(future.body.data.id, file)).body.msg).toMatch(/尚未到，不能登记出勤$/);
  });
});
