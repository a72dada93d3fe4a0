// 保留期限 (issue 38) in the demo: a leaver due within the notice, one held for a labour dispute,
// one anonymised — so each state of the tab has a row on a fresh `npm start`.
import { addDays, addYears, businessToday } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appUser, employee, employeePrivacyHold, shop } from '../db/schema';
import { anonymiseEmployee, privacySettings } from '../modules/privacy/retention';
import { identityCheckDigit } from './demo';

export interface DemoPrivacySummary {
  due: number;
  held: number;
  anonymised: number;
}

export async function seedDemoPrivacy(db: Db, now: Date): Promise<DemoPrivacySummary> {
  const today = businessToday(now);
  const years = privacySettings.retentionYears;
  const [store] = await db.select({ id: shop.id, unitId: shop.orgUnitId }).from(shop).where(eq(shop.code, 'SH001'));
  const [model] = await db
    .select({ orgPath: employee.orgPath, positionId: employee.positionId })
    .from(employee)
    .where(and(eq(employee.shopId, store?.id ?? 0), eq(employee.employeeType, 'store')))
    .limit(1);
  const [hq] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.account, 'hq_hr'));
  if (!store || !model || !hq) return { due: 0, held: 0, anonymised: 0 };

  const people = [
    {
      employeeId: 'RT00001',
      name: '韩雪梅',
      gender: 'F',
      born: '19920614',
      leave: addDays(addYears(today, -years), 12),
    },
    { employeeId: 'RT00002', name: '冯志刚', gender: 'M', born: '19880203', leave: addYears(today, -(years + 1)) },
    { employeeId: 'RT00003', name: '欧阳娜', gender: 'F', born: '19950921', leave: addYears(today, -(years + 2)) },
  ] as const;
  const ids: number[] = [];
  for (const [i, p] of people.entries()) {
    const body = `310104${p.born}${String(881 + i * 2 + (p.gender === 'F' ? 1 : 0)).padStart(3, '0')}`;
    const [row] = await db
      .insert(employee)
      .values({
        employeeId: p.employeeId,
        name: p.name,
        gender: p.gender,
        identityNumber: `${body}${identityCheckDigit(body)}`,
        phone: `1390021${String(4400 + i).padStart(4, '0')}`,
        birthDate: `${p.born.slice(0, 4)}-${p.born.slice(4, 6)}-${p.born.slice(6)}`,
        employeeType: 'store',
        status: 0,
        orgUnitId: store.unitId,
        orgPath: model.orgPath,
        shopId: store.id,
        positionId: model.positionId,
        rank: 'S1',
        entryDate: addYears(p.leave, -3),
        contractBeginDate: addYears(p.leave, -3),
        contractEndDate: p.leave,
        leaveDate: p.leave,
        leaveType: '辞职',
      })
      .returning({ id: employee.id });
    if (row) ids.push(row.id);
  }
  const [, disputed, gone] = ids;
  if (disputed)
    await db.insert(employeePrivacyHold).values({
      employeeId: disputed,
      reason: '劳动仲裁审理中（沪劳人仲〔2026〕第1187号），保留至结案',
      createdBy: hq.id,
    });
  if (gone) await db.transaction((tx) => anonymiseEmployee(tx, gone, now));
  return { due: 1, held: disputed ? 1 : 0, anonymised: gone ? 1 : 0 };
}
