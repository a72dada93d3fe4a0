import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildEmployee, call } from '../../test/factories';
import { buildStoreTeam, type StoreTeam } from '../../test/workflow-helpers';
import { work } from '../db/schema';
import { PERSONNEL_GROUP } from '../processes/shared/personnel';

let t: TestApp;
let a: StoreTeam;

beforeAll(async () => {
  t = await buildTestApp();
  a = await buildStoreTeam(t);
});
afterAll(async () => t?.close());

/** A work of `flowId` running for a person (as the engine leaves it at its first step). */
async function running(flowId: number, person: { id: number }, flowGroup: string | null = null) {
  const [w] = await t.db
    .insert(work)
    .values({
      flowId,
      flowGroup,
      targetEmployeeRef: person.id,
      orgUnitId: a.store.unitId,
      orgPath: a.store.orgPath,
      shopId: a.store.id,
      starterUserId: a.storeHr.id,
      status: 'running',
      currentNodeId: 3901,
      formData: {},
    })
    .returning();
  return w.id;
}

const search = async (keyword: string, flowId?: number) => {
  const res = await call(t, '/api/User/SearchEmployee', a.storeHr.token, { keyword, flowId });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data as { employeeId: string; blocked?: unknown }[];
};
const blockOf = (rows: { employeeId: string; blocked?: unknown }[], employeeId: string) =>
  rows.find((r) => r.employeeId === employeeId)?.blocked;

describe('[WF] the start pickers say whom a process cannot be started for, and why', () => {
  it('by status, as the process declares whom it starts for (健康证发票报销: active and resigning)', async () => {
    const active = await buildEmployee(t, { shopId: a.store.id });
    const resigning = await buildEmployee(t, { shopId: a.store.id, status: 4 });
    const left = await buildEmployee(t, { shopId: a.store.id, status: 0 });
    const rows = await Promise.all([active, resigning, left].map((p) => search(p.employeeId, 39)));
    expect(blockOf(rows[0], active.employeeId)).toBeNull();
    expect(blockOf(rows[1], resigning.employeeId)).toBeNull();
    expect(blockOf(rows[2], left.employeeId)).toEqual({ status: 0 });
    // 调店 starts for active staff only.
    expect(blockOf(await search(resigning.employeeId, 18), resigning.employeeId)).toEqual({ status: 4 });
    // Without a process the search answers as before.
    expect(blockOf(await search(left.employeeId), left.employeeId)).toBeUndefined();

    // The start itself names the status it refuses.
    const start = await call(t, '/api/WF/StartWork', a.storeHr.token, {
      flowId: 39,
      form: { employeeId: left.employeeId, invoiceNo: 'FP20260105', amount: '50.00', invoiceDate: '2026-01-05' },
    });
    expect(start.body.msg).toBe(`员工 ${left.name}-${left.employeeId} 当前状态为「离职」，不能发起此流程`);
  });

  it('by the work already running: of the process, or of its group (人事异动)', async () => {
    const claimant = await buildEmployee(t, { shopId: a.store.id });
    const id = await running(39, claimant);
    expect(blockOf(await search(claimant.employeeId, 39), claimant.employeeId)).toEqual({
      runningFlowNo: `39-${String(id).padStart(6, '0')}`,
      runningFlowName: '健康证发票报销',
    });
    const moved = await buildEmployee(t, { shopId: a.store.id });
    const transfer = await running(18, moved, PERSONNEL_GROUP);
    // 调岗 (32) shares the one-running rule with 调店 (18).
    expect(blockOf(await search(moved.employeeId, 32), moved.employeeId)).toEqual({
      runningFlowNo: `18-${String(transfer).padStart(6, '0')}`,
      runningFlowName: '人事异动（调店）',
    });
    expect(blockOf(await search(moved.employeeId, 39), moved.employeeId)).toBeNull();
  });
});
