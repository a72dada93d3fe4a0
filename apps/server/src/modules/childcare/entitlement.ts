import { anniversary, CHILDCARE_DEFAULT_MAX_AGE, type TChildcareBalance } from '@hris/contract';

/** A rule as the computation needs it. */
export interface AreaRule {
  province: string;
  /** '' for the whole province. */
  city: string;
  daysPerYear: number;
  maxAge: number;
  effectiveFrom: string;
  effectiveTo: string | null;
}

/** Where the employee worked from `from` on (until the next placement); null: no store. */
export interface Placement {
  from: string;
  province: string | null;
  city: string | null;
}

export interface EmploymentSpan {
  entryDate: string | null;
  leaveDate: string | null;
}

export interface MonthShare {
  month: number;
  rule: AreaRule | null;
  eligible: boolean;
}

export const areaText = (province: string, city: string) =>
  city && city !== province ? `${province}${city}` : province;

/** The rule in force in an area on a day: the city's own rule before its province's. */
export function ruleOn(rules: readonly AreaRule[], province: string, city: string, day: string): AreaRule | null {
  const inForce = rules.filter(
    (r) => r.province === province && r.effectiveFrom <= day && (r.effectiveTo === null || r.effectiveTo >= day),
  );
  return inForce.find((r) => r.city !== '' && r.city === city) ?? inForce.find((r) => r.city === '') ?? null;
}

/** Where the employee was on a day: the last placement that began by then (the first one before any). */
export function placementOn(placements: readonly Placement[], day: string): Placement | null {
  let current: Placement | null = null;
  for (const p of placements) if (p.from <= day) current = p;
  return current;
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthStart = (year: number, month: number) => `${year}-${pad(month)}-01`;
const monthEnd = (year: number, month: number) =>
  `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;

/** The day on which the child passes the rule's age (from then on no leave). */
export const ageLimitDate = (birthDate: string, maxAge: number) => anniversary(birthDate, maxAge);

/**
 * A child's entitlement in `year`, month by month: each month the employee worked counts
 * 1/12 of the yearly days of the rule of the area of their store on the month's first day (or
 * their entry day), when the child is born by that month and has not passed the rule's age on
 * its first day. A transfer to another province in the year so gives each province its months
 * (pro rata). The total is rounded to half days.
 */
export function monthShares(
  year: number,
  birthDate: string,
  employment: EmploymentSpan,
  placements: readonly Placement[],
  rules: readonly AreaRule[],
): MonthShare[] {
  const shares: MonthShare[] = [];
  for (let month = 1; month <= 12; month++) {
    const first = monthStart(year, month);
    const last = monthEnd(year, month);
    const employed =
      (employment.entryDate === null || employment.entryDate <= last) &&
      (employment.leaveDate === null || employment.leaveDate >= first);
    const day = employment.entryDate && employment.entryDate > first ? employment.entryDate : first;
    const place = employed ? placementOn(placements, day) : null;
    const rule = place?.province ? ruleOn(rules, place.province, place.city ?? '', day) : null;
    const eligible =
      rule !== null && birthDate.slice(0, 7) <= first.slice(0, 7) && first < ageLimitDate(birthDate, rule.maxAge);
    shares.push({ month, rule, eligible });
  }
  return shares;
}

export const roundHalf = (days: number) => Math.round(days * 2) / 2;

export function balanceOf(year: number, shares: readonly MonthShare[], used: number): TChildcareBalance {
  const areas = new Map<string, { areaText: string; months: number; daysPerYear: number }>();
  let granted = 0;
  for (const s of shares) {
    if (!s.eligible || !s.rule) continue;
    granted += s.rule.daysPerYear / 12;
    const key = `${areaText(s.rule.province, s.rule.city)}|${s.rule.daysPerYear}`;
    const entry = areas.get(key) ?? {
      areaText: areaText(s.rule.province, s.rule.city),
      months: 0,
      daysPerYear: s.rule.daysPerYear,
    };
    entry.months += 1;
    areas.set(key, entry);
  }
  const total = roundHalf(granted);
  return { year, granted: total, used, remaining: roundHalf(total - used), areas: [...areas.values()] };
}

/** The age limit of a use starting in `month`: the rule of that month's area, else the default. */
export function maxAgeIn(shares: readonly MonthShare[], month: number): number {
  return shares[month - 1]?.rule?.maxAge ?? CHILDCARE_DEFAULT_MAX_AGE;
}

/** The years a child's balances are shown for: from the birth year to the last eligible one, up to `untilYear`. */
export function balanceYears(birthDate: string, maxAge: number, untilYear: number): number[] {
  const first = Number(birthDate.slice(0, 4));
  const last = Math.min(Number(ageLimitDate(birthDate, maxAge).slice(0, 4)), untilYear);
  const years: number[] = [];
  for (let y = last; y >= first; y--) years.push(y);
  return years;
}
