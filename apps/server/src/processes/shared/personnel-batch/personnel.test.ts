import { addDays, businessToday, CHANGE_TEMPLATE_HEADERS, RBO_TEMPLATE_HEADERS } from '@hris/contract';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import {
  buildEmployee,
  buildStore,
  buildStorePosition,
  buildUser,
  buildWorkbook,
  call,
  download,
  upload,
} from '../../../../test/factories';
import { buildStoreTeam, type StoreTeam, todoOf } from '../../../../test/workflow-helpers';
import { employee, work } from '../../../db/schema';

let t: TestApp;
let a: StoreTeam;
let b: StoreTeam;
beforeAll(async () => {
  t = await buildTestApp();
  a = await buildStoreTeam(t);
  b = await buildStoreTeam(t);
});
afterAll(async () => t?.close());

const RBO = '/api/RBO/InitiateRBOTransferInBatches';
const CHANGE = '/api/ChangeofPersonnel/InitiateChangeofPersonnelInBatches';
const inDays = (n: number) => addDays(businessToday(), n);

async function worksOf(flowId: number, refs: number[]) {
  return t.db
    .select()
    .from(work)
    .where(and(eq(work.flowId, flowId), inArray(work.targetEmployeeRef, refs)));
}

describe('[PERSONNEL][RBO] retail transfer in batches', () => {
  it('starts nothing when one row is bad, reports every bad row, then starts all from the fixed file', async () => {
    const people = [
      await buildEmployee(t, { shopId: a.store.id }),
      await buildEmployee(t, { shopId: a.store.id }),
      await buildEmployee(t, { shopId: a.store.id }),
    ];
    const rows = (date3: string) =>
      people.map((p, i) => [p.employeeId, p.name, b.store.code, i === 2 ? date3 : inDays(3), '新店支援']);
    const bad = await upload(t, RBO, a.regionHr.token, {
      name: 'rbo.xlsx',
      content: await buildWorkbook(RBO_TEMPLATE_HEADERS, rows(inDays(-2))),
    });
    expect(bad.body.code).toBe(40001);
    expect(bad.body.msg).toBe('共3行，其中1行有误，未发起任何流程；请按报告修改后重新上传');
    // Every row of the sheet is in the report, the ones that passed too.
    const passed = '本行无误；因其他行有误，本批未发起';
    expect(bad.body.data.report).toEqual([
      { row: 2, employeeId: people[0].employeeId, name: people[0].name, ok: true, message: passed },
      { row: 3, employeeId: people[1].employeeId, name: people[1].name, ok: true, message: passed },
      {
        row: 4,
        employeeId: people[2].employeeId,
        name: people[2].name,
        ok: false,
        message: `调入日期 ${inDays(-2)} 早于今天`,
      },
    ]);
    expect(
      await worksOf(
        27,
        people.map((p) => p.id),
      ),
    ).toHaveLength(0);

    const good = await upload(t, RBO, a.regionHr.token, {
      name: 'rbo.xlsx',
      content: await buildWorkbook(RBO_TEMPLATE_HEADERS, rows(inDays(3))),
    });
    expect(good.body).toMatchObject({ code: 0, msg: '已发起3个流程', data: { started: 3 } });
    const works = await worksOf(
      27,
      people.map((p) => p.id),
    );
    // Each row names the work it started.
    expect(good.body.data.report.map((r: { ok: boolean; message: string }) => [r.ok, r.message]).sort()).toEqual(
      works.map((w) => [true, `已发起 27-${String(w.id).padStart(6, '0')}`]).sort(),
    );
    expect(works.map((w) => w.status)).toEqual(['running', 'running', 'running']);

    // 2701 by head-office HR, as a batch.
    const todos = await Promise.all(works.map((w) => todoOf(t, a.hqHr.token, w.id)));
    const batch = await call(t, '/api/Task/BatchProcessingTasks', a.hqHr.token, {
      taskIds: todos.map((x) => x!.taskId),
      action: 'approve',
    });
    expect(batch.body.code, batch.body.msg).toBe(0);
    const after = await worksOf(
      27,
      people.map((p) => p.id),
    );
    expect(after.map((w) => w.status)).toEqual(['finished', 'finished', 'finished']);
    // Effective in three days: nobody has moved yet.
    const moved = await t.db
      .select()
      .from(employee)
      .where(
        inArray(
          employee.id,
          people.map((p) => p.id),
        ),
      );
    expect(moved.every((p) => p.shopId === a.store.id)).toBe(true);
  });

  it('reports out-of-scope people, duplicates, wrong names and closed stores on their rows', async () => {
    const mine = await buildEmployee(t, { shopId: a.store.id });
    const twice = await buildEmployee(t, { shopId: a.store.id });
    const theirs = await buildEmployee(t, { shopId: b.store.id });
    const closed = await buildStore(t, { regionId: b.store.region.id, isOpen: false });
    const res = await upload(t, RBO, a.regionHr.token, {
      name: 'rbo.xlsx',
      content: await buildWorkbook(RBO_TEMPLATE_HEADERS, [
        [theirs.employeeId, theirs.name, b.store.code, inDays(1), ''],
        [twice.employeeId, twice.name, b.store.code, inDays(1), ''],
        [twice.employeeId, twice.name, b.store.code, inDays(2), ''],
        [mine.employeeId, '王错名', b.store.code, inDays(1), ''],
        [mine.employeeId.toLowerCase(), '', closed.code, inDays(1), ''],
        [],
        ['', '', '', '', ''],
      ]),
    });
    expect(res.body.code).toBe(40001);
    const all = res.body.data.report as { row: number; ok: boolean; message: string }[];
    expect(all.map((r) => r.row)).toEqual([2, 3, 4, 5, 6]);
    expect(all[1]).toMatchObject({ row: 3, ok: true, message: '本行无误；因其他行有误，本批未发起' });
    const report = all.filter((r) => !r.ok);
    expect(report.map((r) => r.row)).toEqual([2, 4, 5, 6]);
    expect(report[0].message).toBe(`未找到员工编号为 ${theirs.employeeId} 的员工，或该员工不在您的数据范围内`);
    expect(report[1].message).toBe('与第3行是同一员工，一名员工每次只能有一条异动');
    expect(report[2].message).toContain('姓名「王错名」与员工编号');
    expect(report[3].message).toBe('与第5行是同一员工，一名员工每次只能有一条异动');
    expect(await worksOf(27, [mine.id, twice.id, theirs.id])).toHaveLength(0);
  });

  it('is for head-office and regional HR only, and refuses what is not a template', async () => {
    const res = await upload(t, RBO, a.storeHr.token, {
      name: 'rbo.xlsx',
      content: await buildWorkbook(RBO_TEMPLATE_HEADERS, [['X', '', b.store.code, inDays(1), '']]),
    });
    expect(res.body).toMatchObject({ code: 40301, msg: '批量调动仅限总部HR或区域HR发起' });
    const wrong = await upload(t, RBO, a.regionHr.token, {
      name: 'rbo.xlsx',
      content: await buildWorkbook(['工号', '姓名'], [['X', 'Y']]),
    });
    expect(wrong.body.msg).toBe('第1列表头应为「员工编号」，实际为「工号」，请使用下载的模板');
    const text = await upload(t, RBO, a.regionHr.token, { name: 'rbo.csv', content: Buffer.from('a,b') });
    expect(text.body).toMatchObject({ code: 40001, msg: '文件格式错误仅限xlsx格式' });
    const broken = await upload(t, RBO, a.regionHr.token, { name: 'rbo.xlsx', content: Buffer.from('not a zip') });
    expect(broken.body.code).toBe(40001);
    const empty = await upload(t, RBO, a.regionHr.token, {
      name: 'rbo.xlsx',
      content: await buildWorkbook(RBO_TEMPLATE_HEADERS, [[], []]),
    });
    expect(empty.body.msg).toBe('文件中没有数据行');
  });

  it('lists who may be moved: in scope, active, no change open', async () => {
    const free = await buildEmployee(t, { shopId: a.store.id, name: '可调动甲' });
    const busy = await buildEmployee(t, { shopId: a.store.id, name: '可调动乙' });
    await upload(t, RBO, a.regionHr.token, {
      name: 'rbo.xlsx',
      content: await buildWorkbook(RBO_TEMPLATE_HEADERS, [[busy.employeeId, busy.name, b.store.code, inDays(1), '']]),
    });
    const { body } = await call(t, '/api/RBO/GetRBOTransferUser', a.regionHr.token, {
      keyword: '可调动',
      pageSize: 50,
    });
    expect(body.code).toBe(0);
    expect(body.data.list.map((r: { employeeId: string }) => r.employeeId)).toEqual([free.employeeId]);
    const other = await call(t, '/api/RBO/GetRBOTransferUser', b.regionHr.token, { keyword: '可调动' });
    expect(other.body.data.list).toEqual([]);
  });
});

describe('[PERSONNEL][CHANGE] store transfers in batches', () => {
  it('starts a transfer per row with position codes resolved, all or none', async () => {
    const p1 = await buildEmployee(t, { shopId: a.store.id });
    const p2 = await buildEmployee(t, { shopId: a.store.id });
    const position = await buildStorePosition(t);
    const rows = (code: string) => [
      [p1.employeeId, p1.name, '调店', b.store.code, '', '', inDays(0), '就近调动'],
      [p2.employeeId, p2.name, '调店并调岗', b.store.code, code, 'S3', inDays(5), '晋升调店'],
    ];
    const bad = await upload(t, CHANGE, a.storeHr.token, {
      name: 'change.xlsx',
      content: await buildWorkbook(CHANGE_TEMPLATE_HEADERS, rows('NOPE-POS')),
    });
    expect(bad.body.code).toBe(40001);
    expect(bad.body.data.report).toEqual([
      expect.objectContaining({ row: 2, ok: true }),
      expect.objectContaining({ row: 3, ok: false, message: '岗位编码 NOPE-POS 不存在' }),
    ]);
    expect(await worksOf(18, [p1.id, p2.id])).toHaveLength(0);
    const good = await upload(t, CHANGE, a.storeHr.token, {
      name: 'change.xlsx',
      content: await buildWorkbook(CHANGE_TEMPLATE_HEADERS, rows(position.code)),
    });
    expect(good.body).toMatchObject({ code: 0, data: { started: 2 } });
    const works = await worksOf(18, [p1.id, p2.id]);
    expect(works.map((w) => (w.formData as { newPosition: number }).newPosition)).toContain(position.id);
    expect(await todoOf(t, a.regionHr.token, works[0].id)).toMatchObject({ nodeId: 1801 });
  });

  it('serves both templates with headers, an example and drop-downs, and the report as .xlsx', async () => {
    for (const [file, headers] of [
      ['RBO调动模板.xlsx', RBO_TEMPLATE_HEADERS],
      ['人事异动模板.xlsx', CHANGE_TEMPLATE_HEADERS],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/wwwroot/template/${encodeURIComponent(file)}?v=abc123`,
        headers: { AccessToken: a.storeHr.token },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(encodeURIComponent(file));
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0];
      expect((sheet.getRow(1).values as string[]).slice(1)).toEqual([...headers]);
      expect(sheet.getRow(2).getCell(1).value).toBe('E100001');
      const shopColumn = headers.indexOf('调入门店编码') + 1;
      expect(sheet.getRow(2).getCell(shopColumn).dataValidation).toMatchObject({ type: 'list' });
      expect(wb.getWorksheet('选项')?.state).toBe('hidden');
    }
    const report = await download(t, '/api/ChangeofPersonnel/DownloadBatchReport', a.storeHr.token, {
      rows: [{ row: 2, employeeId: 'E1', name: '=cmd()', ok: false, message: '员工编号 E1 不存在' }],
    });
    expect(report.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(report.body as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getRow(2).getCell(3).value).not.toBe('=cmd()');
  });
});

// A user with no HR role at all may not start anything.
describe('[PERSONNEL] access', () => {
  it('refuses a user without the task menus', async () => {
    const outsider = await buildUser(t, { orgUnitId: a.store.unitId, roleIds: ['090'] });
    const res = await upload(t, CHANGE, outsider.token, {
      name: 'change.xlsx',
      content: await buildWorkbook(CHANGE_TEMPLATE_HEADERS, [['X', '', '调店', b.store.code, '', '', inDays(1), 'r']]),
    });
    expect([40301, 40300]).toContain(res.body.code);
  });
});
