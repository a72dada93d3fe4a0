import { addDays, businessToday } from '@hris/contract';
import type { Db } from '../db/client';
import { position } from '../db/schema';
import type { Actor } from '../http/actor';
import { identityCheckDigit } from './demo';
import { demoPast } from './demo-act';

/** The running onboardings (员工入职, flow 12) the demo leaves, by the step each waits at. */
export interface DemoOnboardingSummary {
  running: number;
  /** Current node → works waiting there (1200: returned to the store HR who started it). */
  steps: Record<number, number>;
}

/** Where one onboarding stands today: the step it waits at, and how its dates fall. */
interface Onboarding {
  shopCode: string;
  starter: string;
  /** Started this many days before today, so HC上周待入职 has a work in every age bucket. */
  daysAgo: number;
  /** 1201–1204 waits for that step; 1200 was sent back to the starter at 1201. */
  waitsAt: 1200 | 1201 | 1202 | 1203 | 1204;
  /** 预计入职日期: this many days after the start. */
  expectedAfter: number;
  /** For a work past 1203: the actual arrival, days after the start (confirmed the day after). */
  arrivedAfter?: number;
  name: string;
  gender: 'M' | 'F';
  birthDate: string;
  areaCode: string;
  phone: string;
  positionCode: string;
  rank: string;
  inductionType?: 'new' | 'intern';
}

/**
 * Ten candidates in four stores of the four regions, started 1 to 45 days ago and waiting at
 * every step: the regional HR's review (west_hr, north_hr), head office's approval and filing
 * (hq_hr), the regional HR's confirmation of the arrival, and one returned to CD001's store HR
 * for a missing document. In 华东 and 华南, where the end-to-end specs work, they wait at head
 * office only, so those regions' HRs (and sh001_hr) keep an empty to-do list.
 */
const ONBOARDINGS: readonly Onboarding[] = [
  {
    shopCode: 'CD001',
    starter: 'cd001_hr',
    daysAgo: 1,
    waitsAt: 1201,
    expectedAfter: 10,
    name: '何雨桐',
    gender: 'F',
    birthDate: '2003-04-12',
    areaCode: '510104',
    phone: '13980012301',
    positionCode: 'ST-GUIDE',
    rank: 'S1',
  },
  {
    shopCode: 'BJ001',
    starter: 'bj001_hr',
    daysAgo: 2,
    waitsAt: 1201,
    expectedAfter: 14,
    name: '高子轩',
    gender: 'M',
    birthDate: '2001-09-03',
    areaCode: '110105',
    phone: '13601012302',
    positionCode: 'ST-WH',
    rank: 'S1',
  },
  {
    shopCode: 'HZ001',
    starter: 'hz001_hr',
    daysAgo: 5,
    waitsAt: 1202,
    expectedAfter: 12,
    name: '沈梦洁',
    gender: 'F',
    birthDate: '2004-01-26',
    areaCode: '330106',
    phone: '15857112303',
    positionCode: 'ST-CASH',
    rank: 'S1',
    inductionType: 'intern',
  },
  {
    shopCode: 'CD001',
    starter: 'cd001_hr',
    daysAgo: 6,
    waitsAt: 1200,
    expectedAfter: 9,
    name: '邓佳怡',
    gender: 'F',
    birthDate: '2002-07-18',
    areaCode: '510104',
    phone: '18180012304',
    positionCode: 'ST-SALES',
    rank: 'S2',
  },
  {
    shopCode: 'GZ001',
    starter: 'gz001_hr',
    daysAgo: 9,
    waitsAt: 1204,
    expectedAfter: 6,
    arrivedAfter: 6,
    name: '梁俊豪',
    gender: 'M',
    birthDate: '1999-11-30',
    areaCode: '440106',
    phone: '13902012305',
    positionCode: 'ST-GUIDE',
    rank: 'S1',
  },
  {
    shopCode: 'BJ001',
    starter: 'bj001_hr',
    daysAgo: 12,
    waitsAt: 1203,
    expectedAfter: 10,
    name: '韩雪',
    gender: 'F',
    birthDate: '2000-02-08',
    areaCode: '110105',
    phone: '13701012306',
    positionCode: 'ST-CASH',
    rank: 'S1',
  },
  {
    shopCode: 'CD001',
    starter: 'cd001_hr',
    daysAgo: 20,
    waitsAt: 1203,
    expectedAfter: 14,
    name: '唐浩宇',
    gender: 'M',
    birthDate: '1998-05-21',
    areaCode: '510104',
    phone: '17708012307',
    positionCode: 'ST-WH',
    rank: 'S1',
  },
  {
    shopCode: 'HZ001',
    starter: 'hz001_hr',
    daysAgo: 26,
    waitsAt: 1204,
    expectedAfter: 10,
    arrivedAfter: 11,
    name: '钱思雨',
    gender: 'F',
    birthDate: '2001-12-05',
    areaCode: '330106',
    phone: '13758112308',
    positionCode: 'ST-GUIDE',
    rank: 'S1',
  },
  {
    shopCode: 'BJ001',
    starter: 'bj001_hr',
    daysAgo: 38,
    waitsAt: 1203,
    expectedAfter: 12,
    name: '孟凡宇',
    gender: 'M',
    birthDate: '2000-08-14',
    areaCode: '110105',
    phone: '18601012309',
    positionCode: 'ST-SALES',
    rank: 'S2',
  },
  {
    shopCode: 'GZ001',
    starter: 'gz001_hr',
    daysAgo: 45,
    waitsAt: 1204,
    expectedAfter: 15,
    arrivedAfter: 15,
    name: '罗嘉欣',
    gender: 'F',
    birthDate: '2002-10-09',
    areaCode: '440106',
    phone: '13802012310',
    positionCode: 'ST-CASH',
    rank: 'S1',
  },
];

/** A resident identity number of the candidate: area, birth date, a sequence whose last digit is the gender. */
function identityOf(o: Onboarding, i: number): string {
  const sequence = `${70 + i}${o.gender === 'M' ? 7 : 6}`;
  const body = `${o.areaCode}${o.birthDate.replaceAll('-', '')}${sequence}`;
  return body + identityCheckDigit(body);
}

/**
 * The onboardings HR is working on: each started by the store's HR on its day and moved through
 * the steps before the one it waits at, through the engine as the demo users of those days (see
 * demoPast). The engine creates each candidate (status 3, 入职中) at the start, as it does for the app.
 */
export async function seedDemoOnboarding(demo: {
  db: Db;
  as: (account: string) => Promise<Actor>;
}): Promise<DemoOnboardingSummary> {
  const { db } = demo;
  const today = businessToday();
  const { start, decide } = demoPast(demo, 'demo onboarding');
  const positions = new Map(
    (await db.select({ id: position.id, code: position.code }).from(position)).map((p) => [p.code, p.id]),
  );
  const summary: DemoOnboardingSummary = { running: 0, steps: {} };

  for (const [i, o] of ONBOARDINGS.entries()) {
    const positionId = positions.get(o.positionCode);
    if (!positionId) continue;
    const started = addDays(today, -o.daysAgo);
    const day = (n: number) => addDays(started, n);
    const intern = o.inductionType === 'intern';
    const workId = await start(started, o.starter, 12, {
      inductionType: o.inductionType ?? 'new',
      name: o.name,
      gender: o.gender,
      identityNumber: identityOf(o, i),
      phone: o.phone,
      employeeType: 'store',
      shopCode: o.shopCode,
      positionId,
      rank: o.rank,
      preEntryTime: day(o.expectedAfter),
      probationMonths: intern ? 0 : 3,
      contractYears: intern ? 1 : 3,
      remark: intern ? '在校实习生，每周到岗不少于4天' : '',
    });
    if (o.waitsAt === 1200) {
      await decide(day(1), workId, 'rollback', '请补充上传身份证复印件和健康证后重新提交');
    } else if (o.waitsAt > 1201) {
      await decide(day(1), workId, 'approve', '资料齐全，同意');
      // Head office answers within a couple of days.
      if (o.waitsAt > 1202) await decide(day(Math.min(3, o.daysAgo - 1)), workId, 'approve', '同意入职');
      if (o.waitsAt > 1203 && o.arrivedAfter !== undefined) {
        const arrived = day(o.arrivedAfter);
        await decide(addDays(arrived, 1), workId, 'approve', '已到岗', {
          entryDate: arrived,
          isArrivalTimeTitle: arrived <= day(o.expectedAfter),
        });
      }
    }
    summary.running += 1;
    summary.steps[o.waitsAt] = (summary.steps[o.waitsAt] ?? 0) + 1;
  }
  return summary;
}
