import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildEmployee, call } from '../../../test/factories';
import { approveStep, finishResignation, startResignation } from '../../../test/resignation-helpers';
import { buildStoreTeam, type StoreTeam } from '../../../test/workflow-helpers';
import { employee } from '../../db/schema';

const INFO = '/api/StaffTurnover/GetResignationInfo';
const FINISHED = '/api/StaffTurnover/GetFinishedResignations';

let t: TestApp;
let a: StoreTeam;
let b: StoreTeam;
beforeAll(async () => {
  t = await buildTestApp();
  a = await buildStoreTeam(t);
  b = await buildStoreTeam(t);
});
afterAll(async () => t?.close());

describe('[STAFF-TURNOVER][INFO] GetResignationInfo: what the start form shows', () => {
  it('gives an employee in scope with placement, dates, 三期 and account, and names a running resignation', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const res = await call(t, INFO, a.storeHr.token, { employeeId: emp.employeeId });
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.data).toMatchObject({
      employeeId: emp.employeeId,
      employeeName: emp.name,
      status: 1,
      shopCode: a.store.code,
      shopName: a.store.name,
      entryDate: '2024-03-01',
      isThreePeriodsTitle: '否',
      threePeriodEndDay: '',
      isUser: false,
      runningFlowNo: '',
    });
    expect(res.body.data.positionName).not.toBe('');

    const workId = await startResignation(t, a, emp.employeeId);
    const again = await call(t, INFO, a.storeHr.token, { employeeId: emp.employeeId });
    expect(again.body.code, again.body.msg).toBe(0);
    expect(again.body.data).toMatchObject({ status: 4, runningFlowNo: `15-${String(workId).padStart(6, '0')}` });
  });

  it('answers not found for an employee outside the scope, an unknown one and bad input; refuses without the key', async () => {
    const emp = await buildEmployee(t, { shopId: a.store.id });
    const outside = await call(t, INFO, b.storeHr.token, { employeeId: emp.employeeId });
    const unknown = await call(t, INFO, a.storeHr.token, { employeeId: 'NOPE-404' });
    expect(outside.body.code).toBe(40401);
    expect(unknown.body.code).toBe(40401);
    expect((await call(t, INFO, a.storeHr.token, {})).body.code).toBe(40001);
    // The region's HR sees the store's employee.
    expect((await call(t, INFO, a.regionHr.token, { employeeId: emp.employeeId })).body.code).toBe(0);
    // A resigned employee is not one a resignation starts for.
    const gone = await buildEmployee(t, { shopId: a.store.id, status: 0 });
    expect((await call(t, INFO, a.storeHr.token, { employeeId: gone.employeeId })).body.code).toBe(40001);
  });
});

describe('[STAFF-TURNOVER][PICKER] GetFinishedResignations: what a resignation information change may correct', () => {
  it('lists finished resignations in scope, newest first, searchable, saying which cannot be changed and why', async () => {
    const team = await buildStoreTeam(t, { employees: 3 });
    const [e1, e2, e3] = team.employees;
    const w1 = await finishResignation(t, team, e1.employeeId);
    const w2 = await finishResignation(t, team, e2.employeeId, {
      dimissionType: 'passive',
      dimissionReason: 'absenteeism',
      dimissionResetReason: '',
      dishonorableDischarge: 1,
      dishonorableRemark: '连续旷工',
    });
    // A running resignation is not offered.
    await startResignation(t, team, e3.employeeId);

    const page = await call(t, FINISHED, team.storeHr.token, { pageIndex: 1, pageSize: 20 });
    expect(page.body.code, page.body.msg).toBe(0);
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.list.map((r: { workId: number }) => r.workId)).toEqual([w2, w1]);
    expect(page.body.data.list[0]).toMatchObject({
      flowNo: `15-${String(w2).padStart(6, '0')}`,
      employeeId: e2.employeeId,
      shopCode: team.store.code,
      dimissionType: 'passive',
      dimissionReason: 'absenteeism',
      dishonorableDischarge: 1,
      dishonorableRemark: '连续旷工',
      blocked: null,
    });
    expect(page.body.data.list[1]).toMatchObject({ dimissionReason: 'other', dimissionResetReason: '回老家照顾父母' });

    const byNumber = await call(t, FINISHED, team.storeHr.token, { search: e1.employeeId, pageIndex: 1, pageSize: 20 });
    expect(byNumber.body.data.list.map((r: { workId: number }) => r.workId)).toEqual([w1]);
    const byFlowNo = await call(t, FINISHED, team.storeHr.token, { search: `15-${String(w2).padStart(6, '0')}` });
    expect(byFlowNo.body.data.list.map((r: { workId: number }) => r.workId)).toEqual([w2]);
    const paged = await call(t, FINISHED, team.storeHr.token, { pageIndex: 2, pageSize: 1 });
    expect(paged.body.data).toMatchObject({ total: 2, list: [{ workId: w1 }] });

    // Another store's HR sees none of them; a stranger outside every scope neither.
    const other = await call(t, FINISHED, a.storeHr.token, { search: e1.employeeId });
    expect(other.body.data).toEqual({ list: [], total: 0 });

    // A change (28) running for e1: e1's resignation is offered, naming the change that blocks it.
    const change = await call(t, '/api/WF/StartWork', team.storeHr.token, {
      flowId: 28,
      form: {
        resignationWorkId: w1,
        dimissionType: 'resign',
        dimissionReason: 'family',
        dimissionResetReason: '',
        lastWorkingDay: page.body.data.list[1].lastWorkingDay,
        dishonorableDischarge: 0,
        dishonorableRemark: '',
        reason: '原因选择有误',
      },
    });
    expect(change.body.code, change.body.msg).toBe(0);
    const after = await call(t, FINISHED, team.storeHr.token, { pageIndex: 1, pageSize: 20 });
    expect(after.body.data.list.map((r: { workId: number; blocked: unknown }) => [r.workId, r.blocked])).toEqual([
      [w2, null],
      [
        w1,
        { runningFlowNo: `28-${String(change.body.data.workId).padStart(6, '0')}`, runningFlowName: '离职信息变更' },
      ],
    ]);

    // Once the change has finished the resignation is offered again, with its corrected values.
    await approveStep(t, change.body.data.workId, 2801);
    expect((await approveStep(t, change.body.data.workId, 2802)).status).toBe('finished');
    const corrected = await call(t, FINISHED, team.storeHr.token, { search: e1.employeeId });
    expect(corrected.body.data.list).toMatchObject([
      { workId: w1, dimissionType: 'resign', dimissionReason: 'family', dimissionResetReason: '' },
    ]);

    // Rehired (active again): the old resignation is offered disabled, by the person's status.
    await t.db.update(employee).set({ status: 1 }).where(eq(employee.id, e2.id));
    const rehired = await call(t, FINISHED, team.storeHr.token, { pageIndex: 1, pageSize: 20 });
    expect(rehired.body.data.list.map((r: { workId: number; blocked: unknown }) => [r.workId, r.blocked])).toEqual([
      [w2, { status: 1 }],
      [w1, null],
    ]);
  });

  it('refuses bad paging with 40001', async () => {
    expect((await call(t, FINISHED, a.storeHr.token, { pageIndex: 0, pageSize: 20 })).body.code).toBe(40001);
    expect((await call(t, FINISHED, a.storeHr.token, { pageIndex: 1, pageSize: 1000 })).body.code).toBe(40001);
    expect((await call(t, FINISHED, a.storeHr.token, { search: 'x'.repeat(101) })).body.code).toBe(40001);
  });
});
