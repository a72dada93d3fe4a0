// @postgres: two concurrent overlapping additions (exclusion constraint under real concurrency)
import { CONTRACT_EXPORT_COLUMNS } from '@hris/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { call, download, fieldRefusal, login, pickEmployee, readSheet } from '../../../../test/factories';
import { employee, employeeContract, systemLog } from '../../../db/schema';
import { addDays, addYears } from '../../../lists/format';

let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const a of ['hq_hr', 'east_hr', 'viewer']) tok[a] = await login(t, a);
});
afterAll(async () => t?.close());

const CREATE = '/api/EmployeeContract/CreateEmployeeContract';
const LIST = '/api/EmployeeContract/GetEmployeeContractList';
const DETAIL = '/api/EmployeeContract/GetEmployeeContractDetail';

describe('[CONTRACT][CREATE]', () => {
  it('refuses an end before the begin, a missing end and an end on an open-ended contract', async () => {
    const p = await pickEmployee(t, { shopCode: 'SH001', status: 1 });
    const base = { employeeId: p.employeeId, contractType: 'fixed', beginDate: '2030-01-01' };
    const reversed = await call(t, CREATE, tok.east_hr, { ...base, endDate: '2029-12-31' });
    expect(reversed.body).toEqual(fieldRefusal('endDate', '合同结束日期', '合同结束日期不能早于开始日期'));
    const noEnd = await call(t, CREATE, tok.east_hr, base);
    expect(noEnd.body).toEqual(fieldRefusal('endDate', '合同结束日期', '固定期限合同须填写合同结束日期'));
    const open = await call(t, CREATE, tok.east_hr, { ...base, contractType: 'open_ended', endDate: '2033-01-01' });
    expect(open.body).toEqual(fieldRefusal('endDate', '合同结束日期', '无固定期限合同不填写合同结束日期'));
    const badType = await call(t, CREATE, tok.east_hr, { ...base, contractType: 'forever', endDate: '2033-01-01' });
    expect(badType.body.msg).toBe('合同类型：请选择合同类型');
    const badDate = await call(t, CREATE, tok.east_hr, { ...base, endDate: '2033-02-30' });
    expect(badDate.body.msg).toBe('合同结束日期：日期不存在');
    expect(await t.db.select().from(employeeContract).where(eq(employeeContract.employeeRef, p.id))).toHaveLength(0);
  });

  it('records the current contract, adds the renewal as the latest and refuses overlaps naming the dates', async () => {
    const p = await pickEmployee(t, { shopCode: 'SH001', status: 1, skip: 1 });
    const begin = p.contractBeginDate as string;
    const end = p.contractEndDate as string;
    const current = await call(t, CREATE, tok.east_hr, {
      employeeId: p.employeeId,
      contractType: 'fixed',
      beginDate: begin,
      endDate: end,
    });
    expect(current.body).toMatchObject({ code: 0, msg: '合同已新增', data: { sequence: 1 } });
    const renewalBegin = addDays(end, 1);
    const renewalEnd = addDays(addYears(renewalBegin, 3), -1);
    const renewal = await call(t, CREATE, tok.east_hr, {
      employeeId: p.employeeId,
      contractType: 'fixed',
      beginDate: renewalBegin,
      endDate: renewalEnd,
      remark: '续签',
    });
    expect(renewal.body.data.sequence).toBe(2);
    const [row] = await t.db.select().from(employee).where(eq(employee.id, p.id));
    expect(row).toMatchObject({ contractBeginDate: renewalBegin, contractEndDate: renewalEnd });
    expect(row.version).toBeGreaterThan(p.version);

    const overlap = await call(t, CREATE, tok.east_hr, {
      employeeId: p.employeeId,
      contractType: 'fixed',
      beginDate: addDays(renewalEnd, -10),
      endDate: addYears(renewalEnd, 2),
    });
    expect(overlap.body).toEqual(
      fieldRefusal('beginDate', '合同开始日期', `与该员工的第2份合同（${renewalBegin} 至 ${renewalEnd}）期限重叠`),
    );
    const sameSequence = await call(t, CREATE, tok.east_hr, {
      employeeId: p.employeeId,
      contractType: 'fixed',
      sequence: 2,
      beginDate: addDays(renewalEnd, 1),
      endDate: addYears(renewalEnd, 1),
    });
    expect(sameSequence.body).toEqual(fieldRefusal('sequence', '合同次数', '该员工已有第2份合同，请核对合同次数'));
    const openEnded = await call(t, CREATE, tok.east_hr, {
      employeeId: p.employeeId,
      contractType: 'open_ended',
      beginDate: addDays(renewalEnd, 1),
    });
    expect(openEnded.body.data.sequence).toBe(3);
    const afterOpen = await call(t, CREATE, tok.east_hr, {
      employeeId: p.employeeId,
      contractType: 'fixed',
      beginDate: addYears(renewalEnd, 5),
      endDate: addYears(renewalEnd, 6),
    });
    expect(afterOpen.body).toEqual(
      fieldRefusal(
        'beginDate',
        '合同开始日期',
        `与该员工的第3份合同（${addDays(renewalEnd, 1)} 至 无固定期限）期限重叠`,
      ),
    );
    const logs = await t.db.select().from(systemLog).where(eq(systemLog.action, 'contract.create'));
    expect(logs.filter((l) => l.target === `employee:${p.employeeId}`)).toHaveLength(3);
  });

  it('counts the contract on the employee record when no row stands for it', async () => {
    const p = await pickEmployee(t, { shopCode: 'SH001', status: 1, skip: 2 });
    const { body } = await call(t, CREATE, tok.east_hr, {
      employeeId: p.employeeId,
      contractType: 'fixed',
      beginDate: addDays(p.contractBeginDate as string, 30),
      endDate: addYears(p.contractEndDate as string, 1),
    });
    expect(body).toEqual(
      fieldRefusal(
        'beginDate',
        '合同开始日期',
        `与该员工档案中的当前合同（${p.contractBeginDate} 至 ${p.contractEndDate}）期限重叠`,
      ),
    );
  });

  it('names the field of the rules about the employee: before the entry, after the leave (data.fields)', async () => {
    const p = await pickEmployee(t, { shopCode: 'SH002', status: 1, skip: 1 });
    const entry = p.entryDate as string;
    const body = (beginDate: string) => ({
      employeeId: p.employeeId,
      contractType: 'fixed',
      beginDate,
      endDate: addDays(beginDate, 30),
    });
    const early = await call(t, CREATE, tok.east_hr, body(addDays(entry, -1)));
    expect(early.body).toEqual(
      fieldRefusal('beginDate', '合同开始日期', `合同开始日期不能早于员工的入职日期（${entry}）`),
    );
    const leave = addDays(entry, 100);
    await t.db.update(employee).set({ status: 0, leaveDate: leave }).where(eq(employee.id, p.id));
    const late = await call(t, CREATE, tok.east_hr, body(addDays(leave, 1)));
    expect(late.body).toEqual(
      fieldRefusal('beginDate', '合同开始日期', `员工已于 ${leave} 离职，不能新增此后开始的合同`),
    );
  });

  it('[PG] of two concurrent overlapping additions exactly one succeeds', async () => {
    const p = await pickEmployee(t, { shopCode: 'SH002', status: 1 });
    const next = addDays(p.contractEndDate as string, 1);
    const req = (days: number) =>
      call(t, CREATE, tok.east_hr, {
        employeeId: p.employeeId,
        contractType: 'fixed',
        beginDate: addDays(next, days),
        endDate: addYears(next, 3),
      });
    const results = await Promise.all([req(0), req(10)]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 40001]);
    expect(await t.db.select().from(employeeContract).where(eq(employeeContract.employeeRef, p.id))).toHaveLength(1);
  });

  it('refuses employees outside the scope and read-only users', async () => {
    const gz = await pickEmployee(t, { shopCode: 'GZ001', status: 1 });
    const body = { employeeId: gz.employeeId, contractType: 'fixed', beginDate: '2031-01-01', endDate: '2033-12-31' };
    const out = await call(t, CREATE, tok.east_hr, body);
    expect(out.body).toMatchObject({
      code: 40401,
      msg: `未找到员工编号为 ${gz.employeeId} 的员工，或该员工不在您的数据范围内`,
    });
    expect((await call(t, CREATE, tok.viewer, body)).body.code).toBe(40302);
  });
});

describe('[CONTRACT][LIST, DETAIL, EXPORT]', () => {
  it('lists within scope with filters, details with siblings and three periods', async () => {
    const gz = await pickEmployee(t, { shopCode: 'GZ001', status: 1, gender: 'F' });
    const created = await call(t, CREATE, tok.hq_hr, {
      employeeId: gz.employeeId,
      contractType: 'fixed',
      beginDate: addDays(gz.contractEndDate as string, 1),
      endDate: '2031-06-30',
    });
    expect(created.body.data.isThreePeriods).toBe(false);
    const east = await call(t, LIST, tok.east_hr, { pageSize: 100 });
    expect(east.body.data.total).toBeGreaterThan(0);
    for (const r of east.body.data.list) expect(r.regionName).toBe('华东');
    const hq = await call(t, LIST, tok.hq_hr, {
      filters: { employeeId: { search: gz.employeeId }, endDate: { search: '2031-01-01', searchTwo: '2031-12-31' } },
    });
    expect(hq.body.data.list).toHaveLength(1);
    expect(hq.body.data.list[0]).toMatchObject({
      contractTypeText: '固定期限',
      transferSignStatus: 1,
      transferSignStatusText: '待同步',
      employeeLabel: `${gz.name}-${gz.employeeId}`,
    });
    expect((await call(t, DETAIL, tok.east_hr, { id: created.body.data.id })).body.code).toBe(40303);

    const period = await call(t, '/api/ThreePeriods/CreateThreePeriods', tok.hq_hr, {
      employeeId: gz.employeeId,
      kind: 'pregnancy',
      beginDate: '2031-03-01',
      endDate: '2031-10-31',
    });
    expect(period.body.data.flaggedContractIds).toEqual([created.body.data.id]);
    const detail = await call(t, DETAIL, tok.hq_hr, { id: created.body.data.id });
    expect(detail.body.data).toMatchObject({ isThreePeriods: true, endsInThreePeriod: true });
    expect(detail.body.data.threePeriods[0]).toMatchObject({ kindText: '孕期', containsContractEnd: true });
  });

  it('exports the filtered contracts with Chinese headers', async () => {
    const res = await download(t, '/api/EmployeeContract/ExportEmployeeContractList', tok.hq_hr, {
      sortFieldName: 'beginDate',
      sortDirection: 'asc',
    });
    expect(res.status).toBe(200);
    const rows = await readSheet(res.body);
    expect(rows[0]).toEqual(CONTRACT_EXPORT_COLUMNS.map((c) => c.header));
    const list = await call(t, LIST, tok.hq_hr, { pageSize: 100, sortFieldName: 'beginDate', sortDirection: 'asc' });
    expect(rows.length - 1).toBe(list.body.data.total);
    const begin = CONTRACT_EXPORT_COLUMNS.findIndex((c) => c.key === 'beginDate');
    const end = CONTRACT_EXPORT_COLUMNS.findIndex((c) => c.key === 'endDate');
    expect(rows.slice(1).map((r) => r[begin])).toEqual(
      list.body.data.list.map((r: { beginDate: string }) => r.beginDate),
    );
    expect(rows.some((r) => r[end] === '无固定期限')).toBe(true);
  });
});
