import { addDays, businessToday } from '@hris/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employee, position, shop, task } from '../db/schema';
import type { Actor } from '../http/actor';
import { actorForAccount } from '../modules/auth/acting-user';
import { registerParts } from '../parts';
import { WorkflowEngine } from '../workflow/engine';
import { type DemoApprovalSummary, seedDemoApproval } from './demo-approval';
import { type DemoBenefitsSummary, seedDemoBenefits } from './demo-benefits';
import { type DemoChildcareSummary, seedDemoChildcare } from './demo-childcare';
import { type DemoExitsSummary, seedDemoExits } from './demo-exits';
import { type DemoHealthSummary, seedDemoHealth } from './demo-health';
import { type DemoHealthFlowsSummary, seedDemoHealthFlows } from './demo-health-flows';
import { type DemoHolidaySummary, seedDemoHoliday } from './demo-holiday';
import { type DemoInterfaceSummary, seedDemoInterface, seedDemoNotify } from './demo-interface';
import { type DemoOnboardingSummary, seedDemoOnboarding } from './demo-onboarding';
import { type DemoPrivacySummary, seedDemoPrivacy } from './demo-privacy';
import { type DemoProofSummary, seedDemoProofs } from './demo-proof';
import { type DemoReportsSummary, seedDemoReports } from './demo-reports';
import { type DemoTrainSummary, seedDemoTrain } from './demo-train';

/**
 * A few approvals in flight and done, so the task centre of a fresh demo is not empty. They go
 * through the engine (validation, rules, effects, messages) as the demo users of 华北 and 西南;
 * in 华东 and 华南, where the end-to-end specs work, only onboardings waiting at head office, so
 * those regions' HRs and sh001_hr have no to-do.
 */
export interface DemoWorksSummary {
  running: number;
  finished: number;
  returned: number;
  /** Personnel changes (flows 18 and 27) by state. */
  personnel: { running: number; finished: number; returned: number; terminated: number };
  /** Resignations, their changes and violations (flows 15, 28, 30). */
  exits: DemoExitsSummary;
  benefits: DemoBenefitsSummary;
  proofs: DemoProofSummary;
  /** 节日礼品名单 (flow 22). */
  holidays: DemoHolidaySummary;
  health: DemoHealthSummary;
  /** 健康证更新 (38) and 健康证发票报销 (39). */
  healthFlows: DemoHealthFlowsSummary;
  /** 培训: projects, sessions, enrolments and attendance. */
  train: DemoTrainSummary;
  /** 接口中心 runs (demo-interface.ts). */
  interfaces: DemoInterfaceSummary;
  notify: { channels: number; digests: number };
  childcare: DemoChildcareSummary;
  /** The weekly reports' 12 weeks of hires, leavers (most through a resignation) and store moves. */
  reports: DemoReportsSummary;
  /** Onboardings (flow 12) in progress, started 1 to 45 days ago (HC上周待入职). */
  onboarding: DemoOnboardingSummary;
  /** 加签 and 抄送 by hand, and the approvers' own phrases. */
  approval: DemoApprovalSummary;
  /** 保留期限: one leaver in each state. */
  privacy: DemoPrivacySummary;
}

export async function seedDemoWorks(
  db: Db,
  now: Date,
  options: { filesDir?: string; dataDir?: string } = {},
): Promise<DemoWorksSummary> {
  registerParts();
  const month = businessToday(now).slice(0, 7);
  const engine = new WorkflowEngine(db);
  const actors = new Map<string, Actor>();
  const as = async (account: string) => {
    let actor = actors.get(account);
    if (!actor) {
      actor = await actorForAccount(db, account);
      actors.set(account, actor);
    }
    return actor;
  };

  const staffOf = (code: string) =>
    db
      .select({ employeeId: employee.employeeId })
      .from(employee)
      .innerJoin(shop, eq(shop.id, employee.shopId))
      .where(and(eq(shop.code, code), eq(employee.status, 1)))
      .orderBy(asc(employee.employeeId))
      .limit(6);

  const deduction = (employeeId: string, lostYuan: number, remark: string) => ({
    employeeId,
    deductionsMonth: month,
    lostDdeductions: lostYuan,
    workClothesDeductions: 0,
    marketMealFeeDeductions: 0,
    marketFineDeductions: 0,
    remark,
  });

  const start = async (account: string, form: unknown) => (await engine.start(await as(account), 8, form)).workId;

  async function act(account: string, workId: number, action: 'approve' | 'rollback' | 'finish', opinion: string) {
    const actor = await as(account);
    const [todo] = await db
      .select({ taskId: task.id })
      .from(task)
      .where(and(eq(task.workId, workId), eq(task.assigneeUserId, actor.auth.userId), eq(task.status, 'todo')));
    if (!todo) throw new Error(`demo works: ${account} has no to-do for work ${workId}`);
    await engine.act(actor, { taskId: todo.taskId, action, opinion });
  }

  const beijing = await staffOf('BJ001');
  const chengdu = await staffOf('CD001');
  const items = ['遗失门店对讲机', '遗失收银钥匙', '损坏工服', '遗失价签枪', '遗失员工卡'];

  // Waiting for 华北区域HR.
  for (const [i, e] of beijing.slice(0, 3).entries()) {
    await start('bj001_hr', deduction(e.employeeId, 60 + i * 25, items[i]));
  }
  // Confirmed by the region and head office: booked to payroll.
  for (const [i, e] of beijing.slice(3, 5).entries()) {
    const workId = await start('bj001_hr', deduction(e.employeeId, 120 + i * 40, items[3 + i]));
    await act('north_hr', workId, 'approve', '情况属实，同意扣款');
    await act('hq_hr', workId, 'approve', '总部已确认，进入当月工资扣款');
  }
  // Sent back to the store: the amount needs a receipt.
  const returned = chengdu[0];
  if (returned) {
    const workId = await start('cd001_hr', deduction(returned.employeeId, 300, '遗失门店平板电脑'));
    await act('west_hr', workId, 'rollback', '金额较大，请补充购置发票后重新提交');
  }
  // One more waiting for 西南区域HR.
  if (chengdu[1]) await start('cd001_hr', deduction(chengdu[1].employeeId, 45, '遗失工牌'));

  const personnel = await personnelChanges();
  const approval = await seedDemoApproval({ db, engine, as });
  const exits = await seedDemoExits({ db, engine, as, filesDir: options.filesDir });
  const benefits = await seedDemoBenefits({ db, engine, as, filesDir: options.filesDir });
  const proofs = await seedDemoProofs({ db, engine, as });
  const holidays = await seedDemoHoliday({ db, engine, as, act });
  const health = await seedDemoHealth(db, { filesDir: options.filesDir });
  const healthFlows = await seedDemoHealthFlows({ db, engine, as, filesDir: options.filesDir });
  const train = await seedDemoTrain({ db, engine, as });
  const childcare = await seedDemoChildcare(db);
  // The report demo adds people, after the health registry's and childcare's demos have counted the staff.
  const reports = await seedDemoReports({ db, as }, now);
  // Candidates (入职中) the onboardings create, after those counts too.
  const onboarding = await seedDemoOnboarding({ db, as });
  const privacy = await seedDemoPrivacy(db, now);
  // Last: its exports hold the deductions, salary changes and personnel moves made above.
  const interfaces = await seedDemoInterface(db, { dataDir: options.dataDir });
  const notify = await seedDemoNotify(db, now);
  return {
    running: 3 + (chengdu[1] ? 1 : 0),
    finished: 2,
    returned: returned ? 1 : 0,
    personnel,
    exits,
    benefits,
    proofs,
    holidays,
    health,
    healthFlows,
    train,
    interfaces,
    notify,
    childcare,
    reports,
    onboarding,
    approval,
    privacy,
  };

  /**
   * Store transfers between 华北 (北京) and 西南 (成都), two employing entities, in every state, and
   * an RBO transfer approved for next week (its move waits for the personnel.apply job).
   */
  async function personnelChanges() {
    // The engine checks dates against the real day, whatever `now` the seed was given.
    const today = businessToday();
    const transfer = (employeeId: string, newShopCode: string, reason: string) => ({
      employeeId,
      changeTheType: 'shop',
      newShopCode,
      effectiveTime: today,
      reason,
    });
    const startAs = async (account: string, flowId: number, form: unknown) =>
      (await engine.start(await as(account), flowId, form)).workId;
    const bj = beijing;
    const cd = chengdu.slice(2);
    const counts = { running: 0, finished: 0, returned: 0, terminated: 0 };
    if (bj.length < 4 || cd.length < 1) return counts;
    // Waiting for the releasing region (north_hr).
    await startAs('bj001_hr', 18, transfer(bj[0].employeeId, 'CD001', '员工家庭迁居成都，申请调店'));
    counts.running++;
    // Agreed by both regions and the receiving store, filed by head office: moved today, 转签 queued.
    const done = await startAs('bj001_hr', 18, transfer(bj[1].employeeId, 'CD001', '成都新店开业支援'));
    await act('north_hr', done, 'approve', '同意调出');
    await act('west_hr', done, 'approve', '同意调入');
    await act('cd001_hr', done, 'approve', '已确认接收');
    await act('hq_hr', done, 'approve', '已备案');
    counts.finished++;
    // Stopped by the releasing region.
    const ended = await startAs('bj001_hr', 18, transfer(bj[2].employeeId, 'CD001', '员工申请调店'));
    await act('north_hr', ended, 'finish', '门店旺季人手不足，暂不同意调出');
    counts.terminated++;
    // Sent back to the starter by the releasing region.
    const back = await startAs('cd001_hr', 18, transfer(cd[0].employeeId, 'BJ001', '员工申请调回北京'));
    await act('west_hr', back, 'rollback', '请补充员工本人申请书');
    counts.returned++;
    // An RBO transfer approved for next week.
    const rbo = await startAs('north_hr', 27, {
      employeeId: bj[3].employeeId,
      newShopCode: 'BJ002',
      goShopTime: addDays(today, 7),
      remark: '门店人员优化调整',
    });
    await act('hq_hr', rbo, 'approve', '同意');
    counts.finished++;
    // Two more RBO transfers: one refused by head office, one sent back to north_hr for a later date.
    if (bj[4]) {
      const refused = await startAs('north_hr', 27, {
        employeeId: bj[4].employeeId,
        newShopCode: 'BJ002',
        goShopTime: addDays(today, 3),
        remark: '门店人员优化调整',
      });
      await act('hq_hr', refused, 'finish', '该员工为门店骨干，暂不调动');
      counts.terminated++;
    }
    if (bj[5]) {
      const later = await startAs('north_hr', 27, {
        employeeId: bj[5].employeeId,
        newShopCode: 'BJ003',
        goShopTime: addDays(today, 2),
        remark: '门店人员优化调整',
      });
      await act('hq_hr', later, 'rollback', '请与门店确认后改为下月初调入');
      counts.returned++;
    }

    // Position changes in 成都: a promotion waiting for the regional manager, a lateral move filed.
    const positions = new Map(
      (await db.select({ id: position.id, code: position.code }).from(position)).map((p) => [p.code, p.id]),
    );
    const [promoted, moved] = chengdu.slice(3, 5);
    if (promoted && positions.has('ST-SUP')) {
      const w = await startAs('cd001_hr', 32, {
        employeeId: promoted.employeeId,
        newPosition: positions.get('ST-SUP'),
        newRank: 'S3',
        effectiveTime: addDays(today, 14),
        reason: '业绩突出，晋升店务主管',
        salaryAdjustment: 0,
      });
      await act('west_hr', w, 'approve', '同意晋升');
      counts.running++;
    }
    if (moved) {
      const [current] = await db
        .select({ positionId: employee.positionId, rank: employee.rank })
        .from(employee)
        .where(eq(employee.employeeId, moved.employeeId));
      const other = ['ST-WH', 'ST-GUIDE', 'ST-CASH']
        .map((c) => positions.get(c))
        .find((id) => id !== current.positionId);
      if (other) {
        const w = await startAs('cd001_hr', 32, {
          employeeId: moved.employeeId,
          newPosition: other,
          newRank: current.rank,
          effectiveTime: today,
          reason: '门店岗位调整',
          salaryAdjustment: 0,
        });
        for (const account of ['west_hr', 'west_mgr', 'hq_hr', 'west_hr', 'hq_hr'])
          await act(account, w, 'approve', '同意');
        counts.finished++;
      }
    }
    return counts;
  }
}
