import { addMonths } from '@hris/contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { salaryAdjustment } from '../../db/schema';

/** Salary basis (spec §9): 0 pre-tax monthly, 1 pre-tax yearly. */
const YEARLY = 1;

/** A salary as a monthly pre-tax amount in cents: a yearly salary is divided by 12. */
export const monthlyCents = (basis: number, amountCents: number) =>
  basis === YEARLY ? Math.round(amountCents / 12) : amountCents;

export interface IncomeFacts {
  basis: number;
  amountCents: number;
  effectiveDate: string;
  /** The latest effective salary as a monthly pre-tax amount. */
  monthlyCents: number;
  /**
   * The average of the monthly salary in effect on the 1st of each of the 12 full months before
   * `today`'s month; null when Basic data does not reach back that far (no honest average).
   */
  averageCents: number | null;
}

/**
 * What a 收入证明 can say about a person's income, from Basic data's salary adjustments (调薪):
 * null when none has taken effect by `today`.
 */
export async function incomeFacts(db: Executor, employeeRef: number, today: string): Promise<IncomeFacts | null> {
  const rows = await db
    .select({
      effectiveDate: salaryAdjustment.effectiveDate,
      basis: salaryAdjustment.basis,
      amountCents: salaryAdjustment.amountCents,
    })
    .from(salaryAdjustment)
    .where(eq(salaryAdjustment.employeeRef, employeeRef))
    .orderBy(asc(salaryAdjustment.effectiveDate));
  const inEffectOn = (day: string) => rows.filter((r) => r.effectiveDate <= day).at(-1);
  const latest = inEffectOn(today);
  if (!latest) return null;
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  const months = Array.from({ length: 12 }, (_, i) => inEffectOn(addMonths(firstOfMonth, -(i + 1))));
  const averageCents = months.every((m) => m !== undefined)
    ? Math.round(months.reduce((sum, m) => sum + monthlyCents(m.basis, m.amountCents), 0) / 12)
    : null;
  return {
    basis: latest.basis,
    amountCents: latest.amountCents,
    effectiveDate: latest.effectiveDate,
    monthlyCents: monthlyCents(latest.basis, latest.amountCents),
    averageCents,
  };
}
