import {
  addDays,
  addMonths,
  businessToday,
  type DimissionType,
  dimissionTypeLabel,
  REPORT_TREND_WEEKS,
  staffTurnoverProcess,
  type TEmployeeHistoryKind,
  weekRange,
} from '@hris/contract';
import { and, asc, between, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employee, employeeHistory, orgUnit, position, shop, threePeriod, work } from '../db/schema';
import type { Actor } from '../http/actor';
import { identityCheckDigit } from './demo';
import { demoPast } from './demo-act';
import { DEMO_ACCOUNTS, STORES } from './demo-data';

/** What the report demo added: people hired, people who left, store moves (history rows). */
export interface DemoReportsSummary {
  hires: number;
  leavers: number;
  /**
   * Finished resignations (flow 15) played for leavers of the 12 weeks: the added ones but every
   * twelfth, and the demo plan's store leavers of those weeks.
   */
  resignations: number;
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

/** A departure as HR records it on the resignation (spec §9 types and reasons) and its notice. */
interface Departure {
  type: Exclude<DimissionType, 'cancel'>;
  reason: string;
  /** The text a reason 其他 needs. */
  resetReason?: string;
  remark: string;
  /** Days from the start of the resignation to the last working day. */
  notice: number;
  /** Never rehire (永不录用), explained by the remark. */
  dishonorable?: boolean;
}

/**
 * The departures of the demo's leavers, taken in turn (a stride through the list spreads them
 * over weeks and stores): about seven in ten resign, mostly for pay, personal and family
 * reasons or a career elsewhere; some are dismissed, a few leave by agreement.
 */
const DEPARTURES: readonly Departure[] = [
  { type: 'resign', reason: 'personal', remark: '员工本人提出辞职', notice: 30 },
  { type: 'resign', reason: 'salary', remark: '同行门店薪资更高', notice: 30 },
  { type: 'resign', reason: 'family', remark: '回老家照顾父母', notice: 21 },
  { type: 'resign', reason: 'career', remark: '转行做线上运营', notice: 30 },
  { type: 'passive', reason: 'absenteeism', remark: '连续旷工3天，多次联系未返岗', notice: 3 },
  { type: 'resign', reason: 'location', remark: '搬家后通勤超过1.5小时', notice: 14 },
  { type: 'resign', reason: 'pressure', remark: '旺季排班压力大', notice: 30 },
  { type: 'negotiate', reason: 'agreement', remark: '门店人员优化，双方协商一致解除', notice: 10 },
  { type: 'resign', reason: 'study', remark: '考取成人高考，全日制就读', notice: 21 },
  { type: 'resign', reason: 'salary', remark: '对基本工资调整不满意', notice: 30 },
  { type: 'passive', reason: 'probationFailed', remark: '试用期考核未达标', notice: 5 },
  { type: 'resign', reason: 'relocation', remark: '随配偶迁居外地', notice: 21 },
  { type: 'resign', reason: 'manager', remark: '与店长沟通不畅', notice: 30 },
  { type: 'negotiate', reason: 'notRenewed', remark: '合同到期，公司不再续签', notice: 30 },
  { type: 'resign', reason: 'bonus', remark: '对季度奖金方案不满意', notice: 30 },
  { type: 'resign', reason: 'salesTarget', remark: '销售指标过高', notice: 30 },
  { type: 'passive', reason: 'violation', remark: '违反收银管理制度，经查属实', notice: 3 },
  { type: 'resign', reason: 'personal', remark: '个人发展规划调整', notice: 30 },
  { type: 'resign', reason: 'notRenewedByEmployee', remark: '合同到期，员工本人不续签', notice: 30 },
  { type: 'resign', reason: 'health', remark: '身体原因需休养', notice: 14 },
  { type: 'resign', reason: 'family', remark: '家中孩子上学需照顾', notice: 30 },
  { type: 'resign', reason: 'atmosphere', remark: '不适应团队氛围', notice: 14 },
  { type: 'resign', reason: 'other', resetReason: '自主创业', remark: '开设个人网店', notice: 30 },
  { type: 'resign', reason: 'content', remark: '不适应门店销售工作', notice: 14 },
];
/** Coprime with the list's length: consecutive leavers get departures far apart in it. */
const DEPARTURE_STRIDE = 7;
/** Every twelfth leaver was recorded without a resignation (imported): no reason is known. */
const WITHOUT_WORK_EVERY = 12;

/**
 * The departures behind the reasons the demo plan (demo.ts) gives its leavers, which it writes on
 * their 离职 history row: the same departure as a resignation form records it.
 */
const PLAN_DEPARTURES: Record<string, Departure> = {
  个人原因离职: { type: 'resign', reason: 'personal', remark: '个人原因离职', notice: 30 },
  '个人发展，另谋高就': { type: 'resign', reason: 'career', remark: '个人发展，另谋高就', notice: 30 },
  家庭原因返乡: { type: 'resign', reason: 'family', remark: '家庭原因返乡', notice: 21 },
  继续深造: { type: 'resign', reason: 'study', remark: '继续深造', notice: 21 },
  薪资待遇原因: { type: 'resign', reason: 'salary', remark: '薪资待遇原因', notice: 30 },
  通勤距离过远: { type: 'resign', reason: 'location', remark: '通勤距离过远', notice: 14 },
  试用期不合格: { type: 'passive', reason: 'probationFailed', remark: '试用期考核不合格', notice: 5 },
  合同到期不续签: { type: 'negotiate', reason: 'notRenewed', remark: '合同到期不续签', notice: 30 },
  '严重违反公司规章制度，解除劳动合同': {
    type: 'passive',
    reason: 'violation',
    remark: '严重违反公司规章制度，解除劳动合同',
    notice: 3,
    dishonorable: true,
  },
  '收银舞弊，解除劳动合同': {
    type: 'passive',
    reason: 'violation',
    remark: '收银舞弊，解除劳动合同',
    notice: 3,
    dishonorable: true,
  },
  '连续旷工，解除劳动合同': {
    type: 'passive',
    reason: 'absenteeism',
    remark: '连续旷工，解除劳动合同',
    notice: 3,
    dishonorable: true,
  },
};

const HANDOVER = { handoverConfirmed: true, handoverRemark: '工服、工牌、钥匙已交回，收银已盘点' };
const OPINIONS: Record<number, string> = { 1501: '情况属实，同意', 1502: '同意离职' };

/** Who starts a store's resignations: its store HR, or the region's HR where it has none. */
function starterOf(shopCode: string): string | undefined {
  const own = DEMO_ACCOUNTS.find((a) => a.org.kind === 'store' && a.org.code === shopCode && a.roleIds.includes('020'));
  if (own) return own.account;
  const region = STORES.find((s) => s.code === shopCode)?.region;
  return DEMO_ACCOUNTS.find((a) => a.org.kind === 'region' && a.org.key === region && a.roleIds.includes('010'))
    ?.account;
}

/**
 * The weekly reports' demo: over the 12 weeks before this one, at the first open stores, people
 * hired (entry dates spread over the week, more in recent weeks), people who left (last working
 * days and leave types), and people who moved between two stores — the same facts the reports
 * read (employee entry / leave dates, employee_history rows), so every report draws a trend on
 * first sign-in. Most leavers leave through a resignation (flow 15) played on its days through the
 * engine (demoPast): started by the store's HR (or the region's) before the last working day,
 * approved, and the handover confirmed on that day, so the person becomes 离职 with the type and
 * the reason HR chose (HC上周离职's reason chart). Every twelfth was recorded without one
 * (imported): their reason shows as 未记录原因. The demo plan's store leavers of those weeks get
 * their resignation the same way, with the reason the plan gave them.
 */
export async function seedDemoReports(
  demo: { db: Db; as: (account: string) => Promise<Actor> },
  now: Date,
): Promise<DemoReportsSummary> {
  const { db } = demo;
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
  if (stores.length < 2 || !storePosition) return { hires: 0, leavers: 0, resignations: 0, transfers: 0 };

  const thisWeek = weekRange(businessToday(now)).from;
  const summary: DemoReportsSummary = { hires: 0, leavers: 0, resignations: 0, transfers: 0 };
  /** The leavers who leave through a resignation, played once the people exist. */
  const resignations: { employeeId: string; shopCode: string; lastWorkingDay: string; departure: Departure }[] = [];
  let serial = 0;

  await db.transaction(async (tx) => {
    const person = async (
      store: (typeof stores)[number],
      o: {
        status: number;
        entryDate: string;
        contractEndDate?: string;
        probationEndDate?: string;
        leaveDate?: string;
        leaveType?: string;
      },
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
          contractEndDate: o.contractEndDate ?? null,
          probationBeginDate: o.probationEndDate ? o.entryDate : null,
          probationEndDate: o.probationEndDate ?? null,
          leaveDate: o.leaveDate ?? null,
          leaveType: o.leaveType ?? null,
        })
        .returning({ id: employee.id, employeeId: employee.employeeId });
      return row;
    };
    const history = (
      employeeId: number,
      kind: TEmployeeHistoryKind,
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
          const { id } = await person(store, { status: 1, entryDate: day });
          await history(id, 'entry', 'status', '3', '1', day);
          summary.hires += 1;
        }
        // Leavers: one every other week per store, their departures in turn.
        if ((i + w) % 2 === 0) {
          const day = addDays(monday, (i + 3) % 7);
          const k = summary.leavers;
          const departure = DEPARTURES[(k * DEPARTURE_STRIDE) % DEPARTURES.length];
          const facts = leaverFacts(departure, day, k);
          const starter = starterOf(store.code);
          if (k % WITHOUT_WORK_EVERY === WITHOUT_WORK_EVERY - 1 || !starter) {
            const { id } = await person(store, {
              status: 0,
              ...facts,
              contractEndDate: day,
              leaveDate: day,
              leaveType: dimissionTypeLabel(departure.type),
            });
            await history(id, 'resignation', 'status', '1', '0', day);
          } else {
            // In post until their resignation, played below.
            const { employeeId } = await person(store, { status: 1, ...facts });
            resignations.push({ employeeId, shopCode: store.code, lastWorkingDay: day, departure });
          }
          summary.leavers += 1;
        }
      }
      // A move between two stores each week, one more in recent weeks.
      for (let m = 0; m < 1 + (recent > 6 ? 1 : 0); m++) {
        const from = stores[(w + m) % stores.length];
        const to = stores[(w + m + 1) % stores.length];
        const day = addDays(monday, 2 + m);
        const { id } = await person(to, { status: 1, entryDate: '2024-02-01' });
        await history(id, 'transfer', 'shopId', from.code, to.code, day);
        summary.transfers += 1;
      }
    }
  });

  // The demo plan's store staff who left in those weeks (demo.ts writes them gone, their reason on
  // the history row): back in post until their resignation, played like the others. Office staff
  // (head office has no second HR to review one started by hq_hr) and a dismissal the 三期 rule
  // would refuse keep the plan's record.
  const firstDay = addDays(thisWeek, -7 * REPORT_TREND_WEEKS);
  const planLeavers = await db
    .select({
      id: employee.id,
      employeeId: employee.employeeId,
      shopCode: shop.code,
      leaveDate: employee.leaveDate,
      historyId: employeeHistory.id,
      remark: employeeHistory.remark,
    })
    .from(employee)
    .innerJoin(shop, eq(shop.id, employee.shopId))
    .innerJoin(
      employeeHistory,
      and(
        eq(employeeHistory.employeeId, employee.id),
        eq(employeeHistory.kind, 'resignation'),
        eq(employeeHistory.newValue, '0'),
      ),
    )
    .where(
      and(
        eq(employee.status, 0),
        isNull(employee.leaveType),
        between(employee.leaveDate, firstDay, addDays(businessToday(now), -1)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(work)
            .where(and(eq(work.flowId, staffTurnoverProcess.flowId), eq(work.targetEmployeeRef, employee.id))),
        ),
      ),
    )
    .orderBy(asc(employee.employeeId));
  for (const p of planLeavers) {
    const departure = PLAN_DEPARTURES[p.remark ?? ''];
    const starter = starterOf(p.shopCode);
    if (!departure || !starter || !p.leaveDate) continue;
    if (departure.type === 'passive') {
      const periods = await db
        .select({ id: threePeriod.id })
        .from(threePeriod)
        .where(eq(threePeriod.employeeRef, p.id))
        .limit(1);
      if (periods.length > 0) continue;
    }
    await db.transaction(async (tx) => {
      await tx
        .update(employee)
        .set({ status: 1, leaveDate: null, dishonorableDischarge: 0 })
        .where(eq(employee.id, p.id));
      await tx.delete(employeeHistory).where(eq(employeeHistory.id, p.historyId));
    });
    resignations.push({ employeeId: p.employeeId, shopCode: p.shopCode, lastWorkingDay: p.leaveDate, departure });
  }

  // Each resignation on its days: started `notice` days before the last working day, a review a
  // day (1501 by the region, skipped when the region's HR started it; 1502 by head office), and
  // the handover confirmed on the last working day, which makes the person 离职 then.
  const { start, decide, seenByStarter } = demoPast(demo, 'demo reports');
  for (const r of resignations) {
    const d = r.departure;
    const begun = addDays(r.lastWorkingDay, -d.notice);
    const workId = await start(begun, starterOf(r.shopCode) as string, 15, {
      employeeId: r.employeeId,
      lastWorkingDay: r.lastWorkingDay,
      dimissionType: d.type,
      dimissionReason: d.reason,
      dimissionResetReason: d.resetReason ?? '',
      dishonorableDischarge: d.dishonorable ? 1 : 0,
      dishonorableRemark: d.dishonorable ? d.remark : '',
      remark: d.remark,
    });
    for (let step = 1; ; step++) {
      const [current] = await db.select({ nodeId: work.currentNodeId }).from(work).where(eq(work.id, workId));
      if (current?.nodeId === 1503) {
        await decide(r.lastWorkingDay, workId, 'approve', '交接已完成', HANDOVER, '17:00');
        break;
      }
      if (!current?.nodeId || step > 2)
        throw new Error(`demo reports: resignation ${workId} stands at ${current?.nodeId}`);
      await decide(addDays(begun, step), workId, 'approve', OPINIONS[current.nodeId] ?? '同意');
    }
    await seenByStarter(workId);
    summary.resignations += 1;
  }
  return summary;
}

/**
 * A leaver's dates before they go: a probation failed is a recent hire still in probation, a
 * contract not renewed ends on the last working day, others joined months or years before.
 */
function leaverFacts(d: Departure, lastWorkingDay: string, k: number) {
  if (d.reason === 'probationFailed') {
    const entryDate = addDays(lastWorkingDay, -70);
    return {
      entryDate,
      probationEndDate: addDays(addMonths(entryDate, 3), -1),
      contractEndDate: addDays(addMonths(entryDate, 36), -1),
    };
  }
  if (d.reason === 'notRenewed' || d.reason === 'notRenewedByEmployee')
    return { entryDate: addDays(addMonths(lastWorkingDay, -36), 1), contractEndDate: lastWorkingDay };
  const entryDate = addDays(lastWorkingDay, -(200 + ((k * 97) % 700)));
  return { entryDate, contractEndDate: addDays(addMonths(entryDate, 36), -1) };
}
