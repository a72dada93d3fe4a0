import { businessToday } from '@hris/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appUser, employee, shop } from '../db/schema';
import { childcareRule, childcareUse, employeeChild } from '../modules/childcare/tables';

/** 育儿假 of the demo: how many rules, children and uses it wrote. */
export interface DemoChildcareSummary {
  rules: number;
  children: number;
  uses: number;
}

/** Days per child per year of each province of the demo stores (5–20, as the provinces set them). */
const PROVINCE_DAYS: Record<string, number> = {
  上海市: 10,
  北京市: 5,
  天津市: 10,
  重庆市: 10,
  江苏省: 10,
  浙江省: 15,
  广东省: 10,
  福建省: 10,
  四川省: 10,
  山东省: 10,
  河北省: 10,
  云南省: 10,
  贵州省: 10,
  广西壮族自治区: 10,
};

/** When each province's current rule starts (default 2021), and the period it replaced, if any. */
const PROVINCE_HISTORY: Record<string, { from: string; earlier?: { days: number; from: string; to: string } }> = {
  浙江省: { from: '2024-01-01', earlier: { days: 10, from: '2021-01-01', to: '2023-12-31' } },
};

/** Cities with a rule of their own, beside their province's (the demo stores' city names). */
const CITY_RULES: readonly Omit<typeof childcareRule.$inferInsert, 'createdBy'>[] = [
  { province: '广东省', city: '深圳', daysPerYear: 15, effectiveFrom: '2024-01-01', remark: '深圳市单独规定' },
];

/**
 * The rules of every province with a demo store (浙江 with an earlier period of 10 days, 深圳 with
 * a city rule of its own), a child for every third active store employee (a second one for every
 * ninth), and uses this year for every other child, whole and half days, entered by head-office
 * HR: every childcare page shows rows on first sign-in.
 */
export async function seedDemoChildcare(db: Db): Promise<DemoChildcareSummary> {
  const year = Number(businessToday().slice(0, 4));
  const [hq] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.account, 'hq_hr'));
  const provinces = (await db.selectDistinct({ province: shop.province }).from(shop)).map((r) => r.province);
  const rules: (typeof childcareRule.$inferInsert)[] = provinces.flatMap((province) => {
    const days = PROVINCE_DAYS[province] ?? 10;
    const history = PROVINCE_HISTORY[province];
    const current = {
      province,
      daysPerYear: days,
      effectiveFrom: history?.from ?? '2021-01-01',
      remark: `${province}人口与计划生育条例`,
      createdBy: hq?.id ?? null,
    };
    const earlier = history?.earlier && {
      province,
      daysPerYear: history.earlier.days,
      effectiveFrom: history.earlier.from,
      effectiveTo: history.earlier.to,
      remark: `${history.from.slice(0, 4)}年起调整为${days}天`,
      createdBy: hq?.id ?? null,
    };
    return earlier ? [current, earlier] : [current];
  });
  // A city's own rule where a demo store is in that city.
  const cities = new Set(
    (await db.selectDistinct({ province: shop.province, city: shop.city }).from(shop)).map(
      (r) => `${r.province}/${r.city}`,
    ),
  );
  for (const rule of CITY_RULES.filter((r) => cities.has(`${r.province}/${r.city}`)))
    rules.push({ ...rule, createdBy: hq?.id ?? null });
  await db.insert(childcareRule).values(rules);

  const people = await db
    .select({ id: employee.id, name: employee.name })
    .from(employee)
    // In post since before this year: their balance counts every month of it.
    .where(
      and(
        eq(employee.status, 1),
        eq(employee.employeeType, 'store'),
        sql`coalesce(${employee.entryDate}, '1900-01-01'::date) < ${`${year}-01-01`}::date`,
      ),
    )
    .orderBy(asc(employee.id));
  const pad = (n: number) => String(n).padStart(2, '0');
  const kids: (typeof employeeChild.$inferInsert)[] = [];
  people.forEach((p, i) => {
    if (i % 3 !== 0) return;
    const k = i / 3;
    const surname = p.name.slice(0, 1);
    // Born between mid-2023 and early 2026: under three all this year or part of it.
    kids.push({
      employeeRef: p.id,
      name: `${surname}${['小雨', '子涵', '一诺', '梓轩', '欣怡', '浩然'][k % 6]}`,
      birthDate: `${year - 3 + (k % 3)}-${pad(1 + (k % 12))}-${pad(1 + (k % 27))}`,
      createdBy: hq?.id ?? null,
    });
    if (k % 3 === 0) {
      kids.push({
        employeeRef: p.id,
        name: `${surname}小宝`,
        birthDate: `${year - 1}-0${1 + (k % 6)}-15`,
        createdBy: hq?.id ?? null,
      });
    }
  });
  const saved = kids.length
    ? await db
        .insert(employeeChild)
        .values(kids)
        .returning({ id: employeeChild.id, employeeRef: employeeChild.employeeRef, birthDate: employeeChild.birthDate })
    : [];
  // Uses early this year (January–March, one month per child of a parent), while every child is
  // under three and within a balance of at least 5 days: 1, 1.5, 2 or 0.5 days.
  const uses: (typeof childcareUse.$inferInsert)[] = [];
  const monthOf = new Map<number, number>();
  saved.forEach((c, i) => {
    if (i % 2 !== 0 || c.birthDate >= `${year}-01-01` || c.birthDate < `${year - 2}-04-01`) return;
    const month = (monthOf.get(c.employeeRef) ?? 0) + 1;
    monthOf.set(c.employeeRef, month);
    const days = [1, 1.5, 2, 0.5][i % 4];
    const start = `${year}-${pad(month)}-${pad(5 + (i % 20))}`;
    const end = `${year}-${pad(month)}-${pad(5 + (i % 20) + Math.ceil(days) - 1)}`;
    uses.push({
      employeeRef: c.employeeRef,
      childId: c.id,
      year,
      startDate: start,
      endDate: end,
      days,
      remark: ['陪同就医', '幼儿园入园适应', '家中照护', '疫苗接种'][i % 4],
      createdBy: hq?.id ?? null,
    });
  });
  if (uses.length) await db.insert(childcareUse).values(uses);
  return { rules: rules.length, children: saved.length, uses: uses.length };
}
