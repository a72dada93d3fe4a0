/**
 * Demo rows of the Basic data pages: the labour contracts behind each employee's
 * current contract, quarterly performance reviews, three periods of some female staff, salary
 * adjustments and a few violations. Deterministic: everything derives from the employees the
 * demo seed made and a fixed reference day, so two runs give the same rows.
 *
 * Call it at the end of the demo seed's transaction, after the employees exist:
 *   await seedBasicData(tx, { reference });
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  employee,
  employeeContract,
  employeePerformance,
  orgUnit,
  position,
  salaryAdjustment,
  threePeriod,
  violation,
} from '../db/schema';
import { DEMO_REFERENCE_DATE } from './demo-data';

export interface BasicDataSeedSummary {
  contracts: number;
  performances: number;
  threePeriods: number;
  salaryAdjustments: number;
  violations: number;
}

/** What the plan needs to know of an employee. */
export interface SeedPerson {
  id: number;
  employeeId: string;
  name: string;
  gender: 'M' | 'F';
  status: number;
  employeeType: 'store' | 'office';
  orgUnitId: number;
  positionCode: string;
  rank: string;
  entryDate: string | null;
  leaveDate: string | null;
  contractBeginDate: string | null;
  contractEndDate: string | null;
}

export interface BasicDataPlan {
  contracts: (typeof employeeContract.$inferInsert)[];
  performances: (typeof employeePerformance.$inferInsert)[];
  threePeriods: (typeof threePeriod.$inferInsert)[];
  salaryAdjustments: (typeof salaryAdjustment.$inferInsert)[];
  violations: (typeof violation.$inferInsert)[];
}

const DAY_MS = 86_400_000;
const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const fromDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => fromDay(toDay(iso) + days);

function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const days = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return fromDay(Date.UTC(y + years, m - 1, Math.min(d, days)) / DAY_MS);
}

/** A stable number in [0, 1) per employee and purpose, so the plan needs no shared PRNG state. */
function unit(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  h = Math.imul(h ^ (h >>> 15), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Monthly pre-tax salary (yuan) by rank; yearly for senior office ranks. */
const MONTHLY_BY_RANK: Record<string, number> = {
  S1: 5200,
  S2: 6000,
  S3: 7200,
  S4: 8800,
  S5: 11000,
  P3: 8000,
  P4: 10000,
  P5: 13000,
  P6: 16000,
  P7: 20000,
};
const YEARLY_BY_RANK: Record<string, number> = { M2: 360000, M3: 480000, M4: 720000 };

const GRADES = [
  { grade: 'S', upTo: 0.05, min: 95, max: 100 },
  { grade: 'A', upTo: 0.3, min: 85, max: 94.5 },
  { grade: 'B', upTo: 0.8, min: 70, max: 84.5 },
  { grade: 'C', upTo: 0.95, min: 60, max: 69.5 },
  { grade: 'D', upTo: 1, min: 40, max: 59.5 },
] as const;

const VIOLATIONS = [
  { punishment: 'written_warning', description: '当月迟到三次，未按规定提前请假' },
  { punishment: 'written_warning', description: '当班期间长时间使用手机，影响顾客接待' },
  { punishment: 'serious_written_warning', description: '未按流程办理收银退款，造成账实不符' },
  { punishment: 'serious_written_warning', description: '连续两日旷工，经提醒后仍未返岗' },
  { punishment: 'termination', description: '私自挪用门店备用金，经核实属实' },
] as const;

const QUARTERS = [
  { period: '2026-Q1', ends: '2026-03-31' },
  { period: '2026-Q2', ends: '2026-06-30' },
  { period: '2026-Q3', ends: '2026-09-30' },
];

/** The rows to insert, computed from the employees alone (pure, for tests). */
export function planBasicData(
  people: readonly SeedPerson[],
  managers: ReadonlyMap<number, string>,
  reference: string,
): BasicDataPlan {
  const plan: BasicDataPlan = {
    contracts: [],
    performances: [],
    threePeriods: [],
    salaryAdjustments: [],
    violations: [],
  };
  const ordered = [...people].sort((a, b) => a.employeeId.localeCompare(b.employeeId));

  for (const p of ordered) {
    // Contracts: three-year terms from the entry date up to the one on the employee record.
    if (p.entryDate && p.contractBeginDate && p.contractEndDate) {
      let begin = p.entryDate;
      let sequence = 1;
      for (;;) {
        const current = begin >= p.contractBeginDate;
        const term = addDays(addYears(begin, 3), -1);
        // An earlier term never runs into the contract on the record.
        const end = current ? p.contractEndDate : term < p.contractBeginDate ? term : addDays(p.contractBeginDate, -1);
        plan.contracts.push({
          employeeRef: p.id,
          contractType: 'fixed',
          sequence,
          beginDate: current ? p.contractBeginDate : begin,
          endDate: end,
          transferSignStatus: current ? (unit(`${p.employeeId}:sign`) < 0.85 ? 3 : 1) : 3,
          remark: sequence === 1 ? '首次签订' : `第${sequence}次续签`,
        });
        if (current) break;
        begin = addDays(end, 1);
        sequence++;
      }
    }

    const employed = p.status === 1 || p.status === 4;
    const monthly = MONTHLY_BY_RANK[p.rank];
    const yearly = YEARLY_BY_RANK[p.rank];

    // Salary: the starting salary, and the July raise for those who joined before this year.
    if (p.entryDate && p.status !== 3 && (monthly || yearly)) {
      const basis = yearly ? 1 : 0;
      const base = (yearly ?? monthly) * (0.9 + unit(`${p.employeeId}:pay`) * 0.2);
      const start = Math.round(base * 0.85) * 100;
      plan.salaryAdjustments.push({
        employeeRef: p.id,
        effectiveDate: p.entryDate,
        basis,
        amountCents: start,
        reason: '入职定薪',
      });
      const raiseDate = '2026-07-01';
      if (employed && p.entryDate < '2026-01-01' && raiseDate <= reference) {
        const raised = Math.round((start / 100) * (1.04 + unit(`${p.employeeId}:raise`) * 0.08)) * 100;
        plan.salaryAdjustments.push({
          employeeRef: p.id,
          effectiveDate: raiseDate,
          basis,
          amountCents: raised,
          previousBasis: basis,
          previousAmountCents: start,
          reason: '年度调薪',
        });
      }
    }

    // Performance: the quarters of this year that ended while they were with us.
    if (employed && p.entryDate) {
      for (const q of QUARTERS) {
        if (q.ends > reference || p.entryDate > addDays(q.ends, -60)) continue;
        const draw = unit(`${p.employeeId}:${q.period}`);
        const band = GRADES.find((g) => draw < g.upTo) ?? GRADES[2];
        const score = Math.round((band.min + unit(`${p.employeeId}:${q.period}:s`) * (band.max - band.min)) * 2) / 2;
        plan.performances.push({
          employeeRef: p.id,
          period: q.period,
          grade: band.grade,
          score,
          reviewer: managers.get(p.orgUnitId) ?? '部门负责人',
          remark: '',
        });
      }
    }

    // Three periods: about one in eight current female staff, at different stages.
    if (employed && p.gender === 'F' && p.entryDate && unit(`${p.employeeId}:3p`) < 0.125) {
      const birth = addDays(reference, Math.round(unit(`${p.employeeId}:birth`) * 500) - 300);
      const pregnancy = { begin: addDays(birth, -280), end: addDays(birth, -16) };
      const maternity = { begin: addDays(birth, -15), end: addDays(birth, 142) };
      const nursing = { begin: addDays(birth, 143), end: addYears(birth, 1) };
      const stages = [
        { kind: 'pregnancy' as const, ...pregnancy, child: null },
        { kind: 'maternity' as const, ...maternity, child: birth },
        { kind: 'nursing' as const, ...nursing, child: birth },
      ];
      for (const s of stages) {
        // Only what has begun by the reference day, and not before they joined.
        if (s.begin > reference || s.end < p.entryDate) continue;
        plan.threePeriods.push({
          employeeRef: p.id,
          kind: s.kind,
          beginDate: [s.begin, p.entryDate].sort()[1],
          endDate: s.end,
          childBirthDate: s.child,
          remark: '',
        });
      }
    }

    // Violations: a few store staff.
    if (p.employeeType === 'store' && p.status !== 3 && p.entryDate && unit(`${p.employeeId}:v`) < 0.03) {
      const last = p.leaveDate && p.leaveDate < reference ? p.leaveDate : reference;
      const span = toDay(last) - toDay(p.entryDate);
      if (span > 30) {
        const kind = VIOLATIONS[Math.floor(unit(`${p.employeeId}:vk`) * VIOLATIONS.length)];
        plan.violations.push({
          employeeRef: p.id,
          violationDate: addDays(p.entryDate, 30 + Math.floor(unit(`${p.employeeId}:vd`) * (span - 30))),
          punishment: kind.punishment,
          description: kind.description,
        });
      }
    }
  }

  // A contract ending inside a three-period is extended by law: mark it.
  for (const c of plan.contracts) {
    c.isThreePeriods = plan.threePeriods.some(
      (t) => t.employeeRef === c.employeeRef && c.endDate != null && c.endDate >= t.beginDate && c.endDate <= t.endDate,
    );
  }
  return plan;
}

const MANAGER_CODES = ['ST-MGR', 'HR-DIR', 'FIN-MGR', 'OPS-MGR', 'IT-MGR', 'PUR-MGR', 'MKT-MGR', 'REG-MGR'];

async function insertChunks<T>(rows: T[], insert: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

export async function seedBasicData(db: Executor, options: { reference?: string } = {}): Promise<BasicDataSeedSummary> {
  const reference = options.reference ?? DEMO_REFERENCE_DATE;
  const people = await db
    .select({
      id: employee.id,
      employeeId: employee.employeeId,
      name: employee.name,
      gender: employee.gender,
      status: employee.status,
      employeeType: employee.employeeType,
      orgUnitId: employee.orgUnitId,
      positionCode: position.code,
      rank: employee.rank,
      entryDate: employee.entryDate,
      leaveDate: employee.leaveDate,
      contractBeginDate: employee.contractBeginDate,
      contractEndDate: employee.contractEndDate,
    })
    .from(employee)
    .innerJoin(position, eq(position.id, employee.positionId))
    .orderBy(asc(employee.employeeId));
  const managerRows = await db
    .select({ orgUnitId: employee.orgUnitId, name: employee.name, unitName: orgUnit.name })
    .from(employee)
    .innerJoin(position, eq(position.id, employee.positionId))
    .innerJoin(orgUnit, eq(orgUnit.id, employee.orgUnitId))
    .where(inArray(position.code, MANAGER_CODES))
    .orderBy(asc(employee.employeeId));
  const managers = new Map<number, string>();
  for (const m of managerRows) if (!managers.has(m.orgUnitId)) managers.set(m.orgUnitId, m.name);

  const plan = planBasicData(people, managers, reference);
  await insertChunks(plan.contracts, (part) => db.insert(employeeContract).values(part));
  await insertChunks(plan.performances, (part) => db.insert(employeePerformance).values(part));
  await insertChunks(plan.threePeriods, (part) => db.insert(threePeriod).values(part));
  await insertChunks(plan.salaryAdjustments, (part) => db.insert(salaryAdjustment).values(part));
  await insertChunks(plan.violations, (part) => db.insert(violation).values(part));
  return {
    contracts: plan.contracts.length,
    performances: plan.performances.length,
    threePeriods: plan.threePeriods.length,
    salaryAdjustments: plan.salaryAdjustments.length,
    violations: plan.violations.length,
  };
}
