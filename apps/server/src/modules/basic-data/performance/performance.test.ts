import { PERFORMANCE_EXPORT_COLUMNS } from '@hris/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { call, download, fieldRefusal, login, pickEmployee, readSheet } from '../../../../test/factories';
import { employeePerformance } from '../../../db/schema';

let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const a of ['hq_hr', 'east_hr', 'south_hr', 'viewer']) tok[a] = await login(t, a);
});
afterAll(async () => t?.close());

const CREATE = '/api/EmployeePerformance/CreateEmployeePerformance';
const UPDATE = '/api/EmployeePerformance/UpdateEmployeePerformance';
const LIST = '/api/EmployeePerformance/GetEmployeePerformanceList';
const DETAIL = '/api/EmployeePerformance/GetEmployeePerformanceDetail';

describe('[PERFORMANCE]', () => {
  it('validates period, grade and score with Chinese messages', async () => {
    const p = await pickEmployee(t, { shopCode: 'SH001', status: 1 });
    const base = { employeeId: p.employeeId, period: '2026-Q3', grade: 'A', score: 88.5, reviewer: '王店长' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ period: '2026-Q5' }, '考核周期：考核周期格式应为 2026、2026-H1 或 2026-Q3', 'period'],
      [{ grade: 'E' }, '绩效等级：绩效等级应为 S、A、B、C 或 D', 'grade'],
      [{ score: 101 }, '绩效得分：绩效得分应在0到100之间', 'score'],
      [{ score: 88.55 }, '绩效得分：绩效得分最多保留一位小数', 'score'],
      [{ reviewer: ' ' }, '考核人：请输入考核人', 'reviewer'],
      [{ period: '2001' }, `考核周期 2001 早于员工的入职日期（${p.entryDate}）`, 'period'],
    ];
    for (const [over, msg, field] of cases) {
      const { body } = await call(t, CREATE, tok.east_hr, { ...base, ...over });
      expect(body, JSON.stringify(over)).toMatchObject({ code: 40001, msg });
      expect(
        body.data.fields.map((f: { field: string }) => f.field),
        msg,
      ).toEqual([field]);
    }
    expect(await t.db.select().from(employeePerformance)).toHaveLength(0);
  });

  it('creates one review per period, edits it with a version check and lists it in scope', async () => {
    const p = await pickEmployee(t, { shopCode: 'SH001', status: 1, skip: 1 });
    const created = await call(t, CREATE, tok.east_hr, {
      employeeId: p.employeeId,
      period: '2026-q3',
      grade: 'A',
      score: 88.5,
      reviewer: '王店长',
    });
    expect(created.body).toMatchObject({ code: 0, msg: '绩效已新增' });
    const again = await call(t, CREATE, tok.east_hr, {
      employeeId: p.employeeId,
      period: '2026-Q3',
      grade: 'B',
      score: 70,
      reviewer: '王店长',
    });
    expect(again.body).toEqual(
      fieldRefusal('period', '考核周期', `员工 ${p.name}-${p.employeeId} 已有2026年第三季度的绩效记录，请修改原记录`),
    );
    await call(t, CREATE, tok.east_hr, {
      employeeId: p.employeeId,
      period: '2026-H1',
      grade: 'S',
      score: 96,
      reviewer: '陈静',
    });

    const detail = await call(t, DETAIL, tok.east_hr, { id: created.body.data.id });
    expect(detail.body.data).toMatchObject({
      period: '2026-Q3',
      periodText: '2026年第三季度',
      grade: 'A',
      score: 88.5,
    });
    expect(detail.body.data.history.map((h: { period: string }) => h.period)).toEqual(['2026-Q3', '2026-H1']);
    const edit = {
      id: created.body.data.id,
      version: detail.body.data.version,
      period: '2026-Q3',
      grade: 'S',
      score: 95,
      reviewer: '王店长',
    };
    expect((await call(t, UPDATE, tok.east_hr, edit)).body.code).toBe(0);
    expect((await call(t, UPDATE, tok.east_hr, edit)).body.code).toBe(40901);
    expect((await call(t, UPDATE, tok.viewer, edit)).body.code).toBe(40302);
    const [row] = await t.db.select().from(employeePerformance).where(eq(employeePerformance.id, created.body.data.id));
    expect(row).toMatchObject({ grade: 'S', score: 95, version: 2 });

    const list = await call(t, LIST, tok.east_hr, {
      filters: { grade: { search: 'S' }, score: { search: 90, searchTwo: 100 } },
      sortFieldName: 'score',
      sortDirection: 'desc',
    });
    expect(list.body.data.list.map((r: { score: number }) => r.score)).toEqual([96, 95]);
    expect((await call(t, LIST, tok.south_hr, {})).body.data.total).toBe(0);
    expect((await call(t, DETAIL, tok.south_hr, { id: created.body.data.id })).body.code).toBe(40303);

    const res = await download(t, '/api/EmployeePerformance/ExportEmployeePerformanceList', tok.hq_hr, {
      sortFieldName: 'period',
      sortDirection: 'asc',
    });
    const rows = await readSheet(res.body);
    expect(rows[0]).toEqual(PERFORMANCE_EXPORT_COLUMNS.map((c) => c.header));
    expect(rows.slice(1).map((r) => [r[0], r[5], r[6], r[7]])).toEqual([
      [p.employeeId, '2026-H1', 'S', '96'],
      [p.employeeId, '2026-Q3', 'S', '95'],
    ]);
  });

  it('refuses a store HR (no permission) and employees outside the scope', async () => {
    const gz = await pickEmployee(t, { shopCode: 'GZ001', status: 1 });
    const body = { employeeId: gz.employeeId, period: '2026', grade: 'B', score: 75, reviewer: '林雪梅' };
    expect((await call(t, CREATE, tok.east_hr, body)).body.code).toBe(40401);
    const sh = await login(t, 'sh001_hr');
    expect((await call(t, LIST, sh, {})).body.code).toBe(40301);
  });
});
