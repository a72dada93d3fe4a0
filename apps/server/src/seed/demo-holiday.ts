import { addDays, businessToday } from '@hris/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employee, shop } from '../db/schema';
import type { Actor } from '../http/actor';
import { HolidayService } from '../processes/holiday/holiday.service';
import { holiday } from '../processes/holiday/tables';
import type { WorkflowEngine } from '../workflow/engine';

/** 节日礼品名单 (flow 22) in the demo: a closed holiday, an open one with answers at every step. */
export interface DemoHolidaySummary {
  closed: { finished: number };
  open: { regional: number; headOffice: number; confirmed: number; returned: number; terminated: number };
}

/**
 * Holidays in 华北 (BJ001 with its store HR; BJ002, BJ003, TJ001 answered by north_hr) and 西南
 * (CD001), through the service and the engine as the demo users: last autumn's 中秋 closed and
 * finished (its dates moved into the past afterwards: a start needs an open deadline), and the
 * coming 春节 open, answered at 2202, 2203 and 2204, one returned to its starter, one terminated,
 * the other stores not yet. 华东 and 华南 stay untouched (the end-to-end specs work there).
 */
export async function seedDemoHoliday(demo: {
  db: Db;
  engine: WorkflowEngine;
  as: (account: string) => Promise<Actor>;
  /** The account decides its own to-do of the work (demo-works' helper). */
  act: (account: string, workId: number, action: 'approve' | 'rollback' | 'finish', opinion: string) => Promise<void>;
}): Promise<DemoHolidaySummary> {
  const { db, engine, as, act } = demo;
  const holidays = new HolidayService(db, engine);
  const today = businessToday();
  const shopOf = async (code: string) => {
    const [s] = await db.select({ id: shop.id }).from(shop).where(eq(shop.code, code));
    const count = await db.$count(employee, and(eq(employee.shopId, s.id), eq(employee.status, 1)));
    return { id: s.id, count };
  };
  const start = async (account: string, holidayId: number, code: string, less = 0, remark?: string) => {
    const s = await shopOf(code);
    const form = { holidayId, shopId: s.id, realNumber: Math.max(s.count - less, 0), remark };
    return (await engine.start(await as(account), 22, form)).workId;
  };
  const hq = await as('hq_hr');

  // Last 中秋: both stores answered, consolidated, confirmed; closing finished them.
  const autumn = await holidays.create(hq, {
    holidayName: `${Number(today.slice(0, 4)) - 1}中秋`,
    holidayPresent: '月饼礼盒',
    giftValue: 128,
    deadline: today,
  });
  for (const [account, region, code, less] of [
    ['bj001_hr', 'north_hr', 'BJ001', 1],
    ['cd001_hr', 'west_hr', 'CD001', 0],
  ] as const) {
    const workId = await start(account, autumn.id, code, less, less ? '1人休长假，不发放' : undefined);
    await act(region, workId, 'approve', '已汇总');
    await act('hq_hr', workId, 'approve', '总部已确认');
  }
  const closed = await holidays.close(hq, { holidayId: autumn.id });
  const past = new Date(Date.now() - 70 * 86_400_000);
  await db
    .update(holiday)
    .set({ deadline: addDays(today, -80), createdAt: new Date(past.getTime() - 20 * 86_400_000), closedAt: past })
    .where(eq(holiday.id, autumn.id));

  // The coming 春节, open for two more weeks.
  const spring = await holidays.create(hq, {
    holidayName: `${Number(today.slice(0, 4)) + 1}春节`,
    holidayPresent: '年货礼盒',
    giftValue: 200,
    deadline: addDays(today, 14),
  });
  const confirmed = await start('bj001_hr', spring.id, 'BJ001');
  await act('north_hr', confirmed, 'approve', '已汇总，人数无误');
  await act('hq_hr', confirmed, 'approve', '总部已确认，待节日关闭');
  // A regional HR answering for a store has consolidated it: waiting for head office.
  await start('north_hr', spring.id, 'BJ002');
  // Waiting for 西南区域HR.
  await start('cd001_hr', spring.id, 'CD001', 2, '2名新员工尚在试用期首周，不发放');
  const returned = await start('north_hr', spring.id, 'TJ001');
  await act('hq_hr', returned, 'rollback', '实发人数与排班表不符，请核对后重新提交');
  const terminated = await start('north_hr', spring.id, 'BJ003');
  await act('hq_hr', terminated, 'finish', '门店已提交重复名单，终止本流程');

  return {
    closed: { finished: closed.result.finished.length },
    open: { regional: 1, headOffice: 1, confirmed: 1, returned: 1, terminated: 1 },
  };
}
