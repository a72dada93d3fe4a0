import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login, type TestApp } from '../../test/build-test-app';
import { call } from '../../test/factories';
import { employee, employeeContract, salaryAdjustment, threePeriod } from '../db/schema';
import { type BasicDataSeedSummary, planBasicData, seedBasicData } from './seed-basic-data';

let t: TestApp;
let summary: BasicDataSeedSummary;

beforeAll(async () => {
  t = await buildTestApp();
  summary = await t.db.transaction((tx) => seedBasicData(tx));
});
afterAll(async () => t?.close());

describe('[SEED] basic data of the demo', () => {
  it('fills every basic-data page', () => {
    expect(summary.contracts).toBeGreaterThan(900);
    expect(summary.performances).toBeGreaterThan(1500);
    expect(summary.threePeriods).toBeGreaterThan(20);
    expect(summary.salaryAdjustments).toBeGreaterThan(1000);
    expect(summary.violations).toBeGreaterThan(5);
  });

  it('is the same plan on every run', () => {
    const people = [
      {
        id: 1,
        employeeId: 'E100001',
        name: '甲',
        gender: 'F' as const,
        status: 1,
        employeeType: 'store' as const,
        orgUnitId: 9,
        positionCode: 'ST-SALES',
        rank: 'S2',
        entryDate: '2019-03-04',
        leaveDate: null,
        contractBeginDate: '2025-03-04',
        contractEndDate: '2028-03-03',
      },
    ];
    const a = planBasicData(people, new Map([[9, '店长']]), '2026-11-01');
    expect(planBasicData(people, new Map([[9, '店长']]), '2026-11-01')).toEqual(a);
    expect(a.contracts.map((c) => [c.sequence, c.beginDate, c.endDate])).toEqual([
      [1, '2019-03-04', '2022-03-03'],
      [2, '2022-03-04', '2025-03-03'],
      [3, '2025-03-04', '2028-03-03'],
    ]);
  });

  it('keeps the rules the pages enforce: no overlapping contracts, the latest on the record', async () => {
    const contracts = await t.db
      .select()
      .from(employeeContract)
      .orderBy(asc(employeeContract.employeeRef), asc(employeeContract.sequence));
    const people = new Map((await t.db.select().from(employee)).map((e) => [e.id, e]));
    const byEmployee = new Map<number, (typeof contracts)[number][]>();
    for (const c of contracts) byEmployee.set(c.employeeRef, [...(byEmployee.get(c.employeeRef) ?? []), c]);
    for (const [ref, list] of byEmployee) {
      for (let i = 1; i < list.length; i++) expect(list[i].beginDate > (list[i - 1].endDate as string)).toBe(true);
      const last = list.at(-1);
      expect([last?.beginDate, last?.endDate]).toEqual([
        people.get(ref)?.contractBeginDate,
        people.get(ref)?.contractEndDate,
      ]);
    }
    const periods = await t.db.select().from(threePeriod).innerJoin(employee, eq(employee.id, threePeriod.employeeRef));
    for (const p of periods) {
      expect(p.employee.gender).toBe('F');
      expect(p.three_period.endDate >= p.three_period.beginDate).toBe(true);
    }
    const salaries = await t.db.select().from(salaryAdjustment);
    expect(new Set(salaries.map((s) => `${s.employeeRef}|${s.effectiveDate}`)).size).toBe(salaries.length);
  });

  it('shows in the lists: three periods with contracts ending inside are flagged', async () => {
    const token = await login(t, 'hq_hr');
    const flagged = await call(t, '/api/ThreePeriods/GetThreePeriodsList', token, {
      pageSize: 1000,
      filters: { contractEndsInside: { search: true } },
    });
    expect(flagged.body.code).toBe(0);
    expect(flagged.body.data.total).toBeGreaterThan(0);
    for (const row of flagged.body.data.list) {
      const inside = (
        await t.db.select().from(employeeContract).where(eq(employeeContract.employeeRef, row.employeeRef))
      ).filter((c) => c.endDate === row.insideContractEndDate);
      expect(inside).toHaveLength(1);
      expect(inside[0].isThreePeriods).toBe(true);
    }
    const salary = await call(t, '/api/Salary/GetSalaryAdjustmentList', token, {
      pageSize: 1000,
      filters: { reason: { search: '年度调薪' } },
    });
    expect(salary.body.data.total).toBeGreaterThan(300);
    const raises = new Map(
      (await t.db.select().from(salaryAdjustment).where(eq(salaryAdjustment.reason, '年度调薪'))).map((r) => [r.id, r]),
    );
    for (const row of salary.body.data.list) {
      expect(row.effectiveDate).toBe('2026-07-01');
      // Masked on the page (issue 38); each a raise on the amount before it.
      expect(row).toMatchObject({ amount: '***', changeAmount: '***' });
      const stored = raises.get(row.id)!;
      expect(stored.previousBasis).toBe(stored.basis);
      expect(stored.amountCents).toBeGreaterThan(stored.previousAmountCents!);
    }
  });
});
