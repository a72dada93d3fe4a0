import { and, eq } from 'drizzle-orm';
import { employee, shop } from '../src/db/schema';
import { call, type TestApp } from './build-test-app';

/** An active employee of a store, for starting processes about them. */
export async function activeEmployeeOf(t: TestApp, shopCode: string, skip = 0) {
  const rows = await t.db
    .select({ id: employee.id, employeeId: employee.employeeId, name: employee.name })
    .from(employee)
    .innerJoin(shop, eq(shop.id, employee.shopId))
    .where(and(eq(shop.code, shopCode), eq(employee.status, 1)))
    .orderBy(employee.employeeId);
  const row = rows[skip];
  if (!row) throw new Error(`no active employee #${skip} in ${shopCode}`);
  return row;
}

export function deductionForm(employeeId: string, overrides: Record<string, unknown> = {}) {
  return {
    employeeId,
    deductionsMonth: '2026-11',
    lostDdeductions: '120.50',
    workClothesDeductions: 80,
    marketMealFeeDeductions: '0',
    marketFineDeductions: '50',
    remark: '遗失门店对讲机',
    ...overrides,
  };
}

export async function startDeduction(
  t: TestApp,
  token: string,
  employeeId: string,
  overrides: Record<string, unknown> = {},
) {
  return call(t, '/api/WF/StartWork', token, { flowId: 8, form: deductionForm(employeeId, overrides) });
}

/** The caller's open to-do for a work. */
export async function todoOf(t: TestApp, token: string, workId: number) {
  const { body } = await call(t, '/api/Task/GetToDoTaskList', token, { pageIndex: 1, pageSize: 100 });
  if (body.code !== 0) throw new Error(body.msg);
  return (body.data.list as { taskId: number; workId: number; nodeId: number }[]).find((r) => r.workId === workId);
}
