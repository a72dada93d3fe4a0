import { type Message, msg, type TChildcareBalance } from '@hris/contract';
import type { Executor } from '../../db/client';
import * as repo from './childcare.repository';
import { ageLimitDate, balanceOf, maxAgeIn, monthShares } from './entitlement';

const DAY_MS = 86_400_000;
const spanDays = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;

interface ChildRef {
  id: number;
  employeeRef: number;
  birthDate: string;
}

/** Each child's balance in the years `yearsOf` gives (latest first), from the rules and where the parent worked. */
export async function balancesOf(
  db: Executor,
  kids: ChildRef[],
  yearsOf: (kid: ChildRef, maxAge: number) => number[],
): Promise<Map<number, TChildcareBalance[]>> {
  const result = new Map<number, TChildcareBalance[]>();
  if (kids.length === 0) return result;
  const [allRules, places, used] = await Promise.all([
    repo.allRules(db),
    repo.placementsOf(db, [...new Set(kids.map((k) => k.employeeRef))]),
    repo.usedDays(
      db,
      kids.map((k) => k.id),
    ),
  ]);
  const widestAge = Math.max(3, ...allRules.map((r) => r.maxAge));
  for (const kid of kids) {
    const place = places.get(kid.employeeRef);
    if (!place) continue;
    result.set(
      kid.id,
      yearsOf(kid, widestAge).map((year) =>
        balanceOf(
          year,
          monthShares(year, kid.birthDate, place.employment, place.placements, allRules),
          used.get(`${kid.id}:${year}`) ?? 0,
        ),
      ),
    );
  }
  return result;
}

type UseInput = { startDate: string; endDate: string; days: number };
export type LockedChild = NonNullable<Awaited<ReturnType<typeof repo.findChild>>>;

/**
 * Why a use of `child` may not be recorded (field and message), or null: the days fit the dates,
 * the dates lie in one year, from the birth and before the rule's age, and the days fit the
 * year's balance (less `pending`, days the same file takes before this row).
 */
export async function useRefusal(
  tx: Executor,
  child: LockedChild,
  input: UseInput,
  pending = 0,
): Promise<{ field: 'startDate' | 'endDate' | 'days'; message: Message } | null> {
  const span = spanDays(input.startDate, input.endDate);
  if (input.days > span)
    return { field: 'days', message: msg('childcare.daysBeyondPeriod', { days: input.days, span }) };
  const year = Number(input.startDate.slice(0, 4));
  if (Number(input.endDate.slice(0, 4)) !== year) return { field: 'endDate', message: msg('childcare.crossYear') };
  if (input.startDate < child.birthDate) {
    return {
      field: 'startDate',
      message: msg('childcare.beforeBirth', { child: child.name, birthDate: child.birthDate }),
    };
  }
  const [allRules, places, used] = await Promise.all([
    repo.allRules(tx),
    repo.placementsOf(tx, [child.employeeRef]),
    repo.usedDays(tx, [child.id], year),
  ]);
  const place = places.get(child.employeeRef);
  const shares = place ? monthShares(year, child.birthDate, place.employment, place.placements, allRules) : [];
  const age = maxAgeIn(shares, Number(input.startDate.slice(5, 7)));
  const limit = ageLimitDate(child.birthDate, age);
  if (input.endDate >= limit) {
    return { field: 'endDate', message: msg('childcare.overAge', { child: child.name, date: limit, age }) };
  }
  const balance = balanceOf(year, shares, (used.get(`${child.id}:${year}`) ?? 0) + pending);
  if (input.days > balance.remaining) {
    return {
      field: 'days',
      message: msg('childcare.overBalance', {
        child: child.name,
        year,
        remaining: Math.max(0, balance.remaining),
        days: input.days,
      }),
    };
  }
  return null;
}
