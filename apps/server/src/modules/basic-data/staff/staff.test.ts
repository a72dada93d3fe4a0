// @postgres: text search (lower/ILIKE on the cluster's locale, GIN array index)
import { STAFF_EXPORT_COLUMNS } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import {
  call,
  download,
  fieldRefusal,
  login,
  pickEmployee,
  readSheet,
  roleRefs,
  shopByCode,
  tokenWithMenus,
  unitByCode,
} from '../../../../test/factories';
import { appUser, employee, employeeHistory, orgUnit, position, shop, systemLog } from '../../../db/schema';
import { buildListQuery, keysetPages } from '../../../lists/list-query';
import * as repo from './staff.repository';
import { STAFF_LIST_SPEC, StaffService } from './staff.service';

let t: TestApp;
const tok: Record<string, string> = {};
let southId: number;

beforeAll(async () => {
  t = await buildTestApp();
  for (const a of ['hq_hr', 'east_hr', 'sh001_hr', 'gz001_hr', 'viewer']) tok[a] = await login(t, a);
  southId = (await t.db.select().from(orgUnit).where(eq(orgUnit.name, '华南')))[0].id;
});
afterAll(async () => t?.close());

const LIST = '/api/Staff/GetStaffList';
const DETAIL = '/api/Staff/GetStaffDetail';
const UPDATE = '/api/Staff/UpdateStaff';
const ADD = '/api/Staff/AddOfficeStaff';

describe('[STAFF][LIST] filters, sort, paging and scope', () => {
  it('filters by region and status, pages on the server and counts the total', async () => {
    const filters = { regionId: { search: southId }, status: { search: 1 } };
    const page = await call(t, LIST, tok.hq_hr, { pageIndex: 2, pageSize: 5, filters });
    expect(page.body.code).toBe(0);
    expect(page.body.data.list).toHaveLength(5);
    const all = await call(t, LIST, tok.hq_hr, { pageIndex: 1, pageSize: 1000, filters });
    expect(all.body.data.total).toBe(page.body.data.total);
    expect(all.body.data.list.length).toBe(all.body.data.total);
    // A page past the end has no row to carry the total: still counted, and no rows.
    const past = await call(t, LIST, tok.hq_hr, { pageIndex: 999, pageSize: 5, filters });
    expect(past.body.data).toEqual({ list: [], total: all.body.data.total });
    const none = await call(t, LIST, tok.hq_hr, { filters: { ...filters, name: { search: '查无此人' } } });
    expect(none.body.data).toEqual({ list: [], total: 0 });
    for (const r of all.body.data.list) {
      expect(r.regionName).toBe('华南');
      expect(r.status).toBe(1);
      expect(r.label).toBe(`${r.name}-${r.employeeId}`);
    }
    expect(all.body.data.list.slice(5, 10).map((r: { id: number }) => r.id)).toEqual(
      page.body.data.list.map((r: { id: number }) => r.id),
    );
  });

  it('filters by an entry date range and sorts by entry date descending', async () => {
    const { body } = await call(t, LIST, tok.hq_hr, {
      pageSize: 200,
      sortFieldName: 'entryDate',
      sortDirection: 'desc',
      filters: { entryDate: { search: '2024-01-01', searchTwo: '2024-12-31' } },
    });
    expect(body.code).toBe(0);
    expect(body.data.total).toBeGreaterThan(10);
    const dates = body.data.list.map((r: { entryDate: string }) => r.entryDate);
    for (const d of dates) expect(d >= '2024-01-01' && d <= '2024-12-31').toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('[PG] filters by employee number, name, store text and position', async () => {
    const someone = await pickEmployee(t, { shopCode: 'SH001', status: 1 });
    const byNumber = await call(t, LIST, tok.hq_hr, { filters: { employeeId: { search: someone.employeeId } } });
    expect(byNumber.body.data.list.map((r: { id: number }) => r.id)).toContain(someone.id);
    const byShop = await call(t, LIST, tok.hq_hr, { pageSize: 500, filters: { shopCode: { search: 'sh001' } } });
    expect(byShop.body.data.total).toBeGreaterThan(5);
    for (const r of byShop.body.data.list) expect(r.shopCode).toBe('SH001');
    const [mgr] = await t.db.select().from(position).where(eq(position.code, 'ST-MGR'));
    const byPosition = await call(t, LIST, tok.hq_hr, { pageSize: 200, filters: { positionId: { search: mgr.id } } });
    expect(byPosition.body.data.total).toBeGreaterThan(10);
    for (const r of byPosition.body.data.list) expect(r.positionName).toBe('店长');
  });

  it('[PG] the indexed name filter answers the rows and totals a plain ILIKE answers, for every status and sort', async () => {
    // The former filter: ILIKE alone, read in full as the reference.
    const formerSpec = {
      ...STAFF_LIST_SPEC,
      filterColumns: { ...STAFF_LIST_SPEC.filterColumns, name: { columns: [employee.name] } },
    };
    const renamed = await t.db.select().from(employee).where(eq(employee.status, 0)).orderBy(employee.id).limit(4);
    const names = ['Anna Wang', 'ANNA LI', '王_芳', '100%王'];
    await Promise.all(
      renamed.map((e, i) => t.db.update(employee).set({ name: names[i] }).where(eq(employee.id, e.id))),
    );
    try {
      const auth = { scopeKind: 'all', menus: new Map() } as never;
      const service = new StaffService(t.db);
      const searches = ['王', '王芳', '芳王', 'anna', 'ANNA', 'a w', '%', '_', '鑫鑫鑫'];
      const sorts = [{}, { sortFieldName: 'name', sortDirection: 'desc' }, { sortFieldName: 'shopCode' }] as const;
      let matched = 0;
      for (const search of searches) {
        for (const status of [undefined, '1', '0,1,4']) {
          for (const sort of sorts) {
            const filters = { name: { search }, ...(status ? { status: { search: status } } : {}) };
            const input = { pageIndex: 2, pageSize: 3, ...sort, filters };
            const former = buildListQuery(formerSpec, input, []);
            const expected = await repo.findStaffPage(t.db, former, former.where, 100_000);
            const { list, total } = await service.list(auth, input);
            const label = `${search} ${status} ${JSON.stringify(sort)}`;
            expect(total, label).toBe(expected.length);
            expect(
              list.map((r) => r.id),
              label,
            ).toEqual(expected.slice(3, 6).map((r) => r.id));
            matched += total;
          }
        }
      }
      expect(matched).toBeGreaterThan(100);
    } finally {
      await Promise.all(renamed.map((e) => t.db.update(employee).set({ name: e.name }).where(eq(employee.id, e.id))));
    }
  });

  it('a store HR sees only its store; a regional HR only its region', async () => {
    const sh = await call(t, LIST, tok.sh001_hr, { pageSize: 1000 });
    expect(sh.body.data.total).toBeGreaterThan(5);
    for (const r of sh.body.data.list) expect(r.shopCode).toBe('SH001');
    const inDb = await t.db
      .select({ id: employee.id })
      .from(employee)
      .where(eq(employee.shopId, (await shopByCode(t, 'SH001')).id));
    expect(sh.body.data.total).toBe(inDb.length);
    const east = await call(t, LIST, tok.east_hr, { pageSize: 1000 });
    expect(east.body.data.total).toBeGreaterThan(50);
    for (const r of east.body.data.list) expect(r.regionName).toBe('华东');
    const gz = await call(t, LIST, tok.sh001_hr, { filters: { shopCode: { search: 'GZ001' } } });
    expect(gz.body.data.total).toBe(0);
  });

  it('refuses wrong filters and sort fields, naming them', async () => {
    const badDate = await call(t, LIST, tok.hq_hr, { filters: { entryDate: { search: '2024-13-01' } } });
    expect(badDate.body.code).toBe(40001);
    expect(badDate.body.msg).toBe('筛选条件：入职日期的开始日期格式应为 YYYY-MM-DD');
    const reversed = await call(t, LIST, tok.hq_hr, {
      filters: { entryDate: { search: '2025-01-01', searchTwo: '2024-01-01' } },
    });
    expect(reversed.body.msg).toBe('筛选条件：入职日期的开始日期不能晚于结束日期');
    const badStatus = await call(t, LIST, tok.hq_hr, { filters: { status: { search: 7 } } });
    expect(badStatus.body.msg).toBe('筛选条件：状态的取值「7」无效');
    const unknown = await call(t, LIST, tok.hq_hr, { filters: { salary: { search: 1 } } });
    expect(unknown.body.msg).toBe('筛选条件：不支持按「salary」筛选');
    const sort = await call(t, LIST, tok.hq_hr, { sortFieldName: 'identityNumber' });
    expect(sort.body).toMatchObject({ code: 40001, msg: '排序字段：不支持按「identityNumber」排序' });
  });

  it('masks identity numbers for editors and read-only viewers alike (issue 38: revealed one at a time)', async () => {
    for (const token of [tok.hq_hr, tok.viewer]) {
      const list = await call(t, LIST, token, { pageSize: 3 });
      for (const r of list.body.data.list) {
        expect(r.identityNumber).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
        expect(r.identityMasked).toBe(true);
      }
    }
  });
});

describe('[STAFF][DETAIL]', () => {
  it('gives all data with history; salaries only to holders of SalaryList', async () => {
    const person = await pickEmployee(t, { shopCode: 'SH001', status: 1 });
    const hq = await call(t, DETAIL, tok.hq_hr, { id: person.id });
    expect(hq.body.code).toBe(0);
    expect(hq.body.data).toMatchObject({
      id: person.id,
      employeeId: person.employeeId,
      shopCode: 'SH001',
      regionName: '华东',
      salaryVisible: true,
    });
    expect(hq.body.data.history.length).toBeGreaterThan(0);
    expect(hq.body.data.history.at(-1)).toMatchObject({ kind: 'entry', field: 'status', fieldText: '状态' });
    expect(Array.isArray(hq.body.data.contracts)).toBe(true);
    expect(Array.isArray(hq.body.data.processes)).toBe(true);
    const sh = await call(t, DETAIL, tok.sh001_hr, { id: person.id });
    expect(sh.body.code).toBe(0);
    expect(sh.body.data.salaryVisible).toBe(false);
    expect(sh.body.data.salaryChanges).toEqual([]);
  });

  it('refuses a store HR the detail of another store employee (40303)', async () => {
    const gz = await pickEmployee(t, { shopCode: 'GZ001' });
    const { body } = await call(t, DETAIL, tok.sh001_hr, { id: gz.id });
    expect(body).toMatchObject({ code: 40303, msg: '该员工不在您的数据范围内', data: null });
    expect((await call(t, DETAIL, tok.sh001_hr, { id: 999999 })).body).toMatchObject({
      code: 40401,
      msg: '员工不存在',
    });
  });
});

describe('[STAFF][EDIT]', () => {
  it('a store HR edits its own employee; a stale version is refused with 40901', async () => {
    const person = await pickEmployee(t, { shopCode: 'SH001', status: 1, skip: 1 });
    const { body } = await call(t, UPDATE, tok.sh001_hr, {
      id: person.id,
      version: person.version,
      phone: '13900001111',
      email: 'new.mail@example.com',
    });
    expect(body).toMatchObject({ code: 0, msg: '员工信息已保存' });
    expect(body.data.changedFields.sort()).toEqual(['email', 'phone']);
    const [row] = await t.db.select().from(employee).where(eq(employee.id, person.id));
    expect(row.phone).toBe('13900001111');
    expect(row.version).toBe(person.version + 1);
    const stale = await call(t, UPDATE, tok.sh001_hr, { id: person.id, version: person.version, phone: '13900002222' });
    expect(stale.body).toMatchObject({ code: 40901, msg: '该员工信息已被他人修改，请刷新后重试' });
    const [after] = await t.db.select().from(employee).where(eq(employee.id, person.id));
    expect(after.phone).toBe('13900001111');
  });

  it('a store HR cannot edit a GZ001 employee, and a read-only viewer cannot edit at all', async () => {
    const gz = await pickEmployee(t, { shopCode: 'GZ001', status: 1 });
    const other = await call(t, UPDATE, tok.sh001_hr, { id: gz.id, version: gz.version, phone: '13900003333' });
    expect(other.body.code).toBe(40303);
    const viewer = await call(t, UPDATE, tok.viewer, { id: gz.id, version: gz.version, phone: '13900003333' });
    expect(viewer.body).toMatchObject({ code: 40302, msg: '没有编辑权限' });
    const [row] = await t.db.select().from(employee).where(eq(employee.id, gz.id));
    expect(row.phone).not.toBe('13900003333');
    expect(row.version).toBe(gz.version);
  });

  it('moving a person to another store and position writes history and follows the scope', async () => {
    const person = await pickEmployee(t, { shopCode: 'SH001', status: 1, skip: 2 });
    const gz = await shopByCode(t, 'GZ001');
    const [now] = await t.db
      .select({ positionId: employee.positionId })
      .from(employee)
      .where(eq(employee.id, person.id));
    const [current] = await t.db.select().from(position).where(eq(position.id, now.positionId));
    const target = current.code === 'ST-SALES' ? 'ST-GUIDE' : 'ST-SALES';
    const [sales] = await t.db.select().from(position).where(eq(position.code, target));
    const refused = await call(t, UPDATE, tok.sh001_hr, { id: person.id, version: person.version, shopId: gz.id });
    // Refused before the route runs: the store id is outside the caller's scope (http/scoped-ids.ts).
    expect(refused.body).toMatchObject({ code: 40303, msg: '该门店不在您的数据范围内' });

    const { body } = await call(t, UPDATE, tok.hq_hr, {
      id: person.id,
      version: person.version,
      shopId: gz.id,
      positionId: sales.id,
      effectiveDate: '2026-11-15',
      remark: '调店至广州',
    });
    expect(body.code).toBe(0);
    const [row] = await t.db.select().from(employee).where(eq(employee.id, person.id));
    const gzUnit = await unitByCode(t, 'GZ001');
    expect(row.shopId).toBe(gz.id);
    expect(row.orgPath).toBe(gzUnit.path);
    const history = await t.db
      .select()
      .from(employeeHistory)
      .where(and(eq(employeeHistory.employeeId, person.id), eq(employeeHistory.kind, 'edit')));
    expect(history.find((h) => h.field === 'shopId')).toMatchObject({
      oldValue: 'SH001',
      newValue: 'GZ001',
      effectiveDate: '2026-11-15',
      remark: '调店至广州',
    });
    expect(history.find((h) => h.field === 'orgUnitId')).toMatchObject({ oldValue: 'SH001', newValue: 'GZ001' });
    expect(history.find((h) => h.field === 'positionId')?.newValue).toBe(target);
    // One system-log row names every changed field, from the caller's request.
    const [log] = await t.db
      .select()
      .from(systemLog)
      .where(and(eq(systemLog.action, 'employee.edit'), eq(systemLog.target, `employee:${person.employeeId}`)));
    const sh = await shopByCode(t, 'SH001');
    expect(log).toMatchObject({
      userName: 'hq_hr',
      summary: { changes: { shopId: { old: sh.id, new: gz.id }, positionId: { new: sales.id } } },
    });
    expect(log.requestId).toBeTruthy();
    const detail = await call(t, DETAIL, tok.hq_hr, { id: person.id });
    const shopLine = detail.body.data.history.find((h: { field: string }) => h.field === 'shopId');
    expect(shopLine.newText).toBe('广州天河城店（GZ001）');
    expect((await call(t, DETAIL, tok.sh001_hr, { id: person.id })).body.code).toBe(40303);
    expect((await call(t, DETAIL, tok.gz001_hr, { id: person.id })).body.code).toBe(0);
  });

  it('checks identity numbers, leave dates and position types, and changes nothing on error', async () => {
    const person = await pickEmployee(t, { shopCode: 'SH001', status: 1, skip: 3 });
    const badId = await call(t, UPDATE, tok.hq_hr, {
      id: person.id,
      version: person.version,
      identityNumber: '310104199001011235',
    });
    expect(badId.body).toMatchObject({ code: 40001, msg: '身份证号码：身份证号码校验位不正确' });
    const short = await call(t, UPDATE, tok.hq_hr, { id: person.id, version: person.version, identityNumber: '3101' });
    expect(short.body.msg).toBe('身份证号码：身份证号码位数不正确（应为18位）');
    const resign = await call(t, UPDATE, tok.hq_hr, { id: person.id, version: person.version, status: 0 });
    expect(resign.body).toEqual(fieldRefusal('leaveDate', '离职日期', '员工状态为离职时须填写离职日期'));
    const [hrbp] = await t.db.select().from(position).where(eq(position.code, 'HRBP'));
    const office = await call(t, UPDATE, tok.hq_hr, { id: person.id, version: person.version, positionId: hrbp.id });
    expect(office.body).toEqual(fieldRefusal('positionId', '岗位', '岗位「HRBP」为办公室岗位，与该员工的员工类型不符'));
    const [row] = await t.db.select().from(employee).where(eq(employee.id, person.id));
    expect(row.version).toBe(person.version);
    expect(row.status).toBe(1);
  });

  it('names the field each rule of an edit is about (data.fields)', async () => {
    const person = await pickEmployee(t, { shopCode: 'SH001', status: 1, skip: 5 });
    const [current] = await t.db.select().from(employee).where(eq(employee.id, person.id));
    const edit = (over: Record<string, unknown>) =>
      call(t, UPDATE, tok.hq_hr, { id: person.id, version: person.version, ...over });
    const other = current.gender === 'M' ? 'F' : 'M';
    const encoded = current.gender === 'M' ? '男' : '女';
    expect((await edit({ gender: other })).body).toEqual(
      fieldRefusal('gender', '性别', `性别与身份证号码不符（身份证号码为${encoded}）`),
    );
    expect((await edit({ birthDate: '1970-01-01' })).body).toEqual(
      fieldRefusal('birthDate', '出生日期', '出生日期与身份证号码不一致'),
    );
    expect((await edit({ status: 0, leaveDate: '2000-01-01' })).body).toEqual(
      fieldRefusal('leaveDate', '离职日期', '离职日期不能早于入职日期'),
    );
    expect((await edit({ probationBeginDate: '2026-03-01', probationEndDate: '2026-02-01' })).body).toEqual(
      fieldRefusal('probationEndDate', '试用期结束日期', '试用期结束日期不能早于试用期开始日期'),
    );
    expect((await edit({ shopId: null })).body).toEqual(fieldRefusal('shopId', '门店', '门店员工须选择所属门店'));
    const orgUnitId = (await unitByCode(t, 'SH002')).id;
    expect((await edit({ orgUnitId })).body).toEqual(
      fieldRefusal('shopId', '门店', '门店员工的所属组织随门店确定，请修改门店'),
    );
    const closed = await shopByCode(t, 'SH002');
    await t.db.update(shop).set({ isOpen: false }).where(eq(shop.id, closed.id));
    expect((await edit({ shopId: closed.id })).body).toEqual(
      fieldRefusal('shopId', '门店', `门店 ${closed.code} ${closed.name} 已关店，不能调入员工`),
    );
    await t.db.update(shop).set({ isOpen: true }).where(eq(shop.id, closed.id));
    const [row] = await t.db.select().from(employee).where(eq(employee.id, person.id));
    expect(row.version).toBe(person.version);
    expect(row.status).toBe(1);
  });

  it('store and regional HR change placement and status only through a process; head office corrects', async () => {
    const person = await pickEmployee(t, { shopCode: 'SH001', status: 1, skip: 4 });
    const other = await shopByCode(t, 'SH002');
    for (const [token, change] of [
      [tok.sh001_hr, { status: 0, leaveDate: '2026-11-30' }],
      [tok.east_hr, { shopId: other.id }],
      [tok.east_hr, { rank: 'S9' }],
    ] as const) {
      const { body } = await call(t, UPDATE, token, { id: person.id, version: person.version, ...change });
      expect(body.code).toBe(40001);
      expect(body.msg).toContain('须通过人事异动、离职等流程变更');
    }
    const [unchanged] = await t.db.select().from(employee).where(eq(employee.id, person.id));
    expect(unchanged).toMatchObject({ status: 1, version: person.version });
    expect(unchanged.rank).not.toBe('S9');
    expect(unchanged.shopId).not.toBe(other.id);

    const { body } = await call(t, UPDATE, tok.hq_hr, {
      id: person.id,
      version: person.version,
      status: 0,
      leaveDate: '2026-11-30',
    });
    expect(body.code).toBe(0);
    const history = await t.db.select().from(employeeHistory).where(eq(employeeHistory.employeeId, person.id));
    expect(history.find((h) => h.kind === 'edit' && h.field === 'status')).toMatchObject({
      oldValue: '1',
      newValue: '0',
    });
  });
});

describe('[STAFF][STATUS BY PROCESS] an office employee leaves through the resignation process', () => {
  it('refuses a status change by HR below head office, keeps other fields editable, and logs head office correction', async () => {
    const person = await pickEmployee(t, { status: 1, employeeType: 'office', skip: 1 });
    const [unit] = await t.db
      .select({ code: orgUnit.code })
      .from(orgUnit)
      .innerJoin(employee, eq(employee.orgUnitId, orgUnit.id))
      .where(eq(employee.id, person.id));
    const orgHr = await tokenWithMenus(t, {
      menus: { BasicData: 1, StaffList: 1 },
      scopeKind: 'org',
      unitCode: unit.code,
    });

    const detail = await call(t, DETAIL, orgHr.token, { id: person.id });
    expect(detail.body.data).toMatchObject({ placementLocked: false, statusLocked: true });
    expect((await call(t, DETAIL, tok.hq_hr, { id: person.id })).body.data).toMatchObject({ statusLocked: false });

    const refused = await call(t, UPDATE, orgHr.token, {
      id: person.id,
      version: person.version,
      status: 0,
      leaveDate: '2026-11-30',
    });
    expect(refused.body).toMatchObject({ code: 40001, data: { fields: [{ field: 'status' }] } });
    const phone = await call(t, UPDATE, orgHr.token, { id: person.id, version: person.version, phone: '13700001111' });
    expect(phone.body.code, phone.body.msg).toBe(0);

    const [current] = await t.db.select().from(employee).where(eq(employee.id, person.id));
    expect(current.status).toBe(1);
    const corrected = await call(t, UPDATE, tok.hq_hr, {
      id: person.id,
      version: current.version,
      status: 0,
      leaveDate: '2026-11-30',
      remark: '补录离职',
    });
    expect(corrected.body.code, corrected.body.msg).toBe(0);
    const logs = await t.db
      .select()
      .from(systemLog)
      .where(and(eq(systemLog.action, 'employee.edit'), eq(systemLog.target, `employee:${person.employeeId}`)));
    const correction = logs.find((l) => (l.summary as { changes?: Record<string, unknown> }).changes?.status);
    expect(correction?.summary).toMatchObject({ changes: { status: { old: 1, new: 0 } } });
    expect(correction?.userId).toBe((await t.db.select().from(appUser).where(eq(appUser.account, 'hq_hr')))[0].id);
  });
});

describe('[STAFF][ADD OFFICE]', () => {
  const identity = '110105199203154522';
  let hrDept: { id: number; path: string };
  let recruiter: number;

  beforeAll(async () => {
    hrDept = await unitByCode(t, 'HQ-HR');
    recruiter = (await t.db.select().from(position).where(eq(position.code, 'HR-REC')))[0].id;
  });

  const request = async (over: Record<string, unknown> = {}) => ({
    name: '测试新人',
    gender: 'F',
    identityNumber: identity,
    phone: '13811112222',
    email: 'new.hire@example.com',
    orgUnitId: hrDept.id,
    positionId: recruiter,
    entryDate: '2026-10-08',
    account: 'new_hire',
    roleIds: await roleRefs(t, ['090']),
    ...over,
  });

  it('refuses bad input and grants beyond the caller, creating nothing', async () => {
    const before = (await t.db.select({ id: employee.id }).from(employee)).length;
    const checksum = await call(t, ADD, tok.hq_hr, await request({ identityNumber: '110105199203154523' }));
    expect(checksum.body.msg).toBe('身份证号码：身份证号码校验位不正确');
    const gender = await call(t, ADD, tok.hq_hr, await request({ gender: 'M' }));
    expect(gender.body.msg).toBe('性别：性别与身份证号码不符（身份证号码为女）');
    const taken = await call(t, ADD, tok.hq_hr, await request({ account: 'EAST_HR' }));
    expect(taken.body).toEqual(fieldRefusal('account', '登录账号', '登录账号 EAST_HR 已存在'));
    const admin = await call(t, ADD, tok.hq_hr, await request({ roleIds: await roleRefs(t, ['admin']) }));
    expect(admin.body).toMatchObject({ code: 40301, msg: '您的权限不足以授予角色：系统管理员' });
    const store = await call(t, ADD, tok.hq_hr, await request({ orgUnitId: (await unitByCode(t, 'SH001')).id }));
    expect(store.body).toEqual(fieldRefusal('orgUnitId', '所属部门', '办公室员工须属于总部部门或区域，不能属于门店'));
    const existing = await pickEmployee(t, { status: 1, employeeType: 'office' });
    const [person] = await t.db.select().from(employee).where(eq(employee.id, existing.id));
    const dup = await call(
      t,
      ADD,
      tok.hq_hr,
      await request({ identityNumber: person.identityNumber, gender: person.gender }),
    );
    expect(dup.body).toEqual(
      fieldRefusal('identityNumber', '身份证号码', `身份证号码已被员工 ${person.name}-${person.employeeId} 使用`),
    );
    const viewer = await call(t, ADD, tok.viewer, await request());
    expect(viewer.body.code).toBe(40302);
    expect((await t.db.select({ id: employee.id }).from(employee)).length).toBe(before);
    expect(await t.db.select().from(appUser).where(eq(appUser.account, 'new_hire'))).toHaveLength(0);
  });

  it('creates the employee and its account in one step; the one-time password signs in once', async () => {
    const { body } = await call(t, ADD, tok.hq_hr, await request());
    expect(body.code).toBe(0);
    expect(body.data.employeeId).toMatch(/^E\d{6}$/);
    expect(body.data.label).toBe(`测试新人-${body.data.employeeId}`);
    expect(body.data.oneTimePassword.length).toBeGreaterThanOrEqual(10);
    const [row] = await t.db.select().from(employee).where(eq(employee.employeeId, body.data.employeeId));
    expect(row).toMatchObject({
      employeeType: 'office',
      status: 1,
      orgPath: hrDept.path,
      birthDate: '1992-03-15',
      rank: 'P4',
      probationEndDate: '2027-04-07',
    });
    const [user] = await t.db.select().from(appUser).where(eq(appUser.account, 'new_hire'));
    expect(user).toMatchObject({ employeeRef: row.id, orgUnitId: hrDept.id, mustChangePassword: true });
    const signIn = await call(t, '/api/User/Login', undefined, {
      account: 'new_hire',
      password: body.data.oneTimePassword,
    });
    expect(signIn.body.code).toBe(0);
    expect(signIn.body.data.mustChangePassword).toBe(true);
    const detail = await call(t, DETAIL, tok.hq_hr, { id: row.id });
    expect(detail.body.data.account).toMatchObject({ account: 'new_hire', isEnabled: true });
    const logs = await t.db.select().from(systemLog).where(eq(systemLog.action, 'staff.addOffice'));
    expect(logs.some((l) => l.target === `employee:${body.data.employeeId}`)).toBe(true);
  });
});

describe('[STAFF][EXPORT]', () => {
  it('exports the filtered rows of the caller scope with Chinese headers and a log row', async () => {
    const filters = { status: { search: 1 }, entryDate: { search: '2020-01-01' } };
    const list = await call(t, LIST, tok.east_hr, { pageSize: 1000, filters, sortFieldName: 'employeeId' });
    const res = await download(t, '/api/Staff/ExportStaffList', tok.east_hr, { filters, sortFieldName: 'employeeId' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('员工信息_')}`);
    const rows = await readSheet(res.body);
    expect(rows[0]).toEqual(STAFF_EXPORT_COLUMNS.map((c) => c.header));
    expect(rows.length - 1).toBe(list.body.data.total);
    expect(res.headers['x-export-rows']).toBe(String(list.body.data.total));
    expect(rows.slice(1).map((r) => r[0])).toEqual(
      list.body.data.list.map((r: { employeeId: string }) => r.employeeId),
    );
    const region = STAFF_EXPORT_COLUMNS.findIndex((c) => c.key === 'regionName');
    for (const r of rows.slice(1)) expect(r[region]).toBe('华东');
    const [log] = await t.db.select().from(systemLog).where(eq(systemLog.action, 'staff.export'));
    expect(log).toMatchObject({ userName: 'east_hr' });
    expect((log.summary as { total: number }).total).toBe(list.body.data.total);
  });

  it('an invalid filter answers an error envelope, not a file', async () => {
    const res = await call(t, '/api/Staff/ExportStaffList', tok.hq_hr, { filters: { entryDate: { search: 'x' } } });
    expect(res.body.code).toBe(40001);
  });

  it('[PG] reads in keyset pages that together equal the whole ordered list', async () => {
    const service = new StaffService(t.db);
    const auth = { scopeKind: 'all', menus: new Map() } as never;
    for (const sort of [
      { sortFieldName: 'entryDate', sortDirection: 'desc' },
      { sortFieldName: 'name', sortDirection: 'asc' },
      { sortFieldName: 'regionName', sortDirection: 'asc' },
    ] as const) {
      const input = { pageIndex: 1, pageSize: 10, ...sort, filters: { status: { search: '1,4' } } };
      const q = service.query(auth, input);
      const whole = await repo.findStaffPage(t.db, q, q.where, 5000);
      const paged: number[] = [];
      let pages = 0;
      for await (const rows of keysetPages(q, (where, limit) => repo.findStaffPage(t.db, q, where, limit), 97)) {
        paged.push(...rows.map((r) => r.id));
        pages++;
      }
      expect(pages).toBeGreaterThan(5);
      expect(paged).toEqual(whole.map((r) => r.id));
    }
  });

  it('the list spec sorts every declared field', async () => {
    for (const field of Object.keys(STAFF_LIST_SPEC.sortKeys)) {
      const { body } = await call(t, LIST, tok.hq_hr, { pageSize: 3, sortFieldName: field, sortDirection: 'desc' });
      expect(body.code, field).toBe(0);
    }
  });

  it('the export of office employees (/tools/export-employee) holds office staff only', async () => {
    const res = await download(t, '/api/Employee/ExportOfficeEmployeeList', tok.viewer, {
      filters: { status: { search: 1 } },
    });
    expect(res.status).toBe(200);
    const rows = await readSheet(res.body);
    expect(rows[0].slice(0, 3)).toEqual(['员工编号', '姓名', '性别']);
    const ids = rows.slice(1).map((r) => r[0]);
    const office = await t.db
      .select({ employeeId: employee.employeeId })
      .from(employee)
      .where(and(eq(employee.employeeType, 'office'), eq(employee.status, 1)));
    expect(new Set(ids)).toEqual(new Set(office.map((o) => o.employeeId)));
    const hq = rows.find((r) => r.includes('hq_hr'));
    expect(hq?.[1]).toBe('周敏');
    expect(hq?.at(-1)).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
    const shRows = await readSheet((await download(t, '/api/Employee/ExportOfficeEmployeeList', tok.sh001_hr)).body);
    expect(shRows).toHaveLength(1);
  });
});
