// @postgres: two people saving one position at once (version check under real concurrency)
import { POSITION_EXPORT_COLUMNS } from '@hris/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { call, download, fieldRefusal, login, pickEmployee, readSheet } from '../../../../test/factories';
import { position } from '../../../db/schema';

let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const a of ['hq_hr', 'east_hr', 'sh001_hr', 'viewer']) tok[a] = await login(t, a);
});
afterAll(async () => t?.close());

const LIST = '/api/Position/GetPositionList';
const UPDATE = '/api/Position/UpdatePosition';
const CREATE = '/api/Position/CreatePosition';

async function positionByCode(code: string) {
  const [row] = await t.db.select().from(position).where(eq(position.code, code));
  return row;
}

describe('[POSITION]', () => {
  it('[PG] lists positions with filters and the headcount of the caller scope', async () => {
    const { body } = await call(t, LIST, tok.hq_hr, {
      pageSize: 50,
      filters: { employeeType: { search: 'store' }, isActive: { search: true } },
      sortFieldName: 'headcount',
      sortDirection: 'desc',
    });
    expect(body.code).toBe(0);
    expect(body.data.list.length).toBe(7);
    for (const r of body.data.list) expect(r).toMatchObject({ employeeTypeText: '门店员工', isActiveText: '启用' });
    const counts = body.data.list.map((r: { headcount: number }) => r.headcount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const east = await call(t, LIST, tok.east_hr, { filters: { name: { search: '销售顾问' } } });
    const all = body.data.list.find((r: { code: string }) => r.code === 'ST-SALES');
    expect(all.headcount).toBeGreaterThan(100);
    expect(east.body.data.list[0].headcount).toBeGreaterThan(0);
    expect(east.body.data.list[0].headcount).toBeLessThan(all.headcount);
  });

  it('edits a position: code unique, type kept while in use, head office only', async () => {
    const guide = await positionByCode('ST-GUIDE');
    const read = {
      id: guide.id,
      code: 'ST-GUIDE',
      name: '导购员',
      employeeType: 'store',
      defaultRank: 'S1',
      isActive: true,
      updatedTime: guide.updatedAt.toISOString(),
    };
    const ok = await call(t, UPDATE, tok.hq_hr, read);
    expect(ok.body).toMatchObject({ code: 0, msg: '岗位已保存' });
    expect((await positionByCode('ST-GUIDE')).name).toBe('导购员');
    // A save over the version read before that edit is refused and changes nothing.
    const stale = await call(t, UPDATE, tok.hq_hr, { ...read, name: '导购' });
    expect(stale.body).toMatchObject({ code: 40901, msg: '该岗位信息已被他人修改，请刷新后重试' });
    expect((await positionByCode('ST-GUIDE')).name).toBe('导购员');
    const form = { ...read, updatedTime: (await positionByCode('ST-GUIDE')).updatedAt.toISOString() };
    const dup = await call(t, UPDATE, tok.hq_hr, { ...form, code: 'st-mgr' });
    expect(dup.body).toEqual(fieldRefusal('code', '岗位编码', '岗位编码 ST-MGR 已被岗位「店长」使用'));
    const type = await call(t, UPDATE, tok.hq_hr, { ...form, employeeType: 'office' });
    expect(type.body.msg).toMatch(/^已有\d+名员工担任岗位「导购员」，不能将其改为办公室员工岗位$/);
    const region = await call(t, UPDATE, tok.east_hr, { ...form, name: '导购' });
    expect(region.body).toMatchObject({ code: 40301, msg: '岗位为全公司共用数据，仅总部可以维护' });
    const viewer = await call(t, UPDATE, tok.viewer, form);
    expect(viewer.body.code).toBe(40302);
    const blank = await call(t, UPDATE, tok.hq_hr, { ...form, name: '' });
    expect(blank.body.msg).toBe('岗位名称：请输入岗位名称');
    expect((await positionByCode('ST-GUIDE')).employeeType).toBe('store');
  });

  it('creates a position; a deactivated one is no longer given to employees', async () => {
    const created = await call(t, CREATE, tok.hq_hr, {
      code: 'st-bar',
      name: '咖啡师',
      employeeType: 'store',
      defaultRank: 'S2',
    });
    expect(created.body.code).toBe(0);
    const row = await positionByCode('ST-BAR');
    expect(row).toMatchObject({ name: '咖啡师', isActive: true });
    const off = await call(t, UPDATE, tok.hq_hr, {
      id: row.id,
      code: 'ST-BAR',
      name: '咖啡师',
      employeeType: 'store',
      defaultRank: 'S2',
      isActive: false,
      updatedTime: row.updatedAt.toISOString(),
    });
    expect(off.body.code).toBe(0);
    const person = await pickEmployee(t, { shopCode: 'SH001', status: 1 });
    const assign = await call(t, '/api/Staff/UpdateStaff', tok.hq_hr, {
      id: person.id,
      version: person.version,
      positionId: row.id,
    });
    expect(assign.body).toEqual(fieldRefusal('positionId', '岗位', '岗位「咖啡师」已停用，不能分配给员工'));
    expect((await call(t, LIST, tok.sh001_hr, {})).body.code).toBe(40301);
  });

  it('exports positions', async () => {
    const res = await download(t, '/api/Position/ExportPositionList', tok.viewer, { sortFieldName: 'code' });
    const rows = await readSheet(res.body);
    expect(rows[0]).toEqual(POSITION_EXPORT_COLUMNS.map((c) => c.header));
    const all = await t.db.select().from(position);
    expect(rows.length - 1).toBe(all.length);
    expect(rows.slice(1).map((r) => r[0])).toEqual(all.map((p) => p.code).sort());
  });
  it('[PG] of two people saving the same position at once, one is saved and the other told', async () => {
    const row = await positionByCode('ST-SALES');
    const edit = (name: string) =>
      call(t, UPDATE, tok.hq_hr, {
        id: row.id,
        code: row.code,
        name,
        employeeType: row.employeeType,
        defaultRank: row.defaultRank,
        isActive: row.isActive,
        updatedTime: row.updatedAt.toISOString(),
      });
    const results = await Promise.all([edit('销售顾问A'), edit('销售顾问B')]);
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([0, 40901]);
    const saved = results.find((r) => r.body.code === 0)!;
    const winner = saved === results[0] ? '销售顾问A' : '销售顾问B';
    expect((await positionByCode('ST-SALES')).name).toBe(winner);
    const restore = await call(t, UPDATE, tok.hq_hr, {
      id: row.id,
      code: row.code,
      name: row.name,
      employeeType: row.employeeType,
      defaultRank: row.defaultRank,
      isActive: row.isActive,
      updatedTime: (await positionByCode('ST-SALES')).updatedAt.toISOString(),
    });
    expect(restore.body.code).toBe(0);
  });
});
