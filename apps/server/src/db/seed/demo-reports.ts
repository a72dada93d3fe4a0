import { addDays, businessToday, DIMISSION_TYPES, REPORT_TREND_WEEKS, weekRange } from '@hris/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { employee, employeeHistory, orgUnit, position, shop } from '../schema';
import { identityCheckDigit } from './demo';

/** What the report demo added: people hired, people who left, store moves (history rows). */
export interface DemoReportsSummary {
  hires: number;
  leavers: number;
  transfers: number;
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭'];
const GIVEN = [
  '晓明',
  '丽娜',
  '志强',
  '雪',
  '建华',
  '婷婷',
  '俊杰',
  '佳琪',
  '浩然',
  '欣怡',
  '子涵',
  '梓萱',
  '宇航',
  '诗琪',
];
/** 辞职, 被动离职, 协商解除 (取消入职 is no departure). */
const LEAVE_TYPES = DIMISSION_TYPES.filter((t) => t.value !== 'cancel').map((t) => t.label);

/**
 * The weekly reports' demo: over the 12 weeks before this one, at the first open stores, people
 * hired (entry dates spread over the week, more in recent weeks), people who left (last working
 * days and leave types), and people who moved between two stores — the same facts the reports
 * read (employee entry / leave dates, employee_history rows), so every report draws a trend on
 * first sign-in. Leavers seeded here have no resignation work: their reason shows as 未记录原因
 * beside the real resignations of demo-exits.
 */
export async function seedDemoReports(db: Db, now: Date): Promise<DemoReportsSummary> {
  const stores = await db
    .select({ id: shop.id, code: shop.code, unitId: orgUnit.id, path: orgUnit.path })
    .from(shop)
    .innerJoin(orgUnit, eq(orgUnit.id, shop.orgUnitId))
    .where(eq(shop.isOpen, true))
    .orderBy(asc(shop.code))
    .limit(8);
  const [storePosition] = await db
    .select({ id: position.id })
    .from(position)
    .where(and(eq(position.employeeType, 'store'), eq(position.isActive, true)))
    .orderBy(asc(position.id))
    .limit(1);
  if (stores.length < 2 || !storePosition) return { hires: 0, leavers: 0, transfers: 0 };

  const thisWeek = weekRange(businessToday(now)).from;
  const summary: DemoReportsSummary = { hires: 0, leavers: 0, transfers: 0 };
  let serial = 0;

  await db.transaction(async (tx) => {
    const person = async (
      store: (typeof stores)[number],
      o: { status: number; entryDate: string; leaveDate?: string; leaveType?: string },
    ) => {
      serial += 1;
      const body = `3101011990${String((serial % 12) + 1).padStart(2, '0')}15${String(serial % 1000).padStart(3, '0')}`;
      const [row] = await tx
        .insert(employee)
        .values({
          employeeId: `RP${String(serial).padStart(5, '0')}`,
          name: `${SURNAMES[serial % SURNAMES.length]}${GIVEN[(serial * 7) % GIVEN.length]}`,
          gender: serial % 2 ? 'F' : 'M',
          identityNumber: `${body}${identityCheckDigit(body)}`,
          employeeType: 'store',
          status: o.status,
          orgUnitId: store.unitId,
          orgPath: store.path,
          shopId: store.id,
          positionId: storePosition.id,
          rank: 'S1',
          entryDate: o.entryDate,
          contractBeginDate: o.entryDate,
          leaveDate: o.leaveDate ?? null,
          leaveType: o.leaveType ?? null,
        })
        .returning({ id: employee.id });
      return row.id;
    };
    const history = (
      employeeId: number,
      kind: string,
      field: string,
      oldValue: string,
      newValue: string,
      day: string,
    ) =>
      tx
        .insert(employeeHistory)
        .values({ employeeId, kind, field, oldValue, newValue, effectiveDate: day, actorUserId: null });

    for (let w = 1; w <= REPORT_TREND_WEEKS; w++) {
      const monday = addDays(thisWeek, -7 * w);
      const recent = REPORT_TREND_WEEKS - w; // 0 for the oldest week, 11 for last week
      for (const [i, store] of stores.entries()) {
        // Hires: 0–3 per store and week, more towards last week.
        const hires = (i + w + Math.floor(recent / 4)) % 4;
        for (let h = 0; h < hires; h++) {
          const day = addDays(monday, (h * 2 + i) % 7);
          const id = await person(store, { status: 1, entryDate: day });
          await history(id, 'entry', 'status', '3', '1', day);
          summary.hires += 1;
        }
        // Leavers: one every other week per store, the type in turn.
        if ((i + w) % 2 === 0) {
          const day = addDays(monday, (i + 3) % 7);
          const leaveType = LEAVE_TYPES[(i + w) % LEAVE_TYPES.length];
          const id = await person(store, { status: 0, entryDate: '2023-06-01', leaveDate: day, leaveType });
          await history(id, 'resignation', 'status', '1', '0', day);
          summary.leavers += 1;
        }
      }
      // A move between two stores each week, one more in recent weeks.
      for (let m = 0; m < 1 + (recent > 6 ? 1 : 0); m++) {
        const from = stores[(w + m) % stores.length];
        const to = stores[(w + m + 1) % stores.length];
        const day = addDays(monday, 2 + m);
        const id = await person(to, { status: 1, entryDate: '2024-02-01' });
        await history(id, 'transfer', 'shopId', from.code, to.code, day);
        summary.transfers += 1;
      }
    }
  });
  return summary;
}
