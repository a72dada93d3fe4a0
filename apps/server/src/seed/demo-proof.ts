import { addMonths, businessToday } from '@hris/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employee, salaryAdjustment, shop } from '../db/schema';
import type { Actor } from '../http/actor';
import type { WorkflowEngine } from '../workflow/engine';
import { demoActor } from './demo-act';

/** 证明信 (25) of the demo, by state. */
export interface DemoProofSummary {
  running: number;
  finished: number;
  returned: number;
  terminated: number;
}

interface Demo {
  db: Db;
  engine: WorkflowEngine;
  as: (account: string) => Promise<Actor>;
}

/**
 * Certificate letters in 北京 (BJ001, bj001_hr, north_hr) and 成都 (CD001, cd001_hr, west_hr),
 * through the engine as the demo users: waiting for the region (2501) and for head-office
 * compensation (2502, hq_comp), returned to the store, terminated, and issued letters of each type
 * (numbers HRZM-<year>-…), so 证明信列表, the task centre and the download buttons show every
 * state. None waits at 2504: head-office HR's to-do list stays empty for the end-to-end specs.
 * The income letters' people get a salary history in Basic data when they have none.
 */
export async function seedDemoProofs(demo: Demo): Promise<DemoProofSummary> {
  const { db, engine, as } = demo;
  const summary: DemoProofSummary = { running: 0, finished: 0, returned: 0, terminated: 0 };
  const staffOf = (code: string, status: number[]) =>
    db
      .select({ id: employee.id, employeeId: employee.employeeId })
      .from(employee)
      .innerJoin(shop, eq(shop.id, employee.shopId))
      .where(and(eq(shop.code, code), inArray(employee.status, status)))
      .orderBy(asc(employee.employeeId))
      .limit(8);
  const start = async (account: string, form: Record<string, unknown>) =>
    (await engine.start(await as(account), 25, form)).workId;
  const act = demoActor(demo, 'demo proofs');
  /** A yearly salary two years back and a monthly one from four months back (kept if any exists). */
  async function salaryFor(employeeRef: number, monthly: number) {
    const firstOfMonth = `${businessToday().slice(0, 7)}-01`;
    await db
      .insert(salaryAdjustment)
      .values([
        {
          employeeRef,
          effectiveDate: addMonths(firstOfMonth, -24),
          basis: 1,
          amountCents: (monthly - 500) * 1200,
          reason: '年度调薪',
        },
        {
          employeeRef,
          effectiveDate: addMonths(firstOfMonth, -4),
          basis: 0,
          amountCents: monthly * 100,
          reason: '晋升',
        },
      ])
      .onConflictDoNothing();
  }
  const letter = (employeeId: string, applyType: number, purpose: string, copies = 1) => ({
    employeeId,
    applyType,
    purpose,
    copies,
  });

  const bj = await staffOf('BJ001', [1]);
  const cd = await staffOf('CD001', [1]);
  const bjLeft = await staffOf('BJ001', [0]);
  const cdLeft = await staffOf('CD001', [0]);
  if (bj.length < 4 || cd.length < 3) return summary;

  // Waiting for 华北区域HR: an on-job letter for a visa.
  await start('bj001_hr', letter(bj[0].employeeId, 1, '办理签证', 2));
  summary.running++;
  // An income letter at 总部薪酬审核 (the region agreed).
  await salaryFor(bj[1].id, 8500);
  const atComp = await start('bj001_hr', letter(bj[1].employeeId, 0, '办理房贷'));
  await act('north_hr', atComp, 'approve', '同意，请总部核定收入');
  summary.running++;
  // Issued: an income letter (2502 confirms) and an on-job letter.
  await salaryFor(bj[2].id, 7200);
  const income = await start('bj001_hr', letter(bj[2].employeeId, 0, '办理信用卡'));
  await act('north_hr', income, 'approve', '同意');
  await act('hq_comp', income, 'approve', '收入核定无误');
  await act('hq_hr', income, 'approve', '已开具');
  summary.finished++;
  const onJob = await start('cd001_hr', letter(cd[0].employeeId, 1, '租房', 1));
  await act('west_hr', onJob, 'approve', '同意');
  await act('hq_hr', onJob, 'approve', '已开具');
  summary.finished++;
  // Returned to the store: the purpose is too vague.
  const returned = await start('cd001_hr', letter(cd[1].employeeId, 1, '其他'));
  await act('west_hr', returned, 'rollback', '请写明具体用途（如办理签证的国家）');
  summary.returned++;
  // Terminated by the region: asked twice.
  const twice = await start('bj001_hr', letter(bj[3].employeeId, 1, '办理签证'));
  await act('north_hr', twice, 'finish', '本月已开具过在职证明，请使用已有证明');
  summary.terminated++;
  // A separation letter for someone who has left, issued; and one waiting in 西南.
  if (bjLeft[0]) {
    const left = await start('bj001_hr', letter(bjLeft[0].employeeId, 2, '新单位入职'));
    await act('north_hr', left, 'approve', '同意');
    await act('hq_hr', left, 'approve', '已开具');
    summary.finished++;
  }
  if (cdLeft[0]) {
    await start('cd001_hr', letter(cdLeft[0].employeeId, 2, '办理失业登记'));
    summary.running++;
  }
  return summary;
}
