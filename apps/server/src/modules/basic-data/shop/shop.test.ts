import { SHOP_EXPORT_COLUMNS, WfPaths } from '@hris/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { call, download, fieldRefusal, login, readSheet, shopByCode, unitByCode } from '../../../../test/factories';
import { activeEmployeeOf, startDeduction, todoOf } from '../../../../test/workflow-helpers';
import { employee, orgUnit, shop, work } from '../../../db/schema';
import { deduction } from '../../../processes/deduction/tables';

let t: TestApp;
const tok: Record<string, string> = {};
const region: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const a of ['hq_hr', 'east_hr', 'south_hr', 'viewer', 'hz001_hr']) tok[a] = await login(t, a);
  for (const r of await t.db.select().from(orgUnit).where(eq(orgUnit.kind, 'region'))) region[r.name] = r.id;
});
afterAll(async () => t?.close());

const LIST = '/api/Shop/GetShopList';
const UPDATE = '/api/Shop/UpdateShop';

async function editable(id: number) {
  const { body } = await call(t, '/api/Shop/GetShopDetail', tok.hq_hr, { id });
  const d = body.data;
  return {
    id,
    updatedTime: d.updatedTime,
    shopCode: d.shopCode,
    shopName: d.shopName,
    province: d.province,
    city: d.city,
    regionId: d.regionId,
    address: d.address,
    isOpen: d.isOpen,
    openedDate: d.openedDate,
    budgetHeadcount: d.budgetHeadcount,
    employingEntity: d.employingEntity,
  };
}

describe('[SHOP][LIST]', () => {
  it('a regional HR sees the shops of its region only, with headcounts', async () => {
    const { body } = await call(t, LIST, tok.east_hr, { pageSize: 100 });
    expect(body.code).toBe(0);
    expect(body.data.total).toBeGreaterThan(5);
    for (const r of body.data.list) expect(r.regionName).toBe('华东');
    const sh = body.data.list.find((r: { shopCode: string }) => r.shopCode === 'SH001');
    const active = await t.db
      .select({ id: employee.id })
      .from(employee)
      .where(and(eq(employee.shopId, sh.id), inArray(employee.status, [1, 4])));
    expect(sh.headcount).toBe(active.length);
  });

  it('filters by region, open state and budget range; sorts by headcount', async () => {
    const { body } = await call(t, LIST, tok.hq_hr, {
      pageSize: 100,
      sortFieldName: 'headcount',
      sortDirection: 'desc',
      filters: {
        regionId: { search: region['华南'] },
        isOpen: { search: true },
        budgetHeadcount: { search: 10, searchTwo: 40 },
      },
    });
    expect(body.code).toBe(0);
    expect(body.data.total).toBeGreaterThan(0);
    for (const r of body.data.list) {
      expect(r).toMatchObject({ regionName: '华南', isOpen: true, isOpenText: '营业中' });
      expect(r.budgetHeadcount).toBeGreaterThanOrEqual(10);
      expect(r.budgetHeadcount).toBeLessThanOrEqual(40);
    }
    const counts = body.data.list.map((r: { headcount: number }) => r.headcount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const closed = await call(t, LIST, tok.hq_hr, { filters: { isOpen: { search: 0 } } });
    for (const r of closed.body.data.list) expect(r.isOpenText).toBe('已关店');
  });

  it('details a shop in scope and refuses one outside (40303)', async () => {
    const gz = await shopByCode(t, 'GZ001');
    expect((await call(t, '/api/Shop/GetShopDetail', tok.east_hr, { id: gz.id })).body.code).toBe(40303);
    const { body } = await call(t, '/api/Shop/GetShopDetail', tok.south_hr, { id: gz.id });
    expect(body.data.shopCode).toBe('GZ001');
    const all = await t.db.select({ id: employee.id }).from(employee).where(eq(employee.shopId, gz.id));
    expect(body.data.headcountByStatus.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(all.length);
    expect(body.data.headcountByPosition.length).toBeGreaterThan(0);
  });

  it('exports the filtered shops', async () => {
    const res = await download(t, '/api/Shop/ExportShopList', tok.east_hr, { sortFieldName: 'shopCode' });
    const rows = await readSheet(res.body);
    expect(rows[0]).toEqual(SHOP_EXPORT_COLUMNS.map((c) => c.header));
    const list = await call(t, LIST, tok.east_hr, { pageSize: 100, sortFieldName: 'shopCode' });
    expect(rows.slice(1).map((r) => r[0])).toEqual(list.body.data.list.map((r: { shopCode: string }) => r.shopCode));
  });
});

describe('[SHOP][EDIT]', () => {
  it('edits a shop with a version check; a read-only viewer is refused', async () => {
    const sh = await shopByCode(t, 'SH001');
    const form = await editable(sh.id);
    const { body } = await call(t, UPDATE, tok.east_hr, { ...form, address: '南京西路1618号', budgetHeadcount: 30 });
    expect(body).toMatchObject({ code: 0, msg: '门店已保存' });
    const [row] = await t.db.select().from(shop).where(eq(shop.id, sh.id));
    expect(row).toMatchObject({ address: '南京西路1618号', budgetHeadcount: 30 });
    const stale = await call(t, UPDATE, tok.east_hr, { ...form, address: '别处' });
    expect(stale.body).toMatchObject({ code: 40901, msg: '该门店信息已被他人修改，请刷新后重试' });
    const viewer = await call(t, UPDATE, tok.viewer, await editable(sh.id));
    expect(viewer.body.code).toBe(40302);
  });

  it('keeps codes unique, refuses closing a store with staff and foreign regions', async () => {
    const sh = await shopByCode(t, 'SH001');
    const taken = await call(t, UPDATE, tok.hq_hr, { ...(await editable(sh.id)), shopCode: 'gz001' });
    expect(taken.body).toEqual(fieldRefusal('shopCode', '门店编码', taken.body.msg));
    expect(taken.body.msg).toMatch(/^门店编码 GZ001 已被门店「.+」使用$/);
    const close = await call(t, UPDATE, tok.hq_hr, { ...(await editable(sh.id)), isOpen: false });
    expect(close.body.msg).toMatch(/^门店仍有\d+名在职、入职中或离职中的员工，请先调出后再关店$/);
    const move = await call(t, UPDATE, tok.east_hr, { ...(await editable(sh.id)), regionId: region['华南'] });
    expect(move.body).toMatchObject({ code: 40301, msg: '区域「华南」不在您的数据范围内' });
    const badName = await call(t, UPDATE, tok.hq_hr, { ...(await editable(sh.id)), shopName: '' });
    expect(badName.body).toMatchObject({ code: 40001, msg: '门店名称：请输入门店名称' });
    const [row] = await t.db.select().from(shop).where(eq(shop.id, sh.id));
    expect(row).toMatchObject({ code: 'SH001', isOpen: true, regionUnitId: region['华东'] });
  });

  it('creates a shop as a store unit under its region', async () => {
    const input = {
      shopCode: 'sh099',
      shopName: '上海测试新店',
      province: '上海市',
      city: '上海市',
      regionId: region['华东'],
      address: '测试路1号',
      openedDate: '2026-12-01',
      budgetHeadcount: 12,
      employingEntity: '上海测试商业有限公司',
    };
    const noEntity = await call(t, '/api/Shop/CreateShop', tok.east_hr, { ...input, employingEntity: ' ' });
    expect(noEntity.body).toMatchObject({ code: 40001, msg: '用工主体：请输入用工主体' });
    const refused = await call(t, '/api/Shop/CreateShop', tok.south_hr, input);
    expect(refused.body.code).toBe(40301);
    const { body } = await call(t, '/api/Shop/CreateShop', tok.east_hr, input);
    expect(body.code).toBe(0);
    const unit = await unitByCode(t, 'SH099');
    expect(unit).toMatchObject({ kind: 'store', parentId: region['华东'], name: '上海测试新店' });
    expect(unit.path).toBe(
      `${(await t.db.select().from(orgUnit).where(eq(orgUnit.id, region['华东'])))[0].path}${unit.id}/`,
    );
    const dup = await call(t, '/api/Shop/CreateShop', tok.east_hr, input);
    expect(dup.body.msg).toBe('门店编码 SH099 已被门店「上海测试新店」使用');
    const list = await call(t, LIST, tok.east_hr, { filters: { shopCode: { search: 'SH099' } } });
    expect(list.body.data.list[0]).toMatchObject({
      shopCode: 'SH099',
      headcount: 0,
      regionName: '华东',
      budgetHeadcount: 12,
      employingEntity: '上海测试商业有限公司',
    });
  });

  it('moving a store to another region moves its staff, works and deductions into that region scope', async () => {
    const hz = await shopByCode(t, 'HZ001');
    const staff = await t.db.select({ id: employee.id }).from(employee).where(eq(employee.shopId, hz.id));
    expect(staff.length).toBeGreaterThan(0);
    // One deduction booked (finished) and one still waiting for the regional HR, both at HZ001,
    // started by the store's HR (head-office HR, who confirms, may not start what it approves).
    const booked = await startDeduction(t, tok.hz001_hr, (await activeEmployeeOf(t, 'HZ001', 0)).employeeId);
    const bookedId = booked.body.data.workId as number;
    for (const account of ['east_hr', 'hq_hr']) {
      const todo = await todoOf(t, tok[account], bookedId);
      const done = await call(t, WfPaths.processTask, tok[account], {
        taskId: todo!.taskId,
        action: 'approve',
        opinion: '同意',
      });
      expect(done.body.code, done.body.msg).toBe(0);
    }
    const waiting = await startDeduction(t, tok.hz001_hr, (await activeEmployeeOf(t, 'HZ001', 1)).employeeId);
    const waitingId = waiting.body.data.workId as number;
    expect(await t.db.select().from(deduction).where(eq(deduction.workId, bookedId))).toHaveLength(1);
    const { body } = await call(t, UPDATE, tok.hq_hr, { ...(await editable(hz.id)), regionId: region['华南'] });
    expect(body.code).toBe(0);
    const unit = await unitByCode(t, 'HZ001');
    const [south] = await t.db.select().from(orgUnit).where(eq(orgUnit.id, region['华南']));
    expect(unit).toMatchObject({ parentId: south.id, path: `${south.path}${unit.id}/` });
    const moved = await t.db.select().from(employee).where(eq(employee.shopId, hz.id));
    for (const e of moved) expect(e.orgPath).toBe(unit.path);
    const southList = await call(t, '/api/Staff/GetStaffList', tok.south_hr, {
      pageSize: 500,
      filters: { shopCode: { search: 'HZ001' } },
    });
    expect(southList.body.data.total).toBe(staff.length);
    const eastList = await call(t, '/api/Staff/GetStaffList', tok.east_hr, {
      filters: { shopCode: { search: 'HZ001' } },
    });
    expect(eastList.body.data.total).toBe(0);

    // The store's works and booked deductions follow it: the new region's scope holds them.
    const works = await t.db
      .select()
      .from(work)
      .where(inArray(work.id, [bookedId, waitingId]));
    for (const w of works) expect(w.orgPath.startsWith(unit.path), `work ${w.id}`).toBe(true);
    const [row] = await t.db.select().from(deduction).where(eq(deduction.workId, bookedId));
    expect(row.orgPath.startsWith(unit.path)).toBe(true);
    // The to-do already assigned stays with its handler, who can still decide it.
    const todo = await todoOf(t, tok.east_hr, waitingId);
    const decided = await call(t, WfPaths.processTask, tok.east_hr, {
      taskId: todo!.taskId,
      action: 'approve',
      opinion: '同意',
    });
    expect(decided.body.code, decided.body.msg).toBe(0);
  });
});
